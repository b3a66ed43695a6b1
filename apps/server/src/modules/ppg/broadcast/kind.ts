import { BROADCAST_PROCESS, buildPath, type FilterPenerima, filterPenerimaSchema } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_broadcasts, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { instanceOf } from '../../workflow/engine';
import { type MoveContext, registerSubjectKind, type WfInstance } from '../../workflow/subject';
import { mulaiKirim } from './kirim';
import { freezePenerima } from './penerima';

/** The engine's subject type of a broadcast (wf_instances.subject_type); its id is the ppg_broadcasts row's. */
export const BROADCAST_TYPE = 'broadcast_email';

export interface BroadcastRow {
  id: number;
  judul: string;
  created_by: number | null;
  filter: FilterPenerima;
  revisi: number;
}

export const broadcastPath = (id: number) => buildPath('kpk-kpk-broadcast-email-view', { id });
export const approvalPath = (id: number) => buildPath('kpk-gh-approval-broadcast-detail', { id });

/** A broadcast (every PPG drafter and the group head read them all), locked for the transaction; 404 when unknown. */
export async function lockBroadcast(tx: Db, _auth: AuthContext | null, id: number): Promise<BroadcastRow> {
  const [row] = await tx
    .select({
      id: ppg_broadcasts.id,
      judul: ppg_broadcasts.judul,
      created_by: ppg_broadcasts.created_by,
      filter: ppg_broadcasts.filter,
      revisi: ppg_broadcasts.revisi,
    })
    .from(ppg_broadcasts)
    .where(eq(ppg_broadcasts.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Broadcast email tidak ditemukan');
  return { ...row, filter: filterPenerimaSchema.parse(row.filter) };
}

/** Tells the author what became of their broadcast (returned with the note, approved) when someone else decided. */
async function tellAuthor(move: MoveContext<BroadcastRow>, judul: string): Promise<number[]> {
  const { tx, ctx, row, mover, catatan, instance } = move;
  const authorId = instance.anggota_user_id ?? row.created_by;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (authorId === null || authorId === actorId) return [];
  const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, authorId));
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: authorId,
        judul,
        pesan: `Broadcast email "${row.judul}": ${judul.toLowerCase()}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: broadcastPath(row.id),
        entity: BROADCAST_TYPE,
        entity_id: row.id,
        email: author?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/**
 * The broadcast as a subject of the engine. Approval freezes the recipient list and queues the sending on the
 * durable queue, in the approval's own transaction: nothing is sent before it, and nothing is lost after it.
 */
export const broadcastSubject = registerSubjectKind<BroadcastRow>({
  type: BROADCAST_TYPE,
  label: 'Broadcast email',
  lock: lockBroadcast,
  // Four eyes: whoever drafted the broadcast never approves it (a group head drafting one needs another's approval).
  refuseActor: (row, actor, task) =>
    task.kode === 'persetujuan' && row.created_by !== null && row.created_by === actor.user_id
      ? 'Penyusun tidak dapat menyetujui broadcast email yang disusunnya sendiri'
      : null,
  async moved(move) {
    const { tx, ctx, row, from, to, decision, catatan, mover } = move;
    let jumlah: number | null = null;
    if (to.kode === 'kirim') {
      jumlah = await freezePenerima(tx, row.id, row.filter);
      if (jumlah === 0)
        throw new AppError('VALIDATION_FAILED', 'Filter penerima tidak menjangkau satu alamat email pun');
      await tx
        .update(ppg_broadcasts)
        .set({ jumlah_penerima: jumlah, disetujui_at: new Date(), updated_at: new Date() })
        .where(eq(ppg_broadcasts.id, row.id));
      await mulaiKirim(tx, ctx, row.id);
    }
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `broadcast_email.${decision}`,
        entity: 'ppg_broadcasts',
        entity_id: row.id,
        before: { step: from.kode },
        after: { step: to.kode, catatan, jumlah_penerima: jumlah },
      });
    }
    if (decision === 'kembalikan') return tellAuthor(move, 'Broadcast email dikembalikan');
    if (decision === 'setuju') return tellAuthor(move, 'Broadcast email disetujui dan sedang dikirim');
    return [];
  },
  path: approvalPath,
  title: (row) => `Broadcast email "${row.judul}"`,
});

export async function instanceOfBroadcast(db: Db, id: number): Promise<WfInstance> {
  const instance = await instanceOf(db, BROADCAST_TYPE, id);
  if (!instance) throw new AppError('NOT_FOUND', 'Broadcast email tidak ditemukan');
  return instance;
}

export { BROADCAST_PROCESS };
