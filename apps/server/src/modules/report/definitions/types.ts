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
  query: (s: SQL, f: ReportFilters) => SQL;
}

/** A row report's query over reports `l` matching `where` (scope and filters); `count` counts the same set. */
export interface BarisQuery {
  kind: 'baris';
  key: string;
  sortBy?: Record<string, string>;
  /** Extra condition (and joins' needs) on top of the scope and the common filters. */
  query: (where: SQL) => SQL;
  count: (where: SQL) => SQL;
  /** Extra where on the reports (e.g. only those with a decision clock). */
  where?: (scope: ReportScope) => SQL;
}

export type ReportQueryDef = AgregatQuery | BarisQuery;
