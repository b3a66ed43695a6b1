import type { ReportFilters } from '@gratifikasi/domain';
import type { SQL } from 'drizzle-orm';
import type { ReportScope } from '../scope';

/**
 * An aggregate report's query over the summary rows `s` (already filtered by the caller's filters; columns tahun,
 * bulan, instansi_id, unit_kerja_id, provinsi_id, status, kanal, rentang, jumlah, nilai, terlambat). It selects the
 * definition's columns; a column starting with `_` is an order key, never shown.
 */
export interface AgregatQuery {
  kind: 'agregat';
  key: string;
  /** The report is about one year: without `tahun` it reads the current year. */
  needsTahun?: boolean;
  /** A column's order expression when not the column itself (a month's name orders by its number). */
  sortBy?: Record<string, string>;
  /** `so`: the item-grain summary rows under the same filters (the kind of object, the SK's rulings). */
  query: (s: SQL, f: ReportFilters, so: SQL) => SQL;
}

/** The rules of the red flags (app configs red_flag_*, and the negative list's per-giver limit). */
export interface RedFlagAturan {
  pemberiMinPenerima: number;
  pecahHari: number;
  batasNl: number;
  lonjakanHari: number;
  lonjakanRasio: number;
  terlambatMin: number;
}

/** A row report's query over reports `l` matching `where` (scope and filters); `count` counts the same set. */
export interface BarisQuery {
  kind: 'baris';
  key: string;
  sortBy?: Record<string, string>;
  /** The order's tie-breaker (default `l.id`; a grouped report names one of its columns). */
  tieBreak?: string;
  /** The report is about one year: without `tahun` it reads the current year. */
  needsTahun?: boolean;
  /** The date the year and month filters apply to (default: when the report was filed, `l.submitted_at`). */
  periode?: SQL;
  /**
   * The definition applies the filters itself (its rows are not reports, e.g. institutions): `where` then holds
   * the scope alone, and `f` the filters.
   */
  ownFilters?: boolean;
  /**
   * The rows are not reports (e.g. an institution's figures): this scope replaces the reports' scope in `where`
   * (a UPG its own institution's rows).
   */
  rowScope?: (scope: ReportScope) => SQL;
  /**
   * The whole ordered result is kept in the cache and a page is cut from it: few rows, but each an aggregation over
   * every report (the red flags). A listening server computes these results in advance.
   */
  wholeResult?: boolean;
  query: (where: SQL, aturan: RedFlagAturan, f: ReportFilters) => SQL;
  count: (where: SQL, aturan: RedFlagAturan, f: ReportFilters) => SQL;
  /** Extra where on the reports (e.g. only those with a decision clock). */
  where?: (scope: ReportScope) => SQL;
}

export type ReportQueryDef = AgregatQuery | BarisQuery;
