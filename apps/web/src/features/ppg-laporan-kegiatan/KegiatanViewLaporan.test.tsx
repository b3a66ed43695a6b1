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

const kegiatan = {
  id: 5,
  judul: 'Bimtek UPG Pemprov',
  status: 'PELAPORAN',
  status_label: 'Pelaporan Kegiatan di SIG',
  versi: 3,
  version: 6,
  step: 'pelaksanaan',
  jenis_kegiatan_id: 1,
  jenis_kegiatan: 'Bimbingan Teknis',
  bentuk_kegiatan_id: 1,
  bentuk_kegiatan: 'Luring',
  bentuk_kode: 'LURING',
  sumber_penugasan: 'INTERNAL',
  sumber_penugasan_label: 'Internal',
  bidang_id: null,
  bidang: null,
  provinsi_id: null,
  provinsi: null,
  kota_kabupaten_id: null,
  kota_kabupaten: null,
  alamat: null,
  tautan_rapat: null,
  tanggal_mulai: '2026-05-04',
  tanggal_selesai: '2026-05-05',
  catatan_anggaran: null,
  deskripsi: null,
  dipublikasikan: false,
  penyusun: 'Demo Anggota',
  instansi: [],
  tim: [],
  sesi: [],
  dapat_diubah: false,
  dapat_atur_tim: false,
  dapat_kelola_sesi: false,
  aksi: {
    proses: { kode: 'KEGIATAN_PPG', versi: 1, nama: 'Kegiatan PPG' },
    step: 'pelaksanaan',
    step_nama: 'Pelaksanaan & pelaporan',
    version: 6,
    selesai: false,
    tenggat: null,
    dapat_bertindak: false,
    alasan: null,
    keputusan: [],
  },
  jejak: [],
};

beforeAll(async () => {
  await SCREENS['kpk-kegiatan-view']?.();
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the activity’s report card', () => {
  it('offers a member to write the report of an activity without one', { timeout: 60_000 }, async () => {
    signIn(profileWith(['anggota_tim_ppg']));
    routeApi({
      'GET kegiatan/5': kegiatan,
      'GET laporan-kegiatan/draft-kegiatan': [
        { id: 5, judul: 'Bimtek UPG Pemprov', tanggal_mulai: '2026-05-04', tanggal_selesai: '2026-05-05' },
      ],
    });
    const { router } = renderRoutes('/kpk/kegiatan-view/5');
    const button = await screen.findByRole('button', { name: 'Buat laporan kegiatan' }, { timeout: 10_000 });
    await userEvent.click(button);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/kpk/laporan-kegiatan-create?kegiatan_id=5',
      ),
    );
  });

  it('shows nothing more once the activity has its report', { timeout: 60_000 }, async () => {
    signIn(profileWith(['anggota_tim_ppg']));
    routeApi({ 'GET kegiatan/5': kegiatan, 'GET laporan-kegiatan/draft-kegiatan': [] });
    renderRoutes('/kpk/kegiatan-view/5');
    expect(await screen.findByText('Sesi kegiatan', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith('laporan-kegiatan/draft-kegiatan', { silent: true }),
    );
    expect(screen.queryByRole('button', { name: 'Buat laporan kegiatan' })).not.toBeInTheDocument();
  });
});
