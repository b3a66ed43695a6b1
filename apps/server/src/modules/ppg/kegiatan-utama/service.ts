import {
  type KegiatanUtamaCreate,
  type KegiatanUtamaEdit,
  STALE_WORKFLOW_MESSAGE,
} from '@gratifikasi/domain';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_kegiatan_utamas, ppg_kegiatans, ppg_rencana_kerja_items } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import type { Meta } from '../kegiatan/service';

const U = ppg_kegiatan_utamas;
const TYPE = 'ppg_kegiatan_utama';
const DUPLICATE = 'Nama kegiatan utama sudah dipakai pada tahun ini';

/** A main activity, locked; an unknown or removed id is 404. */
export async function lockKegiatanUtama(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(U)
    .where(and(eq(U.id, id), isNull(U.deleted_at)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Kegiatan utama tidak ditemukan');
  return row;
}

/** A main activity an activity or a plan item may name: one not removed, of the given year when one is given. */
export async function periksaKegiatanUtama(db: Db, id: number | null, field: string, tahun?: number) {
  if (id === null) return;
  const [row] = await db
    .select({ tahun: U.tahun })
    .from(U)
    .where(and(eq(U.id, id), isNull(U.deleted_at)));
  if (!row) throw fieldError(field, 'Kegiatan utama tidak dikenal');
  if (tahun !== undefined && row.tahun !== tahun) {
    throw fieldError(field, `Kegiatan utama bukan kegiatan utama tahun ${tahun}`);
  }
}

const kolom = (b: KegiatanUtamaCreate) => ({
  tahun: b.tahun,
  nama: b.nama,
  tujuan: b.tujuan,
  deskripsi: b.deskripsi,
  tanggal_mulai: b.tanggal_mulai,
  tanggal_selesai: b.tanggal_selesai,
});

/** `POST kegiatan-utama`: a new main activity of a year (its name unique in the year). */
export async function createKegiatanUtama(ctx: ServerContext, meta: Meta, body: KegiatanUtamaCreate) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(U)
      .values({ ...kolom(body), created_by: meta.auth.user.id })
      .onConflictDoNothing()
      .returning({ id: U.id });
    if (!row) throw fieldError('nama', DUPLICATE);
    await audit(tx, meta, { action: 'kegiatan_utama.create', entity: TYPE, entity_id: row.id, after: body });
    return { id: row.id, versi: 1 };
  });
}

/** `PUT kegiatan-utama/{id}`: its details at the version seen (409 when stale). */
export async function editKegiatanUtama(ctx: ServerContext, meta: Meta, id: number, body: KegiatanUtamaEdit) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockKegiatanUtama(tx, id);
    if (row.versi !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    if (row.tahun !== body.tahun && (await tertaut(tx, id)) > 0) {
      throw fieldError(
        'tahun',
        'Tahun tidak dapat diubah: sudah ada kegiatan atau rencana kerja yang menautkannya',
      );
    }
    const [same] = await tx
      .select({ id: U.id })
      .from(U)
      .where(
        and(
          eq(U.tahun, body.tahun),
          sql`lower(${U.nama}) = lower(${body.nama})`,
          ne(U.id, id),
          isNull(U.deleted_at),
        ),
      )
      .limit(1);
    if (same) throw fieldError('nama', DUPLICATE);
    await tx
      .update(U)
      .set({ ...kolom(body), versi: row.versi + 1, updated_at: new Date() })
      .where(eq(U.id, id));
    await audit(tx, meta, {
      action: 'kegiatan_utama.update',
      entity: TYPE,
      entity_id: id,
      before: row,
      after: body,
    });
    return { id, versi: row.versi + 1 };
  });
}

/** How many activities and plan items link to it. */
async function tertaut(tx: Db, id: number): Promise<number> {
  const [a] = await tx
    .select({ n: count() })
    .from(ppg_kegiatans)
    .where(eq(ppg_kegiatans.kegiatan_utama_id, id));
  const [b] = await tx
    .select({ n: count() })
    .from(ppg_rencana_kerja_items)
    .where(eq(ppg_rencana_kerja_items.kegiatan_utama_id, id));
  return Number(a?.n ?? 0) + Number(b?.n ?? 0);
}

/** `DELETE kegiatan-utama/{id}`: removed (kept on record) while nothing links to it; 409 otherwise. */
export async function deleteKegiatanUtama(ctx: ServerContext, meta: Meta, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockKegiatanUtama(tx, id);
    if ((await tertaut(tx, id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'Kegiatan utama tidak dapat dihapus: masih ada kegiatan atau rencana kerja instansi yang menautkannya',
      );
    }
    await tx.update(U).set({ deleted_at: new Date(), updated_at: new Date() }).where(eq(U.id, id));
    await audit(tx, meta, { action: 'kegiatan_utama.delete', entity: TYPE, entity_id: id, before: row });
  });
}
