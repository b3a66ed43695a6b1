import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const kpk = () => import('./DashboardPpgPage');

/** The PPG dashboards (issue 25 §4): the KPK's (this year's and last year's frame) and the UPG's own. */
export const PPG_DASHBOARD_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-dashboard-ppg': () => kpk().then((m) => m.DashboardPpgPage),
  'kpk-dashboard-ppg-old': () => kpk().then((m) => m.DashboardPpgOldPage),
  'upg-ppg-dashboard': () => import('./UpgDashboardPage').then((m) => m.UpgDashboardPage),
};
