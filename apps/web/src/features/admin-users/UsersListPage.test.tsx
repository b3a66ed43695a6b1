import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import type { AdminUser } from './api';
import { UsersListPage } from './UsersListPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const user = (id: number, username: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username,
  name: `Nama ${username}`,
  nik: null,
  nip: null,
  email: `${username}@contoh.go.id`,
  is_active: true,
  must_change_password: false,
  grup_id: null,
  grup_nama: null,
  tim_id: null,
  tim_nama: null,
  accesses: [
    {
      access_id: id * 10,
      role_id: 7,
      role_name: 'upg',
      role_label: 'UPG',
      scope: { scope_type: 'upg', scope_id: 3, scope_name: 'UPG Kementerian X' },
    },
  ],
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
  deleted_at: null,
  ...extra,
});

const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([path]) => path === 'admin/users')
    .map(([, opts]) => opts?.params);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET admin/users': {
      items: [user(1, 'budi'), user(2, 'siti', { is_active: false })],
      total: 42,
      page: 1,
      per_page: 20,
    },
    'GET admin/roles': {
      items: [{ id: 7, name: 'upg', label: 'UPG', permissions: [], user_count: 2 }],
      total: 1,
      page: 1,
      per_page: 1,
    },
  });
});

const render = (path = '/admin/users') =>
  renderRoutes(path, [
    { path: '/admin/users', element: <UsersListPage /> },
    { path: '/admin/users/:id', element: <p>detail</p> },
  ]);

describe('users list', () => {
  it('shows users with roles, scopes and status, and pages on the server', async () => {
    render();
    const row = (await screen.findByRole('link', { name: 'budi' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('UPG · UPG: UPG Kementerian X')).toBeInTheDocument();
    expect(within(row).getByText('Aktif')).toBeInTheDocument();
    const siti = screen.getByRole('link', { name: 'siti' }).closest('tr') as HTMLElement;
    expect(within(siti).getByText('Nonaktif')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 42 data')).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: 2, per_page: 20 }));
  });

  it('searches and filters by role and status through the query', async () => {
    const { router } = render();
    await screen.findByRole('link', { name: 'budi' });
    await userEvent.type(screen.getByLabelText('Cari'), 'bud{Enter}');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ q: 'bud', page: 1 }));

    await userEvent.click(screen.getByLabelText('Filter status'));
    await userEvent.click(await screen.findByTitle('Nonaktif'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ q: 'bud', is_active: 'false' }));

    await userEvent.click(screen.getByLabelText('Filter peran'));
    await userEvent.click(await screen.findByTitle('UPG'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ role: 'upg', is_active: 'false' }));

    await userEvent.click(screen.getByRole('button', { name: 'Atur ulang' }));
    // Back to the first, unfiltered page (served from the query cache).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Cari')).toHaveValue('');
  });

  it('exports the filtered list without the paging', async () => {
    render('/admin/users?role=upg&page=2');
    await screen.findByRole('link', { name: 'budi' });
    await userEvent.click(screen.getByRole('button', { name: /Ekspor Excel/ }));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('admin/users/export', { params: { role: 'upg' } }),
    );
  });

  it('opens the detail from the username', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('link', { name: 'budi' }));
    expect(router.state.location.pathname).toBe('/admin/users/1');
  });
});
