import { type MasterAdminScreens, masterByKey } from '@gratifikasi/domain';
import type { ComponentType } from 'react';
import { MasterDetailPage } from './MasterDetailPage';
import { MasterListPage } from './MasterListPage';

/** How a route shows a master's screen: under other routes than the admin ones, with a drawer open at once. */
export interface MasterScreenOptions {
  screens?: MasterAdminScreens;
  /** 'create' on a list ("tambah" routes), 'edit' on a detail ("ubah" routes). */
  open?: 'create' | 'edit';
}

const cache = new Map<string, ComponentType>();

function screenFor(kind: 'list' | 'detail', key: string, options: MasterScreenOptions): ComponentType {
  const id = `${kind}:${key}:${options.screens?.list ?? ''}:${options.open ?? ''}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const def = masterByKey(key);
  if (!def) throw new Error(`Master tidak dikenal: ${key}`);
  const { screens, open } = options;
  // One component per master, kind and options, so the router keeps a stable element type for each route.
  const Screen =
    kind === 'list'
      ? () => <MasterListPage key={key} def={def} screens={screens} startWithCreate={open === 'create'} />
      : () => <MasterDetailPage key={key} def={def} screens={screens} startWithEdit={open === 'edit'} />;
  cache.set(id, Screen);
  return Screen;
}

/** The list screen of a master (route admin-master-<key>, or the routes in `options`). */
export const masterListScreen = (key: string, options: MasterScreenOptions = {}) =>
  screenFor('list', key, options);
/** The detail screen of a master (route admin-master-<key>-detail, or the routes in `options`). */
export const masterDetailScreen = (key: string, options: MasterScreenOptions = {}) =>
  screenFor('detail', key, options);
