import { APP_ROUTES } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/platform/session';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { preloadScreens, renderRoutes } from '@/test/render';
import { hasScreen } from '../screens';
import { areaMenu, profileEntry } from './areaMenu';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  routeApi({ 'GET maintenance': { isMaintenance: false, message: '' } });
});

const kpkMulti = () => profileWith(['anggota_tim', 'ketua_tim', 'ketua_group'], { name: 'Multi Peran' });

describe('area menu', () => {
  it('lists only screens of the area that exist and that the active role may open', () => {
    // Features of issue 4 add screens to these menus; the rule checked here is who sees what, not the full list.
    const anggota = areaMenu('kpk', profileWith(['anggota_tim'])).map((e) => e.name);
    expect(anggota[0]).toBe('kpk-beranda');
    expect(anggota).toContain('kpk-kpk-notifikasi');
    // The profile opens from the user menu, not from the sider.
    expect(anggota).not.toContain('kpk-profile');
    expect(profileEntry('kpk', profileWith(['anggota_tim']))?.path).toBe('/kpk/profile');
    expect(anggota).not.toContain('kpk-beranda-ppg');
    expect(anggota.every((name) => hasScreen(name))).toBe(true);
    const ppg = areaMenu('kpk', profileWith(['ketua_group_ppg'])).map((e) => e.name);
    expect(ppg[0]).toBe('kpk-beranda-ppg');
    expect(profileEntry('kpk', profileWith(['ketua_group_ppg']))?.name).toBe('kpk-profile');
    expect(ppg).not.toContain('kpk-beranda');
    const adminMenu = areaMenu('admin', profileWith(['sysadmin'])).map((e) => e.name);
    expect(adminMenu[0]).toBe('admin-home');
    expect(adminMenu).toContain('admin-master-provinsi');
    // Detail screens (with :id) never appear in a menu.
    expect(adminMenu.some((name) => name.endsWith('-detail'))).toBe(false);
  });

  it('shows the menu entries of the active role in the sider and nothing of other areas', async () => {
    signIn(profileWith(['anggota_tim']));
    renderRoutes('/kpk/beranda');
    // The whole router loads its lazy area: slow on a busy machine.
    const menu = await screen.findByRole('menu', {}, { timeout: 30_000 });
    const titles = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(titles[0]).toBe('Beranda');
    expect(titles).toContain('Notifikasi');
    // A route without a screen stays out of the menu (whichever are still unbuilt: titles no built route shares),
    // and so does a route that takes a parameter (the transform of an institution).
    const built = new Set(APP_ROUTES.filter((r) => hasScreen(r.name)).map((r) => r.title));
    for (const r of APP_ROUTES.filter((r) => r.area === 'kpk' && !hasScreen(r.name) && !built.has(r.title))) {
      expect(titles).not.toContain(r.title);
    }
    expect(hasScreen('kpk-master-instansis-transform')).toBe(true);
    expect(titles).not.toContain('Transformasi Instansi');
  }, 60_000);
});

describe('beranda quick links', () => {
  it('offer the top-level admin screens but leave the grouped master lists to the menu', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET app-configs': [],
      'GET admin/summary': {
        users_active: 21,
        users_inactive: 0,
        users_by_role: [],
        audit_today: 0,
        outbox_pending: 0,
        outbox_failed: 0,
      },
    });
    signIn(profileWith(['sysadmin']));
    renderRoutes('/admin/home');
    const card = (await screen.findByText('Akses cepat', {}, { timeout: 30_000 })).closest(
      '.pl-card',
    ) as HTMLElement;
    expect(await within(card).findByText('Pengguna')).toBeInTheDocument();
    expect(within(card).queryByText('Provinsi')).toBeNull();
    expect(within(card).queryByText('Master Provinsi')).toBeNull();
    // The maintenance switch arrives after the home's first render (issue 29: not part of its first download).
    expect(await screen.findByRole('switch', {}, { timeout: 20_000 })).not.toBeChecked();
  }, 60_000);
});

describe('header', () => {
  it('names the user and the active role', async () => {
    signIn(profileWith(['upg'], { name: 'Petugas UPG' }));
    renderRoutes('/upg/beranda');
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Petugas UPG');
    expect(within(header).getByTestId('active-role')).toHaveTextContent('UPG');
  });

  it('switches the active role through session.changeRole and goes to the new role’s home', async () => {
    const before = kpkMulti();
    const after = profileWith(['anggota_tim', 'ketua_tim', 'ketua_group'], { active: 'ketua_tim' });
    vi.mocked(session.changeRole).mockImplementationOnce(async () => {
      signIn(after);
      return after;
    });
    signIn(before);
    const { router } = renderRoutes('/kpk/profile');
    await userEvent.click(await screen.findByTestId('active-role'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ketua Tim' }));
    expect(session.changeRole).toHaveBeenCalledWith(after.access_id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/beranda'));
    expect(screen.getByTestId('active-role')).toHaveTextContent('Ketua Tim');
  });

  it('logs out from the account menu and lands on login', async () => {
    signIn(profileWith(['reporter']));
    const { router } = renderRoutes('/reporter/beranda');
    await userEvent.click(await screen.findByRole('button', { name: /akun/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Keluar/ }));
    expect(session.logout).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens the bell’s latest notices, downloaded with its first opening', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET notification': {
        items: [
          {
            id: 3,
            judul: 'Laporan diterima',
            pesan: 'Laporan Anda telah diterima.',
            tautan: '/individu/laporan',
            entity: null,
            entity_id: null,
            read_at: null,
            created_at: '2026-03-01T02:00:00Z',
          },
        ],
        total: 1,
        page: 1,
        per_page: 5,
        unread_count: 1,
      },
    });
    signIn(profileWith(['individu']));
    renderRoutes('/individu/beranda');
    await userEvent.click(await screen.findByRole('button', { name: /Notifikasi, 1 belum dibaca/ }));
    expect(
      await screen.findByRole('button', { name: 'Lihat semua notifikasi' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Laporan diterima/ })).toBeInTheDocument();
  });

  it('opens the password change dialog from the account menu', async () => {
    signIn(profileWith(['observer']));
    renderRoutes('/observer/beranda');
    await userEvent.click(await screen.findByRole('button', { name: /akun/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Ubah Kata Sandi/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Kata sandi lama')).toBeInTheDocument();
  });
});
