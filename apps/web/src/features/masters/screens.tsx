import { type MasterAdminScreens, masterByKey } from '@gratifikasi/domain';
import type { ComponentType } from 'react';
import { MasterDetailPage } from './MasterDetailPage';
import { MasterListPage } from './MasterListPage';
import { ParentMasterListPage } from './ParentMasterListPage';

/** How a route shows a master's screen: under other routes than the admin ones, with a drawer open at once. */
export interface MasterScreenOptions {
  screens?: MasterAdminScreens;
  /** 'create' on a list ("tambah" routes), 'edit' on a detail ("ubah" routes). */
  open?: 'create' | 'edit';
  /** A list of one parent's rows: the relation field the route's `:id` fixes (see ParentMasterListPage). */
  parentField?: string;
  /** A link on each row of a list to its children's list (a route taking the row's id). */
  childLink?: { route: string; label: string };
}

const cache = new Map<string, ComponentType>();

function screenFor(kind: 'list' | 'detail', key: string, options: MasterScreenOptions): ComponentType {
  const id = `${kind}:${key}:${options.screens?.list ?? ''}:${options.open ?? ''}:${options.parentField ?? ''}:${options.childLink?.route ?? ''}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const def = masterByKey(key);
  if (!def) throw new Error(`Master tidak dikenal: ${key}`);
  const { screens, open, parentField, childLink } = options;
  // One component per master, kind and options, so the router keeps a stable element type for each route.
  const Screen =
    kind === 'detail'
      ? () => <MasterDetailPage key={key} def={def} screens={screens} startWithEdit={open === 'edit'} />
      : parentField
        ? () => <ParentMasterListPage key={key} def={def} field={parentField} screens={screens} />
        : () => (
            <MasterListPage
              key={key}
              def={def}
              screens={screens}
              startWithCreate={open === 'create'}
              childLink={childLink}
            />
          );
  cache.set(id, Screen);
  return Screen;
}

/** The list screen of a master (route admin-master-<key>, or the routes in `options`). */
export const masterListScreen = (key: string, options: MasterScreenOptions = {}) =>
  screenFor('list', key, options);
/** The detail screen of a master (route admin-master-<key>-detail, or the routes in `options`). */
export const masterDetailScreen = (key: string, options: MasterScreenOptions = {}) =>
  screenFor('detail', key, options);
