import {
  type KegiatanUtamaDetail,
  type KegiatanUtamaItem,
  type KegiatanUtamaPage,
  type kegiatanUtamaListQuerySchema,
  STATUS_KEGIATAN_LABELS,
  type StatusKegiatan,
  type UpgKegiatanUtama,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  master_instansis,
  masterColumn,
  ppg_kegiatan_instansis,
  ppg_kegiatan_utamas,
  ppg_kegiatans,
  ppg_rencana_kerja_items,
  ppg_rencana_kerjas,
} from '../../../db/schema';
import { AppError } from '../../../platform/errors';

type ListQuery = z.output<typeof kegiatanUtamaListQuerySchema>;
const U = ppg_kegiatan_utamas;
const K = ppg_kegiatans;
const I = ppg_rencana_kerja_items;
const R = ppg_rencana_kerjas;
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" in a subquery is its own row's.
const uid = sql.raw('"ppg_kegiatan_utamas"."id"');
const jumlahKegiatan = sql<number>`(select count(*)::int from ${K} k where k.kegiatan_utama_id = ${uid})`;
const jumlahRencana = sql<number>`(select count(*)::int from ${I} i where i.kegiatan_utama_id = ${uid})`;
const jumlahInstansi = sql<number>`(select count(distinct r.instansi_id)::int from ${I} i join ${R} r on r.id = i.rencana_kerja_id where i.kegiatan_utama_id = ${uid})`;

const selection = {
  id: U.id,
  tahun: U.tahun,
  nama: U.nama,
  tujuan: U.tujuan,
  tanggal_mulai: U.tanggal_mulai,
  tanggal_selesai: U.tanggal_selesai,
  jumlah_kegiatan: jumlahKegiatan,
  jumlah_rencana: jumlahRencana,
  jumlah_instansi: jumlahInstansi,
  versi: U.versi,
  updated_at: U.updated_at,
};
type Row = { [K in keyof typeof selection]: unknown } & { updated_at: Date };
const toItem = (r: Row): KegiatanUtamaItem => ({
  id: Number(r.id),
  tahun: Number(r.tahun),
  nama: String(r.nama),
  tujuan: (r.tujuan as string | null) ?? null,
  tanggal_mulai: (r.tanggal_mulai as string | null) ?? null,
  tanggal_selesai: (r.tanggal_selesai as string | null) ?? null,
  jumlah_kegiatan: Number(r.jumlah_kegiatan),
  jumlah_rencana: Number(r.jumlah_rencana),
  jumlah_instansi: Number(r.jumlah_instansi),
  versi: Number(r.versi),
  updated_at: r.updated_at.toISOString(),
});

/** `GET kegiatan-utama`: a page of a year's (or every year's) main activities, newest year first, by name. */
export async function listKegiatanUtama(db: Db, q: ListQuery): Promise<KegiatanUtamaPage> {
  const where: SQL | undefined = and(
    isNull(U.deleted_at),
    q.tahun ? eq(U.tahun, q.tahun) : undefined,
    q.q ? ilike(U.nama, escapeLike(q.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(U)
      .where(where)
      .orderBy(desc(U.tahun), asc(U.nama), asc(U.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(U).where(where),
  ]);
  return { items: rows.map(toItem), total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page };
}

/** `GET kegiatan-utama/opsi?tahun=`: the year's main activities by name, for a select. */
export async function opsiKegiatanUtama(db: Db, tahun: number | undefined) {
  return db
    .select({ id: U.id, tahun: U.tahun, nama: U.nama })
    .from(U)
    .where(and(isNull(U.deleted_at), tahun ? eq(U.tahun, tahun) : undefined))
    .orderBy(desc(U.tahun), asc(U.nama))
    .limit(500);
}

const kegiatanOf = (r: { status: string }) => ({
  status_label: STATUS_KEGIATAN_LABELS[r.status as StatusKegiatan] ?? r.status,
});
const target = sql<number>`(${I.target_tw1} + ${I.target_tw2} + ${I.target_tw3} + ${I.target_tw4})::int`;

/** `GET kegiatan-utama/{id}`: the main activity, the KPK's activities serving it, the plan items linked to it. */
export async function kegiatanUtamaDetail(
  db: Db,
  id: number,
  dapatDiubah: boolean,
): Promise<KegiatanUtamaDetail> {
  const [row] = await db
    .select({ ...selection, deskripsi: U.deskripsi })
    .from(U)
    .where(and(eq(U.id, id), isNull(U.deleted_at)));
  if (!row) throw new AppError('NOT_FOUND', 'Kegiatan utama tidak ditemukan');
  const [kegiatan, rencana] = await Promise.all([
    db
      .select({
        id: K.id,
        judul: K.judul,
        tanggal_mulai: K.tanggal_mulai,
        tanggal_selesai: K.tanggal_selesai,
        status: K.status,
      })
      .from(K)
      .where(eq(K.kegiatan_utama_id, id))
      .orderBy(desc(K.tanggal_mulai), desc(K.id))
      .limit(500),
    db
      .select({
        id: I.id,
        instansi: masterColumn(master_instansis, 'nama'),
        uraian: I.uraian,
        satuan: I.satuan,
        target,
        status_rencana: R.status,
      })
      .from(I)
      .innerJoin(R, eq(R.id, I.rencana_kerja_id))
      .innerJoin(master_instansis, eq(master_instansis.id, R.instansi_id))
      .where(eq(I.kegiatan_utama_id, id))
      .orderBy(masterColumn(master_instansis, 'nama'), I.urutan)
      .limit(1000),
  ]);
  return {
    ...toItem(row),
    deskripsi: row.deskripsi,
    dapat_diubah: dapatDiubah,
    kegiatan: kegiatan.map((k) => ({ ...k, ...kegiatanOf(k) })),
    rencana: rencana.map((r) => ({ ...r, instansi: String(r.instansi ?? ''), target: Number(r.target) })),
  };
}

/**
 * `GET upg/kegiatan-utama?tahun=`: each of the year's main activities with the institution's part in it — its own
 * plan items linked to it, and the KPK's activities serving it that targeted the institution.
 */
export async function upgKegiatanUtama(db: Db, instansiId: number, tahun: number): Promise<UpgKegiatanUtama> {
  const utama = await db
    .select({
      id: U.id,
      nama: U.nama,
      tujuan: U.tujuan,
      tanggal_mulai: U.tanggal_mulai,
      tanggal_selesai: U.tanggal_selesai,
    })
    .from(U)
    .where(and(isNull(U.deleted_at), eq(U.tahun, tahun)))
    .orderBy(asc(U.nama))
    .limit(500);
  const ids = utama.map((u) => u.id);
  const [rencana, kegiatan] = ids.length
    ? await Promise.all([
        db
          .select({
            id: I.id,
            kegiatan_utama_id: I.kegiatan_utama_id,
            uraian: I.uraian,
            satuan: I.satuan,
            target,
            status_rencana: R.status,
          })
          .from(I)
          .innerJoin(R, eq(R.id, I.rencana_kerja_id))
          .where(and(inArray(I.kegiatan_utama_id, ids), eq(R.instansi_id, instansiId), eq(R.tahun, tahun)))
          .orderBy(I.urutan),
        db
          .select({
            id: K.id,
            kegiatan_utama_id: K.kegiatan_utama_id,
            judul: K.judul,
            tanggal_mulai: K.tanggal_mulai,
            tanggal_selesai: K.tanggal_selesai,
            status: K.status,
          })
          .from(K)
          .innerJoin(ppg_kegiatan_instansis, eq(ppg_kegiatan_instansis.kegiatan_id, K.id))
          .where(and(inArray(K.kegiatan_utama_id, ids), eq(ppg_kegiatan_instansis.instansi_id, instansiId)))
          .orderBy(K.tanggal_mulai),
      ])
    : [[], []];
  return {
    tahun,
    items: utama.map((u) => ({
      ...u,
      rencana: rencana
        .filter((r) => r.kegiatan_utama_id === u.id)
        .map(({ kegiatan_utama_id: _k, ...r }) => ({ ...r, target: Number(r.target) })),
      kegiatan: kegiatan
        .filter((k) => k.kegiatan_utama_id === u.id)
        .map(({ kegiatan_utama_id: _k, ...k }) => ({ ...k, ...kegiatanOf(k) })),
    })),
  };
}
