import { fromSen, type Sen, toSen } from './money';

/**
 * The receivables ledger (issue 12 §4): append-only entries, each an amount with a sign fixed by its kind. A bill
 * (TAGIHAN) is a debit, a payment (BAYAR) a credit, and a cancellation (BATAL) the exact negation of the entry it
 * reverses. Every figure — balance, statement, aging, mutation — is derived from the entries, never stored.
 */
export const JENIS_ENTRI = ['TAGIHAN', 'BAYAR', 'BATAL'] as const;
export type JenisEntri = (typeof JENIS_ENTRI)[number];

export const JENIS_ENTRI_LABELS: Record<JenisEntri, string> = {
  TAGIHAN: 'Tagihan',
  BAYAR: 'Pembayaran',
  BATAL: 'Pembatalan',
};

export interface EntriPiutang {
  id: number;
  jenis: JenisEntri;
  /** Signed decimal: TAGIHAN > 0, BAYAR < 0, BATAL = −(reversed entry). */
  jumlah: string;
  /** Booking date YYYY-MM-DD. */
  tanggal: string;
  membatalkan_id?: number | null;
}

/** Why an entry may not be appended; null when it may. */
export function entryProblem(e: EntriPiutang, existing: readonly EntriPiutang[]): string | null {
  const v = toSen(e.jumlah);
  if (e.jenis === 'TAGIHAN' && v <= 0n) return 'Tagihan harus bernilai positif';
  if (e.jenis === 'BAYAR' && v >= 0n) return 'Pembayaran harus bernilai negatif';
  if (e.jenis !== 'BATAL') return e.membatalkan_id ? 'Hanya pembatalan yang merujuk entri lain' : null;
  const target = existing.find((x) => x.id === e.membatalkan_id);
  if (!target) return 'Entri yang dibatalkan tidak ditemukan';
  if (target.jenis === 'BATAL') return 'Pembatalan tidak dapat dibatalkan; pulihkan entrinya';
  if (existing.some((x) => x.jenis === 'BATAL' && x.membatalkan_id === target.id))
    return 'Entri sudah dibatalkan';
  if (toSen(target.jumlah) + v !== 0n) return 'Pembatalan harus sama dengan negasi entri yang dibatalkan';
  if (e.tanggal < target.tanggal) return 'Tanggal pembatalan tidak boleh sebelum tanggal entri';
  return null;
}

/** The balance: the exact sum of the entries (positive: owed; negative: overpaid). */
export function saldo(entries: readonly Pick<EntriPiutang, 'jumlah'>[]): string {
  return fromSen(entries.reduce((acc, e) => acc + toSen(e.jumlah), 0n));
}

/** Entries in booking order (date, then id) with the running balance after each. */
export function statementOfAccount<E extends EntriPiutang>(
  entries: readonly E[],
  opening = '0',
): (E & { debit: string; kredit: string; saldo: string })[] {
  let run = toSen(opening);
  return [...entries].sort(byBooking).map((e) => {
    const v = toSen(e.jumlah);
    run += v;
    return { ...e, debit: fromSen(v > 0n ? v : 0n), kredit: fromSen(v < 0n ? -v : 0n), saldo: fromSen(run) };
  });
}

const byBooking = (a: EntriPiutang, b: EntriPiutang) =>
  a.tanggal < b.tanggal ? -1 : a.tanggal > b.tanggal ? 1 : a.id - b.id;

export const AGING_BUCKETS = [
  { key: 'b0_30', label: '0–30 hari', max: 30 },
  { key: 'b31_60', label: '31–60 hari', max: 60 },
  { key: 'b61_90', label: '61–90 hari', max: 90 },
  { key: 'b91_180', label: '91–180 hari', max: 180 },
  { key: 'b181_365', label: '181–365 hari', max: 365 },
  { key: 'b365', label: '> 365 hari', max: Number.POSITIVE_INFINITY },
] as const;
export type AgingKey = (typeof AGING_BUCKETS)[number]['key'] | 'lebih_bayar';
export type Aging = Record<AgingKey, string> & { saldo: string };

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * Aging as of a date: entries after it are ignored, a cancelled entry and its cancellation drop out together, the
 * credits pay the oldest debits first (FIFO), and what is left of each debit falls in the bucket of its age. Credits
 * beyond every debit are the overpayment (`lebih_bayar`, negative). The buckets always sum to the balance.
 */
export function agingPerTanggal(entries: readonly EntriPiutang[], perTanggal: string): Aging {
  const upTo = entries.filter((e) => e.tanggal <= perTanggal);
  const reversed = new Set(upTo.filter((e) => e.jenis === 'BATAL').map((e) => e.membatalkan_id));
  const present = new Set(upTo.map((e) => e.id));
  const live = upTo.filter(
    (e) => !reversed.has(e.id) && !(e.jenis === 'BATAL' && present.has(e.membatalkan_id ?? -1)),
  );
  const debits = live
    .filter((e) => toSen(e.jumlah) > 0n)
    .sort(byBooking)
    .map((e) => ({ tanggal: e.tanggal, sisa: toSen(e.jumlah) }));
  let credit = live.reduce((acc, e) => (toSen(e.jumlah) < 0n ? acc - toSen(e.jumlah) : acc), 0n);
  for (const d of debits) {
    const sisa = d.sisa - credit;
    credit = sisa < 0n ? -sisa : 0n;
    d.sisa = sisa < 0n ? 0n : sisa;
  }
  const sums = new Map<AgingKey, Sen>();
  for (const d of debits) {
    if (d.sisa === 0n) continue;
    const age = daysBetween(d.tanggal, perTanggal);
    const bucket = AGING_BUCKETS.find((b) => age <= b.max) ?? AGING_BUCKETS[AGING_BUCKETS.length - 1];
    sums.set(bucket.key, (sums.get(bucket.key) ?? 0n) + d.sisa);
  }
  const out = { lebih_bayar: fromSen(-credit), saldo: saldo(upTo) } as Aging;
  for (const b of AGING_BUCKETS) out[b.key] = fromSen(sums.get(b.key) ?? 0n);
  return out;
}

export interface MutasiPiutang {
  saldo_awal: string;
  baru: string;
  bayar: string;
  batal: string;
  saldo_akhir: string;
}

/**
 * The movement of a period [dari, sampai]: opening balance, new bills, payments, cancellations (a cancelled bill
 * counts positive, a cancelled payment negative), closing balance. saldo_akhir = saldo_awal + baru − bayar − batal.
 */
export function mutasiPiutang(entries: readonly EntriPiutang[], dari: string, sampai: string): MutasiPiutang {
  let awal = 0n;
  let baru = 0n;
  let bayar = 0n;
  let batal = 0n;
  for (const e of entries) {
    if (e.tanggal > sampai) continue;
    const v = toSen(e.jumlah);
    if (e.tanggal < dari) awal += v;
    else if (e.jenis === 'TAGIHAN') baru += v;
    else if (e.jenis === 'BAYAR') bayar -= v;
    else batal -= v;
  }
  return {
    saldo_awal: fromSen(awal),
    baru: fromSen(baru),
    bayar: fromSen(bayar),
    batal: fromSen(batal),
    saldo_akhir: fromSen(awal + baru - bayar - batal),
  };
}

/** A payment against what is owed: exact, lunas, or the over- or underpayment kept as the signed difference. */
export function klasifikasiBayar(
  sisaSebelum: string,
  dibayar: string,
): {
  status: 'LUNAS' | 'KURANG_BAYAR' | 'LEBIH_BAYAR';
  selisih: string;
} {
  const diff = toSen(dibayar) - toSen(sisaSebelum);
  return {
    status: diff === 0n ? 'LUNAS' : diff < 0n ? 'KURANG_BAYAR' : 'LEBIH_BAYAR',
    selisih: fromSen(diff),
  };
}
