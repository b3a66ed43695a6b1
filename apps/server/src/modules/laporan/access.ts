import { isLaporanEditable, type RoleName, STATUS_LAPORAN } from '@gratifikasi/domain';
import { and, eq, getTableColumns, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { laporans } from '../../db/schema';
import { type Binder, inline } from '../../db/statements';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

export type LaporanRow = typeof laporans.$inferSelect;

/**
 * What a move reads of the report: its row without the filing's texts, search words and checklist, which no step's
 * judgement or writes read (issue 29: the lock of every decision sends and maps ~20 columns fewer).
 */
const NOT_MOVED = [
  'search_text',
  'kronologi',
  'checklist',
  'nl_hints',
  'alamat_pemberi',
  'tempat_penerimaan',
  'nama_pemberi',
  'instansi_pemberi',
  'pernyataan_benar',
  'keputusan_instansi',
  'nomor_keputusan_instansi',
  'tanggal_keputusan_instansi',
  'impor_batch_id',
  'batas_teruskan',
  'diteruskan_at',
  'diterima_upg_at',
  'is_terlambat_upg',
  'batas_lapor_upg',
  'hubungan_pemberi_penerima_id',
  'media_laporan_id',
  'workflow',
] as const;
export type LaporanMoveRow = Omit<LaporanRow, (typeof NOT_MOVED)[number]>;
/** The columns of a `LaporanMoveRow` (a select's field map). */
export const laporanMoveColumns = Object.fromEntries(
  Object.entries(getTableColumns(laporans)).filter(
    ([key]) => !(NOT_MOVED as readonly string[]).includes(key),
  ),
) as { [K in keyof LaporanMoveRow]: (typeof laporans)['_']['columns'][K] };

/**
 * Roles that see the KPK-wide list: every report except others' drafts, those still at a UPG and those an institution
 * handled itself (imported by the wizard).
 */
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

/**
 * Reports of one UPG: those filed through it (kanal UPG, its upg_id), drafts only by their author. A report an
 * official filed directly with the KPK stays between the reporter and the KPK, even when the pelapor belongs to an
 * instansi the UPG serves (issue 9 §1): officials bypass their UPG precisely when the giver is inside it.
 */
function upgCondition(upgId: number, me: number): SQL {
  return and(
    eq(laporans.upg_id, upgId),
    eq(laporans.kanal, 'UPG'),
    or(ne(laporans.status, STATUS_LAPORAN.DRAFT), eq(laporans.created_by, me)),
  ) as SQL;
}

/** A condition that matches nothing (a role without reports, a UPG account without a scope). */
const NOTHING = sql`false`;

/**
 * The rows the caller may see in a list, by the active role (issue 4 §5). Soft-deleted rows are never visible.
 * Returns the whole condition (including `deleted_at is null`).
 */
export function laporanScope(
  auth: AuthContext,
  b: Binder = inline(),
  opts: { includeDeleted?: boolean } = {},
): SQL {
  const me = b.bind('me', auth.user.id);
  const live = isNull(laporans.deleted_at);
  const role = auth.activeRole;
  let cond: SQL;
  if (role === 'individu') {
    cond = or(
      eq(laporans.created_by, me),
      // Reports others filed about the caller's own pelapor profile, once they are no longer someone's draft.
      and(
        ne(laporans.status, STATUS_LAPORAN.DRAFT),
        sql`exists (select 1 from pelapors p where p.id = ${laporans.pelapor_id} and p.user_id = ${me})`,
      ),
    ) as SQL;
  } else if (role === 'upg') {
    const upgId = upgScopeOf(auth);
    cond = upgId === null ? NOTHING : upgCondition(b.bind('upg', upgId), me);
  } else if (role === 'data_entry') {
    cond = eq(laporans.created_by, me);
  } else if (isKpkListRole(role)) {
    cond = and(
      ne(laporans.status, STATUS_LAPORAN.DITERIMA_UPG),
      // Reports an institution handled itself (the wizard import) never enter the KPK's lists or process.
      ne(laporans.status, STATUS_LAPORAN.DIKELOLA_INSTANSI),
      or(ne(laporans.status, STATUS_LAPORAN.DRAFT), eq(laporans.created_by, me)),
    ) as SQL;
  } else {
    cond = NOTHING;
  }
  return opts.includeDeleted ? cond : (and(live, cond) as SQL);
}

/**
 * Whether the caller may change the report: draft or returned, and theirs — or, for a UPG account, filed through
 * its UPG (a draft only by its author). Checked on the row itself, not only through the visibility condition.
 */
export function canWriteLaporan(auth: AuthContext, row: LaporanRow, visible = true): boolean {
  if (!visible || !auth.activeRole || READ_ONLY_ROLES.includes(auth.activeRole)) return false;
  if (!isLaporanEditable(row.status)) return false;
  if (row.status === STATUS_LAPORAN.DRAFT && row.created_by !== auth.user.id) return false;
  if (auth.activeRole === 'upg') {
    const upg = upgScopeOf(auth);
    return upg !== null && row.kanal === 'UPG' && row.upg_id === upg;
  }
  return row.created_by === auth.user.id;
}

/** The message of a write that lost a race or worked on an old copy of the report. */
export const STALE_LAPORAN =
  'Laporan sudah diubah oleh pengguna lain atau di tab lain. Muat ulang halaman untuk melihat keadaan terbaru.';

/**
 * The report with `id` when the caller may see it; NOT_FOUND otherwise (never reveals existence). With 'write',
 * LAPORAN_NOT_EDITABLE (409) when it is visible but no longer editable or not the caller's to change; an observer
 * gets FORBIDDEN.
 *
 * 'act' is 'write' for a step of the process rather than an edit: locked and versioned, not necessarily editable.
 * 'write' locks the row (`FOR UPDATE`) until the caller's transaction ends, so that of two submits, edits or deletes
 * of one report one wins and the other sees its result: a report no longer editable (409), deleted meanwhile (409),
 * or — when the caller says which `version` it saw — changed since (409).
 */
export async function laporanForActor(
  db: Db,
  auth: AuthContext,
  id: number,
  mode: 'read' | 'write' | 'act',
  opts: { version?: number | undefined } = {},
): Promise<LaporanRow> {
  if (mode === 'read') {
    const [row] = await db
      .select()
      .from(laporans)
      .where(and(eq(laporans.id, id), laporanScope(auth)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
    return row;
  }
  if (auth.activeRole && READ_ONLY_ROLES.includes(auth.activeRole)) {
    // Still 404 for what an observer cannot see at all.
    await laporanForActor(db, auth, id, 'read');
    throw new AppError('FORBIDDEN');
  }
  // The lock is taken on the row whatever its state; visibility is judged on the locked (latest) version.
  const [row] = await db
    .select()
    .from(laporans)
    .where(and(eq(laporans.id, id), laporanScope(auth, inline(), { includeDeleted: true })))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  if (row.deleted_at) throw new AppError('CONFLICT', 'Laporan sudah dihapus. Muat ulang halaman.');
  if (mode === 'write' && !canWriteLaporan(auth, row)) throw new AppError('LAPORAN_NOT_EDITABLE');
  if (opts.version !== undefined && opts.version !== row.version)
    throw new AppError('CONFLICT', STALE_LAPORAN);
  return row;
}

/** The change that every update of a report carries: its version goes up by one. */
export const nextVersion = { version: sql`${laporans.version} + 1` } as const;
