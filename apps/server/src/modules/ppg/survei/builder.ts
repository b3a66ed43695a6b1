import {
  type AksiRiwayatSurvei,
  STALE_WORKFLOW_MESSAGE,
  SURVEI_DAPAT_DIUBAH,
  type SurveiIsi,
  statusSurvei,
} from '@gratifikasi/domain';
import { and, eq, max, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_survei_bagians,
  ppg_survei_jawabans,
  ppg_survei_pertanyaans,
  ppg_survei_riwayats,
  ppg_surveis,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { instanceOfSurvei, lockSurvei, type Meta, type SurveiRow, startSurvei } from './kind';

/** Whether any institution has answered (draft or sent): then the questions are frozen. */
export async function terjawab(db: Db, surveiId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ppg_survei_jawabans.id })
    .from(ppg_survei_jawabans)
    .where(eq(ppg_survei_jawabans.survei_id, surveiId))
    .limit(1);
  return Boolean(row);
}

/**
 * Opens a survey for a change by its author: locked, at the version they saw (409 when stale), still a draft or
 * returned, not answered (frozen: a change makes a new version). Raises the version; returns the row and new version.
 */
export async function bukaUntukUbah(tx: Db, meta: Meta, id: number, versi: number) {
  const row = await lockSurvei(tx, meta.auth, id);
  if (row.version !== versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
  const instance = await instanceOfSurvei(tx, id);
  if (!SURVEI_DAPAT_DIUBAH.includes(statusSurvei(instance.step, instance.last_decision))) {
    throw new AppError('CONFLICT', 'Survei hanya dapat diubah selama masih draf atau dikembalikan');
  }
  if ((instance.anggota_user_id ?? row.created_by) !== meta.auth.user.id) {
    throw new AppError('FORBIDDEN', 'Hanya penyusun survei yang dapat mengubahnya');
  }
  if (await terjawab(tx, id)) {
    throw new AppError(
      'CONFLICT',
      'Survei sudah dijawab; pertanyaannya terkunci. Buat versi baru untuk mengubahnya',
    );
  }
  const [bumped] = await tx
    .update(ppg_surveis)
    .set({ version: sql`${ppg_surveis.version} + 1`, updated_at: new Date(), updated_by: meta.auth.user.id })
    .where(eq(ppg_surveis.id, id))
    .returning({ version: ppg_surveis.version });
  return { row, version: bumped?.version ?? versi + 1 };
}

/** One history entry (spec §3) and its audit row, in the change's transaction. */
export async function catat(
  tx: Db,
  meta: Meta,
  surveiId: number,
  aksi: AksiRiwayatSurvei,
  keterangan: string,
  data: unknown = null,
) {
  await tx
    .insert(ppg_survei_riwayats)
    .values({ survei_id: surveiId, aksi, keterangan, data, user_id: meta.auth.user.id });
  await audit(tx, meta, {
    action: `survei.${aksi.toLowerCase()}`,
    entity: 'ppg_surveis',
    entity_id: surveiId,
    after: data,
  });
}

/** `POST survey`: a new draft survey with a first section, its approval started with its author holding it. */
export async function createSurvei(ctx: ServerContext, meta: Meta, body: SurveiIsi) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ppg_surveis)
      .values({
        judul: body.judul,
        deskripsi: body.deskripsi ?? null,
        jenis: body.jenis,
        created_by: meta.auth.user.id,
        updated_by: meta.auth.user.id,
      })
      .returning();
    if (!row) throw new Error('survei insert');
    await tx.insert(ppg_survei_bagians).values({ survei_id: row.id, judul: 'Bagian 1', urutan: 1 });
    const instance = await startSurvei(tx, ctx, row.id, meta.auth.user.id);
    await catat(tx, meta, row.id, 'CREATE_SURVEY', `Survei "${body.judul}" dibuat`, body);
    return { id: row.id, status: 'DRAF' as const, version: row.version, versi_proses: instance.version };
  });
}

/** `PUT survey/{id}`: its author changes the survey's own fields. */
export async function editSurvei(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: SurveiIsi & { versi: number },
) {
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, id, body.versi);
    const [before] = await tx.select().from(ppg_surveis).where(eq(ppg_surveis.id, id));
    const fields = { judul: body.judul, deskripsi: body.deskripsi ?? null, jenis: body.jenis };
    await tx.update(ppg_surveis).set(fields).where(eq(ppg_surveis.id, id));
    await catat(tx, meta, id, 'UPDATE_SURVEY', 'Data survei diubah', {
      before: { judul: before?.judul, deskripsi: before?.deskripsi, jenis: before?.jenis },
      after: fields,
    });
    return { id, version };
  });
}

/**
 * `POST survey/{id}/versi-baru`: an answered (or approved) survey changes only as a new version: a new draft row
 * linked to it (`induk_id`), its sections and questions copied; one new version per survey.
 */
export async function versiBaru(ctx: ServerContext, meta: Meta, id: number) {
  return ctx.db.transaction(async (tx) => {
    const old: SurveiRow = await lockSurvei(tx, meta.auth, id);
    const [existing] = await tx
      .select({ id: ppg_surveis.id })
      .from(ppg_surveis)
      .where(eq(ppg_surveis.induk_id, id));
    if (existing) throw new AppError('CONFLICT', 'Survei ini sudah memiliki versi baru');
    const instance = await instanceOfSurvei(tx, id);
    if (statusSurvei(instance.step, instance.last_decision) !== 'DISETUJUI') {
      throw new AppError(
        'CONFLICT',
        'Versi baru dibuat dari survei yang sudah disetujui; ubah draf ini langsung',
      );
    }
    const [src] = await tx.select().from(ppg_surveis).where(eq(ppg_surveis.id, id));
    if (!src) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
    const [row] = await tx
      .insert(ppg_surveis)
      .values({
        judul: src.judul,
        deskripsi: src.deskripsi,
        jenis: src.jenis,
        induk_id: id,
        versi_ke: src.versi_ke + 1,
        created_by: meta.auth.user.id,
        updated_by: meta.auth.user.id,
      })
      .returning();
    if (!row) throw new Error('survei insert');
    const bagians = await tx
      .select()
      .from(ppg_survei_bagians)
      .where(eq(ppg_survei_bagians.survei_id, id))
      .orderBy(ppg_survei_bagians.urutan);
    for (const b of bagians) {
      const [nb] = await tx
        .insert(ppg_survei_bagians)
        .values({ survei_id: row.id, judul: b.judul, urutan: b.urutan })
        .returning({ id: ppg_survei_bagians.id });
      const qs = await tx
        .select()
        .from(ppg_survei_pertanyaans)
        .where(eq(ppg_survei_pertanyaans.bagian_id, b.id));
      if (qs.length > 0 && nb) {
        await tx
          .insert(ppg_survei_pertanyaans)
          .values(qs.map(({ id: _id, ...q }) => ({ ...q, survei_id: row.id, bagian_id: nb.id })));
      }
    }
    const started = await startSurvei(tx, ctx, row.id, meta.auth.user.id);
    await catat(tx, meta, row.id, 'CREATE_SURVEY', `Versi ${row.versi_ke} dari survei "${old.judul}"`, {
      induk_id: id,
    });
    return { id: row.id, status: 'DRAF' as const, version: row.version, versi_proses: started.version };
  });
}

/** The next position at the end of a survey's sections, or of a section's questions. */
export async function urutanBerikut(tx: Db, surveiId: number, bagianId?: number) {
  const [row] = bagianId
    ? await tx
        .select({ m: max(ppg_survei_pertanyaans.urutan) })
        .from(ppg_survei_pertanyaans)
        .where(eq(ppg_survei_pertanyaans.bagian_id, bagianId))
    : await tx
        .select({ m: max(ppg_survei_bagians.urutan) })
        .from(ppg_survei_bagians)
        .where(eq(ppg_survei_bagians.survei_id, surveiId));
  return (row?.m ?? 0) + 1;
}

/** A section of the survey, or 404. */
export async function bagianOf(tx: Db, surveiId: number, bagianId: number) {
  const [row] = await tx
    .select()
    .from(ppg_survei_bagians)
    .where(and(eq(ppg_survei_bagians.id, bagianId), eq(ppg_survei_bagians.survei_id, surveiId)));
  if (!row) throw new AppError('NOT_FOUND', 'Bagian survei tidak ditemukan');
  return row;
}
