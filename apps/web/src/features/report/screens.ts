import { APP_ROUTES, REPORT_AREAS } from '@gratifikasi/domain';
import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const names = new Set(APP_ROUTES.map((r) => r.name));
const page =
  (key: string): ScreenLoader =>
  () =>
    import('./ReportPage').then((m) => m.reportScreen(key));

const dashboard: ScreenLoader = () => import('./DashboardPage').then((m) => m.DashboardPage);
const pivot: ScreenLoader = () => import('./PivotPage').then((m) => m.PivotPage);

/** Routes whose path is not the report's key. */
const ALIASES: Record<string, string> = { 'upg-report': 'report-bulanan' };

/**
 * Every report's screen under each area route that shows it (`<area>-<key>`, from the light `REPORT_AREAS`: the
 * catalog itself loads with the report page), the generic report page drawing it.
 */
export const REPORT_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...Object.fromEntries(
    Object.entries(REPORT_AREAS).flatMap(([key, areas]) =>
      areas
        .map((area) => `${area}-${key}`)
        .filter((name) => names.has(name))
        .map((name) => [name, page(key)]),
    ),
  ),
  ...Object.fromEntries(Object.entries(ALIASES).map(([name, key]) => [name, page(key)])),
  'reporter-report-pivot': pivot,
  'kpk-report-pivot': pivot,
  'kpk-dashboard': dashboard,
  'reporter-dashboard': dashboard,
  'observer-dashboard': dashboard,
  'kpk-quick-report': () => import('./QuickReportPage').then((m) => m.QuickReportPage),
};
