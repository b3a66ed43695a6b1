import {
  checkOgMatch,
  OG_FINAL,
  OG_IN_CUSTODY,
  OG_RULES,
  type OgDetail,
  type OgItem,
  type OgKepemilikan,
  type OgListQuery,
  type OgLokasiItem,
  type OgMutasi,
  type OgSkItem,
  type OgState,
  ogAksiTersedia,
  type RoleName,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  laporans,
  objek_gratifikasis as og,
  og_boxes,
  og_dokumens,
  og_mutasis,
  rincian_laporans,
  users,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { todayJakarta } from '../../laporan/lookups';

const lokasiNama = (column: SQL | typeof og.lokasi_id) =>
  sql<string | null>`(select l.nama from lokasi_objek_gratifikasis l where l.id = ${column})`;

/** The columns every OG read shares (one shape: ogItemSchema). */
export const ogColumns = {
  id: og.id,
  kode: og.kode,
  laporan_id: og.laporan_id,
  nomor_laporan: laporans.nosig,
  nomor_sk: sql<
    string | null
  >`(select s.nomor from laporan_nomor_surats s where s.laporan_id = ${og.laporan_id}
    and s.jenis = 'SK' and s.dibatalkan_at is null order by s.id desc limit 1)`,
  tanggal_sk: og.tanggal_sk,
  batas_serah: og.batas_serah,
  rincian_id: og.rincian_id,
  uraian: rincian_laporans.uraian,
  jumlah: rincian_laporans.jumlah,
  satuan: rincian_laporans.satuan,
  kepemilikan: og.kepemilikan,
  nilai: og.nilai,
  mata_uang_kode: og.mata_uang_kode,
  nilai_rupiah: og.nilai_rupiah,
  state: og.state,
  lokasi_id: og.lokasi_id,
  lokasi_nama: lokasiNama(og.lokasi_id),
  box_id: og.box_id,
  box_kode: og_boxes.kode,
  version: og.version,
};

/** The OG rows joined to their report, item and box. */
export function ogSelect(db: Db) {
  return db
    .select(ogColumns)
    .from(og)
    .innerJoin(laporans, eq(laporans.id, og.laporan_id))
    .innerJoin(rincian_laporans, eq(rincian_laporans.id, og.rincian_id))
    .leftJoin(og_boxes, eq(og_boxes.id, og.box_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof ogSelect>['execute']>>[number];

export function toItem(r: Row): OgItem {
  return { ...r, kepemilikan: r.kepemilikan as OgKepemilikan, state: r.state as OgState };
}

function where(q: OgListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.state) conds.push(eq(og.state, q.state));
  if (q.kepemilikan) conds.push(eq(og.kepemilikan, q.kepemilikan));
  if (q.laporan_id) conds.push(eq(og.laporan_id, Number(q.laporan_id)));
  if (q.box_id) conds.push(eq(og.box_id, Number(q.box_id)));
  if (q.lokasi_id) conds.push(eq(og.lokasi_id, Number(q.lokasi_id)));
  if (q.belum_serah || q.lewat_batas) {
    conds.push(inArray(og.kepemilikan, ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA']));
    conds.push(notInArray(og.state, [...OG_FINAL]));
  }
  if (q.lewat_batas) conds.push(lt(og.batas_serah, todayJakarta()));
  if (q.aksi) {
    const rule = OG_RULES[q.aksi];
    conds.push(inArray(og.state, [...rule.from]));
    if (rule.kepemilikan) conds.push(inArray(og.kepemilikan, [...rule.kepemilikan]));
  }
  if (q.q) {
    const pattern = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(ilike(og.kode, pattern), ilike(rincian_laporans.uraian, pattern), ilike(laporans.nosig, pattern)),
    );
  }
  return and(...conds);
}

/** `GET og/list`: a page of the register, newest first. */
export async function listOg(db: Db, q: OgListQuery) {
  const page = Number(q.page ?? 1);
  const perPage = Number(q.per_page ?? 20);
  const cond = where(q);
  const [rows, [count]] = await Promise.all([
    ogSelect(db)
      .where(cond)
      .orderBy(desc(og.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(og)
      .innerJoin(laporans, eq(laporans.id, og.laporan_id))
      .innerJoin(rincian_laporans, eq(rincian_laporans.id, og.rincian_id))
      .where(cond),
  ]);
  return { items: rows.map(toItem), total: count?.n ?? 0, page, per_page: perPage };
}

/** Every row the filter matches (exports), capped. */
export async function listOgAll(db: Db, q: OgListQuery): Promise<OgItem[]> {
  const rows = await ogSelect(db).where(where(q)).orderBy(asc(og.id)).limit(10000);
  return rows.map(toItem);
}

export async function ogById(db: Db, id: number): Promise<OgItem> {
  const [row] = await ogSelect(db).where(eq(og.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Objek gratifikasi tidak ditemukan');
  return toItem(row);
}

/** `GET og/{id}/history`: every movement, oldest first. */
export async function ogHistory(db: Db, id: number): Promise<OgMutasi[]> {
  const rows = await db
    .select({
      id: og_mutasis.id,
      aksi: og_mutasis.aksi,
      state_from: og_mutasis.state_from,
      state_to: og_mutasis.state_to,
      lokasi_from: lokasiNama(sql`${og_mutasis.lokasi_from}`),
      lokasi_to: lokasiNama(sql`${og_mutasis.lokasi_to}`),
      user_name: users.name,
      role: og_mutasis.role,
      catatan: og_mutasis.catatan,
      kondisi: og_mutasis.kondisi,
      dokumen_id: og_mutasis.dokumen_id,
      dokumen_nomor: og_dokumens.nomor,
      created_at: og_mutasis.created_at,
    })
    .from(og_mutasis)
    .leftJoin(users, eq(users.id, og_mutasis.user_id))
    .leftJoin(og_dokumens, eq(og_dokumens.id, og_mutasis.dokumen_id))
    .where(eq(og_mutasis.og_id, id))
    .orderBy(asc(og_mutasis.id));
  return rows.map(({ kondisi, ...r }) => ({
    ...r,
    catatan: [kondisi ? `Kondisi: ${kondisi}` : null, r.catatan].filter(Boolean).join('. ') || null,
    created_at: r.created_at.toISOString(),
  }));
}

/** `GET og/{id}`: the object, what the caller may do with it now, and its movements. */
export async function ogDetail(db: Db, auth: AuthContext, id: number): Promise<OgDetail> {
  const item = await ogById(db, id);
  return {
    ...item,
    // Payment in lieu (lunas) is recorded by the receivables capability, not offered on the object's screen.
    aksi_tersedia: ogAksiTersedia(item.state, item.kepemilikan, auth.activeRole as RoleName | null).filter(
      (a) => a !== 'lunas',
    ),
    boleh_cocok: checkOgMatch(item.state, auth.activeRole as RoleName | null).ok,
    mutasi: await ogHistory(db, id),
  };
}

/** `GET og/lokasi`: objects in the KPK's hands per location (the vault's count to audit against). */
export async function ogPerLokasi(db: Db): Promise<OgLokasiItem[]> {
  const rows = await db
    .select({
      lokasi_id: og.lokasi_id,
      lokasi_nama: lokasiNama(og.lokasi_id),
      jumlah: sql<number>`count(*)::int`,
    })
    .from(og)
    .where(inArray(og.state, [...OG_IN_CUSTODY]))
    .groupBy(og.lokasi_id)
    .orderBy(og.lokasi_id);
  return rows;
}

/** `GET og/sk`: the SKs whose objects are in the register, newest first, with how many are done. */
export async function ogPerSk(db: Db): Promise<OgSkItem[]> {
  const final = sql.join(
    OG_FINAL.map((s) => sql`${s}`),
    sql`, `,
  );
  return db
    .select({
      laporan_id: og.laporan_id,
      nomor_laporan: sql<string | null>`max(${laporans.nosig})`,
      nomor_sk: sql<
        string | null
      >`(select s.nomor from laporan_nomor_surats s where s.laporan_id = ${og.laporan_id}
        and s.jenis = 'SK' and s.dibatalkan_at is null order by s.id desc limit 1)`,
      tanggal_sk: sql<string | null>`max(${og.tanggal_sk})::text`,
      batas_serah: sql<string | null>`max(${og.batas_serah})::text`,
      jumlah_objek: sql<number>`count(*)::int`,
      jumlah_selesai: sql<number>`(count(*) filter (where ${og.state} in (${final})))::int`,
    })
    .from(og)
    .innerJoin(laporans, eq(laporans.id, og.laporan_id))
    .groupBy(og.laporan_id)
    .orderBy(desc(sql`max(${og.tanggal_sk})`), desc(og.laporan_id))
    .limit(500);
}
