import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Interventions in weak or high-risk institutions and their follow-up (issue 25 §3), the KPK PPG team's screen. */
export const PPG_INTERVENSI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-intervensi-upg': () => import('./IntervensiPage').then((m) => m.IntervensiPage),
};
