import { envelope, idParamSchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { ADMIN_ROLES } from '../../platform/auth-context';
import { EXPORT_MAX_ROWS, exportDate, sendSheet } from '../admin-users/export';
import { dateParam, idParams, pageQuerySchema, pageSchema } from '../admin-users/paging';
import {
  adminSummary,
  getLog,
  getMail,
  listLogs,
  listMails,
  listResets,
  logFacets,
  retryMail,
} from './service';

const ranged = pageQuerySchema.extend({ date_from: dateParam.optional(), date_to: dateParam.optional() });

const logQuery = ranged.extend({
  user_id: idParamSchema.optional(),
  action: z.string().max(100).optional(),
  entity: z.string().max(100).optional(),
});

const logSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  user_name: z.string().nullable(),
  role_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
const resetSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  status: z.enum(['active', 'used', 'expired']),
});
const summarySchema = z.object({
  users_active: z.number().int(),
  users_inactive: z.number().int(),
  users_by_role: z.array(z.object({ role: z.string(), label: z.string(), count: z.number().int() })),
  audit_events_today: z.number().int(),
  outbox_pending: z.number().int(),
  outbox_failed: z.number().int(),
});

/** The audit trail, the mail outbox, reset requests and the admin home counts. */
export function adminLogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ADMIN_ROLES } };
  const tags = ['admin-logs'];

  r.get(
    '/admin/log-activity',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Audit trail, paged (user_id, action, entity, date_from/date_to in Asia/Jakarta, q)',
        querystring: logQuery,
        response: { 200: envelope(pageSchema(logSchema)) },
      },
    },
    async (request) => ({ data: await listLogs(ctx, request.query) }),
  );

  r.get(
    '/admin/log-activity/export',
    {
      config: admins,
      schema: { tags, summary: 'The whole filtered audit trail as .xlsx', querystring: logQuery },
    },
    async (request, reply) => {
      const { items } = await listLogs(ctx, { ...request.query, page: 1, per_page: EXPORT_MAX_ROWS });
      return sendSheet(
        reply,
        'log-aktivitas',
        ['Waktu', 'Pengguna', 'Peran', 'Aksi', 'Entitas', 'ID Entitas', 'IP'],
        items.map((l) => [
          exportDate(l.created_at),
          l.username ? `${l.user_name} (${l.username})` : 'Sistem',
          l.role_name,
          l.action,
          l.entity,
          l.entity_id,
          l.ip,
        ]),
      );
    },
  );

  r.get(
    '/admin/log-activity/facets',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Distinct actions and entities (filter options)',
        response: {
          200: envelope(z.object({ actions: z.array(z.string()), entities: z.array(z.string()) })),
        },
      },
    },
    async () => ({ data: await logFacets(ctx) }),
  );

  r.get(
    '/admin/log-activity/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'One audit entry with before and after',
        params: idParams,
        response: { 200: envelope(logSchema.extend({ before: z.unknown(), after: z.unknown() })) },
      },
    },
    async (request) => ({ data: await getLog(ctx, request.params.id) }),
  );

  r.get(
    '/admin/trx-emails',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Mail outbox, paged (status, date range, q over recipient and subject)',
        querystring: ranged.extend({ status: z.enum(['pending', 'sent', 'failed']).optional() }),
        response: { 200: envelope(pageSchema(mailSchema)) },
      },
    },
    async (request) => ({ data: await listMails(ctx, request.query) }),
  );

  r.get(
    '/admin/trx-emails/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'One outbox message with its body',
        params: idParams,
        response: { 200: envelope(mailSchema.extend({ html: z.string(), text: z.string() })) },
      },
    },
    async (request) => ({ data: await getMail(ctx, request.params.id) }),
  );

  r.post(
    '/admin/trx-emails/:id/retry',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Send a failed outbox message again (fresh attempts; audited)',
        params: idParams,
        response: { 200: envelope(mailSchema.extend({ html: z.string(), text: z.string() })) },
      },
    },
    async (request) => ({
      data: await retryMail(ctx, request, request.params.id),
      message: 'Email dijadwalkan untuk dikirim ulang',
    }),
  );

  r.get(
    '/admin/password-resets',
    {
      config: { access: { permission: ['manajemen-user'] as const } },
      schema: {
        tags,
        summary: 'Password reset requests (no token hashes)',
        querystring: ranged,
        response: { 200: envelope(pageSchema(resetSchema)) },
      },
    },
    async (request) => ({ data: await listResets(ctx, request.query) }),
  );

  r.get(
    '/admin/summary',
    {
      config: admins,
      schema: { tags, summary: 'Counts for the admin home', response: { 200: envelope(summarySchema) } },
    },
    async () => ({ data: await adminSummary(ctx) }),
  );
}
