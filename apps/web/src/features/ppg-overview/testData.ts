import { currentYear, petaRisiko } from '@gratifikasi/domain';

/** The overview's API answers in the component test: Kementerian Keuangan (UPG 7) this year. */
export const tahun = currentYear();
const ref = (id: number, nama: string) => ({ id, nama });
const tahap = (selesai: boolean) => ({ selesai, keterangan: selesai ? 'Sudah ditetapkan' : null });
export const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 10 });

export const instansi = {
  upg: ref(7, 'UPG Kementerian Keuangan'),
  instansi: { id: 1, nama: 'Kementerian Keuangan', klasifikasi: 'Kementerian' },
  tahun_profil: [tahun],
};

export const rencana = (over: Record<string, unknown> = {}) => ({
  id: 9,
  tahun,
  instansi_id: 1,
  status: 'approved',
  status_label: 'Disetujui',
  revisi: 2,
  version: 3,
  catatan: null,
  diajukan_at: null,
  terlambat: false,
  disetujui_at: null,
  dapat_diubah: false,
  jendela: { mulai: `${tahun}-01-01`, selesai: `${tahun}-12-31` },
  aksi: [],
  items: [
    {
      id: 1,
      jenis: 'SURAT_EDARAN',
      uraian: 'Surat edaran menjelang Idul Fitri',
      satuan: 'surat',
      target_tw1: 1,
      target_tw2: 0,
      target_tw3: 0,
      target_tw4: 1,
      keterangan: null,
    },
  ],
  ...over,
});

export const profil = (rk = rencana()) => ({
  id: 4,
  tahun,
  instansi: ref(1, 'Kementerian Keuangan'),
  alamat: 'Jl. Wahidin',
  telepon: null,
  email: null,
  website: null,
  jumlah_pegawai: 78000,
  sk_upg_nomor: 'KMK-12/2024',
  sk_upg_tanggal: '2024-02-01',
  anggota_upg: [{ nama: 'Budi', jabatan: 'Ketua UPG' }],
  aturan_internal_id: null,
  aturan_internal: null,
  komitmen_pimpinan: 'Pakta integritas',
  kontak: [],
  tahapan: { komitmen: tahap(true), aturan: tahap(true), upg: tahap(true), monev: tahap(false) },
  revisi: 1,
  updated_at: `${tahun}-02-01T00:00:00Z`,
  dokumen_upg: [],
  rencana_kerja: rk,
});

export const realisasiTw1 = {
  id: 11,
  tahun,
  triwulan: 1,
  upg_id: 7,
  instansi: ref(1, 'Kementerian Keuangan'),
  status: 'approved',
  status_label: 'Disetujui',
  terlambat: true,
  diajukan_at: `${tahun}-04-12T03:00:00Z`,
};

export const risiko = {
  id: 5,
  instansi: ref(1, 'Kementerian Keuangan'),
  tahun,
  proses_layanan: 'Pengadaan barang dan jasa',
  risiko: 'Rekanan memberi hadiah kepada panitia',
  penyebab_risiko: ref(1, 'Hubungan dekat dengan rekanan'),
  probabilitas_risiko: { ...ref(4, 'Sering'), nilai: 4 },
  dampak_kerugian: { ...ref(5, 'Sangat besar'), nilai: 5 },
  skor: 0.8,
  band: 'VERY HIGH',
  klasifikasi_risiko: ref(2, 'Pengadaan barang/jasa'),
  level_risiko: null,
  rencana_mitigasi: 'Pakta integritas rekanan',
  penanggung_jawab: 'Kepala Biro Umum',
  tenggat: `${tahun}-06-30`,
  progres_terakhir: 50,
  revisi: 1,
  updated_at: `${tahun}-01-10T00:00:00Z`,
};

export const peta = () => ({
  tahun,
  total: 1,
  per_band: { LOW: 0, MEDIUM: 0, HIGH: 0, 'VERY HIGH': 1 },
  sel: petaRisiko([{ probabilitas: 4, dampak: 5, jumlah: 1 }]),
});

export const diseminasi = {
  id: 3,
  instansi: ref(1, 'Kementerian Keuangan'),
  nama_kegiatan: 'Sosialisasi gratifikasi Ditjen Pajak',
  jenis_diseminasi: ref(1, 'Sosialisasi'),
  klasifikasi_kegiatan: ref(1, 'Internal'),
  sasaran_kegiatan: ref(1, 'Pegawai'),
  tanggal_awal: `${tahun}-03-02`,
  tanggal_akhir: `${tahun}-03-02`,
  tahun,
  triwulan: 1,
  narasumber: 'Tim UPG',
  provinsi: ref(31, 'DKI Jakarta'),
  kabkota: ref(3171, 'Jakarta Pusat'),
  tempat: null,
  jumlah_peserta: 120,
  version: 1,
  updated_at: `${tahun}-03-03T00:00:00Z`,
};

export const inovasi = {
  id: 6,
  instansi: ref(1, 'Kementerian Keuangan'),
  nama: 'Aplikasi pelaporan gratifikasi terpadu',
  implementasi_inovasi: ref(2, 'Uji coba'),
  tahun,
  triwulan: 2,
  version: 1,
  updated_at: `${tahun}-05-03T00:00:00Z`,
};

export const riwayat = (anggota: { id: number; nama: string } | null) => ({
  instansi: ref(1, 'Kementerian Keuangan'),
  verifikasi: [
    {
      id: 21,
      tahun,
      instansi: ref(1, 'Kementerian Keuangan'),
      anggota,
      status: 'SELESAI',
      status_label: 'Selesai',
      indikator_versi: 1,
      skor_versi: 1,
      peserta_monev: true,
      jumlah_dinilai: 12,
      jumlah_indikator: 12,
      total: 81.25,
      step: 'selesai',
      updated_at: `${tahun}-06-01T00:00:00Z`,
      jejak: [
        {
          from: 'direktur',
          to: 'selesai',
          decision: 'setuju',
          at: `${tahun}-06-01T00:00:00Z`,
          actor_name: null,
          actor_role: 'direktur',
          catatan: null,
        },
      ],
    },
  ],
  skor: [
    {
      instansi_id: 1,
      tahun,
      indikator_versi: 1,
      skor_versi: 1,
      total: 81.25,
      perTahap: { 1: 20, 2: 21.25, 3: 20, 4: 20 },
      disetujui_at: `${tahun}-06-01T00:00:00Z`,
      perubahan: 4.5,
      berlaku: true,
      sumber: 'persetujuan',
    },
  ],
});
