import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const list = () => import('./ProfilListPage');
const view = () => import('./ProfilViewPage');

/**
 * The institution's year (issue 25 §2): the UPG's profile and work plan, the KPK's list (an institution opens its
 * overview, `features/ppg-overview`, where the KPK reviews the plan).
 */
export const PPG_PROFIL_KLOP_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'upg-profil-klop': () => list().then((m) => m.UpgProfilListPage),
  'upg-profil-klop-view': () => view().then((m) => m.UpgProfilViewPage),
  'upg-profil-klop-edit': () => import('./ProfilEditPage').then((m) => m.UpgProfilEditPage),
  'kpk-kpk-profile-klop': () => list().then((m) => m.KpkProfilListPage),
};
