import { APP_ROUTES } from '@gratifikasi/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { routeApi } from '@/test/fakeApi';
import { emitMaintenance, signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { preloadScreens, renderRoutes } from '@/test/render';
import { RouteGuard } from './RouteGuard';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);

const maintenanceOff = { isMaintenance: false, message: '' };

beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
  routeApi({
    'GET maintenance': maintenanceOff,
    'POST captcha': { key: 'k', svg: '', enabled: false },
  });
});

describe('route guard', () => {
  it('sends a signed-out visitor of a protected screen to login', async () => {
    const { router } = renderRoutes('/kpk/beranda');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Nama pengguna')).toBeInTheDocument();
  });

  it('sends a role that is not held to login, which sends the signed-in user home', async () => {
    signIn(profileWith(['individu'], { pelapors: [{ id: 1, nama: 'Pelapor Uji', nik: null }] }));
    const { router } = renderRoutes('/admin/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/beranda'));
  });

  it('sends a signed-in user away from the guest-only login screen to the home of the active role', async () => {
    signIn(profileWith(['anggota_tim']));
    const { router } = renderRoutes('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/beranda'));
  });

  it('tells an individu who types a /kpk address why they are sent home', async () => {
    signIn(profileWith(['individu'], { pelapors: [{ id: 1, nama: 'Pelapor Uji', nik: null }] }));
    const { router } = renderRoutes('/kpk/beranda');
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/beranda'));
    expect(notify.warning).toHaveBeenCalledTimes(1);
    expect(notify.warning).toHaveBeenCalledWith('Halaman ini hanya untuk pegawai KPK.');
  });

  it('shows progress, not a blank screen, while the home after "Masuk" is still loading', async () => {
    signIn(profileWith(['anggota_tim']));
    const { router } = renderRoutes('/login', [
      {
        path: '/login',
        element: (
          <RouteGuard routeName="login">
            <p>formulir masuk</p>
          </RouteGuard>
        ),
      },
      // The home's code never arrives in this test: the login's place must show progress meanwhile.
      { path: '/kpk/beranda', lazy: () => new Promise<never>(() => undefined) },
    ]);
    // Once the guard has sent the user home (the maintenance check answered first), its progress stays.
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/kpk/beranda'));
    expect(screen.getByRole('img', { name: 'Memuat' })).toBeInTheDocument();
    expect(screen.queryByText('formulir masuk')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('sends everyone on a maintenance-checked screen to /maintenance while maintenance is on', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: true, message: 'Pemeliharaan terjadwal sampai pukul 12.00' },
    });
    const { router } = renderRoutes('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByText('Pemeliharaan terjadwal sampai pukul 12.00')).toBeInTheDocument();
  });

  it('sends the maintenance screen back to login once maintenance is off', async () => {
    const { router } = renderRoutes('/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a user without a permission the route requires to /unauthorized', async () => {
    // Any route of the access table that requires a permission; the user holds its role but not the permission.
    const route = APP_ROUTES.find((r) => !r.path.includes(':') && r.meta.requiresPermission?.length)!;
    const role = route.meta.requiresRole?.[0] ?? 'individu';
    const profile = profileWith([role]);
    profile.roles[0]!.permissions = [];
    signIn(profile);
    const { router } = renderRoutes(route.path, [
      {
        path: route.path,
        element: (
          <RouteGuard routeName={route.name}>
            <p>isi halaman</p>
          </RouteGuard>
        ),
      },
      { path: buildPath('unauthorized'), element: <p>halaman unauthorized</p> },
    ]);
    expect(await screen.findByText('halaman unauthorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('shows the not-found screen for an unknown path and keeps the address', async () => {
    const { router } = renderRoutes('/tidak-ada/halaman-ini');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tidak-ada/halaman-ini');
  });

  it('follows the session to login when the platform logs the user out', async () => {
    signIn(profileWith(['observer']));
    const { router } = renderRoutes('/observer/beranda');
    expect(await screen.findByText(/Selamat datang/)).toBeInTheDocument();
    const { session } = await import('@/platform/session');
    await session.logout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes to /maintenance when an API call reports maintenance', async () => {
    signIn(profileWith(['upg']));
    const { router } = renderRoutes('/upg/beranda');
    expect(await screen.findByText(/Selamat datang/)).toBeInTheDocument();
    routeApi({ 'GET maintenance': { isMaintenance: true, message: 'Sedang diperbarui' } });
    emitMaintenance();
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByText('Sedang diperbarui')).toBeInTheDocument();
  });
});
