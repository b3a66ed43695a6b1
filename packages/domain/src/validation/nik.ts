import { z } from 'zod';

export const NIK_MESSAGES = {
  format: 'NIK harus terdiri dari 16 digit angka',
  region: 'Kode provinsi pada NIK tidak valid',
  birthDate: 'Tanggal lahir pada NIK tidak valid',
  serial: 'Nomor urut pada NIK tidak boleh 0000',
  required: 'NIK wajib diisi',
} as const;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when DDMMYY is a real date in 19YY or 20YY (a day above 40 marks a female holder and has 40 subtracted). */
function isValidBirthDate(ddmmyy: string): boolean {
  let day = Number(ddmmyy.slice(0, 2));
  const month = Number(ddmmyy.slice(2, 4));
  const yy = Number(ddmmyy.slice(4, 6));
  if (day > 40) day -= 40;
  if (month < 1 || month > 12 || day < 1) return false;
  // The century is not encoded, so 29 Feb is accepted when either century makes it a leap day.
  return day <= Math.max(daysInMonth(1900 + yy, month), daysInMonth(2000 + yy, month));
}

/** The first NIK rule (spec §5) the value breaks, as an Indonesian message; null when valid or empty. */
export function nikError(nik: string | null | undefined): string | null {
  if (nik === null || nik === undefined || nik === '') return null;
  if (!/^\d{16}$/.test(nik)) return NIK_MESSAGES.format;
  if (Number(nik.slice(0, 2)) <= 9) return NIK_MESSAGES.region;
  if (!isValidBirthDate(nik.slice(6, 12))) return NIK_MESSAGES.birthDate;
  if (nik.slice(12) === '0000') return NIK_MESSAGES.serial;
  return null;
}

/** NIK validator of spec §5: empty passes; else 16 digits, first two above 9, DDMMYY birth date at 7–12, serial not 0000. */
export function isValidNik(nik: string | null | undefined): boolean {
  return nikError(nik) === null;
}

/** An optional NIK field: empty passes, anything else must be a valid NIK. */
export const nikSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = nikError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A required NIK field. */
export const requiredNikSchema = z.string().trim().min(1, NIK_MESSAGES.required).pipe(nikSchema);
