import { type Triwulan, triwulanLabel } from './triwulan';

/**
 * E-learning maturity (issue 27 §4, PPG.md "E-learning pengendalian gratifikasi"): per period, each institution's
 * employees enrolled in and having completed the KPK's online course, and the maturity level that follows from the
 * share of its employees who completed it.
 *
 * The period is a year and a calendar quarter (triwulan): the learning platform's export is a cumulative
 * completion snapshot taken at a reporting date, and every other PPG figure of the institution-year (realisation,
 * dissemination, the dashboard) is kept and filtered per quarter with the one `triwulanOf` rule, so the
 * assessment reads the e-learning figures on the same grain.
 */
export interface ElearningPeriode {
  tahun: number;
  triwulan: Triwulan;
}

/** "2026 TW II": a period as the tables and charts show it (sorts as text in time order). */
export function elearningPeriodeLabel(p: ElearningPeriode): string {
  return `${p.tahun} TW ${['I', 'II', 'III', 'IV'][p.triwulan - 1]}`;
}

/** "Triwulan II 2026": a period in words. */
export function elearningPeriodeKata(p: ElearningPeriode): string {
  return `${triwulanLabel(p.triwulan)} ${p.tahun}`;
}

/** The maturity levels, lowest first. */
export const ELEARNING_LEVELS = [1, 2, 3, 4, 5] as const;
export type ElearningLevel = (typeof ELEARNING_LEVELS)[number];

const LEVEL_NAMA: Record<ElearningLevel, string> = {
  1: 'Rintisan',
  2: 'Berkembang',
  3: 'Terdefinisi',
  4: 'Terkelola',
  5: 'Optimal',
};

/** "Level 3 – Terdefinisi". */
export function elearningLevelLabel(level: ElearningLevel | null): string {
  return level === null ? 'Belum dapat dihitung' : `Level ${level} – ${LEVEL_NAMA[level]}`;
}

/**
 * The configured thresholds (app config `elearning_ambang`): the least share of employees who completed, in
 * percent, for each level above the first; strictly rising. Below `level_2` an institution is at level 1.
 */
export interface ElearningAmbang {
  level_2: number;
  level_3: number;
  level_4: number;
  level_5: number;
}

export const ELEARNING_AMBANG_BAWAAN: ElearningAmbang = {
  level_2: 20,
  level_3: 40,
  level_4: 60,
  level_5: 80,
};

/** The reasons a set of thresholds is refused (empty when it is sound). */
export function elearningAmbangErrors(a: ElearningAmbang): string[] {
  const values = [a.level_2, a.level_3, a.level_4, a.level_5];
  const errors: string[] = [];
  if (values.some((v) => !Number.isFinite(v) || v <= 0 || v > 100)) {
    errors.push('Setiap ambang harus lebih dari 0 dan paling besar 100 persen');
  }
  for (let i = 1; i < values.length; i++) {
    if ((values[i] ?? 0) <= (values[i - 1] ?? 0)) {
      errors.push(`Ambang level ${i + 2} harus lebih besar dari ambang level ${i + 1}`);
    }
  }
  return errors;
}

/**
 * Whose count the share is taken over: the employee count of the institution's KLOP profile of that year when it
 * names one (> 0), else the employees enrolled.
 */
export function elearningPenyebut(terdaftar: number, pegawaiKlop: number | null | undefined): number {
  return pegawaiKlop !== null && pegawaiKlop !== undefined && pegawaiKlop > 0 ? pegawaiKlop : terdaftar;
}

/** The share who completed, in percent with two decimals, at most 100; null when there is no one to count. */
export function elearningPersen(selesai: number, penyebut: number): number | null {
  if (penyebut <= 0) return null;
  return Math.min(100, Math.round((10000 * selesai) / penyebut) / 100);
}

/** The level a share reaches: the highest whose threshold it meets (a share exactly on a threshold reaches it). */
export function elearningLevel(persen: number | null, ambang: ElearningAmbang): ElearningLevel | null {
  if (persen === null) return null;
  if (persen >= ambang.level_5) return 5;
  if (persen >= ambang.level_4) return 4;
  if (persen >= ambang.level_3) return 3;
  if (persen >= ambang.level_2) return 2;
  return 1;
}

/** One institution's figures of a period with what follows from them. */
export function elearningMaturitas(
  figures: { terdaftar: number; selesai: number; pegawaiKlop?: number | null },
  ambang: ElearningAmbang,
): { penyebut: number; persen: number | null; level: ElearningLevel | null } {
  const penyebut = elearningPenyebut(figures.terdaftar, figures.pegawaiKlop);
  const persen = elearningPersen(figures.selesai, penyebut);
  return { penyebut, persen, level: elearningLevel(persen, ambang) };
}

/** Columns of the learning platform's export, one institution per row (any order; other columns are ignored). */
export const ELEARNING_IMPORT_COLUMNS = ['kode_instansi', 'terdaftar', 'selesai'] as const;
export type ElearningImportColumn = (typeof ELEARNING_IMPORT_COLUMNS)[number];
export type ElearningImportCells = Readonly<Record<ElearningImportColumn, string>>;

/** The most institutions one file may hold (the KPK reaches some 800). */
export const ELEARNING_IMPORT_MAX_ROWS = 5000;
/** The largest count a cell may hold (no institution has more employees). */
export const ELEARNING_MAX_PEGAWAI = 10_000_000;

export interface ElearningBaris {
  instansi_id: number;
  terdaftar: number;
  selesai: number;
}

export type ElearningImportRowResult = { ok: true; baris: ElearningBaris } | { ok: false; errors: string[] };

/** A cell as a whole non-negative count, or the reason it is not one. */
function jumlahOf(column: ElearningImportColumn, cell: string): number | string {
  const raw = cell.trim().replace(/[.\s]/g, '');
  if (raw === '') return `${column}: wajib diisi`;
  if (!/^-?\d+$/.test(raw)) return `${column}: harus bilangan bulat, bukan "${cell.trim()}"`;
  const n = Number(raw);
  if (n < 0) return `${column}: tidak boleh negatif`;
  if (n > ELEARNING_MAX_PEGAWAI) return `${column}: terlalu besar (maksimal ${ELEARNING_MAX_PEGAWAI})`;
  return n;
}

/**
 * Checks one row of the export: the institution exists (by its code, live rows only), both counts are whole and
 * not negative, completed is at most enrolled, and no institution appears twice in the file (`seen`: the codes
 * of the rows before it, filled as it goes).
 */
export function checkElearningImportRow(
  cells: ElearningImportCells,
  instansiByKode: ReadonlyMap<string, number>,
  seen: Set<string>,
): ElearningImportRowResult {
  const errors: string[] = [];
  const kode = cells.kode_instansi.trim().toUpperCase();
  let instansiId: number | undefined;
  if (kode === '') errors.push('kode_instansi: wajib diisi');
  else {
    instansiId = instansiByKode.get(kode);
    if (instansiId === undefined)
      errors.push(`kode_instansi: instansi dengan kode "${kode}" tidak ditemukan`);
    if (seen.has(kode))
      errors.push(`kode_instansi: instansi "${kode}" muncul lebih dari sekali dalam berkas`);
    seen.add(kode);
  }
  const terdaftar = jumlahOf('terdaftar', cells.terdaftar);
  const selesai = jumlahOf('selesai', cells.selesai);
  if (typeof terdaftar === 'string') errors.push(terdaftar);
  if (typeof selesai === 'string') errors.push(selesai);
  if (typeof terdaftar === 'number' && typeof selesai === 'number' && selesai > terdaftar) {
    errors.push(`selesai: ${selesai} melebihi jumlah terdaftar (${terdaftar})`);
  }
  if (errors.length > 0 || instansiId === undefined) return { ok: false, errors };
  return {
    ok: true,
    baris: { instansi_id: instansiId, terdaftar: terdaftar as number, selesai: selesai as number },
  };
}
