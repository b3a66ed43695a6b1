import { currentYear } from '@gratifikasi/domain';
import { screen, waitFor } from '@testing-library/react';
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
const year = currentYear();
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 20 });
const intervensi = {
  id: 5,
  instansi: ref(4, 'PT PLN (Persero)'),
  tahun: year,
  tanggal: `${year}-03-02`,
  jenis: 'PENDAMPINGAN',
  rekomendasi: ref(1, 'Pendampingan penguatan empat tahap PPG'),
  kriteria: ref(1, 'Skor penilaian PPG di bawah batas intervensi (60)'),
  alasan: 'Diusulkan intervensi: skor 48,5 di bawah 60',
  catatan: 'Rapat pembukaan',
  status: 'BERJALAN',
  jumlah_tindak_lanjut: 1,
  tindak_lanjut_terakhir: `${year}-03-10`,
  revisi: 2,
  updated_at: `${year}-03-10T00:00:00Z`,
};
const detail = {
  ...intervensi,
  tindak_lanjut: [
    {
      id: 1,
      tanggal: `${year}-03-10`,
      catatan: 'UPG menyusun rencana aksi',
      penutup: false,
      oleh: 'Ketua Group PPG',
      created_at: `${year}-03-10T00:00:00Z`,
    },
  ],
  dicatat_oleh: 'Ketua Group PPG',
  created_at: `${year}-03-02T00:00:00Z`,
  ditutup_at: null,
};

beforeAll(async () => {
  await SCREENS['kpk-intervensi-upg']?.();
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'GET intervensi-upg/usulan': [
      {
        instansi: ref(4, 'PT PLN (Persero)'),
        klasifikasi: 'Badan Usaha Milik Negara',
        tahun: year,
        total: 48.5,
        risiko_tertinggi: null,
        alasan: 'Diusulkan intervensi: skor 48,5 di bawah 60',
        kriteria: ref(1, 'Skor rendah'),
        rekomendasi: ref(1, 'Pendampingan penguatan empat tahap PPG'),
        intervensi_terbuka: { id: 5, status: 'BERJALAN' },
      },
      {
        instansi: ref(3, 'Pemerintah Provinsi Jawa Barat'),
        klasifikasi: 'Pemerintah Provinsi',
        tahun: year,
        total: 72,
        risiko_tertinggi: 'VERY HIGH',
        alasan: 'Diusulkan intervensi: memiliki risiko VERY HIGH',
        kriteria: ref(2, 'Risiko VERY HIGH'),
        rekomendasi: ref(2, 'Asistensi mitigasi titik rawan'),
        intervensi_terbuka: null,
      },
    ],
    'GET intervensi-upg': page([intervensi]),
    'GET intervensi-upg/5': detail,
    'GET intervensi-upg/rekomendasi': [
      { id: 1, nama: 'Pendampingan penguatan empat tahap PPG', kriteria: 'Skor rendah' },
      { id: 2, nama: 'Asistensi mitigasi titik rawan', kriteria: 'Risiko VERY HIGH' },
    ],
    'POST intervensi-upg': { ...detail, id: 6 },
    'POST intervensi-upg/5/tindak-lanjut': detail,
  });
});

describe('the intervensi-upg screen', () => {
  it('shows the proposals and the recorded interventions, and records one for a proposal', {
    timeout: 180_000,
  }, async () => {
    signIn(profileWith(['ketua_group_ppg']));
    const { router } = renderRoutes('/kpk/intervensi-upg');
    expect(
      await screen.findByText('Diusulkan intervensi: memiliki risiko VERY HIGH', {}, { timeout: 100_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?tahun=${year}`));
    expect(screen.getByText('Lihat (Berjalan)')).toBeInTheDocument();
    expect(await screen.findByText(/1 catatan, terakhir 10-03-/)).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('intervensi-upg/usulan', { params: { tahun: year } });

    await userEvent.click(screen.getByLabelText('Catat intervensi Pemerintah Provinsi Jawa Barat'));
    expect(await screen.findByText('Catat Intervensi: Pemerintah Provinsi Jawa Barat')).toBeInTheDocument();
    const simpan = screen.getAllByText('Catat Intervensi').at(-1)?.closest('button');
    if (!simpan) throw new Error('no Catat Intervensi button');
    await userEvent.click(simpan);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'intervensi-upg',
        expect.objectContaining({
          instansi_id: 3,
          tahun: year,
          jenis: 'PENDAMPINGAN',
          rekomendasi_intervensi_id: 2,
          status: 'DIRENCANAKAN',
          catatan: null,
        }),
      ),
    );
  });

  it('opens a recorded intervention with its follow-ups and adds one', { timeout: 180_000 }, async () => {
    signIn(profileWith(['anggota_tim_ppg']));
    renderRoutes(`/kpk/intervensi-upg?tahun=${year}`);
    await userEvent.click(
      await screen.findByLabelText(
        /^(Tindak Lanjut|Lihat) intervensi PT PLN \(Persero\)$/,
        {},
        { timeout: 100_000 },
      ),
    );
    expect(await screen.findByText('UPG menyusun rencana aksi')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Catatan tindak lanjut'), 'Sosialisasi ulang dilaksanakan');
    const simpan = screen.getByText('Simpan Tindak Lanjut').closest('button');
    if (!simpan) throw new Error('no Simpan Tindak Lanjut button');
    await userEvent.click(simpan);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'intervensi-upg/5/tindak-lanjut',
        expect.objectContaining({ catatan: 'Sosialisasi ulang dilaksanakan', revisi: 2 }),
      ),
    );
  });
});
