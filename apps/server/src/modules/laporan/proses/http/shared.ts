import { DEFAULT_TASKS, envelope, idParamSchema, idSchema, type RoleName } from '@gratifikasi/domain';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import type { AuthContext, RequestMeta } from '../../../../platform/auth-context';
import { transition } from '../../../workflow/engine';
import { KPK_LIST_ROLES } from '../../access';
import { invalidateLaporanCounts } from '../../list/list';
import { forgetInboxCounts } from '../inbox';
import { laporanSubject } from '../subject';

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
    const result = await ctx.db.transaction((tx) =>
      transition(
        tx,
        ctx,
        laporanSubject,
        id,
        { kind: 'user', meta },
        { decision: keputusan, version, body: rest, step },
      ),
    );
    invalidateLaporanCounts(ctx.db);
    forgetInboxCounts(ctx.db, meta.auth);
    dispatch(result.mailIds);
    return result;
  }

  const answer = (result: Awaited<ReturnType<typeof decideOne>>, id: number) => ({
    data: { id, step: result.to, dari: result.from, version: result.instance.version },
  });

  return { decideOne, answer, dispatch };
}
