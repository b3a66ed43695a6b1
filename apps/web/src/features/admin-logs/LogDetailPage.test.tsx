import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { diffSnapshots } from './diff';
import { LogDetailPage } from './LogDetailPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => {
  vi.clearAllMocks();
  routeApi({
    'GET admin/log-activity/7': {
      id: 7,
      user_id: 2,
      username: 'sysadmin',
      user_name: 'Sysadmin Demo',
      role_name: 'sysadmin',
      action: 'user_update',
      entity: 'users',
      entity_id: '15',
      ip: '127.0.0.1',
      request_id: null,
      created_at: '2026-03-01T02:00:00Z',
      before: { name: 'Budi', email: 'budi@contoh.go.id', is_active: true },
      after: { name: 'Budi Santoso', email: 'budi@contoh.go.id', is_active: true, roles: [7] },
    },
  });
});

describe('log detail', () => {
  it('shows before and after side by side and marks the changed keys', async () => {
    renderRoutes('/admin/log-activity/7', [{ path: '/admin/log-activity/:id', element: <LogDetailPage /> }]);
    const nameCell = await screen.findByText('name');
    const nameRow = nameCell.closest('tr') as HTMLElement;
    expect(nameRow).toHaveAttribute('data-changed', 'true');
    expect(within(nameRow).getByText('berubah')).toBeInTheDocument();
    expect(within(nameRow).getByText('"Budi"')).toBeInTheDocument();
    expect(within(nameRow).getByText('"Budi Santoso"')).toBeInTheDocument();

    const emailRow = screen.getByText('email').closest('tr') as HTMLElement;
    expect(emailRow).toHaveAttribute('data-changed', 'false');
    expect(within(emailRow).queryByText('berubah')).toBeNull();

    const rolesRow = screen.getByText('roles').closest('tr') as HTMLElement;
    expect(within(rolesRow).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Sysadmin Demo (sysadmin)')).toBeInTheDocument();
  });
});

describe('diffSnapshots', () => {
  it('compares plain values as one row', () => {
    expect(diffSnapshots(60, 45)).toEqual([{ key: 'nilai', before: 60, after: 45, changed: true }]);
    expect(diffSnapshots(null, { a: 1 })).toEqual([{ key: 'a', before: undefined, after: 1, changed: true }]);
  });
});
