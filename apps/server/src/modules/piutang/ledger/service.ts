import {
  agingPerTanggal,
  entryProblem,
  fromSen,
  saldo,
  statementOfAccount,
  toSen,
} from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { piutang_entris, piutang_tagihans } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { cacheOf } from '../../../platform/cache';
import { AppError } from '../../../platform/errors';
import { todayJakarta } from '../../laporan/lookups';
import { entriesOfDebitur, entriesOfTagihan, entryById, ledgerVersion, rows } from './query';

/** og-statement-of-account-view/:id/:currency: every entry of the debtor with the running balance. */
export async function soaView(db: Db, pelaporId: number, mataUang: string) {
  const [debitur] = await rows<{ nama: string }>(db, sql`select nama from pelapors where id = ${pelaporId}`);
  const entries = (await entriesOfDebitur(db, [{ pelapor_id: pelaporId, mata_uang: mataUang }])).get(
    `${pelaporId}|${mataUang}`,
  );
  if (!debitur || !entries?.length) throw new AppError('NOT_FOUND', 'Debitur tidak ditemukan');
  const lines = statementOfAccount(entries);
  return {
    pelapor_id: pelaporId,
    nama: debitur.nama,
    mata_uang: mataUang,
    saldo: saldo(entries),
    entri: lines,
  };
}

/** pp-debtor-aging-view: a debtor's aging, and each of their bills aged on its own. */
export async function agingView(db: Db, pelaporId: number, mataUang: string, perTanggal: string) {
  const soa = await soaView(db, pelaporId, mataUang);
  const byTagihan = new Map<number, typeof soa.entri>();
  for (const e of soa.entri) byTagihan.set(e.tagihan_id, [...(byTagihan.get(e.tagihan_id) ?? []), e]);
  return {
    pelapor_id: pelaporId,
    nama: soa.nama,
    mata_uang: mataUang,
    per_tanggal: perTanggal,
    ...agingPerTanggal(soa.entri, perTanggal),
    tagihan: [...byTagihan.entries()].map(([id, list]) => ({
      tagihan_id: id,
      nomor: list[0]?.nomor ?? '',
      va: list[0]?.va ?? '',
      tanggal: list[0]?.tanggal ?? '',
      ...agingPerTanggal(list, perTanggal),
    })),
  };
}

/** pp-rekapitulasi-og-piutang: per year of issue, the bills, their value, what was paid and cancelled, the balance. */
export async function rekapitulasi(db: Db) {
  const version = await ledgerVersion(db);
  return cacheOf(db).get('piutang', `rekap|${version}`, () =>
    rows<{
      tahun: number;
      mata_uang: string;
      jumlah_tagihan: number;
      nilai_tagihan: string;
      bayar: string;
      batal: string;
      saldo: string;
    }>(
      db,
      sql`select t.tahun::int as tahun, t.mata_uang, count(distinct t.id)::int as jumlah_tagihan,
            coalesce(sum(e.jumlah) filter (where e.jenis = 'TAGIHAN'), 0)::text as nilai_tagihan,
            coalesce(-sum(e.jumlah) filter (where e.jenis = 'BAYAR'), 0)::text as bayar,
            coalesce(-sum(e.jumlah) filter (where e.jenis = 'BATAL'), 0)::text as batal,
            coalesce(sum(e.jumlah), 0)::text as saldo
          from piutang_tagihans t join piutang_entris e on e.tagihan_id = t.id
          where e.id <= ${version}
          group by t.tahun, t.mata_uang order by t.tahun desc, t.mata_uang`,
    ),
  );
}

/** total-nilai-piutang: the outstanding total per currency (positive balances) and the overpayments held. */
export async function totalNilaiPiutang(db: Db) {
  const version = await ledgerVersion(db);
  return cacheOf(db).get('piutang', `total|${version}`, () =>
    rows<{ mata_uang: string; piutang: string; lebih_bayar: string; jumlah_tagihan: number }>(
      db,
      sql`select mata_uang, coalesce(sum(s) filter (where s > 0), 0)::text as piutang,
            coalesce(sum(s) filter (where s < 0), 0)::text as lebih_bayar,
            count(*) filter (where s > 0)::int as jumlah_tagihan
          from (select tagihan_id, mata_uang, sum(jumlah) as s from piutang_entris where id <= ${version}
                group by tagihan_id, mata_uang) x
          group by mata_uang order by mata_uang`,
    ),
  );
}

/**
 * Cancels an entry with a reversing entry (pp-transaksi pembatalan): the tagihan is locked, the entry checked by
 * the domain rule (not already cancelled, not itself a cancellation), and the negation appended.
 */
export async function batalkanEntri(db: Db, request: RequestMeta, id: number, alasan: string) {
  return db.transaction(async (tx) => {
    const target = await entryById(tx, id);
    if (!target) throw new AppError('NOT_FOUND', 'Transaksi tidak ditemukan');
    await tx
      .select({ id: piutang_tagihans.id })
      .from(piutang_tagihans)
      .where(eq(piutang_tagihans.id, target.tagihan_id))
      .for('update');
    const existing = await entriesOfTagihan(tx, target.tagihan_id);
    const entry = {
      id: 0,
      jenis: 'BATAL' as const,
      jumlah: fromSen(-toSen(target.jumlah)),
      tanggal: todayJakarta() < target.tanggal ? target.tanggal : todayJakarta(),
      membatalkan_id: target.id,
    };
    const problem = entryProblem(entry, existing);
    if (problem) throw new AppError('CONFLICT', problem);
    const [row] = await tx
      .insert(piutang_entris)
      .values({
        tagihan_id: target.tagihan_id,
        pelapor_id: target.pelapor_id,
        mata_uang: target.mata_uang,
        jenis: 'BATAL',
        jumlah: entry.jumlah,
        tanggal: entry.tanggal,
        membatalkan_id: target.id,
        keterangan: alasan,
        created_by: request.auth?.user.id ?? null,
      })
      .returning({ id: piutang_entris.id });
    await audit(tx, request, {
      action: 'piutang.transaksi.batal',
      entity: 'piutang_entris',
      entity_id: row?.id ?? null,
      after: { membatalkan_id: target.id, jumlah: entry.jumlah, alasan },
    });
    return { id: row?.id ?? 0 };
  });
}

/**
 * Restores a cancelled entry (pp-transaksi restore): a new entry copying the cancelled one (`memulihkan_id`), so
 * the history keeps the entry, its cancellation and its restoration.
 */
export async function pulihkanEntri(db: Db, request: RequestMeta, batalId: number, alasan: string) {
  return db.transaction(async (tx) => {
    const batal = await entryById(tx, batalId);
    if (batal?.jenis !== 'BATAL' || !batal.membatalkan_id)
      throw new AppError('NOT_FOUND', 'Pembatalan tidak ditemukan');
    await tx
      .select({ id: piutang_tagihans.id })
      .from(piutang_tagihans)
      .where(eq(piutang_tagihans.id, batal.tagihan_id))
      .for('update');
    const existing = await entriesOfTagihan(tx, batal.tagihan_id);
    if (existing.some((e) => e.memulihkan_id === batal.membatalkan_id))
      throw new AppError('CONFLICT', 'Transaksi sudah dipulihkan');
    const original = existing.find((e) => e.id === batal.membatalkan_id);
    if (!original) throw new AppError('NOT_FOUND', 'Transaksi asal tidak ditemukan');
    const [row] = await tx
      .insert(piutang_entris)
      .values({
        tagihan_id: original.tagihan_id,
        pelapor_id: original.pelapor_id,
        mata_uang: original.mata_uang,
        jenis: original.jenis,
        jumlah: original.jumlah,
        tanggal: todayJakarta() < batal.tanggal ? batal.tanggal : todayJakarta(),
        kurs: original.kurs,
        kurs_tanggal: original.kurs_tanggal,
        referensi: original.referensi,
        memulihkan_id: original.id,
        keterangan: `Pemulihan: ${alasan}`,
        created_by: request.auth?.user.id ?? null,
      })
      .returning({ id: piutang_entris.id });
    await audit(tx, request, {
      action: 'piutang.transaksi.pulihkan',
      entity: 'piutang_entris',
      entity_id: row?.id ?? null,
      after: { memulihkan_id: original.id, batal_id: batal.id, alasan },
    });
    return { id: row?.id ?? 0 };
  });
}
