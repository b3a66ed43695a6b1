import {
  BATCH_SENSOR_DAPAT_DIUBAH,
  type BatchSensorCreate,
  type BatchSensorEdit,
  SENSOR_SK_PROCESS,
  STALE_WORKFLOW_MESSAGE,
  type StatusBatchSensor,
  type Temuan,
} from '@gratifikasi/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { laporans, sensor_sk_batches, sensor_sk_items } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AuthContext, RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { lockInstance, startInstance, transition } from '../workflow/engine';
import { kandidatIds } from './kandidat';
import { lockBatch, SENSOR_TYPE, sensorSubject } from './kind';
import { redactPdf } from './redact';
import { sumberSk, temuanOf, termsOf } from './source';

export type Meta = RequestMeta & { auth: AuthContext };

interface Ditinjau {
  laporan_id: number;
  nomor_sk: string | null;
  temuan: Temuan[];
  sumber_sha256: string;
}

/**
 * Reads each new SK and what personal data it shows, before any transaction opens (rendering is CPU work, and the
 * embedded database has one connection). A report the caller may not read answers 404 through the letter's data.
 */
async function tinjau(ctx: ServerContext, auth: AuthContext, ids: readonly number[]): Promise<Ditinjau[]> {
  const out: Ditinjau[] = [];
  for (const id of ids) {
    const sumber = await sumberSk(ctx, auth, id);
    out.push({
      laporan_id: id,
      nomor_sk: sumber.nomor,
      temuan: await temuanOf(sumber),
      sumber_sha256: sumber.sha256,
    });
  }
  return out;
}

/** The reports are locked and must still be SKs free to publish (none in another batch that was not refused). */
async function lockKandidat(tx: Db, ids: readonly number[], batchId: number | null): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: laporans.id })
    .from(laporans)
    .where(inArray(laporans.id, [...ids]))
    .for('update');
  const free = new Set(await kandidatIds(tx, ids, batchId));
  const taken = ids.filter((id) => !free.has(id));
  if (taken.length) {
    throw fieldError(
      'laporan_ids',
      `SK laporan #${taken.join(', #')} tidak dapat disensor: belum bernomor, dibatalkan, atau sudah dalam batch lain`,
    );
  }
}

/** `POST sensor-sk/batch`: a new draft batch with the SKs chosen and what was found in each; the drafter holds it. */
export async function createBatch(ctx: ServerContext, meta: Meta, body: BatchSensorCreate) {
  const reviewed = await tinjau(ctx, meta.auth, body.laporan_ids);
  return ctx.db.transaction(async (tx) => {
    await lockKandidat(tx, body.laporan_ids, null);
    const [batch] = await tx
      .insert(sensor_sk_batches)
      .values({ judul: body.judul, status: 'DRAF', created_by: meta.auth.user.id })
      .returning();
    if (!batch) throw new Error('sensor_sk_batches insert returned nothing');
    await tx.insert(sensor_sk_items).values(reviewed.map((r) => ({ ...r, batch_id: batch.id })));
    const started = await startInstance(tx, ctx, sensorSubject, batch.id, SENSOR_SK_PROCESS.kode, 'susun', {
      anggota_user_id: meta.auth.user.id,
    });
    await audit(tx, meta, {
      action: 'sensor-sk.create',
      entity: SENSOR_TYPE,
      entity_id: batch.id,
      after: { judul: body.judul, laporan_ids: body.laporan_ids },
    });
    return { id: batch.id, status: batch.status as StatusBatchSensor, version: started?.version ?? 1 };
  });
}

/**
 * `PUT sensor-sk/batch/{id}`: the drafter changes the title and the SKs, and records the review of each SK (findings
 * left in, text marked by hand), while the batch is a draft and at the version they saw.
 */
export async function editBatch(ctx: ServerContext, meta: Meta, id: number, body: BatchSensorEdit) {
  const existing = await ctx.db
    .select({ laporan_id: sensor_sk_items.laporan_id })
    .from(sensor_sk_items)
    .where(eq(sensor_sk_items.batch_id, id));
  const had = new Set(existing.map((r) => r.laporan_id));
  const added = body.laporan_ids.filter((l) => !had.has(l));
  const reviewed = await tinjau(ctx, meta.auth, added);
  return ctx.db.transaction(async (tx) => {
    const row = await lockBatch(tx, meta.auth, id);
    const instance = await lockInstance(tx, SENSOR_TYPE, id);
    if (instance.version !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    if (!BATCH_SENSOR_DAPAT_DIUBAH.includes(row.status)) {
      throw new AppError('CONFLICT', 'Batch hanya dapat diubah selama masih draf');
    }
    if (row.created_by !== meta.auth.user.id) {
      throw new AppError('FORBIDDEN', 'Hanya penyusun batch yang dapat mengubahnya');
    }
    const inBatch = new Set(body.laporan_ids);
    const stray = body.tinjauan.find((t) => !inBatch.has(t.laporan_id));
    if (stray) throw fieldError('tinjauan', `Laporan #${stray.laporan_id} tidak ada dalam batch ini`);
    await lockKandidat(tx, added, id);
    await tx
      .delete(sensor_sk_items)
      .where(and(eq(sensor_sk_items.batch_id, id), notInArray(sensor_sk_items.laporan_id, body.laporan_ids)));
    if (reviewed.length)
      await tx.insert(sensor_sk_items).values(reviewed.map((r) => ({ ...r, batch_id: id })));
    for (const t of body.tinjauan) {
      await tx
        .update(sensor_sk_items)
        .set({ abaikan: t.abaikan, tambahan: t.tambahan.map((a) => ({ ...a, sumber: 'peninjau' as const })) })
        .where(and(eq(sensor_sk_items.batch_id, id), eq(sensor_sk_items.laporan_id, t.laporan_id)));
    }
    await tx
      .update(sensor_sk_batches)
      .set({ judul: body.judul, updated_at: new Date() })
      .where(eq(sensor_sk_batches.id, id));
    await audit(tx, meta, {
      action: 'sensor-sk.update',
      entity: SENSOR_TYPE,
      entity_id: id,
      before: { judul: row.judul, laporan_ids: [...had] },
      after: { judul: body.judul, laporan_ids: body.laporan_ids, tinjauan: body.tinjauan },
    });
    return { id, status: row.status, version: instance.version };
  });
}

/** `POST sensor-sk/batch/{id}/keputusan`: send, return, approve (publishes) or refuse, on the one engine. */
export async function decideBatch(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
) {
  const result = await ctx.db.transaction(async (tx) => {
    if (body.keputusan === 'kirim') {
      const [item] = await tx
        .select({ id: sensor_sk_items.id })
        .from(sensor_sk_items)
        .where(eq(sensor_sk_items.batch_id, id))
        .limit(1);
      if (!item) throw new AppError('CONFLICT', 'Batch belum berisi SK');
    }
    const moved = await transition(
      tx,
      ctx,
      sensorSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    const [row] = await tx
      .select({ status: sensor_sk_batches.status })
      .from(sensor_sk_batches)
      .where(eq(sensor_sk_batches.id, id));
    return {
      id,
      status: row?.status as StatusBatchSensor,
      version: moved.instance.version,
      mailIds: moved.mailIds,
    };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  return { id: result.id, status: result.status, version: result.version };
}

/** One SK of a batch as it would be published now: made afresh and redacted with the review as it stands. */
export async function pratinjauItem(ctx: ServerContext, auth: AuthContext, id: number, laporanId: number) {
  const [item] = await ctx.db
    .select()
    .from(sensor_sk_items)
    .where(and(eq(sensor_sk_items.batch_id, id), eq(sensor_sk_items.laporan_id, laporanId)));
  if (!item) throw new AppError('NOT_FOUND', 'SK tidak ada dalam batch ini');
  const sumber = await sumberSk(ctx, auth, laporanId);
  return { bytes: (await redactPdf(sumber.bytes, termsOf(item))).bytes, nomor: sumber.nomor };
}
