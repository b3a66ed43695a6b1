import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** E-learning maturity (issue 27 §4); its reports are definitions of the one report engine. */
export const PPG_ELEARNING_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-maturity-elearning': () => import('./MaturityElearningPage').then((m) => m.MaturityElearningPage),
};
