import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { PermissionMatrix } from './PermissionMatrix';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => {
  vi.clearAllMocks();
  const roles = [
    { id: 2, name: 'sysadmin', label: 'Sysadmin', permissions: ['manajemen-user'], user_count: 1 },
    { id: 9, name: 'anggota_tim', label: 'Anggota Tim', permissions: ['daftar-laporan'], user_count: 4 },
  ];
  routeApi({
    // Copies, as a server would send: the cached answer must not change under the query.
    'GET admin/roles': () => ({ items: roles.map((r) => ({ ...r })), total: 2, page: 1, per_page: 2 }),
    'GET admin/permissions': {
      items: [
        { id: 1, name: 'daftar-laporan', description: 'Daftar laporan', roles: ['anggota_tim'] },
        { id: 2, name: 'manajemen-user', description: 'Kelola pengguna', roles: ['sysadmin'] },
      ],
      total: 2,
      page: 1,
      per_page: 2,
    },
    'PUT admin/roles/9/permissions': (body: unknown) => {
      roles[1] = { ...roles[1], permissions: (body as { permissions: string[] }).permissions };
      return roles[1];
    },
  });
});

describe('permission matrix', () => {
  it('saves one changed role after confirmation', async () => {
    renderRoutes('/', [{ path: '/', element: <PermissionMatrix /> }]);
    const cell = await screen.findByLabelText('Anggota Tim: manajemen-user');
    expect(cell).not.toBeChecked();
    expect(screen.getByLabelText('Anggota Tim: daftar-laporan')).toBeChecked();
    const saveTim = screen.getByRole('button', { name: 'Simpan Anggota Tim' });
    expect(saveTim).toBeDisabled();

    await userEvent.click(cell);
    expect(saveTim).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Simpan Sysadmin' })).toBeDisabled();
    await userEvent.click(saveTim);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Perubahan berlaku langsung untuk 4 pengguna');
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, simpan' }));

    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('admin/roles/9/permissions', {
        permissions: ['daftar-laporan', 'manajemen-user'],
      }),
    );
    expect(notify.success).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan Anggota Tim' })).toBeDisabled());
  }, 60_000);
});
