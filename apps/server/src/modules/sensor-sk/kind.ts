import { buildPath, STATUS_BATCH_SENSOR_LABELS, type StatusBatchSensor } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sensor_sk_batches, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { notify } from '../../platform/notify';
import { type MoveContext, registerSubjectKind } from '../workflow/subject';
import { publishBatch } from './publish';

/** The engine's subject type of an SK redaction batch (wf_instances.subject_type). */
export const SENSOR_TYPE = 'sensor_sk';

export interface BatchRow {
  id: number;
  judul: string;
  status: StatusBatchSensor;
  created_by: number | null;
}

export const batchPath = (id: number) => buildPath('kpk-batch-sensor-sk-form-detail', { id });

/**
 * A batch as `auth` may see it, locked for the transaction. Batches are the KPK's own work on documents to publish:
 * every role the routes admit (drafters and approvers) sees them all; 404 for an unknown id.
 */
export async function lockBatch(tx: Db, _auth: AuthContext | null, id: number): Promise<BatchRow> {
  const [row] = await tx
    .select({
      id: sensor_sk_batches.id,
      judul: sensor_sk_batches.judul,
      status: sensor_sk_batches.status,
      created_by: sensor_sk_batches.created_by,
    })
    .from(sensor_sk_batches)
    .where(eq(sensor_sk_batches.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Batch sensor SK tidak ditemukan');
  return { ...row, status: row.status as StatusBatchSensor };
}

/** Tells the drafter what became of their batch (returned, published, refused) when someone else decided. */
async function tellDrafter(move: MoveContext<BatchRow>, status: StatusBatchSensor): Promise<number[]> {
  const { tx, ctx, row, mover, catatan } = move;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (row.created_by === null || row.created_by === actorId) return [];
  const [drafter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.created_by));
  const label = status === 'DRAF' ? 'Dikembalikan' : STATUS_BATCH_SENSOR_LABELS[status];
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: row.created_by,
        judul: `Batch sensor SK: ${label}`,
        pesan: `Batch sensor SK "${row.judul}" ${label.toLowerCase()}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: batchPath(row.id),
        entity: SENSOR_TYPE,
        entity_id: row.id,
        email: drafter?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The batch as a subject of the engine: its row follows its step's status; approval publishes it. */
export const sensorSubject = registerSubjectKind<BatchRow>({
  type: SENSOR_TYPE,
  label: 'Batch sensor SK',
  lock: lockBatch,
  // Four eyes: whoever drafted the batch never approves it.
  refuseActor: (row, actor, task) =>
    task.lingkup !== 'pemohon' && row.created_by !== null && row.created_by === actor.user_id
      ? 'Penyusun tidak dapat menyetujui batch sensor yang disusunnya sendiri'
      : null,
  async moved(move) {
    const { tx, row, from, to, decision, catatan, mover } = move;
    const status = (to.status ?? row.status) as StatusBatchSensor;
    const published = status === 'DITERBITKAN';
    await tx
      .update(sensor_sk_batches)
      .set({ status, updated_at: new Date(), ...(published ? { diterbitkan_at: new Date() } : {}) })
      .where(eq(sensor_sk_batches.id, row.id));
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `sensor-sk.${decision}`,
        entity: SENSOR_TYPE,
        entity_id: row.id,
        before: { step: from.kode, status: row.status },
        after: { step: to.kode, status, catatan },
      });
    }
    if (published) await publishBatch(move);
    if (status === row.status || status === 'DIAJUKAN') return [];
    return tellDrafter(move, status);
  },
  path: batchPath,
  title: (row) => `Batch sensor SK "${row.judul}"`,
});
