import { DEFAULT_TASKS, envelope, idParamSchema, idSchema, type RoleName } from '@gratifikasi/domain';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import type { AuthContext, RequestMeta } from '../../../../platform/auth-context';
import { AppError } from '../../../../platform/errors';
import { lockInstance, transition } from '../../../workflow/engine';
import { loadProcess } from '../../../workflow/graph';
import { KPK_LIST_ROLES } from '../../access';
import { invalidateLaporanCounts } from '../../list/list';
import { LAPORAN_PROCESS, laporanSubject } from '../subject';

export const tags = ['laporan-proses'];
export const idParams = z.object({ id: idParamSchema });
export const versi = z.number({ message: 'Versi laporan wajib dikirim' }).int().min(1).max(2147483647);
/** A decision's body: the decision, the version seen, and the step form's fields (validated by the engine). */
export const decisionBody = z
  .object({
    keputusan: z.string({ message: 'Keputusan wajib dipilih' }).trim().min(1).max(50),
    versi,
    catatan: z.string().max(2000).nullish(),
  })
  .catchall(z.unknown());
export const moved = envelope(
  z.object({ id: z.number(), step: z.string(), dari: z.string(), version: z.number() }),
);
export const bulkResult = envelope(
  z.object({
    berhasil: z.array(z.number()),
    gagal: z.array(z.object({ id: z.number(), pesan: z.string() })),
  }),
);
export const bulkItems = z
  .array(z.object({ id: idSchema, versi }))
  .min(1, 'Pilih minimal satu laporan')
  .max(200, 'Maksimal 200 laporan sekali proses');

/** Roles that act somewhere in the default process (the static route guard; the engine checks the step itself). */
export const ACTING_ROLES = [...new Set(DEFAULT_TASKS.flatMap((t) => t.roles))].filter((r) =>
  (KPK_LIST_ROLES as readonly RoleName[]).includes(r),
) as RoleName[];

/** The one way the report's routes take a decision: in its own transaction, mail sent after commit. */
export function reportDecisions(ctx: ServerContext) {
  const dispatch = (ids: readonly number[]) => {
    for (const id of ids) ctx.mailer.dispatch(id);
  };

  /** One decision in its own transaction; `step`, when given, is the step the call is for. */
  async function decideOne(
    meta: RequestMeta & { auth: AuthContext },
    id: number,
    body: Record<string, unknown>,
    step?: string,
  ) {
    const { keputusan, versi: version, ...rest } = body as { keputusan: string; versi: number };
    const result = await ctx.db.transaction(async (tx) => {
      if (step) await requireStep(tx, id, step, meta.auth);
      return transition(
        tx,
        ctx,
        laporanSubject,
        id,
        { kind: 'user', meta },
        {
          decision: keputusan,
          version,
          body: rest,
        },
      );
    });
    invalidateLaporanCounts(ctx.db);
    dispatch(result.mailIds);
    return result;
  }

  /** A call for another step than the report's: the role is judged against the call's step, then 409. */
  async function requireStep(tx: Db, id: number, step: string, auth: AuthContext) {
    const { graph } = await loadProcess(ctx.db, LAPORAN_PROCESS, null, tx);
    const task = graph.tasks.get(step);
    if (task && (!auth.activeRole || !task.roles.includes(auth.activeRole))) {
      throw new AppError(
        'FORBIDDEN',
        `Langkah ${task.kode} (${task.nama}) dikerjakan oleh peran ${task.roles.join(', ')}`,
      );
    }
    await laporanSubject.lock(tx, auth, id);
    const instance = await lockInstance(tx, 'laporan', id);
    if (instance.step !== step) {
      throw new AppError(
        'CONFLICT',
        'Laporan sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.',
      );
    }
  }

  const answer = (result: Awaited<ReturnType<typeof decideOne>>, id: number) => ({
    data: { id, step: result.to, dari: result.from, version: result.instance.version },
  });

  return { decideOne, answer, dispatch };
}
