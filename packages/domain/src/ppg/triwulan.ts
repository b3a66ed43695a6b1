import { type DateInput, toJakarta } from '../format/dates';

/** A quarter of the year (triwulan I–IV): calendar quarters in Asia/Jakarta, the one rule every PPG part uses. */
export type Triwulan = 1 | 2 | 3 | 4;

export const TRIWULANS: readonly Triwulan[] = [1, 2, 3, 4];

const ROMAN: Record<Triwulan, string> = { 1: 'I', 2: 'II', 3: 'III', 4: 'IV' };

/** The year and quarter a moment falls in, read on the Jakarta calendar. */
export function triwulanOf(input: DateInput): { tahun: number; triwulan: Triwulan } {
  const day = toJakarta(input);
  return { tahun: day.year(), triwulan: (Math.floor(day.month() / 3) + 1) as Triwulan };
}

/** The first and last day (YYYY-MM-DD) of a quarter of a year. */
export function triwulanRange(tahun: number, triwulan: Triwulan): { mulai: string; selesai: string } {
  const startMonth = (triwulan - 1) * 3 + 1;
  const lastDay = new Date(Date.UTC(tahun, startMonth + 2, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return {
    mulai: `${tahun}-${mm(startMonth)}-01`,
    selesai: `${tahun}-${mm(startMonth + 2)}-${String(lastDay).padStart(2, '0')}`,
  };
}

/** "Triwulan II": how a quarter reads on screens and in exports. */
export function triwulanLabel(triwulan: Triwulan): string {
  return `Triwulan ${ROMAN[triwulan]}`;
}
