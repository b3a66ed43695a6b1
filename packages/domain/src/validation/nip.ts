/** Messages of the civil-servant number (NIP) rule. */
export const NIP_MESSAGES = {
  format: 'NIP harus terdiri dari 18 digit angka',
  birthDate: 'Tanggal lahir pada NIP tidak valid',
  appointment: 'TMT CPNS pada NIP tidak valid',
  gender: 'Kode jenis kelamin pada NIP harus 1 atau 2',
  serial: 'Nomor urut pada NIP tidak boleh 000',
} as const;

const validDate = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The first NIP rule the value breaks, as an Indonesian message; null when valid or empty. 18 digits: birth date
 * YYYYMMDD, appointment YYYYMM (after the 18th birthday's year is not checked), gender 1/2, serial not 000.
 */
export function nipError(nip: string | null | undefined): string | null {
  if (nip === null || nip === undefined || nip === '') return null;
  if (!/^\d{18}$/.test(nip)) return NIP_MESSAGES.format;
  const y = Number(nip.slice(0, 4));
  if (y < 1900 || !validDate(y, Number(nip.slice(4, 6)), Number(nip.slice(6, 8))))
    return NIP_MESSAGES.birthDate;
  const ty = Number(nip.slice(8, 12));
  const tm = Number(nip.slice(12, 14));
  if (ty < y || tm < 1 || tm > 12) return NIP_MESSAGES.appointment;
  if (nip[14] !== '1' && nip[14] !== '2') return NIP_MESSAGES.gender;
  if (nip.slice(15) === '000') return NIP_MESSAGES.serial;
  return null;
}
