import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { KoordinatorLaporan, NegativeListApproval } from './pages';
import { inboxCounts, inboxItem, pageOf, paramsOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const inboxCalls = () => paramsOf(vi.mocked(api.get).mock.calls, 'laporan/kotak-masuk');
const countCalls = () => paramsOf(vi.mocked(api.get).mock.calls, 'laporan/kotak-masuk/jumlah');

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET laporan/kotak-masuk/jumlah': inboxCounts({ menunggu: 3, proses: 7, terlambat: 1 }),
    'GET laporan/kotak-masuk': (opts: unknown) => {
      const tab = (opts as { params: { tab: string } }).params.tab;
      if (tab !== 'menunggu') return pageOf([]);
      return pageOf([
        inboxItem(1, { hari_tersisa: -2, urgensi: 'terlambat', batas: '2026-03-02', dikembalikan: true }),
        inboxItem(2, { hari_tersisa: 2, urgensi: 'mendekati', menunggu_pelapor: true }),
        inboxItem(3, { hari_tersisa: 0, urgensi: 'hari_ini', grup: null, anggota: null, step: 'distribusi' }),
      ]);
    },
  });
});

describe('role dashboard', () => {
  beforeEach(() => signIn(profileWith(['koordinator'])));

  const render = (path = '/kpk/koordinator-laporan') =>
    renderRoutes(path, [
      { path: '/kpk/koordinator-laporan/:tab?', element: <KoordinatorLaporan /> },
      { path: '/kpk/laporan-detail/:id', element: <p>detail</p> },
    ]);

  it('shows the tabs with their counts and the rows with step, holder and the deadline coloured by urgency', async () => {
    render();
    expect(await screen.findByRole('tab', { name: 'Menunggu Saya (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Dalam Proses (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lewat Tenggat (1)' })).toBeInTheDocument();

    const late = (await screen.findByRole('link', { name: 'GRA-2026-00001' })).closest('tr') as HTMLElement;
    expect(within(late).getByText('lewat 2 HK')).toHaveClass('ant-tag-red');
    expect(within(late).getByText('02-03-2026')).toBeInTheDocument();
    expect(within(late).getByText('Dikembalikan')).toBeInTheDocument();
    expect(within(late).queryByText('f30')).toBeNull();
    expect(within(late).getByText('Verifikasi Informasi (Anggota Tim)')).toBeInTheDocument();

    const near = screen.getByRole('link', { name: 'GRA-2026-00002' }).closest('tr') as HTMLElement;
    expect(within(near).getByText('2 HK lagi')).toHaveClass('ant-tag-orange');
    expect(within(near).getByText('Menunggu pelapor')).toBeInTheDocument();

    const today = screen.getByRole('link', { name: 'GRA-2026-00003' }).closest('tr') as HTMLElement;
    expect(within(today).getByText('Hari ini')).toHaveClass('ant-tag-volcano');
    expect(within(today).getByText('Belum didistribusikan')).toBeInTheDocument();
    expect(inboxCalls().at(-1)).toMatchObject({ tab: 'menunggu', page: 1 });
  });

  it('puts the tab in the path, shows its own empty text and opens a report’s detail', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dalam Proses (7)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/koordinator-laporan/proses'));
    await waitFor(() => expect(inboxCalls().at(-1)).toMatchObject({ tab: 'proses' }));
    expect(
      await screen.findByText('Tidak ada laporan yang sedang diproses dalam lingkup Anda'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Menunggu Saya (3)' }));
    await userEvent.click(await screen.findByRole('link', { name: 'GRA-2026-00002' }));
    expect(router.state.location.pathname).toBe('/kpk/laporan-detail/2');
  });

  it('searches the list and the counts alike', async () => {
    render('/kpk/koordinator-laporan/terlambat');
    expect(await screen.findByRole('tab', { name: 'Lewat Tenggat (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'budi{Enter}');
    await waitFor(() => expect(inboxCalls().at(-1)).toMatchObject({ tab: 'terlambat', q: 'budi' }));
    expect(countCalls().at(-1)).toEqual({ q: 'budi' });
  });
});

describe('step list', () => {
  it('is the inbox narrowed to the steps of the screen, the tab in the query', async () => {
    signIn(profileWith(['anggota_tim']));
    const { router } = renderRoutes('/kpk/negative-list-approval', [
      { path: '/kpk/negative-list-approval', element: <NegativeListApproval /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Persetujuan Negative List' })).toBeInTheDocument();
    await waitFor(() =>
      expect(inboxCalls().at(-1)).toMatchObject({ tab: 'menunggu', langkah: 'f31,f35,f39' }),
    );
    expect(countCalls().at(-1)).toEqual({ langkah: 'f31,f35,f39' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Sudah Saya Proses (0)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=selesai'));
    expect(await screen.findByText('Belum ada laporan yang Anda proses')).toBeInTheDocument();
  });
});
