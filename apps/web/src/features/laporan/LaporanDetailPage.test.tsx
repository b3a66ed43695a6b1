import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { LaporanDetailPage } from './LaporanDetailPage';
import { laporanFixture } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const history = [
  {
    id: 1,
    action: 'SUBMIT',
    status_from: 'DRAFT',
    status_to: 'TERKIRIM',
    status_to_nama: 'Terkirim',
    step: null,
    catatan: null,
    user_name: 'Budi Santoso',
    role_name: 'individu',
    created_at: '2026-03-03T02:00:00Z',
  },
];

beforeEach(() => {
  vi.clearAllMocks();
});

const render = (area: 'individu' | 'upg' = 'individu') =>
  renderRoutes(`/${area}/laporan-detail/7`, [
    { path: `/${area}/laporan-detail/:id`, element: <LaporanDetailPage area={area} /> },
    { path: `/${area}/laporan-edit/:id`, element: <p>halaman ubah</p> },
    { path: `/${area}/laporan`, element: <p>daftar laporan</p> },
  ]);

describe('laporan detail', () => {
  it('shows every section, the USD item with its kurs and rupiah value, the total in words and the history', async () => {
    routeApi({
      'GET laporan/7': laporanFixture({
        nosig: 'GRA-2026-00007',
        status: 'TERKIRIM',
        status_nama: 'Terkirim',
        can_edit: false,
        lampiran: [
          {
            id: 90,
            original_name: 'kuitansi.pdf',
            mime_type: 'application/pdf',
            size: 2048,
            created_at: '2026-03-03T02:00:00Z',
          },
        ],
      }),
      'GET laporan/7/history': history,
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Laporan GRA-2026-00007' })).toBeInTheDocument();
    expect(screen.getByText('USD 100,00')).toBeInTheDocument();
    expect(screen.getByText('Rp16.000,00')).toBeInTheDocument();
    expect(screen.getByTestId('total-nilai')).toHaveTextContent('Rp1.600.000,00');
    expect(screen.getByText('Satu juta enam ratus ribu rupiah')).toBeInTheDocument();
    expect(await screen.findByText('Budi Santoso · Individu')).toBeInTheDocument();
    // Submitted and not editable: no Ubah / Hapus, but the formulir and the attachment can be downloaded.
    expect(screen.queryByRole('button', { name: /Ubah/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Unduh Formulir/ }));
    expect(api.download).toHaveBeenCalledWith('laporan/7/formulir');
    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    expect(api.download).toHaveBeenCalledWith('laporan/7/attachment/90');
  });

  it('offers Ubah and Hapus on an editable draft; Hapus asks first, deletes and returns to the list', async () => {
    routeApi({
      'GET laporan/7': laporanFixture(),
      'GET laporan/7/history': [],
      'DELETE laporan/7': null,
    });
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'Draf Laporan #7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unduh Formulir/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Hapus/ }));
    expect(
      await screen.findByText('Hapus laporan ini? Laporan yang dihapus tidak dapat dikembalikan.'),
    ).toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Hapus' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('laporan/7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/laporan'));
  });

  it('opens the edit form from Ubah', async () => {
    routeApi({ 'GET laporan/7': laporanFixture(), 'GET laporan/7/history': [] });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: /Ubah/ }));
    expect(router.state.location.pathname).toBe('/individu/laporan-edit/7');
  });

  it('lets a UPG forward a received report and shows its 10 HK deadline', async () => {
    routeApi({
      'GET laporan/7': laporanFixture({
        nosig: 'GRA-2026-00007',
        status: 'DITERIMA_UPG',
        status_nama: 'Diterima UPG',
        can_edit: false,
        can_teruskan: true,
        diterima_upg_at: '2026-03-03',
        batas_teruskan: '2099-03-17',
      }),
      'GET laporan/7/history': [],
      'POST laporan/7/teruskan': laporanFixture({ status: 'TERKIRIM' }),
    });
    render('upg');
    expect(await screen.findByText(/Batas meneruskan ke KPK: 17-03-2099/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Teruskan ke KPK/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Teruskan' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('laporan/7/teruskan'));
  });

  it('answers a report that is not the caller’s with "not found"', async () => {
    routeApi({});
    vi.mocked(api.get).mockRejectedValue(new ApiError('Data tidak ditemukan', 404));
    render();
    expect(await screen.findByText('Laporan tidak ditemukan')).toBeInTheDocument();
  });
});
