import type { PermissionName } from '../access/permissions';
import { KPK_STAFF_ROLES, PPG_ROLES, type RoleName } from '../access/roles';

/** How a column's value is shown (and written to Excel): Rupiah, percent, DD-MM-YYYY, a count, a score or text. */
export type ReportFormat = 'text' | 'int' | 'decimal' | 'rupiah' | 'percent' | 'date';

/** The filters a report may take (spec §3's parameters); each definition lists those it understands. */
export const REPORT_FILTER_KEYS = [
  'tahun',
  'bulan',
  'triwulan',
  'instansi_id',
  'unit_kerja_id',
  'provinsi_id',
  'status',
  'kanal',
  'q',
  // The institution reports' saved filters (spec §3: agency profile and agency activity reports).
  'nama_instansi',
  'bidang_instansi',
  'pernah_lapor',
  'memiliki_akun',
  'sk_upg',
  'instansi_target',
  'aturan_internal',
  // The PPG risk register's band (SPEC §4: LOW, MEDIUM, HIGH, VERY HIGH).
  'band_risiko',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/** The areas whose screens carry reports, and the roles each area's reports answer. */
export type ReportArea = 'reporter' | 'observer' | 'kpk' | 'upg' | 'individu';

export const REPORT_AREA_ROLES: Readonly<Record<ReportArea, readonly RoleName[]>> = {
  reporter: ['reporter'],
  observer: ['observer'],
  kpk: [...KPK_STAFF_ROLES, ...PPG_ROLES],
  upg: ['upg'],
  individu: ['individu'],
};

/** The area whose reports the active role reads, or null for a role with no reports. */
export function reportAreaOf(role: RoleName | null): ReportArea | null {
  if (!role) return null;
  for (const [area, roles] of Object.entries(REPORT_AREA_ROLES) as [ReportArea, readonly RoleName[]][]) {
    if (roles.includes(role)) return area;
  }
  return null;
}

export interface ReportColumn {
  key: string;
  label: string;
  format: ReportFormat;
  /** Summed over the whole filtered set into the totals row. */
  total?: boolean;
  sortable?: boolean;
}

export interface ReportChart {
  type: 'bar' | 'line';
  /** The column on the x axis (a label column) and the measured columns. */
  x: string;
  y: readonly string[];
}

/**
 * One report: what it counts (description), who reads it (areas, each giving the route `<area>-<key>`), the filters
 * it takes, its columns and totals, its default order and an optional chart. The server adds its query; the API, the
 * screen, the chart, the Excel export and the print layout all follow from this.
 */
export interface ReportMeta {
  key: string;
  title: string;
  description: string;
  areas: readonly ReportArea[];
  /** agregat: a few grouped rows read from the summary; baris: one row per report (paged, exported in full). */
  kind: 'agregat' | 'baris';
  filters: readonly ReportFilterKey[];
  /** Filters the report cannot run without (e.g. the year of a monthly report); defaults to the current year. */
  columns: readonly ReportColumn[];
  defaultSort: { key: string; order: 'asc' | 'desc' };
  chart?: ReportChart;
  /** Red flags (issue 14 §5): KPK analysts only; their rule's thresholds are app configs. */
  redFlag?: boolean;
  /** A permission the caller needs besides the area (the route's own, e.g. daftar-og for the object reports). */
  permission?: PermissionName;
}
