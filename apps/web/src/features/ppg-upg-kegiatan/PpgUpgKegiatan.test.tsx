import { currentYear } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const ref = (id: number, nama: string) => ({ id, nama });
const event = {
  id: 5,
  instansi: ref(1, 'Kementerian Keuangan'),
  nama_kegiatan: 'Sosialisasi Pegawai Baru',
  jenis_diseminasi: ref(1, 'Sosialisasi'),
  klasifikasi_kegiatan: ref(1, 'Internal instansi'),
  sasaran_kegiatan: ref(1, 'Pegawai'),
  tanggal_awal: '2026-05-12',
  tanggal_akhir: '2026-05-12',
  tahun: 2026,
  triwulan: 2,
  narasumber: 'Ketua UPG',
  provinsi: ref(31, 'DKI Jakarta'),
  kabkota: ref(3171, 'Kota Jakarta Selatan'),
  tempat: null,
  jumlah_peserta: 52,
  version: 1,
  updated_at: '2026-05-12T03:00:00Z',
};
const inovasi = (id: number, nama: string, instansi: string) => ({
  id,
  instansi: ref(id, instansi),
  nama,
  implementasi_inovasi: ref(2, 'Diterapkan'),
  tahun: 2026,
  triwulan: 1,
  version: 1,
  updated_at: '2026-02-01T00:00:00Z',
  permasalahan: `Masalah ${nama}`,
  deskripsi: 'Deskripsi',
  tujuan: 'Tujuan',
  dampak: `Dampak ${nama}`,
  bukti: [],
  created_at: '2026-02-01T00:00:00Z',
  created_by: null,
});
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 20 });

beforeAll(async () => {
  await Promise.all(
    ['upg-ppg-diseminasi', 'kpk-kpk-inovasi', 'kpk-kpk-inovasi-bandingkan', 'upg-inovasi-detail'].map((n) =>
      SCREENS[n]?.(),
    ),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'GET diseminasi': page([event]),
    'GET inovasi': page([
      inovasi(1, 'Formulir Daring', 'Kemenkeu'),
      inovasi(2, 'Duta Gratifikasi', 'Kemenkes'),
    ]),
    'GET inovasi/1': inovasi(1, 'Formulir Daring', 'Kemenkeu'),
    'DELETE inovasi/1': null,
    'GET inovasi/bandingkan': [
      inovasi(2, 'Duta Gratifikasi', 'Kemenkes'),
      inovasi(1, 'Formulir Daring', 'Kemenkeu'),
    ],
  });
});

describe('the institutions’ dissemination and innovation screens', () => {
  it('opens the UPG’s dissemination list on the current year, and its reset returns there', {
    timeout: 60_000,
  }, async () => {
    signIn(profileWith(['upg']));
    const { router } = renderRoutes('/upg/ppg-diseminasi');
    expect(await screen.findByText('Sosialisasi Pegawai Baru', {}, { timeout: 40_000 })).toBeInTheDocument();
    const year = String(currentYear());
    await waitFor(() => expect(router.state.location.search).toBe(`?tahun=${year}`));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith('diseminasi', {
        params: expect.objectContaining({ tahun: year }),
      }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'pegawai{enter}');
    await waitFor(() => expect(router.state.location.search).toContain('q=pegawai'));
    await userEvent.click(screen.getByRole('button', { name: 'Atur ulang' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?tahun=${year}`));
  });

  it('lets the KPK pick two innovations and compare them side by side', { timeout: 120_000 }, async () => {
    signIn(profileWith(['ketua_tim_ppg']));
    const { router } = renderRoutes('/kpk/kpk-inovasi');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Pilih Duta Gratifikasi' }, { timeout: 40_000 }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Formulir Daring' }));
    await userEvent.click(screen.getByRole('button', { name: /Bandingkan/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/kpk-inovasi-bandingkan'));
    expect(await screen.findByText('Masalah Duta Gratifikasi', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.getByText('Dampak Formulir Daring')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      'inovasi/bandingkan',
      expect.objectContaining({ params: { ids: '2,1' } }),
    );
  });

  it('lets the UPG delete its innovation only after confirming, then returns to the list; the KPK only reads it', {
    timeout: 120_000,
  }, async () => {
    signIn(profileWith(['upg']));
    const { router } = renderRoutes('/upg/inovasi-detail/1');
    await userEvent.click(await screen.findByRole('button', { name: /Hapus/ }, { timeout: 40_000 }));
    const question = await screen.findByText('Hapus inovasi ini beserta buktinya?');
    expect(api.delete).not.toHaveBeenCalled();
    const popover = question.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('inovasi/1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upg/inovasi'));
  });

  it('shows the KPK an institution’s innovation without Ubah or Hapus', { timeout: 120_000 }, async () => {
    signIn(profileWith(['ketua_tim_ppg']));
    renderRoutes('/kpk/kpk-inovasi-detail/1');
    expect(await screen.findByText('Masalah Formulir Daring', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ubah/ })).toBeNull();
  });
});
