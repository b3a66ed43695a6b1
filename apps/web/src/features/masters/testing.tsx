import { type MasterDefinition, masterByKey } from '@gratifikasi/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '@/test/render';
import type { MasterItem, MasterPage } from './api';
import { MasterDetailPage } from './MasterDetailPage';
import { MasterListPage } from './MasterListPage';

/** A registered definition (tests use the real registry so they follow its fields). */
export function definition(key: string): MasterDefinition {
  const def = masterByKey(key);
  if (!def) throw new Error(`no master ${key}`);
  return def;
}

/** A row as the API answers it. */
export function row(fields: Partial<MasterItem> & { id: number }): MasterItem {
  return {
    created_at: '2026-03-01T02:00:00Z',
    updated_at: '2026-03-02T03:30:00Z',
    deleted_at: null,
    labels: {},
    ...fields,
  };
}

export function page(items: MasterItem[], total = items.length): MasterPage {
  return { items, total, page: 1, per_page: 20 };
}

/** Renders the master's list and detail screens at `path` in a memory router. */
export function renderMaster(key: string, path = `/admin/master-${key}`) {
  const def = definition(key);
  const router = createMemoryRouter(
    [
      { path: `/admin/master-${key}`, element: <MasterListPage def={def} /> },
      { path: `/admin/master-${key}/:id`, element: <MasterDetailPage def={def} /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, def, ...view };
}
