import {
  REPORT_MAX_OFFSET,
  type ReportFilterKey,
  type ReportFilters,
  type ReportMeta,
  type ReportQuery,
  type ReportResult,
  reportQueryErrors,
} from '@gratifikasi/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cacheOf } from '../../platform/cache';
import { AppError } from '../../platform/errors';
import type { Settings } from '../../platform/settings';
import { barisFilters } from './definitions/baris';
import type { AgregatQuery, BarisQuery, RedFlagAturan } from './definitions/types';
import type { RegisteredReport } from './registry';
import { ringkasanRefreshedAt, ringkasanSource } from './ringkasan';
import { laporanScopeSql, type ReportCaller, scopeKey } from './scope';

type Row = Record<string, string | number | null>;

/** The current year in Jakarta. */
const thisYear = () => Number(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 4));

/** Whether the caller may read this report: its area is among the definition's, with the permission it names. */
export function canReadReport(meta: ReportMeta, caller: ReportCaller): boolean {
  return meta.areas.includes(caller.area) && (!meta.permission || caller.permissions.has(meta.permission));
}

/** The caller may read this report, else 403. */
export function assertReportAccess(meta: ReportMeta, caller: ReportCaller): void {
  if (!canReadReport(meta, caller)) throw new AppError('FORBIDDEN');
}

/** The filters a query carries for this report (422 naming those it does not take), with the defaults applied. */
export function reportFilters(reg: RegisteredReport, query: Partial<ReportQuery>): ReportFilters {
  const errors = reportQueryErrors(reg.meta, query);
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  const f: ReportFilters = {};
  for (const key of reg.meta.filters) {
    const v = query[key as ReportFilterKey];
    if (v !== undefined && v !== '') f[key] = v;
  }
  if (reg.def.needsTahun && f.tahun === undefined) f.tahun = thisYear();
  return f;
}

/**
 * The summary rows matching the filters, as the FROM item `s` of an aggregate query (and of the pivot); `objek`, the
 * item-grain summary (it has no unit or value band: those filters never reach it).
 */
export function summarySource(
  caller: ReportCaller,
  f: ReportFilters,
  grain: 'laporan' | 'objek' = 'laporan',
): SQL {
  const w: SQL[] = [sql`true`];
  if (f.tahun !== undefined) w.push(sql`s0.tahun = ${Number(f.tahun)}`);
  if (f.bulan !== undefined) w.push(sql`s0.bulan = ${Number(f.bulan)}`);
  if (f.triwulan !== undefined) w.push(sql`(s0.bulan - 1) / 3 + 1 = ${Number(f.triwulan)}`);
  for (const k of ['instansi_id', 'unit_kerja_id', 'provinsi_id'] as const) {
    if (f[k] === undefined || (grain === 'objek' && k === 'unit_kerja_id')) continue;
    w.push(sql`s0.${sql.identifier(k)} = ${Number(f[k])}`);
  }
  if (f.status !== undefined) w.push(sql`s0.status = ${String(f.status)}`);
  if (f.kanal !== undefined) w.push(sql`s0.kanal = ${String(f.kanal)}`);
  return sql`(select * from (${ringkasanSource(caller.scope, grain)}) s0 where ${and(...w)}) s`;
}

function barisWhere(def: BarisQuery, caller: ReportCaller, f: ReportFilters): SQL {
  if (def.rowScope) return def.rowScope(caller.scope);
  return and(
    laporanScopeSql(caller.scope),
    ...(def.ownFilters ? [] : barisFilters(f, def.periode)),
    ...(def.where ? [def.where(caller.scope)] : []),
  ) as SQL;
}

/** The order: the asked column if the definition lets it sort, else the default; ties broken for stable pages. */
function orderOf(reg: RegisteredReport, query: Partial<ReportQuery>): { key: string; order: 'asc' | 'desc' } {
  const key = query.sort ?? reg.meta.defaultSort.key;
  const order = query.order ?? (query.sort ? 'asc' : reg.meta.defaultSort.order);
  return { key, order };
}

function orderSql(def: AgregatQuery | BarisQuery, key: string, order: 'asc' | 'desc', alias: string): SQL {
  const dir = sql.raw(order === 'asc' ? 'asc nulls first' : 'desc nulls last');
  const expr = def.sortBy?.[key];
  if (def.kind === 'baris') {
    const tie = def.tieBreak ? sql.identifier(def.tieBreak) : sql.raw('l.id');
    return sql`order by ${expr ? sql.raw(expr) : sql.identifier(key)} ${dir}, ${tie} ${sql.raw(order)}`;
  }
  return sql`order by ${sql.raw(alias)}.${sql.identifier(expr ?? key)} ${dir}`;
}

const agregatSql = (def: AgregatQuery, caller: ReportCaller, f: ReportFilters): SQL =>
  def.query(summarySource(caller, f), f, summarySource(caller, f, 'objek'));

/** The statement of a report's rows in order (no paging): what the page and the export read. */
export function reportRowsSql(
  reg: RegisteredReport,
  caller: ReportCaller,
  f: ReportFilters,
  q: Partial<ReportQuery>,
  aturan: RedFlagAturan,
): SQL {
  const { key, order } = orderOf(reg, q);
  const def = reg.def;
  if (def.kind === 'agregat') {
    return sql`select * from (${agregatSql(def, caller, f)}) r ${orderSql(def, key, order, 'r')}`;
  }
  return sql`${def.query(barisWhere(def, caller, f), aturan, f)} ${orderSql(def, key, order, 'r')}`;
}

/** Keeps the shown columns (and `_id`, a row's report for links); order keys starting with `_` are dropped. */
export function shownRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith('_') && k !== '_id') continue;
    out[k] = v === null || v === undefined ? null : typeof v === 'number' ? v : String(v);
  }
  return out;
}

interface Counted {
  total: number;
  totals: Row;
}

/**
 * Whether a page is cut from the whole ordered result kept in the cache: the aggregates (a few hundred rows read from
 * the summary), the reports whose rows are institutions, and those whose definition asks for it (the red flags,
 * aggregations over every report). Reports whose rows are reports page through their index instead.
 */
const wholeResult = (reg: RegisteredReport) =>
  reg.def.kind === 'agregat' || reg.def.ownFilters === true || reg.def.wholeResult === true;

/** A report's cache key: the report, the caller's scope, the filters, the rules and the summary's last refresh. */
const cacheKeyOf = (
  reg: RegisteredReport,
  caller: ReportCaller,
  f: ReportFilters,
  aturan: RedFlagAturan,
  refreshed: string | null,
) =>
  `${reg.meta.key}|${scopeKey(caller.scope)}|${JSON.stringify(f)}|${JSON.stringify(aturan)}|${refreshed ?? ''}`;

/**
 * The row count and the totals of the whole filtered set, kept per report, scope, filters and summary refresh (and
 * 30 s at most, refreshed in the background: the row reports' counts follow new reports within that).
 */
async function countOf(
  db: Db,
  reg: RegisteredReport,
  caller: ReportCaller,
  f: ReportFilters,
  aturan: RedFlagAturan,
  refreshed: string | null,
): Promise<Counted> {
  const totalCols = reg.meta.columns.filter((c) => c.total).map((c) => c.key);
  return cacheOf(db).get('report', `count|${cacheKeyOf(reg, caller, f, aturan, refreshed)}`, async () => {
    const def = reg.def;
    let stmt: SQL;
    if (def.kind === 'agregat') {
      const sums = totalCols.map(
        (c) => sql`, sum(r.${sql.identifier(c)}::numeric)::text as ${sql.identifier(c)}`,
      );
      stmt = sql`select count(*)::int as n ${sql.join(sums, sql``)} from (${agregatSql(def, caller, f)}) r`;
    } else {
      stmt = def.count(barisWhere(def, caller, f), aturan, f);
    }
    const [row] = rowsOf<Record<string, unknown>>(await db.execute(stmt));
    const totals: Row = {};
    for (const c of totalCols) {
      const v = row?.[c];
      if (v !== undefined) totals[c] = v === null ? '0' : String(v);
    }
    if (totals.jumlah !== undefined) totals.jumlah = Number(totals.jumlah);
    if (totals.terlambat !== undefined) totals.terlambat = Number(totals.terlambat);
    for (const c of reg.meta.columns) {
      if (c.total && c.format === 'int' && totals[c.key] !== undefined) totals[c.key] = Number(totals[c.key]);
    }
    return { total: Number(row?.n ?? 0), totals };
  });
}

/** One page of a report with its count, totals and order (issue 14 §1). */
export async function runReport(
  db: Db,
  reg: RegisteredReport,
  caller: ReportCaller,
  q: ReportQuery,
  aturan: RedFlagAturan,
): Promise<ReportResult> {
  const f = reportFilters(reg, q);
  const offset = (q.page - 1) * q.per_page;
  if (offset >= REPORT_MAX_OFFSET) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      page: [
        `Halaman terlalu jauh untuk tampilan layar (lebih dari ${REPORT_MAX_OFFSET} baris): gunakan Ekspor Excel`,
      ],
    });
  }
  // The summary's last refresh names the aggregates' results exactly; row reports read the reports themselves and
  // are kept 30 s (refreshed in the background after that), whatever the summary does.
  const refreshed = reg.def.kind === 'agregat' ? await ringkasanRefreshedAt(db) : null;
  const whole = wholeResult(reg);
  const [counted, rows] = await Promise.all([
    countOf(db, reg, caller, f, aturan, refreshed),
    whole
      ? // Small results over the summary, and the red flags' aggregations over every report: the whole ordered
        // result is kept per summary refresh (and 30 s at most), a page is a slice of it.
        cacheOf(db)
          .get(
            'report',
            `rows|${cacheKeyOf(reg, caller, f, aturan, refreshed)}|${JSON.stringify(orderOf(reg, q))}`,
            async () =>
              rowsOf<Record<string, unknown>>(await db.execute(reportRowsSql(reg, caller, f, q, aturan))),
          )
          .then((all) => all.slice(offset, offset + q.per_page))
      : db
          .execute(sql`${reportRowsSql(reg, caller, f, q, aturan)} limit ${q.per_page} offset ${offset}`)
          .then((r) => rowsOf<Record<string, unknown>>(r)),
  ]);
  return {
    key: reg.meta.key,
    rows: rows.map(shownRow),
    total: counted.total,
    page: q.page,
    per_page: q.per_page,
    totals: counted.totals,
    sort: orderOf(reg, q),
    refreshed_at: caller.scope.kind === 'semua' ? refreshed : null,
  };
}

export { countOf as reportCount };

/** The red flags' rules from the app configs (and the negative list's per-giver limit for split gifts). */
export function aturanOf(settings: Settings): RedFlagAturan {
  return {
    pemberiMinPenerima: settings.red_flag_pemberi_min_penerima,
    pecahHari: settings.red_flag_pecah_hari,
    batasNl: settings.nl_batas_acara_per_pemberi,
    lonjakanHari: settings.red_flag_lonjakan_hari,
    lonjakanRasio: settings.red_flag_lonjakan_rasio,
    terlambatMin: settings.red_flag_terlambat_min,
  };
}
