import type { LetterData } from '../dokumen/letter-data';
import { formatDate, formatLongDate } from '../format/dates';
import type { DataPribadiLaporan } from './temuan';

/**
 * Every way a letter writes a calendar date (YYYY-MM-DD): the templates' `tanggal_pendek` (DD-MM-YYYY) and `tanggal`
 * ("2 Agustus 2026", also with the day on two digits), and the date as stored. Empty for no date.
 */
export function tanggalDalamSurat(iso: string | null | undefined): string[] {
  if (!iso) return [];
  const long = formatLongDate(iso);
  if (!long) return [];
  return [...new Set([formatDate(iso), long, long.replace(/^(\d) /, '0$1 '), iso.slice(0, 10)])];
}

/**
 * What must not be published of a letter about a report: the reporter's and the giver's identity (name, NIK, NIP,
 * address, phone, e-mail) and the quasi-identifiers that point to the reporter on a unique post (position,
 * institution, work unit, the report's number and its dates, filed and received). `findPersonalData` proposes
 * those the letter's text shows.
 */
export function dataPribadiSurat(data: LetterData): DataPribadiLaporan {
  return {
    nama: [data.pelapor.nama, data.pemberi.nama],
    nik: [data.pelapor.nik],
    nip: [data.pelapor.nip],
    alamat: [data.pelapor.alamat, data.pemberi.alamat],
    telepon: [data.pelapor.telepon],
    email: [data.pelapor.email],
    jabatan: [data.pelapor.jabatan],
    instansi: [data.pelapor.instansi, data.pemberi.instansi],
    unit_kerja: [data.pelapor.unit_kerja],
    nomor_laporan: [data.laporan.nomor],
    tanggal_laporan: [
      ...tanggalDalamSurat(data.laporan.tanggal_lapor),
      ...tanggalDalamSurat(data.laporan.tanggal_penerimaan),
    ],
  };
}
