import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 120_000);

const KODE = '0123456789ABCDEFGHJKMNPQRS';

beforeEach(() => {
  signIn(null);
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    [`GET public/verifikasi-dokumen/${KODE}`]: {
      jenis: 'Surat Keputusan penetapan status kepemilikan gratifikasi (SK)',
      nomor: '12/SK-GRAT/XI/2026',
      tanggal: '2026-11-20',
      penerbit: 'Direktorat Gratifikasi dan Pelayanan Publik',
      status: 'berlaku',
      pindaian: false,
    },
  });
});

describe('/verifikasi-dokumen without a code', { timeout: 120_000 }, () => {
  it('offers a box to type the code and opens the letter it names (not a 404)', async () => {
    const { router } = renderRoutes('/verifikasi-dokumen');
    const box = await screen.findByLabelText('Kode verifikasi', undefined, { timeout: 30_000 });
    expect(screen.queryByText('Halaman tidak ditemukan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pindai dengan kamera' })).toBeInTheDocument();
    await userEvent.type(box, '01234-56789-abcde-fghjk-mnpqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/verifikasi-dokumen/${KODE}`));
    expect(
      await screen.findByText('Dokumen SAH dan BERLAKU', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('12/SK-GRAT/XI/2026')).toBeInTheDocument();
  });

  it('takes the address a QR code carries, and says plainly when the text holds no code', async () => {
    const { router } = renderRoutes('/verifikasi-dokumen');
    const box = await screen.findByLabelText('Kode verifikasi', undefined, { timeout: 30_000 });
    await userEvent.type(box, 'GRA-2026-00007');
    await userEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByText(/Kode verifikasi tidak dikenali/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verifikasi-dokumen');
    await userEvent.clear(box);
    await userEvent.type(box, `https://gratifikasi.kpk.go.id/verifikasi-dokumen/${KODE}`);
    await userEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/verifikasi-dokumen/${KODE}`));
  });
});
