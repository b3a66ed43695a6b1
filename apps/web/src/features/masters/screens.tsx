import { masterByKey } from '@gratifikasi/domain';
import type { ComponentType } from 'react';
import { MasterDetailPage } from './MasterDetailPage';
import { MasterListPage } from './MasterListPage';

const cache = new Map<string, ComponentType>();

function screenFor(kind: 'list' | 'detail', key: string): ComponentType {
  const id = `${kind}:${key}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const def = masterByKey(key);
  if (!def) throw new Error(`Master tidak dikenal: ${key}`);
  // One component per master and kind, so the router keeps a stable element type for each route.
  const Screen =
    kind === 'list'
      ? () => <MasterListPage key={key} def={def} />
      : () => <MasterDetailPage key={key} def={def} />;
  cache.set(id, Screen);
  return Screen;
}

/** The list screen of a master (route admin-master-<key>). */
export const masterListScreen = (key: string) => screenFor('list', key);
/** The detail screen of a master (route admin-master-<key>-detail). */
export const masterDetailScreen = (key: string) => screenFor('detail', key);
