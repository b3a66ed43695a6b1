import type { RekonStatus } from './api';
import { fromSen, toSen } from './money';
import { isValidVa } from './va';

/** One row of a treasury or bank statement as read from the file (cells as text). */
export interface BarisRekeningMentah {
  baris: number;
  tanggal: string;
  va: string;
  jumlah: string;
  referensi: string;
}

export interface BarisRekening {
  baris: number;
  tanggal: string;
  va: string;
  jumlah: string;
  referensi: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** DD-MM-YYYY or DD/MM/YYYY (as typed in a statement) → YYYY-MM-DD; YYYY-MM-DD passes. */
export function normaliseTanggal(value: string): string {
  const v = value.trim();
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v;
}

/** '1.500.000,50' (Indonesian) or '1500000.50' → '1500000.50'; anything else is left for the check to refuse. */
export function normaliseJumlah(value: string): string {
  const v = value.trim().replace(/^Rp\s?/i, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(v) || /^\d+,\d{1,2}$/.test(v))
    return v.replace(/\./g, '').replace(',', '.');
  return v.replace(/,/g, '');
}

/**
 * Checks one statement row: every error in Indonesian, so the staging screen lists them per row and nothing with
 * an error is ever compared or booked. `seen` holds the references of earlier rows (a duplicate is refused).
 */
export function periksaBarisRekening(
  raw: BarisRekeningMentah,
  seen: Set<string>,
): {
  row: BarisRekening;
  errors: string[];
} {
  const row = {
    baris: raw.baris,
    tanggal: normaliseTanggal(raw.tanggal),
    va: raw.va.trim(),
    jumlah: normaliseJumlah(raw.jumlah),
    referensi: raw.referensi.trim(),
  };
  const errors: string[] = [];
  if (!DATE.test(row.tanggal) || Number.isNaN(Date.parse(`${row.tanggal}T00:00:00Z`)))
    errors.push('Tanggal tidak valid');
  if (!isValidVa(row.va)) errors.push('Nomor VA tidak valid');
  if (!MONEY.test(row.jumlah) || !/[1-9]/.test(row.jumlah)) errors.push('Jumlah harus angka positif');
  if (!row.referensi) errors.push('Referensi wajib diisi');
  else if (row.referensi.length > 64) errors.push('Referensi maksimal 64 karakter');
  else if (seen.has(row.referensi)) errors.push('Referensi ganda dalam berkas');
  if (row.referensi) seen.add(row.referensi);
  return { row, errors };
}

export interface BarisBuku {
  entri_id: number;
  referensi: string;
  va: string;
  jumlah: string;
  tanggal: string;
}

export interface HasilRekon {
  status: RekonStatus;
  referensi: string;
  va: string;
  baris: number | null;
  entri_id: number | null;
  jumlah_rekening: string | null;
  jumlah_buku: string | null;
  selisih: string;
}

/**
 * Compares a statement with the ledger's payments by reference: same reference and amount → COCOK, same reference
 * and another amount → SELISIH (the exact difference), a reference only one side has → HANYA_REKENING / HANYA_BUKU.
 * Linear in the rows (one map), so 100,000 rows compare in well under a second.
 */
export function bandingkanRekon(
  rekening: readonly BarisRekening[],
  buku: readonly BarisBuku[],
): HasilRekon[] {
  const byRef = new Map(buku.map((b) => [b.referensi, b]));
  const out: HasilRekon[] = [];
  for (const r of rekening) {
    const b = byRef.get(r.referensi);
    if (b) byRef.delete(r.referensi);
    const diff = b ? toSen(r.jumlah) - toSen(b.jumlah) : toSen(r.jumlah);
    out.push({
      status: !b ? 'HANYA_REKENING' : diff === 0n ? 'COCOK' : 'SELISIH',
      referensi: r.referensi,
      va: r.va,
      baris: r.baris,
      entri_id: b?.entri_id ?? null,
      jumlah_rekening: r.jumlah,
      jumlah_buku: b ? b.jumlah : null,
      selisih: fromSen(diff),
    });
  }
  for (const b of byRef.values())
    out.push({
      status: 'HANYA_BUKU',
      referensi: b.referensi,
      va: b.va,
      baris: null,
      entri_id: b.entri_id,
      jumlah_rekening: null,
      jumlah_buku: b.jumlah,
      selisih: fromSen(-toSen(b.jumlah)),
    });
  return out;
}
