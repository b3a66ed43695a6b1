import { LINK_EXPIRED_MESSAGE, type PublicLinkLaporan, type PublicLinkValidation } from '@gratifikasi/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

const link = (type: 'KELENGKAPAN' | 'TANGGAPAN'): PublicLinkValidation => ({
  type,
  expires_at: '2026-04-01T10:00:00.000Z',
  laporan: { nosig: '0001/GRAT/2026', tanggal_lapor: '2026-03-05', pelapor_nama: 'Budi Santoso' },
  permintaan:
    type === 'KELENGKAPAN'
      ? {
          pesan: 'Mohon lengkapi dokumen berikut.',
          items: [
            { kode: 'FOTO', pertanyaan: 'Foto barang yang diterima' },
            { kode: 'NILAI', pertanyaan: 'Dasar taksiran nilai voucher' },
          ],
        }
      : { pesan: 'Mohon tanggapan atas hasil klarifikasi.', items: [] },
  upload: { max_mb: 10, max_files: 5, used: 0 },
});

const LAPORAN: PublicLinkLaporan = {
  nosig: '0001/GRAT/2026',
  pelapor_nama: 'Budi Santoso',
  tanggal_penerimaan: '2026-03-02',
  tanggal_lapor: '2026-03-05',
  jenis_peristiwa_nama: 'Pernikahan',
  tempat_penerimaan: 'Jakarta',
  nama_pemberi: 'PT Contoh',
  instansi_pemberi: null,
  kronologi: 'Menerima bingkisan setelah rapat.',
  total_nilai: '2100000.00',
  rincian: [
    {
      status_penerimaan: 'DITERIMA',
      jenis_penerimaan_nama: null,
      jenis_objek_nama: 'Voucher',
      uraian: 'Voucher belanja',
      jumlah: 1,
      satuan: null,
      nilai_taksiran: '100.00',
      mata_uang_kode: 'USD',
      kurs: '16000.0000',
      nilai_rupiah: '1600000.00',
    },
  ],
};

const base = `public-link/${TOKEN}`;

/** Pastes a text into a field (typing key by key is slow on a busy machine and tests nothing more here). */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const maintenance = { 'GET maintenance': { isMaintenance: false, message: '' } };

describe('konfirmasi link screens', () => {
  it('shows the spec message and a reload button for an expired link', async () => {
    routeApi({
      ...maintenance,
      [`GET ${base}/validate`]: () => {
        throw new ApiError(LINK_EXPIRED_MESSAGE, 422);
      },
    });
    renderRoutes(`/konfirmasi-kelengkapan/${TOKEN}/fill`);
    expect(await screen.findByText(LINK_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Muat ulang/ })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(`${base}/validate`, { auth: false, silent: true });
  });

  it('treats a link of the other kind as no valid link', async () => {
    routeApi({ ...maintenance, [`GET ${base}/validate`]: link('TANGGAPAN') });
    renderRoutes(`/konfirmasi-kelengkapan/${TOKEN}/fill`);
    expect(await screen.findByText(LINK_EXPIRED_MESSAGE)).toBeInTheDocument();
  });

  it('shows the report and what is asked, requires every answer, uploads and submits once', async () => {
    const submitted = vi.fn(() => ({ submitted_at: '2026-03-10T03:00:00.000Z' }));
    routeApi({
      ...maintenance,
      [`GET ${base}/validate`]: link('KELENGKAPAN'),
      [`GET ${base}/laporan`]: LAPORAN,
      [`POST ${base}/submit-kelengkapan`]: submitted,
    });
    vi.mocked(api.upload).mockResolvedValue({
      data: { id: 7, original_name: 'foto.png', mime_type: 'image/png', size: 68, created_at: '' },
    });
    renderRoutes(`/konfirmasi-kelengkapan/${TOKEN}/fill`);

    expect(await screen.findByText('Mohon lengkapi dokumen berikut.')).toBeInTheDocument();
    expect(await screen.findByText('Voucher belanja')).toBeInTheDocument();
    expect(screen.getByText('Rp2.100.000,00')).toBeInTheDocument();
    expect(screen.getByText('05-03-2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kirim kelengkapan' }));
    // Both answers' messages: the form validates its fields one by one, so wait for all, not the first.
    await waitFor(() => expect(screen.getAllByText('Jawaban wajib diisi')).toHaveLength(2));
    expect(submitted).not.toHaveBeenCalled();

    await fill(screen.getByLabelText('Foto barang yang diterima'), 'Foto terlampir');
    await fill(screen.getByLabelText('Dasar taksiran nilai voucher'), 'Harga di situs resmi');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(api.upload).toHaveBeenCalledWith(`${base}/upload`, expect.any(File), {}, { auth: false }),
    );
    expect(await screen.findByText('foto.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kirim kelengkapan' }));
    expect(await screen.findByText('Terima kasih')).toBeInTheDocument();
    expect(submitted).toHaveBeenCalledWith({
      jawaban: [
        { kode: 'FOTO', jawaban: 'Foto terlampir' },
        { kode: 'NILAI', jawaban: 'Harga di situs resmi' },
      ],
      catatan: null,
      media_ids: [7],
    });
  }, 60_000);

  it('sends a response and thanks the reporter', async () => {
    const submitted = vi.fn(() => ({ submitted_at: '2026-03-10T03:00:00.000Z' }));
    routeApi({
      ...maintenance,
      [`GET ${base}/validate`]: link('TANGGAPAN'),
      [`GET ${base}/laporan`]: LAPORAN,
      [`POST ${base}/submit-tanggapan`]: submitted,
    });
    renderRoutes(`/konfirmasi-tanggapan/${TOKEN}/fill`);
    expect(await screen.findByText('Mohon tanggapan atas hasil klarifikasi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tanggapan' }));
    expect(await screen.findByText('Tanggapan wajib diisi')).toBeInTheDocument();
    await fill(screen.getByLabelText('Tanggapan'), 'Saya setuju dengan hasil klarifikasi.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tanggapan' }));
    expect(await screen.findByText('Terima kasih')).toBeInTheDocument();
    expect(submitted).toHaveBeenCalledWith({
      tanggapan: 'Saya setuju dengan hasil klarifikasi.',
      media_ids: [],
    });
  });

  it('turns into the expired message when the link was used meanwhile', async () => {
    routeApi({
      ...maintenance,
      [`GET ${base}/validate`]: link('TANGGAPAN'),
      [`GET ${base}/laporan`]: LAPORAN,
      [`POST ${base}/submit-tanggapan`]: () => {
        throw new ApiError(LINK_EXPIRED_MESSAGE, 422);
      },
    });
    renderRoutes(`/konfirmasi-tanggapan/${TOKEN}/fill`);
    await fill(await screen.findByLabelText('Tanggapan'), 'Tanggapan saya.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tanggapan' }));
    expect(await screen.findByText(LINK_EXPIRED_MESSAGE)).toBeInTheDocument();
  });
});
