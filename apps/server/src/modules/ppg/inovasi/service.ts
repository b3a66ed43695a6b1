import type { InovasiBody, InovasiDetail, InovasiItem, InovasiQuery } from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_inovasis } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { mediaInfo, mediaOf } from '../../../platform/files';
import { userName } from '../diseminasi/read';
import { type PpgActor, requireMasterRow, requireUpg, scopeOf } from '../diseminasi/scope';

export const INOVASI_MEDIA = 'ppg_inovasi';
export const BUKTI = 'bukti';

const v = ppg_inovasis;
const instansi = () => masterTableOf('instansi');
const tahap = () => masterTableOf('implementasi-inovasi');
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(actor: PpgActor, q: Partial<InovasiQuery>): SQL | undefined {
  return and(
    isNull(v.deleted_at),
    scopeOf(actor, v.instansi_id),
    q.instansi_id !== undefined ? eq(v.instansi_id, q.instansi_id) : undefined,
    q.tahun !== undefined ? eq(v.tahun, q.tahun) : undefined,
    q.triwulan !== undefined ? eq(v.triwulan, q.triwulan) : undefined,
    q.implementasi_inovasi_id !== undefined
      ? eq(v.implementasi_inovasi_id, q.implementasi_inovasi_id)
      : undefined,
    q.q ? or(ilike(v.nama, like(q.q)), ilike(masterColumn(instansi(), 'nama'), like(q.q))) : undefined,
  );
}

function joined(db: Db) {
  return db
    .select({
      row: v,
      instansi_nama: masterColumn(instansi(), 'nama'),
      tahap_nama: masterColumn(tahap(), 'nama'),
    })
    .from(v)
    .innerJoin(instansi(), eq(instansi().id, v.instansi_id))
    .innerJoin(tahap(), eq(tahap().id, v.implementasi_inovasi_id));
}

type Joined = { row: typeof v.$inferSelect; instansi_nama: unknown; tahap_nama: unknown };

function toItem({ row, instansi_nama, tahap_nama }: Joined): InovasiItem {
  return {
    id: row.id,
    instansi: { id: row.instansi_id, nama: String(instansi_nama) },
    nama: row.nama,
    implementasi_inovasi: { id: row.implementasi_inovasi_id, nama: String(tahap_nama) },
    tahun: row.tahun,
    triwulan: row.triwulan,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
}

function orderOf(q: Partial<InovasiQuery>) {
  const dir = q.order === 'asc' ? asc : desc;
  switch (q.sort) {
    case 'nama':
      return [dir(v.nama), desc(v.id)];
    case 'instansi':
      return [dir(masterColumn(instansi(), 'nama')), desc(v.id)];
    case 'updated_at':
      return [dir(v.updated_at), desc(v.id)];
    default:
      return [dir(v.tahun), dir(v.triwulan), desc(v.id)];
  }
}

/** `GET inovasi`: a page of innovations, latest year and quarter first by default. */
export async function listInovasi(db: Db, actor: PpgActor, q: InovasiQuery) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const [rows, [counted]] = await Promise.all([
    joined(db)
      .where(where(actor, q))
      .orderBy(...orderOf(q))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(v)
      .innerJoin(instansi(), eq(instansi().id, v.instansi_id))
      .where(where(actor, q)),
  ]);
  return { items: rows.map(toItem), total: counted?.n ?? 0, page, per_page: perPage };
}

/** The live innovation `id` if the actor may see it; NOT_FOUND otherwise (another institution's id included). */
export async function findInovasi(db: Db, actor: PpgActor, id: number) {
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(v.id, id), isNull(v.deleted_at), scopeOf(actor, v.instansi_id)));
  if (!row) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan');
  return row;
}

async function detailOf(db: Db, joinedRow: Joined): Promise<InovasiDetail> {
  const { row } = joinedRow;
  const files = await mediaOf(db, INOVASI_MEDIA, row.id, BUKTI);
  return {
    ...toItem(joinedRow),
    permasalahan: row.permasalahan,
    deskripsi: row.deskripsi,
    tujuan: row.tujuan,
    dampak: row.dampak,
    bukti: files.map(mediaInfo),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by ? await userName(db, row.created_by) : null,
  };
}

/** `GET inovasi/{id}`: the innovation with its evidence files. */
export async function inovasiDetail(db: Db, actor: PpgActor, id: number): Promise<InovasiDetail> {
  await findInovasi(db, actor, id);
  const [row] = await joined(db).where(eq(v.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan');
  return detailOf(db, row);
}

/** `GET inovasi/bandingkan`: the innovations side by side, in the order asked; any one out of reach → 404. */
export async function bandingkanInovasi(db: Db, actor: PpgActor, ids: readonly number[]) {
  const rows = await joined(db).where(and(inArray(v.id, [...ids]), where(actor, {})));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan');
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return Promise.all(ids.map((id) => detailOf(db, byId.get(id) as Joined)));
}

function columnsOf(body: InovasiBody) {
  return {
    nama: body.nama,
    permasalahan: body.permasalahan,
    deskripsi: body.deskripsi,
    tujuan: body.tujuan,
    dampak: body.dampak,
    implementasi_inovasi_id: body.implementasi_inovasi_id,
    tahun: body.tahun,
    triwulan: body.triwulan,
  };
}

const checkTahap = (db: Db, id: number) =>
  requireMasterRow(
    db,
    'implementasi-inovasi',
    id,
    'implementasi_inovasi_id',
    'Tahap implementasi tidak ditemukan',
  );

/** Records an innovation of the UPG's institution, audited. */
export function createInovasi(db: Db, request: RequestMeta, actor: PpgActor, body: InovasiBody) {
  const upg = requireUpg(actor);
  return db.transaction(async (tx) => {
    await checkTahap(tx, body.implementasi_inovasi_id);
    const userId = request.auth?.user.id ?? null;
    const [row] = await tx
      .insert(v)
      .values({
        ...columnsOf(body),
        instansi_id: upg.instansiId,
        upg_id: upg.upgId,
        created_by: userId,
        updated_by: userId,
      })
      .returning({ id: v.id });
    if (!row) throw new Error('inovasi insert returned nothing');
    await audit(tx, request, {
      action: 'inovasi.create',
      entity: INOVASI_MEDIA,
      entity_id: row.id,
      after: body,
    });
    return row.id;
  });
}

/** Changes an innovation the UPG owns, if it still has the version the editor read (409 otherwise). */
export function updateInovasi(
  db: Db,
  request: RequestMeta,
  actor: PpgActor,
  id: number,
  body: InovasiBody & { version: number },
) {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const before = await findInovasi(tx, actor, id);
    if (before.version !== body.version) throw new AppError('CONFLICT');
    await checkTahap(tx, body.implementasi_inovasi_id);
    const { version: _v, ...rest } = body;
    const [updated] = await tx
      .update(v)
      .set({
        ...columnsOf(rest),
        version: sql`${v.version} + 1`,
        updated_by: request.auth?.user.id ?? null,
        updated_at: new Date(),
      })
      .where(and(eq(v.id, id), eq(v.version, body.version)))
      .returning({ id: v.id });
    if (!updated) throw new AppError('CONFLICT');
    await audit(tx, request, {
      action: 'inovasi.update',
      entity: INOVASI_MEDIA,
      entity_id: id,
      before,
      after: rest,
    });
  });
}

/** Removes (soft-deletes) an innovation the UPG owns, audited. */
export function deleteInovasi(db: Db, request: RequestMeta, actor: PpgActor, id: number) {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const before = await findInovasi(tx, actor, id);
    await tx
      .update(v)
      .set({
        deleted_at: new Date(),
        updated_by: request.auth?.user.id ?? null,
        version: sql`${v.version} + 1`,
      })
      .where(eq(v.id, id));
    await audit(tx, request, { action: 'inovasi.delete', entity: INOVASI_MEDIA, entity_id: id, before });
  });
}
