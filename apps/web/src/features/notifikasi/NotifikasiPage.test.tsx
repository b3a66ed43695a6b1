import type { NotificationItem, NotificationPage } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);

const notice = (id: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  judul: `Judul ${id}`,
  pesan: `Pesan ${id}`,
  tautan: null,
  entity: null,
  entity_id: null,
  read_at: null,
  created_at: '2026-03-05T03:00:00.000Z',
  ...over,
});

const page = (items: NotificationItem[], unread: number): NotificationPage => ({
  items,
  total: items.length,
  page: 1,
  per_page: 20,
  unread_count: unread,
});

const ITEMS = [
  notice(3, {
    judul: 'Laporan diterima',
    pesan: 'Laporan 0001/GRAT/2026 diterima',
    tautan: '/individu/laporan',
  }),
  notice(2, { judul: 'Sudah dibaca', read_at: '2026-03-05T04:00:00.000Z' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['individu']));
});

describe('notification screen', () => {
  it('lists notices with the unread ones marked and opens one: marked read, then its link', async () => {
    const read = vi.fn(() => ITEMS[0]);
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET notification': page(ITEMS, 1),
      'POST notification/3/read': read,
    });
    const { router } = renderRoutes('/individu/individu-notifikasi');
    const main = await screen.findByRole('main');
    const unread = await within(main).findByRole('button', { name: /^Laporan diterima/ });
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText(/Belum dibaca/)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: /^Sudah dibaca/ })).toHaveAttribute(
      'data-unread',
      'false',
    );
    expect(screen.getByText('1 belum dibaca')).toBeInTheDocument();

    await userEvent.click(unread);
    await waitFor(() => expect(read).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/laporan'));
  }, 60_000);

  it('marks all read', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET notification': page(ITEMS, 1),
      'POST notification/read-all': { updated: 1, unread_count: 0 },
    });
    renderRoutes('/individu/individu-notifikasi');
    const button = await screen.findByRole('button', { name: /Tandai semua dibaca/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('notification/read-all'));
    expect(notify.success).toHaveBeenCalledWith('Semua notifikasi ditandai sudah dibaca');
  });

  it('shows an empty state and filters unread ones through the URL', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET notification': page([], 0),
    });
    signIn(profileWith(['upg']));
    const { router } = renderRoutes('/upg/notifikasi');
    expect(await screen.findByText('Belum ada notifikasi')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Belum dibaca'));
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    expect(await screen.findByText('Tidak ada notifikasi yang belum dibaca')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('notification', { params: { page: 1, per_page: 20, unread: '1' } });
  });
});

describe('notification bell', () => {
  it('shows the unread count and the latest notices, polled quietly', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET notification': page(ITEMS, 4),
    });
    const { router } = renderRoutes('/individu/beranda');
    const bell = await screen.findByRole('button', { name: 'Notifikasi, 4 belum dibaca' });
    expect(api.get).toHaveBeenCalledWith('notification', {
      params: { page: 1, per_page: 5 },
      silent: true,
      activity: false,
    });
    await userEvent.click(bell);
    expect(await screen.findByRole('button', { name: /^Laporan diterima/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat semua notifikasi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/individu-notifikasi'));
  });

  it('is absent where the area has no notification screen', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET app-configs': [],
      'GET notification': page(ITEMS, 4),
    });
    signIn(profileWith(['observer']));
    renderRoutes('/observer/beranda');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifikasi/ })).toBeNull();
    expect(api.get).not.toHaveBeenCalledWith('notification', expect.anything());
  });
});
