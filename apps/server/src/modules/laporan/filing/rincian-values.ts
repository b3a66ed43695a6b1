import {
  convertToRupiah,
  formatDate,
  MONEY_TOO_LARGE_MESSAGE,
  moneyFits,
  sumMoney,
  TOTAL_TOO_LARGE_MESSAGE,
} from '@gratifikasi/domain';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporans, rincian_laporans } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../platform/errors';
import { kursBerlaku } from '../../kurs/service';
import { nextVersion } from '../access';
import { knownCurrencies, masterRefs, requireRef } from '../lookups';

/** An item as the services store it (draft items may lack most fields). */
export interface RincianInput {
  id?: number | undefined;
  status_penerimaan?: 'DITERIMA' | 'DITOLAK' | undefined;
  jenis_penerimaan_id?: number | null | undefined;
  jenis_objek_id?: number | null | undefined;
  uraian?: string | null | undefined;
  jumlah?: number | null | undefined;
  satuan?: string | null | undefined;
  nilai_taksiran?: string | null | undefined;
  mata_uang_kode?: string | null | undefined;
  lokasi_objek_gratifikasi_id?: number | null | undefined;
  dititipkan?: 'TIDAK' | 'UPG' | 'KPK' | undefined;
  keterangan?: string | null | undefined;
}

export type RincianValues = Omit<typeof rincian_laporans.$inferInsert, 'laporan_id'>;

/** An item's money once valued: its amount, currency, the rate applied and the amount in rupiah. */
export interface RincianMoney {
  nilai_taksiran: string;
  mata_uang_kode: string;
  kurs: string;
  kurs_tanggal: string | null;
  nilai_rupiah: string;
}

/** The row of an item: what was entered, with the defaults a draft's missing fields take, and its valued money. */
export function rincianRow(item: RincianInput, money: RincianMoney): RincianValues {
  return {
    ...(item.id ? { id: item.id } : {}),
    status_penerimaan: item.status_penerimaan ?? 'DITERIMA',
    jenis_penerimaan_id: item.jenis_penerimaan_id ?? null,
    jenis_objek_id: item.jenis_objek_id ?? null,
    uraian: item.uraian ?? '',
    jumlah: item.jumlah ?? 1,
    satuan: item.satuan ?? null,
    ...money,
    lokasi_objek_gratifikasi_id: item.lokasi_objek_gratifikasi_id ?? null,
    dititipkan: item.dititipkan ?? 'TIDAK',
    keterangan: item.keterangan ?? null,
  };
}

/** Caches the rate in force per currency for one report (one date received). */
export type KursCache = Map<string, { nilai: string; tanggal: string } | null>;

async function rateOf(db: Db, kode: string, tanggal: string, cache: KursCache) {
  if (!cache.has(kode)) {
    try {
      const k = await kursBerlaku(db, kode, tanggal);
      cache.set(kode, { nilai: k.nilai, tanggal: k.tanggal });
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') cache.set(kode, null);
      else throw err;
    }
  }
  return cache.get(kode) ?? null;
}

/**
 * Checks the items' master ids and currencies and values them in rupiah at the rate in force on the date received.
 * `strict` (a submission): a missing rate is a 422; a draft keeps kurs 0 and value 0 until the rate exists.
 */
export async function valueRincian(
  db: Db,
  items: readonly RincianInput[],
  tanggalPenerimaan: string | null,
  strict: boolean,
  field = 'rincian',
): Promise<RincianValues[]> {
  const [penerimaan, objek, lokasi, currencies] = await Promise.all([
    masterRefs(
      db,
      'jenis-penerimaan',
      items.flatMap((i) => (i.jenis_penerimaan_id ? [i.jenis_penerimaan_id] : [])),
    ),
    masterRefs(
      db,
      'jenis-objek',
      items.flatMap((i) => (i.jenis_objek_id ? [i.jenis_objek_id] : [])),
    ),
    masterRefs(
      db,
      'lokasi-objek-gratifikasi',
      items.flatMap((i) => (i.lokasi_objek_gratifikasi_id ? [i.lokasi_objek_gratifikasi_id] : [])),
    ),
    knownCurrencies(
      db,
      items.map((i) => i.mata_uang_kode ?? 'IDR'),
    ),
  ]);
  const cache: KursCache = new Map();
  const out: RincianValues[] = [];
  for (const [n, item] of items.entries()) {
    const at = `${field}.${n}`;
    requireRef(penerimaan, item.jenis_penerimaan_id, `${at}.jenis_penerimaan_id`, 'Jenis penerimaan');
    requireRef(objek, item.jenis_objek_id, `${at}.jenis_objek_id`, 'Jenis objek');
    requireRef(lokasi, item.lokasi_objek_gratifikasi_id, `${at}.lokasi_objek_gratifikasi_id`, 'Lokasi objek');
    const kode = (item.mata_uang_kode ?? 'IDR').toUpperCase();
    if (kode !== 'IDR' && !currencies.has(kode)) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        [`${at}.mata_uang_kode`]: [`Mata uang ${kode} tidak dikenal`],
      });
    }
    const nilai = item.nilai_taksiran ?? '0';
    let kurs = '1';
    let kursTanggal: string | null = null;
    if (kode !== 'IDR') {
      const rate = tanggalPenerimaan ? await rateOf(db, kode, tanggalPenerimaan, cache) : null;
      if (rate) {
        kurs = rate.nilai;
        kursTanggal = rate.tanggal;
      } else if (strict) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          [`${at}.mata_uang_kode`]: [
            `Kurs ${kode} pada tanggal ${formatDate(tanggalPenerimaan ?? '')} belum tersedia`,
          ],
        });
      } else {
        kurs = '0';
      }
    }
    const nilaiRupiah = convertToRupiah(nilai, kurs);
    // A value that fits in its own currency can still overflow the rupiah column once multiplied by the rate.
    if (!moneyFits(nilaiRupiah)) throw fieldError(`${at}.nilai_taksiran`, MONEY_TOO_LARGE_MESSAGE);
    out.push(
      rincianRow(item, {
        nilai_taksiran: nilai,
        mata_uang_kode: kode,
        kurs,
        kurs_tanggal: kursTanggal,
        nilai_rupiah: nilaiRupiah,
      }),
    );
  }
  if (!moneyFits(sumMoney(out.map((i) => i.nilai_rupiah ?? '0'))))
    throw fieldError(field, TOTAL_TOO_LARGE_MESSAGE);
  return out;
}

/**
 * Recomputes a report's total_nilai from its live items; a sum past the column's precision is a 422 on `rincian`.
 * `touch` when the items changed on their own (the rincian-laporan routes), so the report's version goes up with them.
 */
export async function recomputeTotal(tx: Db, laporanId: number, touch = false): Promise<void> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${rincian_laporans.nilai_rupiah}), 0)::text` })
    .from(rincian_laporans)
    .where(and(eq(rincian_laporans.laporan_id, laporanId), isNull(rincian_laporans.deleted_at)));
  const total = row?.total ?? '0';
  if (!moneyFits(total)) throw fieldError('rincian', TOTAL_TOO_LARGE_MESSAGE);
  await tx
    .update(laporans)
    .set({ ...(touch ? nextVersion : {}), total_nilai: total })
    .where(eq(laporans.id, laporanId));
}

/**
 * Replaces a report's items as a set: items with an id of this report are updated, the others inserted, and live
 * items not in the set soft-deleted. Then total_nilai is recomputed.
 */
export async function replaceRincian(
  tx: Db,
  laporanId: number,
  items: readonly RincianValues[],
): Promise<void> {
  const existing = await tx
    .select({ id: rincian_laporans.id })
    .from(rincian_laporans)
    .where(and(eq(rincian_laporans.laporan_id, laporanId), isNull(rincian_laporans.deleted_at)));
  const mine = new Set(existing.map((r) => r.id));
  const kept: number[] = [];
  const now = new Date();
  for (const item of items) {
    const { id, ...values } = item;
    if (id !== undefined && mine.has(id)) {
      kept.push(id);
      await tx
        .update(rincian_laporans)
        .set({ ...values, updated_at: now })
        .where(eq(rincian_laporans.id, id));
    } else {
      const [row] = await tx
        .insert(rincian_laporans)
        .values({ ...values, laporan_id: laporanId })
        .returning({ id: rincian_laporans.id });
      if (row) kept.push(row.id);
    }
  }
  await tx
    .update(rincian_laporans)
    .set({ deleted_at: now })
    .where(
      and(
        eq(rincian_laporans.laporan_id, laporanId),
        isNull(rincian_laporans.deleted_at),
        kept.length > 0 ? notInArray(rincian_laporans.id, kept) : undefined,
      ),
    );
  await recomputeTotal(tx, laporanId);
}
