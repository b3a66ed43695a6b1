import { APP_ROUTES, type ReportArea } from '@gratifikasi/domain';

const paths = new Map(APP_ROUTES.map((r) => [r.name, r.path]));

/** The URL of a route by name (optional parameters dropped) with a query, or null when the route does not exist. */
export function linkTo(name: string, query: Record<string, string | number> = {}): string | null {
  const path = paths.get(name);
  if (!path) return null;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${path.replace(/\/:[^/]+\?/g, '')}${search ? `?${search}` : ''}`;
}

/** A report's screen in the caller's area, or null when the area has no such report. */
export const reportLink = (area: ReportArea, key: string, query: Record<string, string | number> = {}) =>
  linkTo(`${area}-${key}`, query);

/** Each KPK role's own work list (its dashboard of spec §2), where the dashboard's "my queue" figure leads. */
export const ROLE_QUEUE_ROUTE: Readonly<Record<string, string>> = {
  pimpinan: 'kpk-pimpinan-laporan',
  deputi: 'kpk-deputi-laporan',
  direktur: 'kpk-direktur-laporan',
  koordinator: 'kpk-koordinator-laporan',
  ketua_group: 'kpk-gh-laporan',
  ketua_tim: 'kpk-katim-laporan',
  'Administrasi/Sekretaris': 'kpk-sekretaris-laporan',
  anggota_tim: 'kpk-anggota-laporan',
};

/** The role's work list opened on one of its tabs (`terlambat`: steps past their deadline), or null. */
export function queueLink(role: string | null | undefined, tab: string): string | null {
  const name = role ? ROLE_QUEUE_ROUTE[role] : undefined;
  const path = name ? paths.get(name) : undefined;
  if (!path) return null;
  return path.includes(':tab?')
    ? path.replace(':tab?', tab)
    : `${path.replace(/\/:[^/]+\?/g, '')}?tab=${tab}`;
}

/** A report's detail in the area (its number in a row report leads there), or null when the area has none. */
export function laporanDetailLink(area: ReportArea, id: number): string | null {
  const path = paths.get(`${area}-laporan-detail`);
  return path ? path.replace(':id', String(id)) : null;
}
