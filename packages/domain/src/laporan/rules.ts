import { addWorkingDays, type HolidayList } from '../calendar/workingDays';

/** Through which door a report came in. */
export const KANAL_LAPORAN = ['INDIVIDU', 'UPG', 'DATA_ENTRY', 'KPK'] as const;
export type KanalLaporan = (typeof KANAL_LAPORAN)[number];

/** Status codes (the status-laporan master's kode) this capability sets; the workflow adds its own. */
export const STATUS_LAPORAN = {
  DRAFT: 'DRAFT',
  DITERIMA_UPG: 'DITERIMA_UPG',
  TERKIRIM: 'TERKIRIM',
  DIKEMBALIKAN: 'DIKEMBALIKAN',
  /** Handled by the institution's UPG before it used this application (wizard import): never in the KPK process. */
  DIKELOLA_INSTANSI: 'DIKELOLA_INSTANSI',
} as const;

/** A report may be edited or deleted by its reporter only while a draft or returned to them (issue 4 §3). */
export const EDITABLE_STATUSES: readonly string[] = [STATUS_LAPORAN.DRAFT, STATUS_LAPORAN.DIKEMBALIKAN];

/** True when the reporter's side may still change or delete the report. */
export function isLaporanEditable(status: string): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/**
 * The tabs of the `tabbed` list: each groups status codes. 'SEMUA' counts everything; the last groups follow the
 * monev status groups of spec §3 through the status-laporan master's kategori.
 */
export const LAPORAN_TABS = [
  { key: 'DRAFT', label: 'Draf', statuses: ['DRAFT', 'DIKEMBALIKAN'] },
  { key: 'UPG', label: 'Di UPG', statuses: ['DITERIMA_UPG'] },
  { key: 'TERKIRIM', label: 'Terkirim', statuses: ['TERKIRIM', 'DISTRIBUSI'] },
  {
    key: 'PROSES',
    label: 'Dalam Proses',
    statuses: [
      'REVIEW_NL',
      'VERIFIKASI',
      'PERMINTAAN_KELENGKAPAN',
      'KONFIRMASI_KESESUAIAN',
      'ANALISIS',
      'PENETAPAN_SK',
    ],
  },
  { key: 'PIUTANG', label: 'Piutang', statuses: ['PIUTANG'] },
  { key: 'SELESAI', label: 'Selesai', statuses: ['SELESAI', 'TIDAK_DITINDAKLANJUTI'] },
] as const;
export type LaporanTabKey = (typeof LAPORAN_TABS)[number]['key'];

/**
 * The tab a list opens on when the user chose none: the role's own (where its work is) when it holds records, else
 * the first tab that does, else the role's own (an empty list then says so) — never an empty tab beside full ones.
 */
export function openingLaporanTab(
  preferred: string,
  counts: readonly { key: string; count: number }[],
): string {
  if ((counts.find((t) => t.key === preferred)?.count ?? 0) > 0) return preferred;
  return counts.find((t) => t.count > 0)?.key ?? preferred;
}

/** The last day (YYYY-MM-DD) to report: `periodeHk` working days after the date received (UU 20/2001 Pasal 12C). */
export function batasLapor(tanggalPenerimaan: string, periodeHk: number, holidays: HolidayList = []): string {
  return addWorkingDays(tanggalPenerimaan, periodeHk, holidays);
}

/** A report is late when reported after its deadline. Dates are YYYY-MM-DD, so they compare as strings. */
export function isTerlambat(tanggalLapor: string, batas: string): boolean {
  return tanggalLapor > batas;
}

/**
 * The ground a late report offers the analyst writing the LHA (DOMAIN.md: a report filed after 30 HK may be ruled state
 * property, Perkom 1/2026): the rule in words with the report's dates, or null when it was filed in time. A hint for the
 * analyst's judgement, never a ruling: the LHA's recommendation stays theirs.
 */
export function dasarTerlambatLha(l: {
  is_terlambat: boolean;
  tanggal_penerimaan: string | null;
  tanggal_lapor: string | null;
  batas_lapor: string | null;
}): string | null {
  if (!l.is_terlambat || !l.tanggal_lapor || !l.batas_lapor) return null;
  const d = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
  const diterima = l.tanggal_penerimaan ? `diterima ${d(l.tanggal_penerimaan)}, ` : '';
  return (
    `Laporan disampaikan ${d(l.tanggal_lapor)}, melewati batas 30 hari kerja sejak penerimaan ` +
    `(${diterima}batas ${d(l.batas_lapor)}). Menurut Peraturan KPK 1/2026, gratifikasi yang dilaporkan melewati ` +
    '30 hari kerja dapat ditetapkan menjadi milik negara: dapat dijadikan dasar rekomendasi, bukan penetapan otomatis.'
  );
}

/** The figures the negative-list hints read (from app configs: nl_batas_*). */
export interface NlThresholds {
  acaraPerPemberi: number;
  rekanPerPemberi: number;
}

/** What the hints need of a report: the relation and event codes and each item's kind and rupiah value. */
export interface NlHintInput {
  hubunganKode: string | null;
  hubunganIsKeluarga: boolean;
  peristiwaKode: string | null;
  rincian: readonly {
    jenisPenerimaanKode: string | null;
    jenisObjekKode: string | null;
    nilaiRupiah: number;
    ditolak: boolean;
  }[];
}

export interface NlHint {
  kode: string;
  pesan: string;
}

const ACARA = new Set(['PERNIKAHAN', 'KELAHIRAN', 'UPACARA_ADAT']);
const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/**
 * Negative-list hints (Perkom 2/2019 Pasal 2(3) as amended): shown to the reporter as a warning when the
 * report looks exempt from reporting. They never block a submission; the KPK decides.
 */
export function nlHints(input: NlHintInput, t: NlThresholds): NlHint[] {
  const hints: NlHint[] = [];
  const diterima = input.rincian.filter((r) => !r.ditolak);
  const total = diterima.reduce((sum, r) => sum + r.nilaiRupiah, 0);
  if (input.hubunganIsKeluarga) {
    hints.push({
      kode: 'KELUARGA',
      pesan:
        'Pemberian dari keluarga tidak wajib dilaporkan sepanjang tidak memiliki konflik kepentingan (negative list).',
    });
  }
  if (
    input.peristiwaKode &&
    ACARA.has(input.peristiwaKode) &&
    diterima.length > 0 &&
    total <= t.acaraPerPemberi
  ) {
    hints.push({
      kode: 'ACARA',
      pesan: `Pemberian pada acara pernikahan, kelahiran, atau upacara adat/keagamaan dengan nilai sampai ${rp(t.acaraPerPemberi)} per pemberi tidak wajib dilaporkan (negative list).`,
    });
  }
  const rekan = input.hubunganKode === 'REKAN_KERJA';
  const nonTunai = diterima.every((r) => r.jenisPenerimaanKode !== 'UANG');
  if (rekan && diterima.length > 0 && nonTunai && total <= t.rekanPerPemberi) {
    hints.push({
      kode: 'REKAN_KERJA',
      pesan: `Pemberian non-uang antar rekan kerja sampai ${rp(t.rekanPerPemberi)} per pemberi tidak wajib dilaporkan, sepanjang tidak melebihi batas tahunan (negative list).`,
    });
  }
  if (diterima.length > 0 && diterima.every((r) => r.jenisObjekKode === 'MAKANAN')) {
    hints.push({
      kode: 'HIDANGAN',
      pesan: 'Hidangan atau sajian yang berlaku umum tidak wajib dilaporkan (negative list).',
    });
  }
  return hints;
}
