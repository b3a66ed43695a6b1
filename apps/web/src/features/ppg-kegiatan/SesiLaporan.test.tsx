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

const sesi = {
  id: 4,
  kegiatan_id: 2,
  kegiatan: { id: 2, judul: 'Bimbingan teknis UPG', status: 'PELAPORAN' },
  judul: 'Sesi pleno',
  tanggal: '2026-11-20',
  jam_mulai: '09:00',
  jam_selesai: '12:00',
  agenda: null,
  narasumber: [],
  ruang: null,
  target_peserta: 50,
  catatan: null,
  laporan: 'Peserta aktif bertanya.',
  dokumentasi: [{ nama: 'pleno.jpg', url: '/api/konten/berkas/2026/11/a.jpg?s=1&e=2' }],
  versi: 3,
  presensi: null,
  rekap: { total: 40, per_instansi: [], per_level: [] },
};

beforeAll(async () => {
  await SCREENS['kpk-kegiatan-aktivitas-laporan-view']?.();
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['anggota_tim_ppg']));
});

describe("a session's own report", () => {
  it('shows the report and its photos, and saves a change at the version read', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET kegiatan/2/aktivitas/4': sesi,
      'PUT kegiatan/2/aktivitas/4/laporan': { id: 4, versi: 4 },
    });
    renderRoutes('/kpk/kegiatan/2/aktivitas/4/laporan/view');
    expect(await screen.findByText('Peserta aktif bertanya.')).toBeInTheDocument();
    expect(screen.getByAltText('pleno.jpg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah laporan sesi' }));
    const text = await screen.findByLabelText('Laporan sesi');
    await userEvent.clear(text);
    await userEvent.type(text, 'Sesi lancar, tiga pertanyaan tentang batas nilai.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan laporan sesi' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('kegiatan/2/aktivitas/4/laporan', {
        versi: 3,
        laporan: 'Sesi lancar, tiga pertanyaan tentang batas nilai.',
        dokumentasi: sesi.dokumentasi,
      }),
    );
  });
});
