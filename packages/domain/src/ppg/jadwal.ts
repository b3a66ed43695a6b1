import { type DateInput, toApiDate } from '../format/dates';
import { isCalendarDate } from '../validation/input';
import { TRIWULANS, type Triwulan, triwulanLabel, triwulanRange } from './triwulan';

/**
 * The year's monitoring schedule (issue 25 §1): when the work plan, each quarter's realisation and the KPK's
 * verification may be submitted. A window is two calendar days (YYYY-MM-DD, Asia/Jakarta), both inclusive. Every
 * PPG part asks these functions whether a date is inside a window and whether a submission is late.
 */
export interface Jendela {
  mulai: string;
  selesai: string;
}

export interface JadwalMonev {
  tahun: number;
  rencana: Jendela;
  realisasi: Record<Triwulan, Jendela>;
  verifikasi: Jendela;
}

/** What a window is to a day: not open yet, open, or closed. */
export type StatusJendela = 'BELUM_DIBUKA' | 'DIBUKA' | 'DITUTUP';
export const STATUS_JENDELA_LABELS: Record<StatusJendela, string> = {
  BELUM_DIBUKA: 'Belum dibuka',
  DIBUKA: 'Dibuka',
  DITUTUP: 'Ditutup',
};

/** The kinds of submission a schedule governs (the plan, a quarter's realisation, the verification). */
export type JenisJendela = 'rencana' | 'realisasi' | 'verifikasi';

const iso = (tahun: number, month: number, day: number) =>
  `${String(tahun).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `YYYY-MM-DD` plus `days` calendar days. */
export function tambahHari(tanggal: string, days: number): string {
  const [y, m, d] = tanggal.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return iso(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** Calendar days from `dari` to `ke` (negative when `ke` is earlier). */
export function selisihHari(dari: string, ke: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(ke) - t(dari)) / 86_400_000);
}

/** The Jakarta calendar day of a moment, or the day itself when already YYYY-MM-DD. */
export function hariJakarta(input: DateInput): string {
  return typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input) ? input : toApiDate(input);
}

/**
 * The schedule a new year starts with: the plan in January; each quarter's realisation from the quarter's first day
 * to 15 days after its last (quarter IV into January of the next year); the verification from then to the end of
 * March of the next year.
 */
export function defaultJadwal(tahun: number): JadwalMonev {
  const realisasi = Object.fromEntries(
    TRIWULANS.map((tw) => {
      const r = triwulanRange(tahun, tw);
      return [tw, { mulai: r.mulai, selesai: tambahHari(r.selesai, 15) }];
    }),
  ) as Record<Triwulan, Jendela>;
  return {
    tahun,
    rencana: { mulai: iso(tahun, 1, 1), selesai: iso(tahun, 1, 31) },
    realisasi,
    verifikasi: { mulai: tambahHari(realisasi[4].selesai, 1), selesai: iso(tahun + 1, 3, 31) },
  };
}

/** The window of a kind of submission (a quarter's for a realisation). */
export function jendelaOf(jadwal: JadwalMonev, jenis: JenisJendela, triwulan?: Triwulan): Jendela {
  if (jenis === 'realisasi') {
    if (!triwulan) throw new Error('Jendela realisasi memerlukan triwulan');
    return jadwal.realisasi[triwulan];
  }
  return jadwal[jenis];
}

/** Whether a day (or moment, read in Jakarta) falls inside a window, both ends included. */
export function dalamJendela(jendela: Jendela, pada: DateInput): boolean {
  const day = hariJakarta(pada);
  return day >= jendela.mulai && day <= jendela.selesai;
}

/** Whether a window is not open yet, open, or closed on a day. */
export function statusJendela(jendela: Jendela, pada: DateInput): StatusJendela {
  const day = hariJakarta(pada);
  if (day < jendela.mulai) return 'BELUM_DIBUKA';
  return day > jendela.selesai ? 'DITUTUP' : 'DIBUKA';
}

/** A submission is late when it is made after its window closed (before it opens is refused, not late). */
export function terlambat(jendela: Jendela, dikirim: DateInput): boolean {
  return hariJakarta(dikirim) > jendela.selesai;
}

/** Calendar days a submission was late (0 when in time). */
export function hariTerlambat(jendela: Jendela, dikirim: DateInput): number {
  return Math.max(0, selisihHari(jendela.selesai, hariJakarta(dikirim)));
}

/** Calendar days left before a window closes (0 on its last day, negative once closed): the reminders' clock. */
export function sisaHari(jendela: Jendela, pada: DateInput): number {
  return selisihHari(hariJakarta(pada), jendela.selesai);
}

/**
 * Whether a reminder is due today: the window is open and closes in exactly one of `hariSebelum` days (e.g. [7, 3,
 * 1]); a reminder job runs daily and sends at most one per threshold.
 */
export function pengingatJatuhTempo(
  jendela: Jendela,
  pada: DateInput,
  hariSebelum: readonly number[],
): boolean {
  return statusJendela(jendela, pada) === 'DIBUKA' && hariSebelum.includes(sisaHari(jendela, pada));
}

/**
 * The message a submission outside its window answers (422), naming the window's dates; null when it is inside.
 * `apa` names what was submitted ("Realisasi Triwulan II").
 */
export function pesanLuarJendela(jendela: Jendela, pada: DateInput, apa: string): string | null {
  const status = statusJendela(jendela, pada);
  const tgl = (s: string) => s.split('-').reverse().join('-');
  if (status === 'BELUM_DIBUKA') return `${apa} baru dapat diajukan mulai ${tgl(jendela.mulai)}`;
  if (status === 'DITUTUP')
    return `Batas pengajuan ${apa.toLowerCase()} sudah lewat (${tgl(jendela.selesai)})`;
  return null;
}

/** The same date in another year (29 February becomes the 28th in a common year). */
function geserTahun(tanggal: string, selisih: number): string {
  const [y, m, d] = tanggal.split('-').map(Number) as [number, number, number];
  const target = y + selisih;
  const last = new Date(Date.UTC(target, m, 0)).getUTCDate();
  return iso(target, m, Math.min(d, last));
}

/** A schedule copied to another year: every date moved by the difference in years ("copy from last year"). */
export function salinJadwal(jadwal: JadwalMonev, tahun: number): JadwalMonev {
  const n = tahun - jadwal.tahun;
  const geser = (j: Jendela): Jendela => ({
    mulai: geserTahun(j.mulai, n),
    selesai: geserTahun(j.selesai, n),
  });
  return {
    tahun,
    rencana: geser(jadwal.rencana),
    realisasi: {
      1: geser(jadwal.realisasi[1]),
      2: geser(jadwal.realisasi[2]),
      3: geser(jadwal.realisasi[3]),
      4: geser(jadwal.realisasi[4]),
    },
    verifikasi: geser(jadwal.verifikasi),
  };
}

/** The field names of a schedule as the API sends them (flat: rencana_mulai, tw1_selesai…). */
export const JADWAL_FIELDS = [
  'rencana_mulai',
  'rencana_selesai',
  'tw1_mulai',
  'tw1_selesai',
  'tw2_mulai',
  'tw2_selesai',
  'tw3_mulai',
  'tw3_selesai',
  'tw4_mulai',
  'tw4_selesai',
  'verifikasi_mulai',
  'verifikasi_selesai',
] as const;
export type JadwalField = (typeof JADWAL_FIELDS)[number];
export type JadwalDatar = Record<JadwalField, string>;

/** The flat form of a schedule (API, database columns). */
export function jadwalDatar(j: JadwalMonev): JadwalDatar {
  return {
    rencana_mulai: j.rencana.mulai,
    rencana_selesai: j.rencana.selesai,
    tw1_mulai: j.realisasi[1].mulai,
    tw1_selesai: j.realisasi[1].selesai,
    tw2_mulai: j.realisasi[2].mulai,
    tw2_selesai: j.realisasi[2].selesai,
    tw3_mulai: j.realisasi[3].mulai,
    tw3_selesai: j.realisasi[3].selesai,
    tw4_mulai: j.realisasi[4].mulai,
    tw4_selesai: j.realisasi[4].selesai,
    verifikasi_mulai: j.verifikasi.mulai,
    verifikasi_selesai: j.verifikasi.selesai,
  };
}

/** A schedule from its flat form. */
export function jadwalDariDatar(tahun: number, d: JadwalDatar): JadwalMonev {
  return {
    tahun,
    rencana: { mulai: d.rencana_mulai, selesai: d.rencana_selesai },
    realisasi: {
      1: { mulai: d.tw1_mulai, selesai: d.tw1_selesai },
      2: { mulai: d.tw2_mulai, selesai: d.tw2_selesai },
      3: { mulai: d.tw3_mulai, selesai: d.tw3_selesai },
      4: { mulai: d.tw4_mulai, selesai: d.tw4_selesai },
    },
    verifikasi: { mulai: d.verifikasi_mulai, selesai: d.verifikasi_selesai },
  };
}

/**
 * What is wrong with a schedule, by flat field (empty when sound): each window ends on or after it starts; the plan
 * opens in the year or the one before; a quarter's realisation never opens before
 * the quarter begins and stays within a year of the quarter's end; the verification opens once the plan window has
 * opened and closes by the end of the next year.
 */
export function periksaJadwal(j: JadwalMonev): Partial<Record<JadwalField, string>> {
  const errors: Partial<Record<JadwalField, string>> = {};
  const tgl = (s: string) => s.split('-').reverse().join('-');
  const flat = jadwalDatar(j);
  for (const f of JADWAL_FIELDS) {
    if (!isCalendarDate(flat[f])) errors[f] = 'Tanggal tidak valid';
  }
  if (Object.keys(errors).length) return errors;
  const urut = (prefix: 'rencana' | 'tw1' | 'tw2' | 'tw3' | 'tw4' | 'verifikasi', w: Jendela) => {
    if (w.selesai < w.mulai)
      errors[`${prefix}_selesai`] = 'Tanggal selesai tidak boleh sebelum tanggal mulai';
  };
  urut('rencana', j.rencana);
  if (j.rencana.mulai < iso(j.tahun - 1, 1, 1) || j.rencana.mulai > iso(j.tahun, 12, 31)) {
    errors.rencana_mulai = `Pengajuan rencana kerja dibuka pada tahun ${j.tahun - 1} atau ${j.tahun}`;
  }
  for (const tw of TRIWULANS) {
    const w = j.realisasi[tw];
    const key = `tw${tw}` as const;
    urut(key, w);
    const range = triwulanRange(j.tahun, tw);
    if (w.mulai < range.mulai) {
      errors[`${key}_mulai`] =
        `Realisasi ${triwulanLabel(tw)} tidak dapat dibuka sebelum ${tgl(range.mulai)}`;
    }
    if (w.selesai > geserTahun(range.selesai, 1)) {
      errors[`${key}_selesai`] =
        `Realisasi ${triwulanLabel(tw)} paling lambat ditutup ${tgl(geserTahun(range.selesai, 1))}`;
    }
  }
  urut('verifikasi', j.verifikasi);
  if (j.verifikasi.mulai < j.rencana.mulai) {
    errors.verifikasi_mulai = 'Verifikasi tidak dapat dibuka sebelum pengajuan rencana kerja dibuka';
  }
  if (j.verifikasi.selesai > iso(j.tahun + 1, 12, 31)) {
    errors.verifikasi_selesai = `Verifikasi paling lambat ditutup 31-12-${j.tahun + 1}`;
  }
  return errors;
}
