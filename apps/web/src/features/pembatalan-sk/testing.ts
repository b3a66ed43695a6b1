import type { PembatalanDetail, PenghapusanDetail, PermintaanAksi } from '@gratifikasi/domain';

// Fixtures for the request screens' tests (fakeApi answers).

export function aksiFixture(overrides: Partial<PermintaanAksi> = {}): PermintaanAksi {
  return {
    proses: { kode: 'PEMBATALAN_SK', versi: 1, nama: 'Pembatalan SK laporan' },
    step: 'persetujuan',
    step_nama: 'Persetujuan pembatalan SK',
    version: 2,
    selesai: false,
    tenggat: { batas: '2026-12-01', hari_tersisa: 2, urgensi: 'aman' },
    dapat_bertindak: true,
    alasan: null,
    keputusan: [
      { keputusan: 'kembalikan', label: 'Kembalikan', ke: 'ajukan', ke_nama: 'Pengajuan pembatalan SK' },
      { keputusan: 'setuju', label: 'Setujui', ke: 'disetujui', ke_nama: 'Pembatalan SK disetujui' },
      { keputusan: 'tolak', label: 'Tolak', ke: 'ditolak', ke_nama: 'Pembatalan SK ditolak' },
    ],
    ...overrides,
  };
}

const laporan = {
  id: 7,
  nosig: '7/LAP-GRAT/11/2026',
  pelapor_nama: 'Budi Santoso',
  status: 'SELESAI',
  step: 'selesai',
  status_penomoran: 'SUDAH_SPSK',
  dihapus: false,
  proses: { kode: 'GRATIFIKASI', versi: 1 },
};

const langkah = {
  ajukan: 'Pengajuan pembatalan SK',
  persetujuan: 'Persetujuan pembatalan SK',
  disetujui: 'Pembatalan SK disetujui',
  ditolak: 'Pembatalan SK ditolak',
};

export function pembatalanFixture(overrides: Partial<PembatalanDetail> = {}): PembatalanDetail {
  return {
    id: 3,
    laporan_id: 7,
    nosig: laporan.nosig,
    pelapor_nama: laporan.pelapor_nama,
    alasan: 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
    status: 'DIAJUKAN',
    step: 'persetujuan',
    pengaju: 'Demo Anggota Tim',
    created_by: 5,
    created_at: '2026-11-20T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    nomor_sk: '1/SK-GRAT/11/2026',
    kembali_ke: 'f70',
    kembali_ke_nama: 'SK oleh direktur',
    laporan,
    nomor_surat: [
      { jenis: 'SK', nomor: '1/SK-GRAT/11/2026', tanggal: '2026-11-18', dibatalkan_at: null },
      { jenis: 'SPSK', nomor: '1/SPSK-GRAT/11/2026', tanggal: '2026-11-19', dibatalkan_at: null },
    ],
    aksi: aksiFixture(),
    jejak: [
      {
        from: null,
        to: 'ajukan',
        decision: null,
        at: '2026-11-20T03:00:00Z',
        actor_name: null,
        actor_role: null,
        catatan: null,
      },
      {
        from: 'ajukan',
        to: 'persetujuan',
        decision: 'kirim',
        at: '2026-11-20T03:00:00Z',
        actor_name: 'Demo Anggota Tim',
        actor_role: 'anggota_tim',
        catatan: null,
      },
    ],
    langkah,
    dapat_diubah: false,
    ...overrides,
  };
}

export function penghapusanFixture(overrides: Partial<PenghapusanDetail> = {}): PenghapusanDetail {
  return {
    id: 4,
    laporan_id: 7,
    nosig: laporan.nosig,
    pelapor_nama: laporan.pelapor_nama,
    laporan_step: 'f30',
    alasan: 'Laporan ganda: pelapor mengirim laporan yang sama dua kali.',
    status: 'DIAJUKAN',
    step: 'persetujuan-direktur',
    pengaju: 'Demo Anggota Tim',
    created_by: 5,
    created_at: '2026-11-20T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    laporan: { ...laporan, step: 'f30', status: 'VERIFIKASI', status_penomoran: null },
    aksi: aksiFixture({
      proses: { kode: 'PENGHAPUSAN_LAPORAN', versi: 1, nama: 'Permintaan penghapusan laporan (fxx)' },
      step: 'persetujuan-direktur',
      step_nama: 'Persetujuan direktur',
      keputusan: [
        {
          keputusan: 'kembalikan',
          label: 'Kembalikan',
          ke: 'persetujuan',
          ke_nama: 'Persetujuan group head',
        },
        { keputusan: 'setuju', label: 'Setujui', ke: 'disetujui', ke_nama: 'Penghapusan disetujui' },
        { keputusan: 'tolak', label: 'Tolak', ke: 'ditolak', ke_nama: 'Penghapusan ditolak' },
      ],
    }),
    jejak: [],
    langkah: { ajukan: 'Pengajuan penghapusan laporan', 'persetujuan-direktur': 'Persetujuan direktur' },
    dapat_diubah: false,
    ...overrides,
  };
}

/** GET workflow/proses/GRATIFIKASI, reduced to the steps around the SK. */
export const prosesFixture = {
  kode: 'GRATIFIKASI',
  versi: 1,
  nama: 'Penanganan laporan gratifikasi',
  start: 'f60',
  nodes: [
    { kode: 'f60', nama: 'Penyusunan LHA', roles: ['anggota_tim'], lingkup: 'anggota', final: false },
    { kode: 'f70', nama: 'SK oleh direktur', roles: ['direktur'], lingkup: 'peran', final: false },
    { kode: 'f7A', nama: 'Penomoran SK', roles: ['Administrasi/Sekretaris'], lingkup: 'peran', final: false },
    {
      kode: 'f7E',
      nama: 'Penomoran SPSK',
      roles: ['Administrasi/Sekretaris'],
      lingkup: 'peran',
      final: false,
    },
    {
      kode: 'selesai',
      nama: 'SK dan SPSK terbit',
      roles: ['Administrasi/Sekretaris'],
      lingkup: 'peran',
      final: true,
    },
  ],
  edges: [
    { from: 'f60', to: 'f70', decision: 'setuju', label: 'Setujui' },
    { from: 'f70', to: 'f7A', decision: 'ditandatangani_direktur', label: 'Ditandatangani direktur' },
    { from: 'f7A', to: 'f7E', decision: 'bernomor', label: 'Beri nomor' },
    { from: 'f7E', to: 'selesai', decision: 'bernomor', label: 'Beri nomor' },
  ],
  unreachable: [],
};
