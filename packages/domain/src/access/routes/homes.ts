import { KPK_STAFF_ROLES, PPG_ROLES } from '../roles';
import { defineArea } from './define';
import type { AppRoute, RouteEntry } from './types';

/**
 * The areas' homes, where `homeRouteName` sends a signed-in user (and the individu's pelapor registration, which
 * stands in for the home until a pelapor exists). Each area's table lists its own from here, in its place.
 */
export const HOMES = {
  individu: { path: 'beranda', title: 'Beranda' },
  individuPelapor: { name: 'individu-pelapor-laporan', path: 'pelapor', title: 'Registrasi Pelapor' },
  upg: { path: 'beranda', title: 'Beranda' },
  dataEntry: { name: 'data_entry-beranda', path: 'beranda', title: 'Beranda' },
  reporter: { path: 'beranda', title: 'Beranda' },
  observer: { path: 'beranda', title: 'Beranda' },
  kpk: { path: 'beranda', title: 'Beranda', meta: { requiresRole: [...KPK_STAFF_ROLES] } },
  /** The PPG home, reachable only by the three PPG roles. */
  kpkPpg: {
    name: 'kpk-beranda-ppg',
    path: 'kpk-beranda-ppg',
    title: 'Beranda PPG',
    meta: { requiresRole: [...PPG_ROLES] },
  },
  wizard: { path: 'home', title: 'Beranda Wizard' },
  admin: { path: 'home', title: 'Beranda Admin' },
} as const satisfies Record<string, RouteEntry>;

/**
 * The homes as routes, the same as in their areas' tables: what a first page needs of the areas (the web app's
 * entry knows these and the public routes; the areas' tables load with their screens).
 */
export const HOME_ROUTES: readonly AppRoute[] = [
  ...defineArea('individu', [HOMES.individu, HOMES.individuPelapor]),
  ...defineArea('upg', [HOMES.upg]),
  ...defineArea('data-entry', [HOMES.dataEntry]),
  ...defineArea('reporter', [HOMES.reporter]),
  ...defineArea('observer', [HOMES.observer]),
  ...defineArea('kpk', [HOMES.kpk, HOMES.kpkPpg]),
  ...defineArea('wizard', [HOMES.wizard]),
  ...defineArea('admin', [HOMES.admin]),
];
