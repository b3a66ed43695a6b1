import { nikError } from '@gratifikasi/domain';

/** What a NIK tells about its holder (spec §5): gender (day + 40 for women) and birth date. */
export interface NikReading {
  valid: boolean;
  jenis_kelamin: 'L' | 'P' | null;
  /** YYYY-MM-DD, or null when the NIK is invalid. */
  tanggal_lahir: string | null;
  /** The Indonesian message of the first broken rule, or null. */
  pesan: string | null;
}

/** The minimum age of a reporter, which decides the century of a two-digit birth year. */
export const MIN_AGE = 15;

const pad = (n: number) => String(n).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Age in whole years on `today` of someone born on year-month-day. */
function ageOn(today: Date, year: number, month: number, day: number): number {
  const y = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return y - year - (beforeBirthday ? 1 : 0);
}

/**
 * Reads a NIK: digits 7–12 are DDMMYY (DD + 40 for a woman). The century is not encoded: 20YY is taken when it
 * makes the holder at least 15 years old on `today`, else 19YY.
 */
export function readNik(nik: string, today: Date = new Date()): NikReading {
  const pesan = nikError(nik) ?? (nik === '' ? 'NIK wajib diisi' : null);
  if (pesan) return { valid: false, jenis_kelamin: null, tanggal_lahir: null, pesan };
  const rawDay = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  const female = rawDay > 40;
  const day = female ? rawDay - 40 : rawDay;
  const recent = 2000 + yy;
  const year =
    isRealDate(recent, month, day) && ageOn(today, recent, month, day) >= MIN_AGE ? recent : 1900 + yy;
  if (!isRealDate(year, month, day))
    return {
      valid: false,
      jenis_kelamin: null,
      tanggal_lahir: null,
      pesan: 'Tanggal lahir pada NIK tidak valid',
    };
  return {
    valid: true,
    jenis_kelamin: female ? 'P' : 'L',
    tanggal_lahir: `${year}-${pad(month)}-${pad(day)}`,
    pesan: null,
  };
}
