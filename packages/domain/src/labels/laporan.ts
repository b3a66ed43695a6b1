/**
 * Report statuses (the status-laporan master the seed installs): code, the KPK's name and the monev group of spec §3.
 * The seed reads this table; screens read the names through `laporanStatusLabel`.
 */
export const LAPORAN_STATUSES = [
  { kode: 'DRAFT', nama: 'Draf', kategori: 'LAINNYA' },
  { kode: 'DITERIMA_UPG', nama: 'Diterima UPG, menunggu diteruskan', kategori: 'LAINNYA' },
  { kode: 'TERKIRIM', nama: 'Laporan terkirim', kategori: 'LAINNYA' },
  { kode: 'DIKEMBALIKAN', nama: 'Dikembalikan kepada pelapor', kategori: 'LAINNYA' },
  { kode: 'DISTRIBUSI', nama: 'Distribusi laporan', kategori: 'LAINNYA' },
  { kode: 'REVIEW_NL', nama: 'Review negative list', kategori: 'REVIEW_NL' },
  { kode: 'VERIFIKASI', nama: 'Verifikasi', kategori: 'VERIFIKASI' },
  { kode: 'PERMINTAAN_KELENGKAPAN', nama: 'Permintaan kelengkapan', kategori: 'PERMINTAAN_KELENGKAPAN' },
  { kode: 'KONFIRMASI_KESESUAIAN', nama: 'Konfirmasi kesesuaian', kategori: 'KONFIRMASI_KESESUAIAN' },
  { kode: 'ANALISIS', nama: 'Analisis', kategori: 'ANALISIS' },
  { kode: 'PENETAPAN_SK', nama: 'Penetapan SK', kategori: 'ANALISIS' },
  { kode: 'PIUTANG', nama: 'Menunggu pembayaran (piutang)', kategori: 'PIUTANG' },
  { kode: 'SELESAI', nama: 'Selesai', kategori: 'SELESAI' },
  { kode: 'TIDAK_DITINDAKLANJUTI', nama: 'Tidak ditindaklanjuti', kategori: 'SELESAI' },
] as const;
export type LaporanStatusKode = (typeof LAPORAN_STATUSES)[number]['kode'];

const statusByKode = new Map<string, (typeof LAPORAN_STATUSES)[number]>(
  LAPORAN_STATUSES.map((s) => [s.kode, s]),
);

/** The KPK's name of a report status ('REVIEW_NL' → 'Review negative list'); '-' when empty or unknown. */
export function laporanStatusLabel(kode: string | null | undefined): string {
  return (kode && statusByKode.get(kode)?.nama) || '-';
}

/**
 * What a status means to the reporter (or the UPG that filed for them): the KPK's internal stages are one phase to
 * them ("Laporan sedang diverifikasi KPK"), told in their words, without the KPK's working terms.
 */
export const REPORTER_STATUS_LABELS: Readonly<Record<LaporanStatusKode, string>> = {
  DRAFT: 'Draf laporan disimpan',
  DITERIMA_UPG: 'Laporan diterima UPG',
  TERKIRIM: 'Laporan terkirim ke KPK',
  DIKEMBALIKAN: 'Laporan dikembalikan kepada pelapor untuk diperbaiki',
  DISTRIBUSI: 'Laporan sedang diverifikasi KPK',
  REVIEW_NL: 'Laporan sedang diverifikasi KPK',
  VERIFIKASI: 'Laporan sedang diverifikasi KPK',
  PERMINTAAN_KELENGKAPAN: 'KPK meminta kelengkapan laporan',
  KONFIRMASI_KESESUAIAN: 'KPK meminta tanggapan pelapor',
  ANALISIS: 'Laporan sedang dianalisis KPK',
  PENETAPAN_SK: 'Surat Keputusan sedang ditetapkan',
  PIUTANG: 'Menunggu pembayaran',
  SELESAI: 'Selesai',
  TIDAK_DITINDAKLANJUTI: 'Laporan tidak ditindaklanjuti',
};

/** The reporter's words for a status; '-' when empty, 'Laporan sedang diproses KPK' for a status they need not know. */
export function reporterStatusLabel(kode: string | null | undefined): string {
  if (!kode) return '-';
  return Object.hasOwn(REPORTER_STATUS_LABELS, kode)
    ? REPORTER_STATUS_LABELS[kode as LaporanStatusKode]
    : 'Laporan sedang diproses KPK';
}
