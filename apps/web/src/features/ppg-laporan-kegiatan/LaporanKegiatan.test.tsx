import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const kegiatan = {
  id: 5,
  judul: 'Bimtek UPG Pemprov',
  jenis_kegiatan: 'Bimbingan Teknis',
  bentuk_kegiatan: 'Luring',
  tanggal_mulai: '2026-05-04',
  tanggal_selesai: '2026-05-05',
  tempat: 'Gedung Merah Putih',
  instansi_sasaran: ['Pemprov Jawa Barat'],
  tim: [{ nama: 'Demo Anggota', peran: 'Ketua tim' }],
};
const sesi = {
  aktivitas_id: 21,
  judul: 'Pembukaan dan materi dasar',
  tanggal: '2026-05-04',
  jam_mulai: '09:00',
  jam_selesai: '12:00',
  narasumber: ['Narasumber A'],
  target_peserta: 40,
  hadir: 35,
  uraian: null,
};
const peserta = {
  total: 35,
  per_instansi: [{ instansi: 'Pemprov Jawa Barat', jumlah: 35 }],
  per_level: [{ level: 'ESELON_3', label: 'Eselon III', jumlah: 35 }],
};
const draft = { kegiatan, sesi: [sesi], peserta };
const item = (id: number, judul: string, versi: number) => ({
  id,
  kegiatan_id: 5,
  judul,
  jenis_kegiatan: 'Bimbingan Teknis',
  bentuk_kegiatan: 'Luring',
  tanggal_mulai: '2026-05-04',
  tanggal_selesai: '2026-05-05',
  status: 'REVIEWER',
  status_label: 'Review oleh Group Head',
  penyusun: 'Demo Anggota',
  jumlah_peserta: 35,
  versi: 1,
  version: versi,
  updated_at: '2026-05-10T03:00:00Z',
});
const aksi = {
  proses: { kode: 'LAPORAN_KEGIATAN_PPG', versi: 1, nama: 'Persetujuan laporan kegiatan PPG' },
  step: 'reviu',
  step_nama: 'Reviu oleh Group Head PPG',
  version: 4,
  selesai: false,
  tenggat: null,
  dapat_bertindak: true,
  alasan: null,
  keputusan: [
    { keputusan: 'setujui', label: 'Setujui', ke: 'direktur', ke_nama: 'Persetujuan Direktur' },
    {
      keputusan: 'kembalikan',
      label: 'Kembalikan',
      ke: 'dikembalikan',
      ke_nama: 'Perbaikan laporan kegiatan',
    },
  ],
};
const detail = {
  ...item(11, 'Bimtek UPG Pemprov', 2),
  kegiatan,
  ringkasan: 'Bimtek berjalan lancar dengan 35 peserta.',
  hasil: 'Peserta memahami pelaporan gratifikasi.',
  tindak_lanjut: null,
  sesi: [{ ...sesi, uraian: 'Pembukaan oleh direktur.' }],
  peserta,
  lampiran: [
    { nama: 'Foto kelas', url: '/api/konten/berkas/2026/05/a.jpg?s=1&e=2', jenis: 'DOKUMENTASI' },
    { nama: 'Daftar hadir', url: '/api/konten/berkas/2026/05/b.pdf?s=1&e=2', jenis: 'LAMPIRAN' },
  ],
  version: 4,
  dapat_diubah: false,
  eoffice: null,
  surat: null,
  aksi,
  jejak: [
    {
      from: 'draf',
      to: 'reviu',
      decision: 'ajukan',
      at: '2026-05-10T03:00:00Z',
      actor_name: 'Demo Anggota',
      actor_role: 'anggota_tim_ppg',
      catatan: null,
    },
  ],
};

beforeAll(async () => {
  await Promise.all(
    [
      'kpk-laporan-kegiatan-create',
      'kpk-laporan-kegiatan-view',
      'kpk-gh-laporan-kegiatan-approval',
      'upg-laporan-kegiatan',
    ].map((n) => SCREENS[n]?.()),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

describe('activity reports', () => {
  it('starts a report from the activity’s draft and posts what was written', {
    timeout: 60_000,
  }, async () => {
    signIn(profileWith(['anggota_tim_ppg']));
    const created = vi.fn(() => ({ id: 11, status: 'DRAFT', versi: 1, version: 1 }));
    routeApi({
      'GET laporan-kegiatan/draft-kegiatan/5': draft,
      'POST laporan-kegiatan': created,
      'GET laporan-kegiatan/11': { ...detail, status: 'DRAFT', status_label: 'Draf' },
    });
    const { router } = renderRoutes('/kpk/laporan-kegiatan-create?kegiatan_id=5');
    expect(
      await screen.findByText('Pembukaan dan materi dasar', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gedung Merah Putih')).toBeInTheDocument();
    expect(screen.getByText(/Hadir 35 dari target\s*40/)).toBeInTheDocument();
    expect(screen.getByText('Diambil dari presensi')).toBeInTheDocument();
    expect(screen.getByText('Eselon III')).toBeInTheDocument();

    // The schema's rules and messages guard the fields before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    expect(await screen.findByText('Ringkasan minimal 10 karakter')).toBeInTheDocument();
    expect(screen.getByText('Uraian sesi wajib diisi')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();

    await userEvent.type(
      screen.getByLabelText('Uraian pelaksanaan sesi: Pembukaan dan materi dasar'),
      'Pembukaan oleh direktur.',
    );
    await userEvent.type(screen.getByLabelText('Ringkasan'), 'Bimtek berjalan lancar dengan 35 peserta.');
    await userEvent.type(screen.getByLabelText('Hasil kegiatan'), 'Peserta memahami pelaporan gratifikasi.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith({
        kegiatan_id: 5,
        ringkasan: 'Bimtek berjalan lancar dengan 35 peserta.',
        sesi: [{ aktivitas_id: 21, uraian: 'Pembukaan oleh direktur.' }],
        hasil: 'Peserta memahami pelaporan gratifikasi.',
        tindak_lanjut: null,
        lampiran: [],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/laporan-kegiatan-view/11'));
  });

  it('decides at the version seen and wants a note to return', { timeout: 60_000 }, async () => {
    signIn(profileWith(['ketua_group_ppg']));
    const sent = vi.fn(() => ({ id: 11, status: 'RETURN', versi: 3, version: 5 }));
    routeApi({ 'GET laporan-kegiatan/11': detail, 'POST laporan-kegiatan/11/keputusan': sent });
    renderRoutes('/kpk/gh-laporan-kegiatan-approval/11');
    expect(
      (await screen.findAllByText('Review oleh Group Head', {}, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Pembukaan oleh direktur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar hadir' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto kelas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Kembalikan', { selector: 'span' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan' }));
    expect(await screen.findByText('Catatan pengembalian wajib diisi')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Catatan pengembalian'), 'Lengkapi uraian sesi kedua.');
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kembalikan' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        keputusan: 'kembalikan',
        versi: 4,
        catatan: 'Lengkapi uraian sesi kedua.',
      }),
    );
  });

  it('shows a missing report as not found', { timeout: 60_000 }, async () => {
    signIn(profileWith(['anggota_tim_ppg']));
    routeApi({
      'GET laporan-kegiatan/9': () => {
        throw new ApiError('Laporan kegiatan tidak ditemukan', 404);
      },
    });
    renderRoutes('/kpk/laporan-kegiatan-view/9');
    expect(
      await screen.findByText('Laporan kegiatan tidak ditemukan', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('approves the selected reports at once and tells each failure', { timeout: 60_000 }, async () => {
    signIn(profileWith(['ketua_group_ppg']));
    const batch = vi.fn(() => ({
      berhasil: 1,
      gagal: 1,
      hasil: [
        { id: 11, ok: true, status: 'DIREKTUR', pesan: null },
        { id: 12, ok: false, status: 'REVIEWER', pesan: 'Laporan telah diubah pengguna lain' },
      ],
    }));
    routeApi({
      'GET laporan-kegiatan': {
        items: [item(11, 'Bimtek UPG Pemprov', 2), item(12, 'Sosialisasi BUMN', 1)],
        total: 2,
        page: 1,
        per_page: 20,
      },
      'GET laporan-kegiatan/filter': [],
      'GET klasifikasi-bidangs': { items: [], total: 0, page: 1, per_page: 100 },
      'GET instansi': { items: [], total: 0, page: 1, per_page: 100 },
      'GET bentuk-kegiatan': { items: [], total: 0, page: 1, per_page: 100 },
      'GET kegiatan/tim-kandidat': [],
      'POST laporan-kegiatan/batch-approval': batch,
    });
    renderRoutes('/kpk/gh-laporan-kegiatan-approval');
    expect(
      await screen.findByRole('link', { name: 'Sosialisasi BUMN' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('laporan-kegiatan', {
      params: expect.objectContaining({ antrian: 'menunggu', page: 1, per_page: 20 }),
    });
    const rows = screen.getAllByRole('row');
    for (const judul of ['Bimtek UPG Pemprov', 'Sosialisasi BUMN']) {
      const row = rows.find((r) => within(r).queryByText(judul));
      await userEvent.click(within(row as HTMLElement).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: /Setujui terpilih \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(batch).toHaveBeenCalledWith({
        items: [
          { id: 11, versi: 2 },
          { id: 12, versi: 1 },
        ],
        catatan: null,
      }),
    );
    expect(await screen.findByText('1 laporan disetujui, 1 gagal')).toBeInTheDocument();
    expect(screen.getByText('Laporan telah diubah pengguna lain')).toBeInTheDocument();
  });

  it('lists the approved reports for the UPG with their letter', { timeout: 60_000 }, async () => {
    signIn(profileWith(['upg']));
    routeApi({
      'GET upg/laporan-kegiatan': {
        items: [
          { ...item(11, 'Bimtek UPG Pemprov', 3), status: 'APPROVED', status_label: 'Laporan Disetujui' },
        ],
        total: 1,
        page: 1,
        per_page: 20,
      },
    });
    renderRoutes('/upg/laporan-kegiatan');
    expect(await screen.findByText('Bimtek UPG Pemprov', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Laporan Disetujui')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Unduh/ }));
    await waitFor(() => expect(api.download).toHaveBeenCalledWith('upg/laporan-kegiatan/11/pdf'));
  });
});
