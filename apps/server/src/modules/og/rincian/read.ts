import type {
  OgItem,
  OgKepemilikan,
  OgMutasi,
  OgRincianItem,
  OgRincianListQuery,
  OgState,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  laporans,
  master_jenis_objeks,
  objek_gratifikasis as og,
  og_status_kepemilikans,
  pelapors,
  rincian_laporans,
} from '../../../db/schema';
import { masterColumn } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { ogHistory, ogSelect, toItem } from '../register/read';

const nomorSk = sql<
  string | null
>`(select s.nomor from laporan_nomor_surats s where s.laporan_id = ${og.laporan_id}
  and s.jenis = 'SK' and s.dibatalkan_at is null order by s.id desc limit 1)`;

/** The columns of one report item carrying an object (one shape: ogRincianItemSchema). */
const columns = {
  rincian_id: rincian_laporans.id,
  laporan_id: og.laporan_id,
  nomor_laporan: laporans.nosig,
  pelapor_nama: pelapors.nama,
  uraian: rincian_laporans.uraian,
  jenis_objek: sql<string | null>`${masterColumn(master_jenis_objeks, 'nama')}`,
  jumlah: rincian_laporans.jumlah,
  satuan: rincian_laporans.satuan,
  nomor_sk: nomorSk,
  tanggal_sk: og.tanggal_sk,
  kepemilikan: og.kepemilikan,
  nilai_negara: og_status_kepemilikans.nilai_negara,
  nilai: og.nilai,
  mata_uang_kode: og.mata_uang_kode,
  nilai_rupiah: og.nilai_rupiah,
  og_id: og.id,
  og_kode: og.kode,
  state: og.state,
  lokasi_nama: sql<
    string | null
  >`(select l.nama from lokasi_objek_gratifikasis l where l.id = ${og.lokasi_id})`,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(og)
    .innerJoin(rincian_laporans, eq(rincian_laporans.id, og.rincian_id))
    .innerJoin(laporans, eq(laporans.id, og.laporan_id))
    .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .leftJoin(master_jenis_objeks, eq(master_jenis_objeks.id, rincian_laporans.jenis_objek_id))
    .leftJoin(og_status_kepemilikans, eq(og_status_kepemilikans.rincian_id, og.rincian_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const toRincian = (r: Row): OgRincianItem => ({
  ...r,
  kepemilikan: r.kepemilikan as OgKepemilikan,
  state: r.state as OgState,
});

export const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(q: OgRincianListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.state) conds.push(eq(og.state, q.state));
  if (q.kepemilikan) conds.push(eq(og.kepemilikan, q.kepemilikan));
  if (q.laporan_id) conds.push(eq(og.laporan_id, Number(q.laporan_id)));
  if (q.q) {
    const p = likeOf(q.q);
    conds.push(
      or(
        ilike(laporans.nosig, p),
        ilike(pelapors.nama, p),
        ilike(rincian_laporans.uraian, p),
        ilike(og.kode, p),
      ),
    );
  }
  return and(...conds);
}

const SORT = {
  id: rincian_laporans.id,
  nomor_laporan: laporans.nosig,
  tanggal_sk: og.tanggal_sk,
  nilai_rupiah: og.nilai_rupiah,
  uraian: rincian_laporans.uraian,
  state: og.state,
} as const;

function orderOf(q: OgRincianListQuery) {
  const dir = q.order === 'asc' ? asc : desc;
  const key = SORT[q.sort ?? 'id'];
  // The id breaks ties so pages never overlap.
  return [dir(key), dir(rincian_laporans.id)];
}

/** `GET og/rincian`: a page of report items carrying an object, sorted and filtered on the server. */
export async function listRincianOg(db: Db, q: OgRincianListQuery) {
  const page = Number(q.page ?? 1);
  const perPage = Number(q.per_page ?? 20);
  const cond = where(q);
  const [rows, [count]] = await Promise.all([
    select(db)
      .where(cond)
      .orderBy(...orderOf(q))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(og)
      .innerJoin(rincian_laporans, eq(rincian_laporans.id, og.rincian_id))
      .innerJoin(laporans, eq(laporans.id, og.laporan_id))
      .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .where(cond),
  ]);
  return { items: rows.map(toRincian), total: count?.n ?? 0, page, per_page: perPage };
}

/** Every item the filter matches, in the list's order (the export), capped. */
export async function listRincianOgAll(db: Db, q: OgRincianListQuery): Promise<OgRincianItem[]> {
  const rows = await select(db)
    .where(where(q))
    .orderBy(...orderOf(q))
    .limit(10000);
  return rows.map(toRincian);
}

/** `GET og/rincian/{id}`: one item, its object(s) with every movement; 404 when the item carries none. */
export async function rincianOgDetail(
  db: Db,
  rincianId: number,
): Promise<OgRincianItem & { objek: (OgItem & { mutasi: OgMutasi[] })[] }> {
  const [row] = await select(db).where(eq(rincian_laporans.id, rincianId));
  if (!row) throw new AppError('NOT_FOUND', 'Rincian laporan dengan objek gratifikasi tidak ditemukan');
  const ogs = await ogSelect(db).where(eq(og.rincian_id, rincianId)).orderBy(asc(og.id));
  const objek = await Promise.all(
    ogs.map(async (o) => ({ ...toItem(o), mutasi: await ogHistory(db, o.id) })),
  );
  return { ...toRincian(row), objek };
}
