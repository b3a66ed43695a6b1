import { envelope } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { audit_chain_checks } from '../../db/schema';
import { audit } from '../../platform/audit';
import { latestChainChecks, runChainCheck, startChainCheck } from '../../platform/audit-chain';
import { ADMIN_ROLES } from '../../platform/auth-context';

export const AUDIT_CHAIN_JOB = 'audit.verify-chain';

const checkSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'intact', 'broken', 'failed']),
  requested_by: z.number().int().nullable(),
  chains_total: z.number().int(),
  chains_done: z.number().int(),
  rows_checked: z.number().int(),
  rows_unchained: z.number().int(),
  broken_id: z.number().int().nullable(),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function checks(ctx: ServerContext) {
  const rows = await latestChainChecks(ctx.db);
  return rows.map((c) => ({ ...c, started_at: c.started_at.toISOString(), finished_at: iso(c.finished_at) }));
}

/**
 * The audit chain's check on the durable queue: nightly (a check of its own) and on an administrator's request
 * (the check row made by the request). One at a time across every process.
 */
export async function scheduleAuditChainJobs(ctx: ServerContext, log: FastifyBaseLogger): Promise<void> {
  ctx.jobs.register(
    AUDIT_CHAIN_JOB,
    async (payload) => {
      const given = (payload as { check_id?: number } | null)?.check_id;
      const checkId = given ?? (await startChainCheck(ctx.db, null));
      const result = await runChainCheck(ctx.db, checkId);
      if (result.status === 'broken') log.error({ check: checkId, ...result }, 'audit chain broken');
    },
    { timeoutSeconds: 3600 },
  );
  await ctx.jobs.schedule(AUDIT_CHAIN_JOB, '45 1 * * *');
}

/** GET the latest checks; POST to start one (202: it runs on the queue; the screen polls its progress). */
export function auditChainRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ADMIN_ROLES } };
  const tags = ['admin-logs'];

  r.get(
    '/admin/audit-chain',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The latest checks of the audit hash chain, newest first',
        response: { 200: envelope(z.array(checkSchema)) },
      },
    },
    async () => ({ data: await checks(ctx) }),
  );

  r.post(
    '/admin/audit-chain/verify',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Check the audit hash chain now (on the queue; one at a time; audited)',
        response: { 202: envelope(checkSchema) },
      },
    },
    async (request, reply) => {
      const id = await ctx.db.transaction(async (tx) => {
        const checkId = await startChainCheck(tx, request.auth!.user.id);
        const job = await ctx.jobs.enqueue(
          tx,
          AUDIT_CHAIN_JOB,
          { check_id: checkId },
          {
            singletonKey: 'verify',
            maxAttempts: 2,
          },
        );
        if (job === null) {
          await tx.delete(audit_chain_checks).where(eq(audit_chain_checks.id, checkId));
          return null;
        }
        await audit(tx, request, {
          action: 'periksa_rantai_audit',
          entity: 'audit_chain_checks',
          entity_id: checkId,
        });
        return checkId;
      });
      ctx.jobs.wake();
      const list = await checks(ctx);
      // A check already under way: that one answers (the request's own row is gone again).
      const check = list.find((c) => c.id === id) ?? list.find((c) => c.status === 'running') ?? list[0]!;
      return reply.code(202).send({
        data: check,
        message: id === null ? 'Pemeriksaan lain sedang berjalan' : 'Pemeriksaan rantai audit dimulai',
      });
    },
  );
}
