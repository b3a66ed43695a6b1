import {
  LAPORAN_TABS,
  type LaporanListItem,
  type laporanListQuerySchema,
  openingLaporanTab,
  reporterStatusLabel,
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
import type { Db } from '../../../db/client';
import { laporans, pelapors } from '../../../db/schema/index';
import { type Binder, inline, literalLimit, placeholders, reusableStatement } from '../../../db/statements';
import type { AuthContext } from '../../../platform/auth-context';
import { cacheOf } from '../../../platform/cache';
import { isKpkListRole, laporanScope } from '../access';
import { cachedMasterNames, cachedStatusNames, todayJakarta } from '../lookups';
import { tindakanCondition } from './tindakan';

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

/**
 * The WHERE of a list: the caller's scope and every filter but the tab (tabbed counts group over it). With a
 * placeholders() binder the values stay out of the SQL, so the statement can be reused (db/statements.ts).
 */
export function listFilters(auth: AuthContext, q: LaporanListQuery, b: Binder = inline()): SQL {
  const statuses = statusesOf(q);
  return and(
    laporanScope(auth, b),
    // search_text is stored lower-cased: LIKE on a lower-cased term is ILIKE's answer at a tenth of its cost.
    q.q ? like(laporans.search_text, b.bind('q', containsPattern(q.q))) : undefined,
    statuses.length === 1 ? eq(laporans.status, b.bind('status', statuses[0] ?? '')) : undefined,
    statuses.length > 1
      ? inArray(
          laporans.status,
          statuses.map((s, i) => b.bind(`status${i}`, s)),
        )
      : undefined,
    q.kanal ? eq(laporans.kanal, b.bind('kanal', q.kanal)) : undefined,
    q.instansi_id ? eq(laporans.instansi_id, b.bind('instansi', q.instansi_id)) : undefined,
    q.pelapor_id ? eq(laporans.pelapor_id, b.bind('pelapor', q.pelapor_id)) : undefined,
    q.jenis_peristiwa_id
      ? eq(laporans.jenis_peristiwa_id, b.bind('peristiwa', q.jenis_peristiwa_id))
      : undefined,
    q.tahun ? gte(laporans.tanggal_lapor, b.bind('tahun_awal', `${q.tahun}-01-01`)) : undefined,
    q.tahun ? lte(laporans.tanggal_lapor, b.bind('tahun_akhir', `${q.tahun}-12-31`)) : undefined,
    q.tanggal_awal ? gte(laporans.tanggal_lapor, b.bind('tanggal_awal', q.tanggal_awal)) : undefined,
    q.tanggal_akhir ? lte(laporans.tanggal_lapor, b.bind('tanggal_akhir', q.tanggal_akhir)) : undefined,
    q.terlambat ? eq(laporans.is_terlambat, b.bind('terlambat', q.terlambat === '1')) : undefined,
    q.terlambat_upg
      ? eq(laporans.is_terlambat_upg, b.bind('terlambat_upg', q.terlambat_upg === '1'))
      : undefined,
    q.tindakan ? tindakanCondition(q.tindakan, b, todayJakarta()) : undefined,
  ) as SQL;
}

/** The tab's statuses as a condition (bound like the filters). */
function tabCondition(tab: string, b: Binder): SQL {
  return inArray(
    laporans.status,
    tabStatuses(tab).map((s, i) => b.bind(`tab${i}`, s)),
  );
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

/**
 * One page of rows: one statement over laporans alone (see pelapor_nama). The limit is written into the SQL
 * (`literalLimit`); the offset of pages past the first is a placeholder.
 */
function rowsStatement(db: Db, where: SQL, q: LaporanListQuery, name: string, limit: number, paged: boolean) {
  return db
    .select({
      id: laporans.id,
      nosig: laporans.nosig,
      status: laporans.status,
      kanal: laporans.kanal,
      pelapor_id: laporans.pelapor_id,
      // Planning a join costs more than running it over 20 rows: the reporter's name is a subquery and the
      // masters' names come from memory (cachedMasterNames).
      pelapor_nama: sql<string>`(select ${pelapors.nama} from ${pelapors} where ${pelapors.id} = ${laporans.pelapor_id})`,
      instansi_id: laporans.instansi_id,
      jenis_peristiwa_id: laporans.jenis_peristiwa_id,
      nama_pemberi: laporans.nama_pemberi,
      tanggal_penerimaan: laporans.tanggal_penerimaan,
      tanggal_lapor: laporans.tanggal_lapor,
      batas_lapor: laporans.batas_lapor,
      is_terlambat: laporans.is_terlambat,
      batas_lapor_upg: laporans.batas_lapor_upg,
      is_terlambat_upg: laporans.is_terlambat_upg,
      batas_teruskan: laporans.batas_teruskan,
      total_nilai: laporans.total_nilai,
      submitted_at: laporans.submitted_at,
      created_at: laporans.created_at,
    })
    .from(laporans)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(literalLimit(limit))
    .offset(paged ? sql.placeholder('offset') : 0)
    .prepare(name);
}

type RowsStatement = ReturnType<typeof rowsStatement>;

async function pageOf(
  db: Db,
  statement: RowsStatement,
  values: Record<string, unknown>,
): Promise<LaporanListItem[]> {
  const [rows, statusNames] = await Promise.all([statement.execute(values), cachedStatusNames(db)]);
  const [instansiNames, peristiwaNames] = await Promise.all([
    cachedMasterNames(
      db,
      'instansi',
      rows.map((r) => r.instansi_id),
    ),
    cachedMasterNames(
      db,
      'jenis-peristiwa',
      rows.map((r) => r.jenis_peristiwa_id),
    ),
  ]);
  return rows.map(({ instansi_id, jenis_peristiwa_id, ...r }) => ({
    ...r,
    kanal: r.kanal as LaporanListItem['kanal'],
    status_nama: statusNames.get(r.status) ?? r.status,
    instansi_nama: instansi_id === null ? null : (instansiNames.get(instansi_id) ?? null),
    jenis_peristiwa_nama:
      jenis_peristiwa_id === null ? null : (peristiwaNames.get(jenis_peristiwa_id) ?? null),
    submitted_at: r.submitted_at ? r.submitted_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  }));
}

/** One page of rows under a WHERE built with its values (the dashboards' small lists). */
export function listRows(
  db: Db,
  where: SQL,
  q: LaporanListQuery,
  limit: number,
  offset: number,
): Promise<LaporanListItem[]> {
  return pageOf(db, rowsStatement(db, where, q, '', limit, offset > 0), { offset });
}

/**
 * A list page through a reusable statement: the shape (role, filters present, sort, page size) is rendered once per
 * process; first pages without a text search are also planned once per connection (db/statements.ts).
 */
function listPage(
  db: Db,
  shape: Shape,
  q: LaporanListQuery,
  limit: number,
  offset: number,
): Promise<LaporanListItem[]> {
  const paged = offset > 0;
  const key = `laporan-rows|${shape.key}|${q.sort}|${q.order}|${limit}|${paged}`;
  const statement = reusableStatement(db, key, !q.q && !paged, (name) =>
    rowsStatement(db, shape.where, q, name, limit, paged),
  );
  return pageOf(db, statement, { ...shape.values, offset });
}

/** How many rows match (the pages' total). */
export async function countRows(db: Db, where: SQL): Promise<number> {
  const [row] = await countStatement(db, where, '').execute();
  return row?.n ?? 0;
}

/** `select count(*)` under a WHERE, as a statement (`name` '' = unnamed; see db/statements.ts). */
function countStatement(db: Db, where: SQL, name: string) {
  return db.select({ n: count() }).from(laporans).where(where).prepare(name);
}

/** Counts grouped by status under a WHERE, as a statement. */
function statusCountStatement(db: Db, where: SQL, name: string) {
  return db
    .select({ status: laporans.status, n: count() })
    .from(laporans)
    .where(where)
    .groupBy(laporans.status)
    .prepare(name);
}

const byStatus = (rows: { status: string; n: number }[]) => new Map(rows.map((r) => [r.status, r.n]));

/**
 * KPK roles see every live report but others' drafts and those at a UPG: the same million rows for everyone, so a
 * grouped count over them is shared through the one cache (namespace 'laporan.counts', stale-while-revalidate: past
 * its TTL the old value answers while one refresh runs, so no request waits for a count except the very first or
 * the first after a write). Keys: 'kpk' → the shared counts per status; `own:{userId}` → that user's live drafts;
 * `total:…` → the total of one filtered KPK search. A write anywhere drops them in every process.
 */
const COUNTS = 'laporan.counts';
const staleWhileRevalidate = <T>(db: Db, key: string, load: () => Promise<T>): Promise<T> =>
  cacheOf(db).get(COUNTS, key, load);

/** Drops every cached count and search total of this database (after a submission, a move or a delete). */
export function invalidateLaporanCounts(db: Db): void {
  cacheOf(db).invalidate(COUNTS);
}

/** Drops one user's cached draft count (after they create a draft). */
export function invalidateOwnDraftCount(db: Db, userId: number): void {
  cacheOf(db).invalidate(COUNTS, `own:${userId}`);
}

function countKpkRows(db: Db): Promise<Map<string, number>> {
  return countByStatus(
    db,
    and(
      isNull(laporans.deleted_at),
      notInArray(laporans.status, [STATUS_LAPORAN.DRAFT, STATUS_LAPORAN.DITERIMA_UPG]),
    ) as SQL,
  );
}

function countOwnDrafts(db: Db, userId: number): Promise<number> {
  return countRows(
    db,
    and(
      eq(laporans.created_by, userId),
      eq(laporans.status, STATUS_LAPORAN.DRAFT),
      isNull(laporans.deleted_at),
    ) as SQL,
  );
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
    !q.terlambat &&
    !q.tindakan
  );
}

/** Counts per status of what a KPK role sees, without filters: shared counts + the caller's own drafts. */
async function kpkCountsFor(db: Db, auth: AuthContext): Promise<Map<string, number>> {
  const me = auth.user.id;
  const [shared, own] = await Promise.all([
    staleWhileRevalidate(db, 'kpk', () => countKpkRows(db)),
    staleWhileRevalidate(db, `own:${me}`, () => countOwnDrafts(db, me)),
  ]);
  const out = new Map(shared);
  out.set(STATUS_LAPORAN.DRAFT, own);
  return out;
}

/** A shape's WHERE with placeholders, its values, and the key naming it (role, the filters bound, the tab). */
interface Shape {
  where: SQL;
  values: Record<string, unknown>;
  key: string;
}

function shapeOf(auth: AuthContext, q: LaporanListQuery, tab: string | null): Shape {
  const b = placeholders();
  const where = and(listFilters(auth, q, b), tab ? tabCondition(tab, b) : undefined) as SQL;
  return { where, values: b.values, key: `${auth.activeRole}|${b.names.join(',')}` };
}

/** Counts per status of a shape, through its reusable statement. */
async function countByStatusOf(db: Db, shape: Shape, planned: boolean): Promise<Map<string, number>> {
  const statement = reusableStatement(db, `laporan-status-counts|${shape.key}`, planned, (name) =>
    statusCountStatement(db, shape.where, name),
  );
  return byStatus(await statement.execute(shape.values));
}

/** The number of rows of a shape, through its reusable statement. */
async function countOf(db: Db, shape: Shape, planned: boolean): Promise<number> {
  const statement = reusableStatement(db, `laporan-count|${shape.key}`, planned, (name) =>
    countStatement(db, shape.where, name),
  );
  const [row] = await statement.execute(shape.values);
  return row?.n ?? 0;
}

/** Counts per status under scope and filters; the shared KPK counts when a KPK role asks without filters. */
export async function statusCounts(
  db: Db,
  auth: AuthContext,
  q: LaporanListQuery,
): Promise<Map<string, number>> {
  if (!isKpkListRole(auth.activeRole) || !onlyStatusFilters(q))
    return countByStatusOf(db, shapeOf(auth, q, null), !q.q);
  const all = await kpkCountsFor(db, auth);
  const wanted = statusesOf(q);
  if (wanted.length === 0) return all;
  return new Map([...all].filter(([s]) => wanted.includes(s)));
}

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
 * when the planner expects more than EXACT_COUNT_LIMIT rows its estimate is the answer (kept like the counts for
 * the next pages of the same search). Others: one live count.
 */
async function totalOf(
  db: Db,
  auth: AuthContext,
  q: LaporanListQuery,
  shape: Shape,
): Promise<{ total: number; estimated: boolean }> {
  if (!isKpkListRole(auth.activeRole)) return { total: await countOf(db, shape, !q.q), estimated: false };
  if (!onlyStatusFilters(q)) {
    // The pages of one search share its total (kept like the counts): paging does not re-estimate.
    return staleWhileRevalidate(db, `total:${shape.key}:${JSON.stringify(shape.values)}`, async () => {
      // EXPLAIN needs the values in the statement: this WHERE is built with them.
      const where = and(listFilters(auth, q), q.tab ? tabCondition(q.tab, inline()) : undefined) as SQL;
      const estimate = await estimateRows(db, where);
      if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, estimated: true };
      return { total: await countRows(db, where), estimated: false };
    });
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

/** The rows as the caller reads them: the reporter's side gets its own words for the statuses (statusNameFor). */
function inWordsOf(auth: AuthContext, items: LaporanListItem[]): LaporanListItem[] {
  if (isKpkListRole(auth.activeRole)) return items;
  return items.map((r) => ({ ...r, status_nama: reporterStatusLabel(r.status) }));
}

/** A list page: scope + filters (+ the tab's statuses when a tab is chosen). */
export async function listLaporan(db: Db, auth: AuthContext, q: LaporanListQuery): Promise<LaporanPage> {
  const offset = (q.page - 1) * q.per_page;
  // One shape for the page and its total.
  const shape = shapeOf(auth, q, q.tab ?? null);
  const [items, count] = await Promise.all([
    listPage(db, shape, q, q.per_page, offset),
    totalOf(db, auth, q, shape),
  ]);
  return {
    items: inWordsOf(auth, items),
    total: count.total,
    page: q.page,
    per_page: q.per_page,
    ...(count.estimated ? { total_is_estimate: true } : {}),
  };
}

/** Counts per status under a WHERE built with its values: one grouped query (the dashboards). */
export async function countByStatus(db: Db, where: SQL): Promise<Map<string, number>> {
  return byStatus(await statusCountStatement(db, where, '').execute());
}

/** The default tab of a role: where its work is. */
export function defaultTab(auth: AuthContext): string {
  if (auth.activeRole === 'upg') return 'UPG';
  if (auth.activeRole === 'individu' || auth.activeRole === 'data_entry') return 'DRAFT';
  return 'TERKIRIM';
}

/** `GET laporan/tabbed`: the count of every tab (one grouped query) and the chosen tab's page. */
export async function tabbedLaporan(db: Db, auth: AuthContext, q: LaporanListQuery) {
  const preferred = q.tab ?? defaultTab(auth);
  const offset = (q.page - 1) * q.per_page;
  // The counts and the preferred tab's page side by side; a second page only when that tab turns out empty.
  const [byStatus, first] = await Promise.all([
    statusCounts(db, auth, q),
    listPage(db, shapeOf(auth, q, preferred), q, q.per_page, offset),
  ]);
  const tabs = LAPORAN_TABS.map((t) => ({
    key: t.key,
    label: t.label,
    count: t.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
  }));
  // A tab the user chose stays chosen; otherwise the list opens where the records are (openingLaporanTab).
  const tab = q.tab ?? openingLaporanTab(preferred, tabs);
  const items = tab === preferred ? first : await listPage(db, shapeOf(auth, q, tab), q, q.per_page, offset);
  const total = tabs.find((t) => t.key === tab)?.count ?? 0;
  return { tabs, tab, items: inWordsOf(auth, items), total, page: q.page, per_page: q.per_page };
}
