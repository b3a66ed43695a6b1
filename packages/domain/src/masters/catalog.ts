import type { MasterGroup } from './types';

/** The name of a master without its fields: what routes and menus need. */
export interface MasterCatalogEntry {
  key: string;
  label: string;
  group: MasterGroup;
}

/**
 * Every master's key, label and group, in registry order. The route table and the browser's menu read this
 * instead of the definitions, so the first visit of /login does not load ~65 field lists; a unit test keeps it
 * equal to the definitions.
 */
export const MASTER_CATALOG: readonly MasterCatalogEntry[] = [
  { key: 'provinsi', label: 'Provinsi', group: 'geografi' },
  { key: 'kota-kabupaten', label: 'Kota/Kabupaten', group: 'geografi' },
  { key: 'kecamatan', label: 'Kecamatan', group: 'geografi' },
  { key: 'negara', label: 'Negara', group: 'geografi' },
  { key: 'mata-uang', label: 'Mata Uang', group: 'geografi' },
  { key: 'kurs', label: 'Kurs', group: 'geografi' },
  { key: 'kurs-pajak', label: 'Kurs Pajak', group: 'geografi' },
  { key: 'kalender', label: 'Kalender', group: 'geografi' },
  { key: 'hari-libur', label: 'Hari Libur', group: 'geografi' },
  { key: 'klasifikasi-instansis', label: 'Klasifikasi Instansi', group: 'organisasi' },
  { key: 'bidang', label: 'Bidang', group: 'organisasi' },
  { key: 'instansi', label: 'Instansi', group: 'organisasi' },
  { key: 'unit-kerja', label: 'Unit Kerja', group: 'organisasi' },
  { key: 'sub-unit-kerja', label: 'Sub Unit Kerja', group: 'organisasi' },
  { key: 'upg', label: 'UPG', group: 'organisasi' },
  { key: 'instansi-upg', label: 'Instansi UPG', group: 'organisasi' },
  { key: 'target-kepatuhan-instansi', label: 'Target Kepatuhan Instansi', group: 'organisasi' },
  { key: 'djkn-kpknls', label: 'DJKN/KPKNL', group: 'organisasi' },
  { key: 'checklist-kelengkapan', label: 'Checklist Kelengkapan', group: 'organisasi' },
  { key: 'grup', label: 'Grup', group: 'organisasi' },
  { key: 'tim', label: 'Tim', group: 'organisasi' },
  { key: 'kelompok', label: 'Kelompok', group: 'organisasi' },
  { key: 'level', label: 'Level', group: 'organisasi' },
  { key: 'modul', label: 'Modul', group: 'organisasi' },
  { key: 'status-kedinasans', label: 'Status Kedinasan', group: 'organisasi' },
  { key: 'kontaks', label: 'Kontak', group: 'organisasi' },
  { key: 'jenis-peristiwa', label: 'Jenis Peristiwa', group: 'gratifikasi' },
  { key: 'checklist-kelengkapan-peristiwas', label: 'Checklist Kelengkapan Peristiwa', group: 'gratifikasi' },
  { key: 'jenis-penerimaan', label: 'Jenis Penerimaan', group: 'gratifikasi' },
  { key: 'jenis-objek', label: 'Jenis Objek', group: 'gratifikasi' },
  { key: 'hubungan-pemberi-penerima', label: 'Hubungan Pemberi dan Penerima', group: 'gratifikasi' },
  { key: 'jenis-nomor-lain', label: 'Jenis Nomor Lain', group: 'gratifikasi' },
  { key: 'lokasi-objek-gratifikasi', label: 'Lokasi Objek Gratifikasi', group: 'gratifikasi' },
  { key: 'media-laporan', label: 'Media Laporan', group: 'gratifikasi' },
  { key: 'metode-penerimaan-og', label: 'Metode Penerimaan OG', group: 'gratifikasi' },
  { key: 'kategori-status-laporan', label: 'Kategori Status Laporan', group: 'gratifikasi' },
  { key: 'status-laporan', label: 'Status Laporan', group: 'gratifikasi' },
  { key: 'status-informasi', label: 'Status Informasi', group: 'gratifikasi' },
  { key: 'rekomendasi-objek', label: 'Rekomendasi Objek', group: 'gratifikasi' },
  { key: 'aturan-internal', label: 'Aturan Internal', group: 'gratifikasi' },
  { key: 'unsur-nl', label: 'Unsur Negative List', group: 'gratifikasi' },
  { key: 'kondisi-unsur-nl', label: 'Kondisi Unsur Negative List', group: 'gratifikasi' },
  { key: 'parameter-nl', label: 'Parameter Negative List', group: 'gratifikasi' },
  { key: 'klasifikasi-risiko', label: 'Klasifikasi Risiko', group: 'risiko' },
  { key: 'level-risiko', label: 'Level Risiko', group: 'risiko' },
  { key: 'penyebab-risiko', label: 'Penyebab Risiko', group: 'risiko' },
  { key: 'rekomendasi-intervensi', label: 'Rekomendasi Intervensi', group: 'risiko' },
  { key: 'kriteria-intervensi', label: 'Kriteria Intervensi', group: 'risiko' },
  { key: 'kriteria-skor-monev', label: 'Kriteria Skor Monev', group: 'risiko' },
  { key: 'probabilitas-risiko', label: 'Probabilitas Risiko', group: 'risiko' },
  { key: 'dampak-kerugian', label: 'Dampak Kerugian', group: 'risiko' },
  { key: 'parameter-monev', label: 'Parameter Monev', group: 'risiko' },
  { key: 'image-sliders', label: 'Gambar Slider', group: 'konten' },
  { key: 'kategori-berita', label: 'Kategori Berita', group: 'konten' },
  { key: 'berita', label: 'Berita', group: 'konten' },
  { key: 'faq', label: 'FAQ', group: 'konten' },
  { key: 'knowledge-base', label: 'Basis Pengetahuan', group: 'konten' },
  { key: 'jenis-kegiatan', label: 'Jenis Kegiatan', group: 'kegiatan' },
  { key: 'bentuk-kegiatan', label: 'Bentuk Kegiatan', group: 'kegiatan' },
  { key: 'jenis-publikasi-dokumen', label: 'Jenis Publikasi Dokumen', group: 'kegiatan' },
  { key: 'wfl-re-procdef', label: 'Definisi Proses Workflow', group: 'workflow' },
  { key: 'wfl-re-taskdef', label: 'Definisi Tugas Workflow', group: 'workflow' },
  { key: 'wfl-re-sequence', label: 'Urutan Workflow', group: 'workflow' },
  { key: 'referensi', label: 'Referensi', group: 'umum' },
  { key: 'template-dokumen', label: 'Template Dokumen', group: 'umum' },
  { key: 'master-version', label: 'Versi Aplikasi', group: 'umum' },
];
