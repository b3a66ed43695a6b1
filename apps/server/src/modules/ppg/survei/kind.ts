import { buildPath, type JenisSurvei, SURVEI_PROCESS } from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_survei_pertanyaans, ppg_surveis, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { instanceOf, startInstance, transition } from '../../workflow/engine';
import { type MoveContext, registerSubjectKind, type WfInstance } from '../../workflow/subject';

/** The engine's subject type of a survey (wf_instances.subject_type). */
export const SURVEI_TYPE = 'ppg_survei';
export type Meta = RequestMeta & { auth: AuthContext };

export interface SurveiRow {
  id: number;
  judul: string;
  jenis: JenisSurvei;
  version: number;
  created_by: number | null;
}

export const surveiPath = (id: number) => buildPath('kpk-kpk-survey-creator-detail', { id });
export const surveiApprovalPath = (id: number) => buildPath('kpk-gh-survey-approval', { id });

/** A live survey, locked for the transaction (every PPG author and the group head read them all); 404 otherwise. */
export async function lockSurvei(tx: Db, _auth: AuthContext | null, id: number): Promise<SurveiRow> {
  const [row] = await tx
    .select({
      id: ppg_surveis.id,
      judul: ppg_surveis.judul,
      jenis: ppg_surveis.jenis,
      version: ppg_surveis.version,
      created_by: ppg_surveis.created_by,
    })
    .from(ppg_surveis)
    .where(and(eq(ppg_surveis.id, id), isNull(ppg_surveis.deleted_at)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
  return { ...row, jenis: row.jenis as JenisSurvei };
}

async function tellAuthor(move: MoveContext<SurveiRow>, judul: string): Promise<number[]> {
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
        pesan: `Survei "${row.judul}": ${judul.toLowerCase()}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: surveiPath(row.id),
        entity: SURVEI_TYPE,
        entity_id: row.id,
        email: author?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The survey as a subject of the engine: sent only with a question; the author hears a return or an approval. */
export const surveiSubject = registerSubjectKind<SurveiRow>({
  type: SURVEI_TYPE,
  label: 'Survei',
  lock: lockSurvei,
  // Four eyes: a group head who built a survey does not approve it.
  refuseActor: (row, actor, task) =>
    task.kode === 'persetujuan' && row.created_by !== null && row.created_by === actor.user_id
      ? 'Penyusun tidak dapat menyetujui survei yang disusunnya sendiri'
      : null,
  async applyFields({ tx, row, decision }) {
    if (decision !== 'kirim') return undefined;
    const [n] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ppg_survei_pertanyaans)
      .where(eq(ppg_survei_pertanyaans.survei_id, row.id));
    if (!n?.n) {
      throw new AppError('VALIDATION_FAILED', 'Survei belum memiliki pertanyaan', {
        pertanyaan: ['Tambahkan minimal satu pertanyaan sebelum mengajukan survei'],
      });
    }
    return undefined;
  },
  async moved(move) {
    const { tx, row, from, to, decision, catatan, mover } = move;
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `survei.${decision}`,
        entity: 'ppg_surveis',
        entity_id: row.id,
        before: { step: from.kode },
        after: { step: to.kode, catatan },
      });
    }
    if (decision === 'kembalikan') return tellAuthor(move, 'Survei dikembalikan');
    if (decision === 'setuju') return tellAuthor(move, 'Survei disetujui');
    return [];
  },
  path: surveiApprovalPath,
  title: (row) => `Survei "${row.judul}"`,
});

/** Starts a new survey's approval with its author holding it. */
export async function startSurvei(tx: Db, ctx: ServerContext, id: number, authorId: number) {
  const started = await startInstance(tx, ctx, surveiSubject, id, SURVEI_PROCESS.kode, 'susun', {
    anggota_user_id: authorId,
  });
  if (!started) throw new Error(`ppg_survei ${id}: no instance`);
  return started;
}

export async function instanceOfSurvei(db: Db, id: number): Promise<WfInstance> {
  const instance = await instanceOf(db, SURVEI_TYPE, id);
  if (!instance) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
  return instance;
}

/** `POST survey/{id}/keputusan`: send (kirim), return with a note (kembalikan), approve (setuju), on the engine. */
export async function decideSurvei(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
) {
  if (body.keputusan === 'kembalikan' && !body.catatan?.trim()) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      catatan: ['Catatan wajib diisi saat mengembalikan survei'],
    });
  }
  const result = await ctx.db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      ctx,
      surveiSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    const row = await lockSurvei(tx, meta.auth, id);
    return { moved: moved.instance, row, mailIds: moved.mailIds };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  return result;
}
