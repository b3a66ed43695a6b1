import { envelope, inboxCountsSchema, inboxPageSchema, inboxQuerySchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { requireAuth } from '../../../../platform/access';
import { ADMIN_ROLES } from '../../../../platform/auth-context';
import { KPK_LIST_ROLES } from '../../access';
import { clockItemSchema, clockQuerySchema, listHariKerja } from '../clocks';
import { distributionLoad, inboxCounts, inboxPage } from '../inbox';
import { tags } from './shared';

/** The inboxes, their counts, the decision clocks and the distribution load (issue 10 §3). */
export function inboxRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/laporan/kotak-masuk',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary:
          "The active role's inbox: one tab (waiting on me, in process, returned, overdue, done), most urgent first",
        querystring: inboxQuerySchema,
        response: { 200: envelope(inboxPageSchema) },
      },
    },
    async (request) => ({ data: await inboxPage(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/laporan/kotak-masuk/jumlah',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: "The inbox tabs' counts and the open reports in reach per step",
        querystring: inboxQuerySchema.pick({ langkah: true, q: true, grup_id: true }),
        response: { 200: envelope(inboxCountsSchema) },
      },
    },
    async (request) => ({ data: await inboxCounts(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/laporan/list-hari-kerja',
    {
      config: { access: { roles: KPK_LIST_ROLES } },
      schema: {
        tags,
        summary: 'The 30 HK decision clocks: start, pauses, due date, the day it stopped, working days used',
        querystring: clockQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(clockItemSchema),
              total: z.number(),
              page: z.number(),
              per_page: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listHariKerja(ctx, request.query) }),
  );

  r.get(
    '/laporan/beban',
    {
      config: { access: { roles: ['koordinator', 'ketua_group', ...ADMIN_ROLES] as const } },
      schema: {
        tags,
        summary:
          'Whom the caller distributes to (groups, or the members of their group) with their open load',
        querystring: z.object({ jenis: z.enum(['grup', 'anggota']) }),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number(),
                nama: z.string(),
                keterangan: z.string().nullable(),
                beban: z.number(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ({ data: await distributionLoad(ctx, requireAuth(request), request.query.jenis) }),
  );
}
