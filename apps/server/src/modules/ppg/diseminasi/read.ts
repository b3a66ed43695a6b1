import type { DiseminasiDetail, DiseminasiItem, DiseminasiQuery } from '@gratifikasi/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_diseminasi_pesertas, ppg_diseminasis, users } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { mediaInfo, mediaOf } from '../../../platform/files';
import { type PpgActor, scopeOf } from './scope';

export const DISEMINASI_MEDIA = 'ppg_diseminasi';
export const DOKUMENTASI = 'dokumentasi';

const d = ppg_diseminasis;
const T = {
  instansi: () => masterTableOf('instansi'),
  jenis: () => masterTableOf('jenis-diseminasi'),
  klasifikasi: () => masterTableOf('klasifikasi-kegiatan'),
  sasaran: () => masterTableOf('sasaran-kegiatan'),
  provinsi: () => masterTableOf('provinsi'),
  kabkota: () => masterTableOf('kota-kabupaten'),
};
const nama = (key: keyof typeof T) => masterColumn(T[key](), 'nama');

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows a query asks for, within what the actor may see (live rows only). */
export function diseminasiWhere(actor: PpgActor, q: DiseminasiQuery): SQL | undefined {
  return and(
    isNull(d.deleted_at),
    scopeOf(actor, d.instansi_id),
    q.instansi_id !== undefined ? eq(d.instansi_id, q.instansi_id) : undefined,
    q.tahun !== undefined ? eq(d.tahun, q.tahun) : undefined,
    q.triwulan !== undefined ? eq(d.triwulan, q.triwulan) : undefined,
    q.jenis_diseminasi_id !== undefined ? eq(d.jenis_diseminasi_id, q.jenis_diseminasi_id) : undefined,
    q.klasifikasi_kegiatan_id !== undefined
      ? eq(d.klasifikasi_kegiatan_id, q.klasifikasi_kegiatan_id)
      : undefined,
    q.sasaran_kegiatan_id !== undefined ? eq(d.sasaran_kegiatan_id, q.sasaran_kegiatan_id) : undefined,
    q.provinsi_id !== undefined ? eq(d.provinsi_id, q.provinsi_id) : undefined,
    q.kabkota_id !== undefined ? eq(d.kabkota_id, q.kabkota_id) : undefined,
    // A date range keeps the events that overlap it.
    q.tanggal_awal !== undefined ? gte(d.tanggal_akhir, q.tanggal_awal) : undefined,
    q.tanggal_akhir !== undefined ? lte(d.tanggal_awal, q.tanggal_akhir) : undefined,
    q.narasumber ? ilike(d.narasumber, like(q.narasumber)) : undefined,
    q.q ? or(ilike(d.nama_kegiatan, like(q.q)), ilike(d.narasumber, like(q.q))) : undefined,
    q.level_jabatan_peserta_ids?.length
      ? sql`exists (select 1 from ${ppg_diseminasi_pesertas} where ${ppg_diseminasi_pesertas.diseminasi_id} = ${d.id} and ${inArray(ppg_diseminasi_pesertas.level_jabatan_peserta_id, q.level_jabatan_peserta_ids)})`
      : undefined,
  );
}

function itemSelection() {
  return {
    id: d.id,
    instansi_id: d.instansi_id,
    instansi_nama: nama('instansi'),
    nama_kegiatan: d.nama_kegiatan,
    jenis_diseminasi_id: d.jenis_diseminasi_id,
    jenis_nama: nama('jenis'),
    klasifikasi_kegiatan_id: d.klasifikasi_kegiatan_id,
    klasifikasi_nama: nama('klasifikasi'),
    sasaran_kegiatan_id: d.sasaran_kegiatan_id,
    sasaran_nama: nama('sasaran'),
    tanggal_awal: d.tanggal_awal,
    tanggal_akhir: d.tanggal_akhir,
    tahun: d.tahun,
    triwulan: d.triwulan,
    narasumber: d.narasumber,
    provinsi_id: d.provinsi_id,
    provinsi_nama: nama('provinsi'),
    kabkota_id: d.kabkota_id,
    kabkota_nama: nama('kabkota'),
    tempat: d.tempat,
    uraian: d.uraian,
    jumlah_peserta: d.jumlah_peserta,
    version: d.version,
    created_at: d.created_at,
    updated_at: d.updated_at,
    created_by: d.created_by,
  };
}

function joined(db: Db, extra: Record<string, SQL.Aliased | SQL> = {}) {
  return db
    .select({ ...itemSelection(), ...extra })
    .from(d)
    .innerJoin(T.instansi(), eq(T.instansi().id, d.instansi_id))
    .innerJoin(T.jenis(), eq(T.jenis().id, d.jenis_diseminasi_id))
    .innerJoin(T.klasifikasi(), eq(T.klasifikasi().id, d.klasifikasi_kegiatan_id))
    .innerJoin(T.sasaran(), eq(T.sasaran().id, d.sasaran_kegiatan_id))
    .innerJoin(T.provinsi(), eq(T.provinsi().id, d.provinsi_id))
    .innerJoin(T.kabkota(), eq(T.kabkota().id, d.kabkota_id));
}

function toItem(r: Record<string, unknown>): DiseminasiItem {
  const ref = (id: string, n: string) => ({ id: Number(r[id]), nama: String(r[n] ?? '') });
  return {
    id: Number(r.id),
    instansi: ref('instansi_id', 'instansi_nama'),
    nama_kegiatan: String(r.nama_kegiatan),
    jenis_diseminasi: ref('jenis_diseminasi_id', 'jenis_nama'),
    klasifikasi_kegiatan: ref('klasifikasi_kegiatan_id', 'klasifikasi_nama'),
    sasaran_kegiatan: ref('sasaran_kegiatan_id', 'sasaran_nama'),
    tanggal_awal: String(r.tanggal_awal),
    tanggal_akhir: String(r.tanggal_akhir),
    tahun: Number(r.tahun),
    triwulan: Number(r.triwulan),
    narasumber: String(r.narasumber),
    provinsi: ref('provinsi_id', 'provinsi_nama'),
    kabkota: ref('kabkota_id', 'kabkota_nama'),
    tempat: (r.tempat as string | null) ?? null,
    jumlah_peserta: Number(r.jumlah_peserta),
    version: Number(r.version),
    updated_at: (r.updated_at as Date).toISOString(),
  };
}

function orderOf(q: DiseminasiQuery) {
  const dir = q.order === 'asc' ? asc : desc;
  switch (q.sort) {
    case 'nama_kegiatan':
      return [dir(d.nama_kegiatan), desc(d.id)];
    case 'jumlah_peserta':
      return [dir(d.jumlah_peserta), desc(d.id)];
    case 'instansi':
      return [dir(nama('instansi')), desc(d.tanggal_awal), desc(d.id)];
    default:
      return [q.order === 'asc' ? asc(d.tanggal_awal) : desc(d.tanggal_awal), desc(d.id)];
  }
}

/** `GET diseminasi`: a page of events, newest first by default. */
export async function listDiseminasi(db: Db, actor: PpgActor, q: DiseminasiQuery) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const rows = await joined(db, { __total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(diseminasiWhere(actor, q))
    .orderBy(...orderOf(q))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map((r) => toItem(r)),
    total: Number((rows[0] as { __total?: number } | undefined)?.__total ?? 0),
    page,
    per_page: perPage,
  };
}

/** Every event of a query, for the export (capped). */
export async function allDiseminasi(db: Db, actor: PpgActor, q: DiseminasiQuery, cap: number) {
  const rows = await joined(db)
    .where(diseminasiWhere(actor, q))
    .orderBy(...orderOf(q))
    .limit(cap);
  return rows.map((r) => ({ item: toItem(r), uraian: (r.uraian as string | null) ?? null }));
}

/** The live event `id` if the actor may see it; NOT_FOUND otherwise (another institution's id included). */
export async function findDiseminasi(db: Db, actor: PpgActor, id: number) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.id, id), isNull(d.deleted_at), scopeOf(actor, d.instansi_id)));
  if (!row) throw new AppError('NOT_FOUND', 'Diseminasi tidak ditemukan');
  return row;
}

/** The participants of events by position level, in the level's order. */
export async function pesertaOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const level = masterTableOf('level-jabatan-peserta');
  return db
    .select({
      diseminasi_id: ppg_diseminasi_pesertas.diseminasi_id,
      id: level.id,
      nama: masterColumn(level, 'nama'),
      jumlah: ppg_diseminasi_pesertas.jumlah,
    })
    .from(ppg_diseminasi_pesertas)
    .innerJoin(level, eq(level.id, ppg_diseminasi_pesertas.level_jabatan_peserta_id))
    .where(inArray(ppg_diseminasi_pesertas.diseminasi_id, [...ids]))
    .orderBy(asc(masterColumn(level, 'urutan')), asc(level.id));
}

/** A user's name (who recorded a row). */
export async function userName(db: Db, id: number): Promise<string | null> {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return u?.name ?? null;
}

/** `GET diseminasi/{id}`: the event with its participants and documentation. */
export async function diseminasiDetail(db: Db, actor: PpgActor, id: number): Promise<DiseminasiDetail> {
  await findDiseminasi(db, actor, id);
  const [row] = await joined(db).where(eq(d.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Diseminasi tidak ditemukan');
  const creator = row.created_by ? await userName(db, row.created_by) : null;
  const peserta = await pesertaOf(db, [id]);
  const files = await mediaOf(db, DISEMINASI_MEDIA, id, DOKUMENTASI);
  return {
    ...toItem(row),
    uraian: (row.uraian as string | null) ?? null,
    peserta: peserta.map((p) => ({
      level_jabatan_peserta: { id: p.id, nama: String(p.nama) },
      jumlah: p.jumlah,
    })),
    dokumentasi: files.map(mediaInfo),
    created_at: (row.created_at as Date).toISOString(),
    created_by: creator,
  };
}
