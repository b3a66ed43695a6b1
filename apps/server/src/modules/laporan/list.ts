import {
  LAPORAN_TABS,
  type LaporanListItem,
  type laporanListQuerySchema,
  STATUS_LAPORAN,
} from '@gratifikasi/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { laporans, pelapors } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import type { AuthContext } from '../../platform/auth-context';
import { isKpkListRole, laporanScope } from './access';
import { cachedStatusNames } from './lookups';

export type LaporanListQuery = z.output<typeof laporanListQuerySchema>;

/** `%term%` for LIKE, lower-cased, with the term's own wildcards escaped (search_text is lower-case). */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The status codes a list asks for (`status=A,B`). */
const statusesOf = (q: LaporanListQuery): string[] =>
  q.status
    ? q.status
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The statuses of a tab (unknown tab: none). */
export function tabStatuses(key: string): readonly string[] {
  return LAPORAN_TABS.find((t) => t.key === key)?.statuses ?? [];
}

/** The WHERE of a list: the caller's scope and every filter but the tab (tabbed counts group over it). */
export function listFilters(auth: AuthContext, q: LaporanListQuery): SQL {
  const statuses = statusesOf(q);
  return and(
    laporanScope(auth),
    // search_text is stored lower-cased: LIKE on a lower-cased term is ILIKE's answer at a tenth of its cost.
    q.q ? like(laporans.search_text, containsPattern(q.q)) : undefined,
    statuses.length === 1 ? eq(laporans.status, statuses[0] ?? '') : undefined,
    statuses.length > 1 ? inArray(laporans.status, statuses) : undefined,
    q.kanal ? eq(laporans.kanal, q.kanal) : undefined,
    q.instansi_id ? eq(laporans.instansi_id, q.instansi_id) : undefined,
    q.pelapor_id ? eq(laporans.pelapor_id, q.pelapor_id) : undefined,
    q.jenis_peristiwa_id ? eq(laporans.jenis_peristiwa_id, q.jenis_peristiwa_id) : undefined,
    q.tahun ? gte(laporans.tanggal_lapor, `${q.tahun}-01-01`) : undefined,
    q.tahun ? lte(laporans.tanggal_lapor, `${q.tahun}-12-31`) : undefined,
    q.tanggal_awal ? gte(laporans.tanggal_lapor, q.tanggal_awal) : undefined,
    q.tanggal_akhir ? lte(laporans.tanggal_lapor, q.tanggal_akhir) : undefined,
    q.terlambat ? eq(laporans.is_terlambat, q.terlambat === '1') : undefined,
  ) as SQL;
}

const SORT_COLUMNS = {
  id: laporans.id,
  nosig: laporans.nosig,
  tanggal_penerimaan: laporans.tanggal_penerimaan,
  tanggal_lapor: laporans.tanggal_lapor,
  submitted_at: laporans.submitted_at,
  total_nilai: laporans.total_nilai,
  created_at: laporans.created_at,
} as const;

function orderOf(q: LaporanListQuery): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[q.sort] ?? laporans.id;
  return column === laporans.id ? [dir(laporans.id)] : [dir(column), dir(laporans.id)];
}

/** One page of rows: one statement joining only what a row shows. */
export async function listRows(
  db: Db,
  where: SQL,
  q: LaporanListQuery,
  limit: number,
  offset: number,
): Promise<LaporanListItem[]> {
  const instansi = masterTableOf('instansi');
  const peristiwa = masterTableOf('jenis-peristiwa');
  const [rows, names] = await Promise.all([
    db
      .select({
        id: laporans.id,
        nosig: laporans.nosig,
        status: laporans.status,
        kanal: laporans.kanal,
        pelapor_id: laporans.pelapor_id,
        pelapor_nama: pelapors.nama,
        instansi_nama: masterColumn(instansi, 'nama'),
        jenis_peristiwa_nama: masterColumn(peristiwa, 'nama'),
        nama_pemberi: laporans.nama_pemberi,
        tanggal_penerimaan: laporans.tanggal_penerimaan,
        tanggal_lapor: laporans.tanggal_lapor,
        batas_lapor: laporans.batas_lapor,
        is_terlambat: laporans.is_terlambat,
        batas_teruskan: laporans.batas_teruskan,
        total_nilai: laporans.total_nilai,
        submitted_at: laporans.submitted_at,
        created_at: laporans.created_at,
      })
      .from(laporans)
      .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .leftJoin(instansi, eq(instansi.id, laporans.instansi_id))
      .leftJoin(peristiwa, eq(peristiwa.id, laporans.jenis_peristiwa_id))
      .where(where)
      .orderBy(...orderOf(q))
      .limit(limit)
      .offset(offset),
    cachedStatusNames(db),
  ]);
  return rows.map((r) => ({
    ...r,
    kanal: r.kanal as LaporanListItem['kanal'],
    status_nama: names.get(r.status) ?? r.status,
    instansi_nama: r.instansi_nama === null ? null : String(r.instansi_nama),
    jenis_peristiwa_nama: r.jenis_peristiwa_nama === null ? null : String(r.jenis_peristiwa_nama),
    submitted_at: r.submitted_at ? r.submitted_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  }));
}

/** How many rows match (the pages' total). */
export async function countRows(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(laporans).where(where);
  return row?.n ?? 0;
}

/**
 * KPK roles see every live report but others' drafts and those at a UPG: the same million rows for everyone, so a
 * grouped count over them is shared (cached a few seconds per process, dropped at once by this process's writes);
 * only the caller's own drafts are counted live. Counting a million rows on every list call is what this avoids.
 */
export const KPK_COUNT_TTL_MS = 15_000;
interface SharedCounts {
  at: number;
  value: Promise<Map<string, number>>;
  refreshing: boolean;
}
const kpkCounts = new WeakMap<Db, SharedCounts>();

/** Drops the shared KPK counts (after a submission, a move or a delete in this process). */
export function invalidateLaporanCounts(db: Db): void {
  kpkCounts.delete(db);
}

function countKpkRows(db: Db): Promise<Map<string, number>> {
  return db
    .select({ status: laporans.status, n: count() })
    .from(laporans)
    .where(
      and(
        isNull(laporans.deleted_at),
        notInArray(laporans.status, [STATUS_LAPORAN.DRAFT, STATUS_LAPORAN.DITERIMA_UPG]),
      ),
    )
    .groupBy(laporans.status)
    .then((rows) => new Map(rows.map((r) => [r.status, r.n])));
}

/**
 * The shared counts. Past their TTL the old counts keep answering while one refresh runs in the background, so no
 * request waits for the count over a million rows except the very first (or the first after a write here).
 */
function sharedKpkCounts(db: Db): Promise<Map<string, number>> {
  const hit = kpkCounts.get(db);
  if (!hit) {
    const value = countKpkRows(db);
    const entry: SharedCounts = { at: Date.now(), value, refreshing: false };
    value.catch(() => {
      if (kpkCounts.get(db) === entry) kpkCounts.delete(db);
    });
    kpkCounts.set(db, entry);
    return value;
  }
  if (Date.now() - hit.at >= KPK_COUNT_TTL_MS && !hit.refreshing) {
    hit.refreshing = true;
    countKpkRows(db).then(
      (fresh) => {
        if (kpkCounts.get(db) === hit)
          kpkCounts.set(db, { at: Date.now(), value: Promise.resolve(fresh), refreshing: false });
      },
      () => {
        hit.refreshing = false;
      },
    );
  }
  return hit.value;
}

/** True when a list asks for nothing but statuses (the case the shared KPK counts answer). */
export function onlyStatusFilters(q: LaporanListQuery): boolean {
  return (
    !q.q &&
    !q.kanal &&
    !q.instansi_id &&
    !q.pelapor_id &&
    !q.jenis_peristiwa_id &&
    !q.tahun &&
    !q.tanggal_awal &&
    !q.tanggal_akhir &&
    !q.terlambat
  );
}

/** Counts per status of what a KPK role sees, without filters: shared counts + the caller's own drafts. */
async function kpkCountsFor(db: Db, auth: AuthContext): Promise<Map<string, number>> {
  const [shared, [own]] = await Promise.all([
    sharedKpkCounts(db),
    db
      .select({ n: count() })
      .from(laporans)
      .where(
        and(
          eq(laporans.created_by, auth.user.id),
          eq(laporans.status, STATUS_LAPORAN.DRAFT),
          isNull(laporans.deleted_at),
        ),
      ),
  ]);
  const out = new Map(shared);
  out.set(STATUS_LAPORAN.DRAFT, own?.n ?? 0);
  return out;
}

/** Counts per status under scope and filters; the shared KPK counts when a KPK role asks without filters. */
export async function statusCounts(
  db: Db,
  auth: AuthContext,
  q: LaporanListQuery,
): Promise<Map<string, number>> {
  if (!isKpkListRole(auth.activeRole) || !onlyStatusFilters(q))
    return countByStatus(db, listFilters(auth, q));
  const all = await kpkCountsFor(db, auth);
  const wanted = statusesOf(q);
  if (wanted.length === 0) return all;
  return new Map([...all].filter(([s]) => wanted.includes(s)));
}

/** The total of a list: from the per-status counts when they are shared, else one live count. */
/** Above this many estimated matches a KPK search answers the planner's estimate instead of counting. */
export const EXACT_COUNT_LIMIT = 1000;

/** The planner's row estimate for the list's WHERE (EXPLAIN, nothing executed). */
async function estimateRows(db: Db, where: SQL): Promise<number> {
  const res = (await db.execute(
    sql`explain (format json) ${db.select({ id: laporans.id }).from(laporans).where(where)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = res.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a list and whether it is an estimate. KPK roles without filters: from the shared per-status counts.
 * KPK roles with filters over the million rows: counting thousands of text matches costs more than the page, so
 * when the planner expects more than EXACT_COUNT_LIMIT rows its estimate is the answer. Others: one live count.
 */
async function totalOf(
  db: Db,
  auth: AuthContext,
  q: LaporanListQuery,
  where: SQL,
): Promise<{ total: number; estimated: boolean }> {
  if (!isKpkListRole(auth.activeRole)) return { total: await countRows(db, where), estimated: false };
  if (!onlyStatusFilters(q)) {
    const estimate = await estimateRows(db, where);
    if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, estimated: true };
    return { total: await countRows(db, where), estimated: false };
  }
  const counts = await statusCounts(db, auth, q);
  const tab = q.tab ? tabStatuses(q.tab) : null;
  let total = 0;
  for (const [s, n] of counts) if (!tab || tab.includes(s)) total += n;
  return { total, estimated: false };
}

export interface LaporanPage {
  items: LaporanListItem[];
  total: number;
  /** Set when `total` is the planner's estimate (a KPK search over many rows). */
  total_is_estimate?: boolean;
  page: number;
  per_page: number;
}

/** A list page: scope + filters (+ the tab's statuses when a tab is chosen). */
export async function listLaporan(db: Db, auth: AuthContext, q: LaporanListQuery): Promise<LaporanPage> {
  const where = and(
    listFilters(auth, q),
    q.tab ? inArray(laporans.status, [...tabStatuses(q.tab)]) : undefined,
  ) as SQL;
  const offset = (q.page - 1) * q.per_page;
  const [items, count] = await Promise.all([
    listRows(db, where, q, q.per_page, offset),
    totalOf(db, auth, q, where),
  ]);
  return {
    items,
    total: count.total,
    page: q.page,
    per_page: q.per_page,
    ...(count.estimated ? { total_is_estimate: true } : {}),
  };
}

/** Counts per status under the scope and filters: one grouped query. */
export async function countByStatus(db: Db, where: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: laporans.status, n: count() })
    .from(laporans)
    .where(where)
    .groupBy(laporans.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** The default tab of a role: where its work is. */
export function defaultTab(auth: AuthContext): string {
  if (auth.activeRole === 'upg') return 'UPG';
  if (auth.activeRole === 'individu' || auth.activeRole === 'data_entry') return 'DRAFT';
  return 'TERKIRIM';
}

/** `GET laporan/tabbed`: the count of every tab (one grouped query) and the chosen tab's page. */
export async function tabbedLaporan(db: Db, auth: AuthContext, q: LaporanListQuery) {
  const tab = q.tab ?? defaultTab(auth);
  const where = and(listFilters(auth, q), inArray(laporans.status, [...tabStatuses(tab)])) as SQL;
  const offset = (q.page - 1) * q.per_page;
  const [byStatus, items] = await Promise.all([
    statusCounts(db, auth, q),
    listRows(db, where, q, q.per_page, offset),
  ]);
  const tabs = LAPORAN_TABS.map((t) => ({
    key: t.key,
    label: t.label,
    count: t.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
  }));
  const total = tabs.find((t) => t.key === tab)?.count ?? 0;
  return { tabs, tab, items, total, page: q.page, per_page: q.per_page };
}
