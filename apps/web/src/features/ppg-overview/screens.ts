import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const page = () => import('./OverviewPage');

/** One institution's PPG year on tabs (issue 25 §2): the UPG's own, the KPK's of any institution. */
export const PPG_OVERVIEW_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'upg-upg-profile-klop-detail': () => page().then((m) => m.UpgOverviewPage),
  'kpk-kpk-profile-klop-detail': () => page().then((m) => m.KpkOverviewPage),
};
