import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { LaporanStaffList, LaporanTabbedList } from './LaporanListPage';
import { listItemFixture } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const TABS = [
  { key: 'DRAFT', label: 'Draf', count: 1 },
  { key: 'UPG', label: 'Di UPG', count: 0 },
  { key: 'TERKIRIM', label: 'Terkirim', count: 2 },
  { key: 'PROSES', label: 'Dalam Proses', count: 0 },
  { key: 'PIUTANG', label: 'Piutang', count: 0 },
  { key: 'SELESAI', label: 'Selesai', count: 0 },
];

const calls = (path: string) =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([p]) => p === path)
    .map(([, opts]) => (opts as { params?: Record<string, unknown> } | undefined)?.params);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  signIn(profileWith(['individu']));
});

describe('tabbed list (individu)', () => {
  beforeEach(() => {
    routeApi({
      'GET laporan/tabbed': (opts: unknown) => {
        const tab = (opts as { params?: { tab?: string } })?.params?.tab ?? 'TERKIRIM';
        const items =
          tab === 'DRAFT'
            ? [listItemFixture(3, { nosig: null, status: 'DRAFT', status_nama: 'Draf' })]
            : [listItemFixture(1, { is_terlambat: true }), listItemFixture(2)];
        return { tabs: TABS, tab, items, total: items.length, page: 1, per_page: 20 };
      },
    });
  });

  const render = () =>
    renderRoutes('/individu/laporan', [
      { path: '/individu/laporan', element: <LaporanTabbedList area="individu" /> },
      { path: '/individu/laporan-detail/:id', element: <p>detail</p> },
      { path: '/individu/laporan-edit/:id', element: <p>ubah</p> },
    ]);

  it('shows the tabs with their counts and the chosen tab’s reports with number, value and late tag', async () => {
    render();
    expect(await screen.findByRole('tab', { name: 'Terkirim (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Draf (1)' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'GRA-2026-00001' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rp1.600.000,00')).toBeInTheDocument();
    expect(within(row).getByText('Terlambat')).toBeInTheDocument();
    expect(within(row).getByText('02-03-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buat Laporan/ })).toBeInTheDocument();
  });

  it('switches tab through the URL query; a draft row offers Ubah', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Draf (1)' }));
    await waitFor(() => expect(calls('laporan/tabbed').at(-1)).toMatchObject({ tab: 'DRAFT', page: 1 }));
    expect(router.state.location.search).toBe('?tab=DRAFT');
    const draft = await screen.findByRole('link', { name: 'Draf #3' });
    const row = draft.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Ubah' }));
    expect(router.state.location.pathname).toBe('/individu/laporan-edit/3');
  });

  it('exports the filtered list as Excel without paging', async () => {
    render();
    await screen.findByRole('link', { name: 'GRA-2026-00001' });
    await userEvent.type(screen.getByLabelText('Cari'), 'andi{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /Ekspor Excel/ }));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('laporan/tabbed', { params: { q: 'andi', format: 'xlsx' } }),
    );
  });
});

describe('UPG list', () => {
  it('shows the forwarding deadline and marks the reports past it', async () => {
    routeApi({
      'GET laporan/list-upg': {
        items: [
          listItemFixture(1, {
            status: 'DITERIMA_UPG',
            status_nama: 'Diterima UPG',
            batas_teruskan: '2020-01-10',
          }),
          listItemFixture(2, {
            status: 'DITERIMA_UPG',
            status_nama: 'Diterima UPG',
            batas_teruskan: '2099-01-10',
          }),
        ],
        total: 2,
        page: 1,
        per_page: 20,
      },
    });
    renderRoutes('/upg/laporan', [{ path: '/upg/laporan', element: <LaporanStaffList area="upg" /> }]);
    expect(await screen.findByText('10-01-2020 (lewat batas)')).toBeInTheDocument();
    expect(screen.getByText('10-01-2099')).toBeInTheDocument();
    expect(screen.getAllByText('Budi Santoso')).toHaveLength(2);
  });

  it('tags a report made to the UPG after its 10 HK and filters on it through the API', async () => {
    routeApi({
      'GET laporan/list-upg': {
        items: [
          listItemFixture(1, { is_terlambat_upg: true, batas_lapor_upg: '2026-02-16' }),
          listItemFixture(2, { is_terlambat_upg: false, batas_lapor_upg: '2026-03-16' }),
        ],
        total: 2,
        page: 1,
        per_page: 20,
      },
    });
    renderRoutes('/upg/laporan?terlambat_upg=1', [
      { path: '/upg/laporan', element: <LaporanStaffList area="upg" /> },
    ]);
    expect(await screen.findAllByText('Budi Santoso')).toHaveLength(2);
    const tags = screen.getAllByText('Terlambat ke UPG').filter((el) => el.closest('.ant-tag'));
    expect(tags).toHaveLength(1);
    expect(api.get).toHaveBeenCalledWith(
      'laporan/list-upg',
      expect.objectContaining({ params: expect.objectContaining({ terlambat_upg: '1' }) }),
    );
  });
});

describe('empty list', () => {
  it('says there is nothing yet', async () => {
    routeApi({
      'GET laporan/list-kpk': { items: [], total: 0, page: 1, per_page: 20 },
      'GET status-laporan': { items: [] },
      'GET instansi/list-all': { items: [] },
    });
    renderRoutes('/kpk/laporan', [{ path: '/kpk/laporan', element: <LaporanStaffList area="kpk" /> }]);
    expect(await screen.findByText('Belum ada laporan')).toBeInTheDocument();
    // A koordinator may not file reports: no 'Buat Laporan'.
    expect(screen.queryByRole('button', { name: /Buat Laporan/ })).not.toBeInTheDocument();
  });
});
