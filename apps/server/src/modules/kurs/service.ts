import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';

export const KURS_NOT_FOUND = 'Kurs untuk tanggal tersebut belum tersedia';

export interface KursBerlaku {
  mata_uang: string;
  tanggal: string;
  nilai: string;
  sumber: string | null;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The rate in force on `tanggal`: the latest live kurs row of the currency dated on or before it. */
export async function kursBerlaku(db: Db, kode: string, tanggal: string): Promise<KursBerlaku> {
  const kurs = masterTableOf('kurs');
  const mataUang = masterTableOf('mata-uang');
  const kodeCol = masterColumn(mataUang, 'kode');
  const tanggalCol = masterColumn(kurs, 'tanggal');
  const [row] = await db
    .select({
      mata_uang: kodeCol,
      tanggal: tanggalCol,
      nilai: masterColumn(kurs, 'nilai'),
      sumber: masterColumn(kurs, 'sumber'),
    })
    .from(kurs)
    .innerJoin(mataUang, eq(mataUang.id, masterColumn(kurs, 'mata_uang_id')))
    .where(
      and(
        sql`upper(${kodeCol}) = ${kode.toUpperCase()}`,
        lte(tanggalCol, tanggal),
        isNull(kurs.deleted_at),
        isNull(mataUang.deleted_at),
      ),
    )
    .orderBy(desc(tanggalCol), desc(kurs.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', KURS_NOT_FOUND);
  return {
    mata_uang: String(row.mata_uang),
    tanggal: String(row.tanggal),
    nilai: String(row.nilai),
    sumber: text(row.sumber),
  };
}

export interface KursPajakItem {
  mata_uang_id: number;
  kode: string;
  nama: string;
  nilai: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  nomor_kmk: string;
}

/** The tax rates in force on `tanggal` (the KMK week containing it), by currency code. */
export async function kursPajakBerlaku(db: Db, tanggal: string): Promise<KursPajakItem[]> {
  const kp = masterTableOf('kurs-pajak');
  const mataUang = masterTableOf('mata-uang');
  const rows = await db
    .select({
      mata_uang_id: mataUang.id,
      kode: masterColumn(mataUang, 'kode'),
      nama: masterColumn(mataUang, 'nama'),
      nilai: masterColumn(kp, 'nilai'),
      tanggal_mulai: masterColumn(kp, 'tanggal_mulai'),
      tanggal_selesai: masterColumn(kp, 'tanggal_selesai'),
      nomor_kmk: masterColumn(kp, 'nomor_kmk'),
    })
    .from(kp)
    .innerJoin(mataUang, eq(mataUang.id, masterColumn(kp, 'mata_uang_id')))
    .where(
      and(
        lte(masterColumn(kp, 'tanggal_mulai'), tanggal),
        gte(masterColumn(kp, 'tanggal_selesai'), tanggal),
        isNull(kp.deleted_at),
        isNull(mataUang.deleted_at),
      ),
    )
    .orderBy(asc(masterColumn(mataUang, 'kode')), desc(masterColumn(kp, 'tanggal_mulai')));
  // Overlapping KMK periods (a correction) keep the newest start per currency.
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.mata_uang_id) && Boolean(seen.add(r.mata_uang_id)))
    .map((r) => ({
      mata_uang_id: r.mata_uang_id,
      kode: String(r.kode),
      nama: String(r.nama),
      nilai: String(r.nilai),
      tanggal_mulai: String(r.tanggal_mulai),
      tanggal_selesai: String(r.tanggal_selesai),
      nomor_kmk: String(r.nomor_kmk),
    }));
}

export interface Penetapan {
  nomor_kmk: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  jumlah_mata_uang: number;
}

/** The distinct KMK periods (one per decree and week), newest first. */
export async function listPenetapan(db: Db): Promise<Penetapan[]> {
  const kp = masterTableOf('kurs-pajak');
  const nomor = masterColumn(kp, 'nomor_kmk');
  const mulai = masterColumn(kp, 'tanggal_mulai');
  const selesai = masterColumn(kp, 'tanggal_selesai');
  const rows = await db
    .select({ nomor_kmk: nomor, tanggal_mulai: mulai, tanggal_selesai: selesai, jumlah: count() })
    .from(kp)
    .where(isNull(kp.deleted_at))
    .groupBy(nomor, mulai, selesai)
    .orderBy(desc(mulai), asc(nomor));
  return rows.map((r) => ({
    nomor_kmk: String(r.nomor_kmk),
    tanggal_mulai: String(r.tanggal_mulai),
    tanggal_selesai: String(r.tanggal_selesai),
    jumlah_mata_uang: Number(r.jumlah),
  }));
}
