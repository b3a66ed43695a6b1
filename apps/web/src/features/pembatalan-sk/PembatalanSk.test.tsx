import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { PembatalanCreatePage } from './PembatalanCreatePage';
import { PembatalanEditPage } from './PembatalanEditPage';
import { PembatalanListPage } from './PembatalanListPage';
import { aksiFixture, pembatalanFixture, prosesFixture } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

/** A decision button of the radio group (its input takes no pointer events; its label does). */
const choice = (name: string, root: HTMLElement = document.body) =>
  within(root).getByRole('radio', { name }).closest('label') as HTMLElement;

const routes = [
  { path: '/kpk/pembatalan-sk', element: <PembatalanListPage /> },
  { path: '/kpk/pembatalan-sk/create', element: <PembatalanCreatePage /> },
  { path: '/kpk/pembatalan-sk/edit/:id', element: <PembatalanEditPage /> },
];

describe('pembatalan-sk', () => {
  it('lists the cancellations with a tab per status and its count', async () => {
    const item = pembatalanFixture();
    routeApi({
      'GET laporan/list-pembatalan': {
        items: [item],
        total: 1,
        page: 1,
        per_page: 20,
        jumlah: { DIAJUKAN: 1, DITOLAK: 2 },
      },
    });
    renderRoutes('/kpk/pembatalan-sk', routes);
    expect(await screen.findByRole('link', { name: '7/LAP-GRAT/11/2026' })).toHaveAttribute(
      'href',
      '/kpk/pembatalan-sk/edit/3',
    );
    expect(screen.getByRole('tab', { name: 'Semua (3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ditolak (2)' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('laporan/list-pembatalan', {
        params: { status: 'DITOLAK', q: undefined, page: 1, per_page: 20 },
      }),
    );
  });

  it("creates one: a report with a numbered SK, a step of the report's own process to go back to, a reason", async () => {
    routeApi({
      'GET laporan/list-for-pembatalan': {
        items: [
          {
            id: 7,
            nosig: '7/LAP-GRAT/11/2026',
            pelapor_nama: 'Budi Santoso',
            tanggal_lapor: '2026-11-01',
            step: 'selesai',
            status_penomoran: 'SUDAH_SPSK',
            nomor_sk: '1/SK-GRAT/11/2026',
            nomor_spsk: '1/SPSK-GRAT/11/2026',
            proses_kode: 'GRATIFIKASI',
            proses_versi: 1,
          },
        ],
        total: 1,
      },
      'GET workflow/proses/GRATIFIKASI': prosesFixture,
      'POST laporan/pembatalan': { id: 3, status: 'DIAJUKAN', version: 2 },
      'GET laporan/pembatalan/3': pembatalanFixture(),
    });
    const { router } = renderRoutes('/kpk/pembatalan-sk/create', routes);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Laporan' }));
    await userEvent.click(await screen.findByTitle(/7\/LAP-GRAT\/11\/2026/));
    expect(await screen.findByText('1/SPSK-GRAT/11/2026')).toBeInTheDocument();

    const step = screen.getByRole('combobox', { name: 'Kembali ke langkah' });
    await waitFor(() => expect(step).toBeEnabled());
    await userEvent.click(step);
    // Only steps from which the SK is signed and numbered again.
    expect(await screen.findByTitle('SK oleh direktur')).toBeInTheDocument();
    expect(screen.queryByTitle('Penomoran SK')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/selesai/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Penyusunan LHA'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Alasan pembatalan' }),
      'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ke Group Head' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('laporan/pembatalan', {
        laporan_id: 7,
        kembali_ke: 'f60',
        alasan: 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/pembatalan-sk/edit/3'));
  }, 30_000);

  it('offers the decisions the engine gives, asks a reason to refuse, and confirms first', async () => {
    routeApi({
      'GET laporan/pembatalan/3': pembatalanFixture(),
      'POST laporan/pembatalan/3/keputusan': { id: 3, status: 'DITOLAK', version: 3 },
    });
    renderRoutes('/kpk/pembatalan-sk/edit/3', routes);
    expect(
      await screen.findByRole('heading', { name: 'Pembatalan SK 1/SK-GRAT/11/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SK oleh direktur')).toBeInTheDocument();
    await userEvent.click(choice('Tolak'));
    await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Alasan penolakan' }), 'SK sudah benar.');
    await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pembatalan SK ditolak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('laporan/pembatalan/3/keputusan', {
        keputusan: 'tolak',
        versi: 2,
        catatan: 'SK sudah benar.',
      }),
    );
  }, 30_000);

  it('lets the requester correct a returned request and send it again', async () => {
    routeApi({
      'GET laporan/pembatalan/3': pembatalanFixture({
        status: 'DIKEMBALIKAN',
        step: 'ajukan',
        dapat_diubah: true,
        aksi: aksiFixture({
          step: 'ajukan',
          step_nama: 'Pengajuan pembatalan SK',
          version: 3,
          keputusan: [{ keputusan: 'kirim', label: 'Kirim', ke: 'persetujuan', ke_nama: 'Persetujuan' }],
        }),
      }),
      'GET workflow/proses/GRATIFIKASI': prosesFixture,
      'PUT laporan/pembatalan/3': { id: 3, status: 'DIAJUKAN', version: 4 },
    });
    renderRoutes('/kpk/pembatalan-sk/edit/3', routes);
    const alasan = await screen.findByRole('textbox', { name: 'Alasan pembatalan' });
    expect(screen.queryByRole('radio', { name: 'Setujui' })).not.toBeInTheDocument();
    await userEvent.clear(alasan);
    await userEvent.type(alasan, 'Nomor SK tercatat ganda; mohon dianalisis ulang.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan dan Kirim Ulang' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('laporan/pembatalan/3', {
        kembali_ke: 'f70',
        alasan: 'Nomor SK tercatat ganda; mohon dianalisis ulang.',
        versi: 3,
      }),
    );
  }, 30_000);
});
