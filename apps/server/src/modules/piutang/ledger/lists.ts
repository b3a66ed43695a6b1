import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { todayJakarta } from '../../laporan/lookups';
import { ENTRI_COLUMNS, type EntriRow, entriesOfTagihan, entryById, rows } from './query';

/** A bill's state, derived from its balance and whether its bill entry stands. */
const STATUS_SQL = sql`case when s.aktif = 0 then 'DIBATALKAN' when s.saldo > 0 then 'BELUM_LUNAS'
  when s.saldo = 0 then 'LUNAS' else 'LEBIH_BAYAR' end`;

export interface TagihanRow {
  id: number;
  laporan_id: number;
  rincian_id: number;
  pelapor_id: number;
  pelapor_nama: string;
  nosig: string | null;
  uraian: string;
  nomor: string;
  tanggal: string;
  tanggal_keputusan: string;
  va: string;
  mata_uang: string;
  nilai: string;
  mata_uang_asal: string;
  nilai_asal: string;
  kurs: string;
  kurs_tanggal: string | null;
  dibayar: string;
  saldo: string;
  status: string;
}

/** og-piutang, monitoring-piutang, list-piutang: the bills with what was paid and the balance (from the entries). */
export async function tagihanList(
  db: Db,
  q: {
    page: number;
    per_page: number;
    q?: string | undefined;
    status?: string | undefined;
    laporan_id?: number | undefined;
    lewat_batas?: 'true' | undefined;
  },
) {
  const where: SQL[] = [sql`true`];
  if (q.laporan_id) where.push(sql`t.laporan_id = ${q.laporan_id}`);
  // Past the day to pay by: the handover day of the item's object (7 HK after the SK), the bill still open.
  if (q.lewat_batas)
    where.push(
      sql`s.saldo > 0 and exists (select 1 from objek_gratifikasis o where o.rincian_id = t.rincian_id and o.batas_serah < ${todayJakarta()})`,
    );
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(
      sql`(t.nomor ilike ${like} or t.va like ${like} or p.nama ilike ${like} or l.nosig ilike ${like})`,
    );
  }
  if (q.status) where.push(sql`${STATUS_SQL} = ${q.status}`);
  const base = sql`from piutang_tagihans t
    join pelapors p on p.id = t.pelapor_id
    join laporans l on l.id = t.laporan_id
    join rincian_laporans r on r.id = t.rincian_id
    cross join lateral (select sum(e.jumlah) as saldo,
        coalesce(-sum(e.jumlah) filter (where e.jenis = 'BAYAR'), 0) - coalesce(sum(e.jumlah) filter (where e.jenis = 'BATAL' and e.jumlah > 0), 0) as dibayar,
        count(*) filter (where e.jenis = 'TAGIHAN') - count(*) filter (where e.jenis = 'BATAL' and e.jumlah < 0) as aktif
      from piutang_entris e where e.tagihan_id = t.id) s
    where ${sql.join(where, sql` and `)}`;
  const [items, count] = await Promise.all([
    rows<TagihanRow>(
      db,
      sql`select t.id::int as id, t.laporan_id::int as laporan_id, t.rincian_id::int as rincian_id,
            t.pelapor_id::int as pelapor_id, p.nama as pelapor_nama, l.nosig, r.uraian, t.nomor, t.tanggal::text as tanggal,
            t.tanggal_keputusan::text as tanggal_keputusan, t.va, t.mata_uang, t.nilai::text as nilai,
            t.mata_uang_asal, t.nilai_asal::text as nilai_asal, t.kurs::text as kurs, t.kurs_tanggal::text as kurs_tanggal,
            s.dibayar::text as dibayar, s.saldo::text as saldo, ${STATUS_SQL} as status
          ${base} order by t.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n ${base}`),
  ]);
  return { items, total: count[0]?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** pelunasan-penerimaan/:id: one bill, its entries with the running balance, and its payment notifications. */
export async function tagihanDetail(db: Db, id: number) {
  const one = await tagihanOne(db, id);
  const entries = await entriesOfTagihan(db, id);
  const notifikasi = await rows<Record<string, unknown>>(
    db,
    sql`select id::int as id, notification_id, va, jumlah::text as jumlah, to_char(dibayar_at at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS') as dibayar_at, sumber,
          status, alasan, klasifikasi, selisih::text as selisih, duplikat::int as duplikat
        from pembayaran_notifikasis where tagihan_id = ${id} order by id`,
  );
  return { tagihan: one, entri: entries, notifikasi };
}

async function tagihanOne(db: Db, id: number): Promise<TagihanRow> {
  const page = await rows<TagihanRow>(
    db,
    sql`select t.id::int as id, t.laporan_id::int as laporan_id, t.rincian_id::int as rincian_id,
          t.pelapor_id::int as pelapor_id, p.nama as pelapor_nama, l.nosig, r.uraian, t.nomor, t.tanggal::text as tanggal,
          t.tanggal_keputusan::text as tanggal_keputusan, t.va, t.mata_uang, t.nilai::text as nilai,
          t.mata_uang_asal, t.nilai_asal::text as nilai_asal, t.kurs::text as kurs, t.kurs_tanggal::text as kurs_tanggal,
          s.dibayar::text as dibayar, s.saldo::text as saldo, ${STATUS_SQL} as status
        from piutang_tagihans t join pelapors p on p.id = t.pelapor_id join laporans l on l.id = t.laporan_id
        join rincian_laporans r on r.id = t.rincian_id
        cross join lateral (select sum(e.jumlah) as saldo,
            coalesce(-sum(e.jumlah) filter (where e.jenis = 'BAYAR'), 0) - coalesce(sum(e.jumlah) filter (where e.jenis = 'BATAL' and e.jumlah > 0), 0) as dibayar,
            count(*) filter (where e.jenis = 'TAGIHAN') - count(*) filter (where e.jenis = 'BATAL' and e.jumlah < 0) as aktif
          from piutang_entris e where e.tagihan_id = t.id) s
        where t.id = ${id}`,
  );
  const row = page[0];
  if (!row) throw new AppError('NOT_FOUND', 'Tagihan tidak ditemukan');
  return row;
}

export { tagihanOne };

/** pp-transaksi: the ledger's entries, newest first. */
export async function transaksiList(
  db: Db,
  q: {
    page: number;
    per_page: number;
    q?: string | undefined;
    jenis?: string | undefined;
    tagihan_id?: number | undefined;
  },
) {
  const where: SQL[] = [sql`true`];
  if (q.jenis) where.push(sql`e.jenis = ${q.jenis}`);
  if (q.tagihan_id) where.push(sql`e.tagihan_id = ${q.tagihan_id}`);
  if (q.q)
    where.push(
      sql`(t.nomor ilike ${`%${q.q.replace(/[\\%_]/g, '\\$&')}%`} or t.va = ${q.q} or e.referensi = ${q.q})`,
    );
  const cond = sql.join(where, sql` and `);
  const [items, count] = await Promise.all([
    rows<EntriRow & { pelapor_nama: string; dibatalkan_oleh: number | null }>(
      db,
      sql`select ${ENTRI_COLUMNS}, p.nama as pelapor_nama,
            (select b.id::int from piutang_entris b where b.membatalkan_id = e.id) as dibatalkan_oleh
          from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id join pelapors p on p.id = e.pelapor_id
          where ${cond} order by e.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    q.jenis || q.tagihan_id || q.q
      ? rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id where ${cond}`,
        )
      : rows<{ n: number }>(db, sql`select count(*)::int as n from piutang_entris`),
  ]);
  return { items, total: count[0]?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** pp-transaksi-view/:id: one entry with what cancelled or restored it. */
export async function transaksiView(db: Db, id: number) {
  const entry = await entryById(db, id);
  if (!entry) throw new AppError('NOT_FOUND', 'Transaksi tidak ditemukan');
  const related = await rows<{
    id: number;
    jenis: string;
    membatalkan_id: number | null;
    memulihkan_id: number | null;
  }>(
    db,
    sql`select id::int as id, jenis, membatalkan_id::int as membatalkan_id, memulihkan_id::int as memulihkan_id
        from piutang_entris where membatalkan_id = ${id} or memulihkan_id = ${entry.membatalkan_id ?? -1}`,
  );
  return {
    ...entry,
    dibatalkan_oleh: related.find((r) => r.membatalkan_id === id)?.id ?? null,
    dipulihkan_oleh:
      entry.jenis === 'BATAL' ? (related.find((r) => r.memulihkan_id !== null)?.id ?? null) : null,
  };
}
