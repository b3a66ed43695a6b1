import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import type { AdminUserDetail } from './api';
import { CreateUserModal } from './CreateUserModal';
import { PLACEMENT_HELP } from './PlacementFields';
import { UserDetailPage } from './UserDetailPage';
import { UsersListPage } from './UsersListPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const GRUPS = [
  { id: 1, nama: 'Grup Pelaporan Gratifikasi I' },
  { id: 2, nama: 'Grup Pelaporan Gratifikasi II' },
];
const TIMS = [
  { id: 11, nama: 'Tim 1A', grup_id: 1 },
  { id: 12, nama: 'Tim 1B', grup_id: 1 },
  { id: 21, nama: 'Tim 2A', grup_id: 2 },
];

const staff: AdminUserDetail = {
  id: 9,
  username: 'anggota_tim',
  name: 'Anggota Tim Demo',
  nik: null,
  nip: null,
  email: 'anggota@kpk.go.id',
  is_active: true,
  must_change_password: false,
  grup_id: 1,
  grup_nama: 'Grup Pelaporan Gratifikasi I',
  tim_id: 11,
  tim_nama: 'Tim 1A',
  accesses: [{ access_id: 90, role_id: 9, role_name: 'anggota_tim', role_label: 'Anggota Tim', scope: null }],
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
  deleted_at: null,
  direct_permissions: [],
  password_changed_at: '2026-03-01T02:00:00Z',
  active_sessions: 0,
};

const timCalls: unknown[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  timCalls.length = 0;
  sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET admin/users/9': staff,
    'GET admin/users': { items: [staff], total: 1, page: 1, per_page: 20 },
    'GET admin/roles': { items: [], total: 0, page: 1, per_page: 20 },
    'GET admin/masters/grup': { items: GRUPS, total: 2, page: 1, per_page: 100 },
    'GET admin/masters/tim': (opts: unknown) => {
      timCalls.push(opts);
      const grup = (opts as { params: { grup_id?: number } }).params.grup_id;
      const items = TIMS.filter((t) => grup === undefined || t.grup_id === grup);
      return { items, total: items.length, page: 1, per_page: 100 };
    },
    'PUT admin/users/9': (body: unknown) => ({ ...staff, ...(body as object) }),
    'POST admin/users': (body: unknown) => ({ ...staff, id: 10, ...(body as object) }),
  });
});

/** Opens an antd select by its label and picks the option with the given title. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1) as HTMLElement);
}

describe('user placement (grup, tim)', () => {
  it('edits the placement: the tim list follows the grup, a new grup clears the tim', async () => {
    renderRoutes('/admin/users/9', [{ path: '/admin/users/:id', element: <UserDetailPage /> }]);
    expect(await screen.findByText('Grup Pelaporan Gratifikasi I · Tim 1A')).toBeInTheDocument();
    expect(screen.getByText(PLACEMENT_HELP)).toBeInTheDocument();
    await waitFor(() =>
      expect(timCalls).toContainEqual({ params: { per_page: 100, is_active: 'true', grup_id: 1 } }),
    );

    await pick('Grup', 'Grup Pelaporan Gratifikasi II');
    expect(screen.getByText('Tanpa tim')).toBeInTheDocument();
    await waitFor(() =>
      expect(timCalls).toContainEqual({ params: { per_page: 100, is_active: 'true', grup_id: 2 } }),
    );
    await pick('Tim', 'Tim 2A');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('admin/users/9', {
        name: 'Anggota Tim Demo',
        email: 'anggota@kpk.go.id',
        nik: null,
        nip: null,
        grup_id: 2,
        tim_id: 21,
      }),
    );
  });

  it('checks a staff NIP as SPEC §5 says before sending it, and sends a valid one', async () => {
    renderRoutes('/admin/users/9', [{ path: '/admin/users/:id', element: <UserDetailPage /> }]);
    const nip = await screen.findByLabelText('NIP');
    await userEvent.type(nip, '1990010120151');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('NIP harus terdiri dari 18 digit angka')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.clear(nip);
    await userEvent.type(nip, '199001012015011001');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'admin/users/9',
        expect.objectContaining({ nip: '199001012015011001' }),
      ),
    );
  });

  it("shows the server's field message under Tim", async () => {
    routeApi({
      'GET admin/users/9': staff,
      'GET admin/roles': { items: [], total: 0, page: 1, per_page: 20 },
      'GET admin/masters/grup': { items: GRUPS },
      'GET admin/masters/tim': { items: TIMS },
      'PUT admin/users/9': () => {
        throw new ApiError('Data tidak valid', 422, { tim_id: ['Tim bukan bagian dari grup yang dipilih'] });
      },
    });
    renderRoutes('/admin/users/9', [{ path: '/admin/users/:id', element: <UserDetailPage /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tim bukan bagian dari grup yang dipilih')).toBeInTheDocument();
  });

  it('creates a user placed by picking a tim first: its grup fills in', async () => {
    renderRoutes('/admin/users', [
      { path: '/admin/users', element: <CreateUserModal open onClose={() => undefined} /> },
      { path: '/admin/users/:id', element: <p>detail</p> },
    ]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nama pengguna'), 'pegawai.baru');
    await userEvent.type(within(dialog).getByLabelText('Nama lengkap'), 'Pegawai Baru');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'baru@kpk.go.id');
    await pick('Tim', 'Tim 1B');
    await waitFor(() =>
      expect(within(dialog).getByTitle('Grup Pelaporan Gratifikasi I')).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'admin/users',
        expect.objectContaining({ grup_id: 1, tim_id: 12 }),
      ),
    );
  });

  it('lists the placement and filters by grup', async () => {
    renderRoutes('/admin/users', [{ path: '/admin/users', element: <UsersListPage /> }]);
    const row = (await screen.findByRole('link', { name: 'anggota_tim' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Grup Pelaporan Gratifikasi I')).toBeInTheDocument();
    expect(within(row).getByText('Tim 1A')).toBeInTheDocument();
    await pick('Filter grup', 'Grup Pelaporan Gratifikasi II');
    await waitFor(() =>
      expect(
        vi
          .mocked(api.get)
          .mock.calls.filter(([path]) => path === 'admin/users')
          .at(-1)?.[1],
      ).toMatchObject({ params: { grup_id: '2' } }),
    );
  });
});
