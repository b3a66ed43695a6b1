import { isLaporanEditable, type RoleName, STATUS_LAPORAN } from '@gratifikasi/domain';
import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { laporans } from '../../db/schema';
import { type Binder, inline } from '../../db/statements';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

export type LaporanRow = typeof laporans.$inferSelect;

/** Roles that see the KPK-wide list: every report except others' drafts and those still at a UPG. */
export const KPK_LIST_ROLES = [
  'pimpinan',
  'deputi',
  'direktur',
  'koordinator',
  'ketua_group',
  'ketua_tim',
  'anggota_tim',
  'Administrasi/Sekretaris',
  'observer',
  'sysadmin',
  'superuser',
] as const satisfies readonly RoleName[];

/** Roles that only read reports, never write them. */
export const READ_ONLY_ROLES: readonly RoleName[] = ['observer'];

/** Roles with a reporter's own list (list-individu). */
export const REPORTER_ROLES = ['individu', 'data_entry'] as const satisfies readonly RoleName[];

/** Every role that reaches some report list. */
export const LAPORAN_ROLES = [
  ...REPORTER_ROLES,
  'upg',
  ...KPK_LIST_ROLES,
] as const satisfies readonly RoleName[];

export const isKpkListRole = (role: RoleName | null): boolean =>
  role !== null && (KPK_LIST_ROLES as readonly RoleName[]).includes(role);

/** The UPG the caller acts for (active access scoped to a UPG), or null. */
export function upgScopeOf(auth: AuthContext): number | null {
  const access = auth.activeAccess;
  if (auth.activeRole !== 'upg' || !access || access.scope_type !== 'upg' || access.scope_id === null) {
    return null;
  }
  return access.scope_id;
}

/** Reports of one UPG: its own, or unassigned ones of an instansi the UPG serves (upgs.instansi_id, instansi_upgs). */
function upgCondition(upgId: number): SQL {
  // upgId may be a placeholder (a reusable list statement): used three times, bound once.
  return or(
    eq(laporans.upg_id, upgId),
    and(
      isNull(laporans.upg_id),
      sql`${laporans.instansi_id} in (
        select u.instansi_id from upgs u where u.id = ${upgId} and u.deleted_at is null
        union
        select iu.instansi_id from instansi_upgs iu
          where iu.upg_id = ${upgId} and iu.deleted_at is null and iu.is_active
      )`,
    ),
  ) as SQL;
}

/** A condition that matches nothing (a role without reports, a UPG account without a scope). */
const NOTHING = sql`false`;

/**
 * The rows the caller may see in a list, by the active role (issue 4 §5). Soft-deleted rows are never visible.
 * Returns the whole condition (including `deleted_at is null`).
 */
export function laporanScope(auth: AuthContext, b: Binder = inline()): SQL {
  const me = b.bind('me', auth.user.id);
  const live = isNull(laporans.deleted_at);
  const role = auth.activeRole;
  let cond: SQL;
  if (role === 'individu') {
    cond = or(
      eq(laporans.created_by, me),
      sql`exists (select 1 from pelapors p where p.id = ${laporans.pelapor_id} and p.user_id = ${me})`,
    ) as SQL;
  } else if (role === 'upg') {
    const upgId = upgScopeOf(auth);
    cond = upgId === null ? NOTHING : upgCondition(b.bind('upg', upgId));
  } else if (role === 'data_entry') {
    cond = eq(laporans.created_by, me);
  } else if (isKpkListRole(role)) {
    cond = and(
      ne(laporans.status, STATUS_LAPORAN.DITERIMA_UPG),
      or(ne(laporans.status, STATUS_LAPORAN.DRAFT), eq(laporans.created_by, me)),
    ) as SQL;
  } else {
    cond = NOTHING;
  }
  return and(live, cond) as SQL;
}

/** Whether the caller may change the report (draft or returned, and theirs — or its UPG's for a UPG account). */
export function canWriteLaporan(auth: AuthContext, row: LaporanRow, visible = true): boolean {
  if (!visible || !auth.activeRole || READ_ONLY_ROLES.includes(auth.activeRole)) return false;
  if (!isLaporanEditable(row.status)) return false;
  if (auth.activeRole === 'upg') return upgScopeOf(auth) !== null;
  return row.created_by === auth.user.id;
}

/**
 * The report with `id` when the caller may see it; NOT_FOUND otherwise (never reveals existence). With 'write',
 * LAPORAN_NOT_EDITABLE (409) when it is visible but no longer editable or not the caller's to change; an observer
 * gets FORBIDDEN.
 */
export async function laporanForActor(
  db: Db,
  auth: AuthContext,
  id: number,
  mode: 'read' | 'write',
): Promise<LaporanRow> {
  const [row] = await db
    .select()
    .from(laporans)
    .where(and(eq(laporans.id, id), laporanScope(auth)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  if (mode === 'write') {
    if (auth.activeRole && READ_ONLY_ROLES.includes(auth.activeRole)) throw new AppError('FORBIDDEN');
    if (!canWriteLaporan(auth, row)) throw new AppError('LAPORAN_NOT_EDITABLE');
  }
  return row;
}
