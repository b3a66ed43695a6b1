import type { RoleName } from '@gratifikasi/domain';

/** As the route table's PIUTANG_ROLES and TAGIHAN_NUMBERING_ROLES (spec §6), which the domain keeps internal. */
const PIUTANG_ROLES: readonly RoleName[] = ['admin_pengelola_OG', 'ketua_group', 'direktur'];
const TAGIHAN_NUMBERING_ROLES: readonly RoleName[] = [
  'anggota_tim',
  'Administrasi/Sekretaris',
  'admin_pengelola_OG',
];

/** Who reads the receivables (spec §6: payment, receivables and statement screens). */
export const READ = { access: { roles: [...new Set([...PIUTANG_ROLES, ...TAGIHAN_NUMBERING_ROLES])] } };
/** Who issues and numbers a surat tagihan (penomoran-surat-tagihan-detail). */
export const ISSUE = { access: { roles: TAGIHAN_NUMBERING_ROLES } };
/** Who cancels and restores ledger entries and reconciles statements: the object manager alone. */
export const MANAGE = { access: { roles: ['admin_pengelola_OG'] as readonly RoleName[] } };
