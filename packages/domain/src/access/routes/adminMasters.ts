import { MASTER_CATALOG } from '../../masters/catalog';

/** The admin screens of a master: its list route and, when it has one, its detail route (route names). */
export interface MasterAdminScreens {
  list: string;
  detail: string | null;
}

/**
 * Masters whose admin screen spec §2 puts at a path of its own instead of `/admin/master-<key>`; those
 * routes are declared in admin.ts with the other admin screens, under the names given here.
 */
const OWN_SCREENS: Readonly<Record<string, MasterAdminScreens>> = {
  'checklist-kelengkapan-peristiwas': { list: 'admin-checklist-kelengkapan-peristiwas', detail: null },
  kontaks: { list: 'admin-kontaks', detail: null },
  'status-kedinasans': { list: 'admin-status-kedinasans', detail: null },
  'kurs-pajak': { list: 'admin-master-kurs-kurs-pajak', detail: null },
  'unsur-nl': { list: 'admin-master-unsur-nl', detail: null },
  'aturan-internal': {
    list: 'admin-master-aturan-internal',
    detail: 'admin-master-aturan-internal-detail',
  },
  'kondisi-unsur-nl': { list: 'admin-kondisi-unsur-nl', detail: null },
  'parameter-nl': { list: 'admin-master-parameter-nl', detail: null },
  'probabilitas-risiko': { list: 'admin-probabilitas-risiko', detail: null },
  'dampak-kerugian': { list: 'admin-dampak-kerugian', detail: null },
  'template-dokumen': {
    list: 'admin-master-template-dokumen',
    detail: 'admin-master-template-dokumen-detail',
  },
  'master-version': { list: 'admin-admin-master-version', detail: null },
};

/**
 * The master-data lists at `/admin/master-<key>` (spec §2), as [key, Indonesian label], derived from the
 * master definitions; each has a list and a /:id detail.
 */
export const ADMIN_MASTERS: readonly (readonly [slug: string, title: string])[] = MASTER_CATALOG.filter(
  (m) => OWN_SCREENS[m.key] === undefined,
).map((m) => [m.key, m.label] as const);

/** The route names of a master's admin list and detail screens. */
export function masterAdminScreens(key: string): MasterAdminScreens {
  return OWN_SCREENS[key] ?? { list: `admin-master-${key}`, detail: `admin-master-${key}-detail` };
}
