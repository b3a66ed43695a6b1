import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import type { AdminUserDetail } from './api';
import { UserDetailPage } from './UserDetailPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const detail = (active: boolean): AdminUserDetail => ({
  id: 5,
  username: 'observer',
  name: 'Observer Demo',
  nik: null,
  nip: null,
  email: 'observer@demo.gratifikasi.go.id',
  is_active: active,
  must_change_password: false,
  grup_id: null,
  grup_nama: null,
  tim_id: null,
  tim_nama: null,
  accesses: [{ access_id: 50, role_id: 19, role_name: 'observer', role_label: 'Observer', scope: null }],
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
  deleted_at: null,
  direct_permissions: [],
  password_changed_at: '2026-03-01T02:00:00Z',
  active_sessions: 1,
});

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
  let active = true;
  routeApi({
    'GET admin/users/5': () => detail(active),
    'GET admin/roles': {
      items: [{ id: 19, name: 'observer', label: 'Observer', permissions: [], user_count: 1 }],
      total: 1,
      page: 1,
      per_page: 1,
    },
    'POST admin/users/5/deactivate': () => {
      active = false;
      return detail(false);
    },
    'POST admin/users/5/reset-password': () => detail(active),
    'GET admin/masters/upg': { items: [{ id: 2, nama: 'UPG Kementerian Keuangan', kode: 'UPG.KEMENKEU' }] },
  });
});

const render = () =>
  renderRoutes('/admin/users/5', [{ path: '/admin/users/:id', element: <UserDetailPage /> }]);

describe('user detail actions', () => {
  it('deactivates only after confirmation', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nonaktifkan pengguna?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    // The cancelled dialog may still be fading out; the new one is the last.
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: 'Ya, nonaktifkan' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('admin/users/5/deactivate'));
    expect(await screen.findByRole('button', { name: 'Aktifkan' })).toBeInTheDocument();
    expect(screen.getAllByText('Nonaktif').length).toBeGreaterThan(0);
  });

  it('sends a reset link after confirmation', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset kata sandi' }));
    await userEvent.click(await screen.findByText('Kirim tautan atur ulang lewat email'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('observer@demo.gratifikasi.go.id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, kirim' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('admin/users/5/reset-password', { mode: 'link' }),
    );
  });

  it("saves the roles with a scope picked from the scope type's master", async () => {
    const instansiCalls: unknown[] = [];
    routeApi({
      'GET admin/users/5': detail(true),
      'GET admin/roles': {
        items: [{ id: 19, name: 'observer', label: 'Observer', permissions: [], user_count: 1 }],
        total: 1,
        page: 1,
        per_page: 1,
      },
      'GET instansi': (opts: unknown) => {
        instansiCalls.push(opts);
        return {
          items: [
            { id: 12, nama: 'Kementerian Keuangan', kode: 'KEMENKEU' },
            { id: 13, nama: 'Kementerian Agama', kode: 'KEMENAG' },
          ],
          total: 2,
          page: 1,
          per_page: 20,
        };
      },
      'GET admin/masters/upg': { items: [{ id: 2, nama: 'UPG Kementerian Keuangan', kode: 'UPG.KEMENKEU' }] },
      'PUT admin/users/5/roles': detail(true),
    });
    render();
    await screen.findByText('Peran dan Lingkup');
    // No type yet: nothing to pick.
    expect(screen.getByLabelText('Lingkup').closest('.ant-select')).toHaveClass('ant-select-disabled');
    await userEvent.click(screen.getByLabelText('Jenis lingkup'));
    await userEvent.click(await screen.findByTitle('Instansi'));
    const save = screen.getByRole('button', { name: 'Simpan Peran' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Pilih lingkup')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Lingkup'), 'keu');
    await waitFor(() => expect(instansiCalls).toContainEqual({ params: { per_page: 20, q: 'keu' } }));
    await userEvent.click(await screen.findByTitle('Kementerian Keuangan (KEMENKEU)'));
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('admin/users/5/roles', {
        roles: [
          {
            role_id: 19,
            scope: { scope_type: 'instansi', scope_id: 12, scope_name: 'Kementerian Keuangan' },
          },
        ],
      }),
    );
    expect(notify.success).toHaveBeenCalled();
  });

  it('clears the picked scope when the scope type changes', async () => {
    render();
    await screen.findByText('Peran dan Lingkup');
    await userEvent.click(screen.getByLabelText('Jenis lingkup'));
    await userEvent.click(await screen.findByTitle('UPG'));
    await userEvent.click(screen.getByLabelText('Lingkup'));
    await userEvent.click(await screen.findByTitle('UPG Kementerian Keuangan (UPG.KEMENKEU)'));
    expect(screen.queryByText('Pilih lingkup')).toBeNull();
    await userEvent.click(screen.getByLabelText('Jenis lingkup'));
    await userEvent.click(await screen.findByTitle('Unit Kerja'));
    expect(screen.getByText('Pilih lingkup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Peran' })).toBeDisabled();
  });
});
