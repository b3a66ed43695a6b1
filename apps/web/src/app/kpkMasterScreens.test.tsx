import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUserDetail } from '@/features/admin-users/api';
import { page, row } from '@/features/masters/testing';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { KPK_MASTER_SCREENS } from './kpkMasterScreens';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const upg = row({
  id: 3,
  kode: 'UPG.KEMENKEU',
  nama: 'UPG Kementerian Keuangan',
  instansi_id: 9,
  is_active: true,
  labels: { instansi_id: 'Kementerian Keuangan' },
});

const account: AdminUserDetail = {
  id: 5,
  username: 'koordinator',
  name: 'Koordinator Demo',
  nik: null,
  nip: null,
  email: 'koordinator@demo.gratifikasi.go.id',
  is_active: true,
  must_change_password: false,
  grup_id: null,
  grup_nama: null,
  tim_id: null,
  tim_nama: null,
  accesses: [{ access_id: 50, role_id: 6, role_name: 'koordinator', role_label: 'Koordinator', scope: null }],
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
  deleted_at: null,
  direct_permissions: [],
  password_changed_at: '2026-03-01T02:00:00Z',
  active_sessions: 1,
};
const listed: AdminUser = { ...account };

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['admin']));
  routeApi({
    'GET admin/masters/upg': page([upg]),
    'GET admin/masters/upg/3': upg,
    'GET admin/masters/instansi': page([row({ id: 9, nama: 'Kementerian Keuangan', kode: 'KEMENKEU' })]),
    'GET admin/users': { items: [listed], total: 1, page: 1, per_page: 20 },
    'GET admin/users/5': account,
    'GET admin/roles': {
      items: [
        { id: 2, name: 'sysadmin', label: 'Sysadmin', permissions: [], user_count: 1 },
        { id: 6, name: 'koordinator', label: 'Koordinator', permissions: [], user_count: 1 },
      ],
      total: 2,
      page: 1,
      per_page: 20,
    },
    'GET admin/masters/grup': page([]),
  });
});

/** Renders the /kpk routes of the screens named, each loaded as the router does. */
async function renderKpk(path: string, routes: Record<string, string>) {
  const entries = await Promise.all(
    Object.entries(routes).map(async ([routePath, name]) => {
      const Screen = await KPK_MASTER_SCREENS[name]();
      return { path: routePath, element: <Screen /> };
    }),
  );
  return renderRoutes(path, entries);
}

describe('/kpk master screens (the KPK admin)', () => {
  it('lists the UPGs and opens one under /kpk/master-upgs/detail', async () => {
    const { router } = await renderKpk('/kpk/master-upgs', {
      '/kpk/master-upgs': 'kpk-master-upgs',
      '/kpk/master-upgs/detail/:id': 'kpk-master-upgs-detail',
    });
    expect(await screen.findByText('UPG Kementerian Keuangan')).toBeInTheDocument();
    // The KPK admin keeps the UPGs: the list offers to add and edit.
    expect(screen.getByText('Ubah')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Lihat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/master-upgs/detail/3'));
    expect(await screen.findByText('Detail UPG')).toBeInTheDocument();
  });

  it('opens the edit route with the form of the UPG, and its list is a /kpk link', async () => {
    await renderKpk('/kpk/master-upgs/edit/3', {
      '/kpk/master-upgs': 'kpk-master-upgs',
      '/kpk/master-upgs/edit/:id': 'kpk-master-upgs-edit',
    });
    expect(await screen.findByText('Ubah UPG')).toBeInTheDocument();
  });

  it('serves every named /kpk route, the transform of an institution too', () => {
    for (const name of [
      'kpk-master-upgs-create',
      'kpk-master-instansi-upgs',
      'kpk-master-instansi-upgs-create',
      'kpk-master-instansi-upgs-edit',
      'kpk-master-instansi-upgs-detail',
      'kpk-master-instansis',
      'kpk-master-instansis-detail',
      'kpk-master-instansis-edit',
      'kpk-master-unit-kerjas',
      'kpk-master-unit-kerjas-detail',
      'kpk-master-sub-unit-kerjas',
      'kpk-master-sub-unit-kerjas-detail',
      'kpk-users',
      'kpk-users-detail',
      'kpk-master-instansis-transform',
    ]) {
      expect(KPK_MASTER_SCREENS[name], name).toBeTypeOf('function');
    }
  });
});

describe('/kpk user screens (the KPK admin)', () => {
  it('links each account to /kpk/users/:id and offers no system role in the filter', async () => {
    const { router } = await renderKpk('/kpk/users', {
      '/kpk/users': 'kpk-users',
      '/kpk/users/:id': 'kpk-users-detail',
    });
    await userEvent.click(screen.getByLabelText('Filter peran'));
    expect(await screen.findByTitle('Koordinator')).toBeInTheDocument();
    expect(screen.queryByTitle('Sysadmin')).toBeNull();
    await userEvent.click((await screen.findAllByText('koordinator'))[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/users/5'));
    expect(await screen.findByText('@koordinator')).toBeInTheDocument();
  });

  it('shows an account without the system administrators’ delete, and goes back to /kpk/users', async () => {
    const { router } = await renderKpk('/kpk/users/5', {
      '/kpk/users': 'kpk-users',
      '/kpk/users/:id': 'kpk-users-detail',
    });
    expect(await screen.findByText('@koordinator')).toBeInTheDocument();
    expect(screen.getByText('Nonaktifkan')).toBeInTheDocument();
    expect(screen.queryByText('Hapus')).toBeNull();
    await userEvent.click(screen.getByText('Kembali ke daftar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/users'));
  });
});
