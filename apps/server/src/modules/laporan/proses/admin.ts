import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ADMIN_ROLES, type AuthContext, type RequestMeta } from '../../../platform/auth-context';
import { AppError, isAppError } from '../../../platform/errors';
import { instanceOf, relocate, type TransitionResult, workflowActor } from '../../workflow/engine';
import { distributeToGroup, distributeToMember } from './steps';
import { laporanSubject } from './subject';

type Meta = RequestMeta & { auth: AuthContext };

/** `POST laporan/{id}/move-workflow`: any step of the report's process, with a reason; audited like any move. */
export function moveWorkflow(
  tx: Db,
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { step: string; versi: number; alasan: string },
): Promise<TransitionResult> {
  return relocate(
    tx,
    ctx,
    laporanSubject,
    id,
    { kind: 'user', meta },
    {
      step: body.step,
      version: body.versi,
      catatan: body.alasan,
      decision: 'pindah_alur',
    },
  );
}

/**
 * Redistribution (`reassign-angtim`, `reassign-gh`): to another member of the group (the step stays; a group head
 * only within their own group), or to another group (back to that group's head for distribution). Each report in
 * its own transaction; the answer lists what moved and why the rest did not.
 */
export async function reassign(
  ctx: ServerContext,
  meta: Meta,
  ids: readonly number[],
  target: { anggota_user_id?: number; grup_id?: number; alasan: string },
) {
  const berhasil: number[] = [];
  const gagal: { id: number; pesan: string }[] = [];
  const actor = await workflowActor(ctx.db, { kind: 'user', meta });
  const admin = meta.auth.activeRole !== null && ADMIN_ROLES.includes(meta.auth.activeRole);
  for (const id of [...new Set(ids)]) {
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const instance = await instanceOf(tx, 'laporan', id);
        if (!instance || instance.finished_at)
          throw new AppError('CONFLICT', 'Laporan tidak sedang diproses');
        if (target.anggota_user_id !== undefined) {
          if (!admin && instance.grup_id !== actor.grup_id) {
            throw new AppError('FORBIDDEN', 'Laporan ini ditangani oleh grup lain');
          }
          if (instance.anggota_user_id === null) {
            throw new AppError('CONFLICT', 'Laporan belum didistribusikan kepada anggota tim');
          }
          const assign = await distributeToMember(tx, instance.grup_id, target.anggota_user_id);
          return relocate(
            tx,
            ctx,
            laporanSubject,
            id,
            { kind: 'user', meta },
            {
              step: instance.step,
              version: instance.version,
              catatan: target.alasan,
              assign,
              decision: 'alih_tugas',
            },
          );
        }
        const assign = await distributeToGroup(tx, target.grup_id ?? 0);
        return relocate(
          tx,
          ctx,
          laporanSubject,
          id,
          { kind: 'user', meta },
          {
            step: 'distribusi-f',
            version: instance.version,
            catatan: target.alasan,
            assign,
            decision: 'alih_tugas',
          },
        );
      });
      for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
      berhasil.push(id);
    } catch (error) {
      if (!isAppError(error)) throw error;
      const field = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
      gagal.push({ id, pesan: field ?? error.message });
    }
  }
  return { berhasil, gagal };
}
