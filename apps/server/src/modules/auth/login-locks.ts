import { envelope } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { throttleLimit } from './throttle';
import { parseThrottleKey } from './throttle-store';

/** At most this many counters are listed (a spray of unknown usernames can open many). */
const LIST_MAX = 500;

const lockSchema = z.object({
  key: z.string(),
  kind: z.enum(['pair', 'user', 'ip']),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  failures: z.number().int(),
  limit: z.number().int(),
  /** Further logins this counter covers answer 429 until `expires_at`. */
  locked: z.boolean(),
  expires_at: z.string(),
});
export type LoginLock = z.infer<typeof lockSchema>;

const keyParams = z.object({
  key: z
    .string()
    .max(250)
    .refine((key) => parseThrottleKey(key) !== null, 'Kunci tidak dikenal'),
});

/** The open failed-login counters, locked ones first, then by failures. */
export async function listLoginLocks(ctx: ServerContext): Promise<LoginLock[]> {
  const [counters, settings] = await Promise.all([ctx.throttle.live(), ctx.settings.get()]);
  return counters
    .map((c) => {
      const limit = throttleLimit(c.kind, settings.login_throttle);
      return {
        key: c.key,
        kind: c.kind,
        username: c.username,
        ip: c.ip,
        failures: c.count,
        limit,
        locked: c.count >= limit,
        expires_at: c.expires_at.toISOString(),
      };
    })
    .sort(
      (a, b) => Number(b.locked) - Number(a.locked) || b.failures - a.failures || a.key.localeCompare(b.key),
    )
    .slice(0, LIST_MAX);
}

/** Lifts one lock (clears its counter) and audits it; 404 when the counter is already gone. */
export async function liftLoginLock(ctx: ServerContext, request: RequestMeta, key: string): Promise<void> {
  const [before] = (await listLoginLocks(ctx)).filter((lock) => lock.key === key);
  if (!(await ctx.throttle.clear(key))) throw new AppError('NOT_FOUND');
  await ctx.db.transaction((tx) =>
    audit(tx, request, {
      action: 'login_lock_lifted',
      entity: 'login_throttles',
      entity_id: key,
      before: before
        ? { failures: before.failures, limit: before.limit, expires_at: before.expires_at }
        : null,
    }),
  );
}

/** /api/admin/login-locks: who the login throttle holds back, and lifting it (permission manajemen-user). */
export function loginLockRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: ['manajemen-user'] as const } };
  const tags = ['admin-users'];

  r.get(
    '/admin/login-locks',
    {
      config,
      schema: {
        tags,
        summary: 'Open failed-login counters (per username+IP, username, IP); locked ones first',
        response: { 200: envelope(z.array(lockSchema)) },
      },
    },
    async () => ({ data: await listLoginLocks(ctx) }),
  );

  r.delete(
    '/admin/login-locks/:key',
    {
      config,
      schema: {
        tags,
        summary: 'Lift a lock: clear one counter (key url-encoded, e.g. pair|budi|10.0.0.1)',
        params: keyParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await liftLoginLock(ctx, request, request.params.key);
      return { data: null, message: 'Kunci login berhasil dibuka' };
    },
  );
}
