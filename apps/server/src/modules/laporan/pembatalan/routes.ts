import {
  envelope,
  laporanPembatalanItemSchema,
  laporanPembatalanQuerySchema,
  pembatalanCreateSchema,
  pembatalanDetailSchema,
  pembatalanEditSchema,
  pembatalanItemSchema,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { permintaanAnswer, permintaanCreated, permintaanRoutes } from '../permintaan/routes';
import { PEMBATALAN_CONFIG, pembatalanSubject } from './kind';
import {
  createPembatalan,
  editPembatalan,
  listForPembatalan,
  listPembatalan,
  pembatalanDetail,
} from './service';

const tags = ['laporan-pembatalan'];
/** Spec §6 "Pembatalan-sk: anggota_tim, ketua_group" (the route meta of pembatalan-sk). */
const ROLES: readonly RoleName[] = ['anggota_tim', 'ketua_group'];
const access = { access: { roles: ROLES } };

/** Cancellation endpoints under laporan/pembatalan (spec §7): a numbered SK cancelled through its own approval chain. */
export function pembatalanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/laporan/list-for-pembatalan',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Reports whose numbered SK the caller may ask to cancel (held by them or their group; none open)',
        querystring: laporanPembatalanQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(laporanPembatalanItemSchema),
              total: z.number(),
              page: z.number(),
              per_page: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listForPembatalan(ctx, requireAuth(request), request.query) }),
  );

  r.post(
    '/laporan/pembatalan',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Asks to cancel a report's numbered SK (reason, step to go back to) and sends it to the group head",
        body: pembatalanCreateSchema,
        response: { 200: permintaanCreated },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await createPembatalan(ctx, { ...request, auth }, request.body);
      return permintaanAnswer(result, 'Permintaan pembatalan SK dikirim');
    },
  );

  permintaanRoutes(app, ctx, {
    cfg: PEMBATALAN_CONFIG,
    kind: pembatalanSubject,
    tags,
    roles: ROLES,
    requesters: ROLES,
    list: {
      path: '/laporan/list-pembatalan',
      summary:
        'SK cancellations in reach (own; a group head: their group), by status, with the count per status',
      item: pembatalanItemSchema,
      handler: listPembatalan,
    },
    base: 'pembatalan',
    detail: {
      summary: 'An SK cancellation: its report and numbers, what the caller may decide now, and its path',
      schema: pembatalanDetailSchema,
      handler: pembatalanDetail,
    },
    edit: {
      summary: 'Corrects the reason and step of a cancellation returned to its requester, and sends it again',
      body: pembatalanEditSchema,
      handler: editPembatalan,
    },
    decisionSummary:
      'The decision on a cancellation (setuju, kembalikan, tolak; kirim by its requester) and the version seen',
    messages: {
      resent: 'Permintaan pembatalan SK dikirim ulang',
      decided: 'Keputusan pembatalan SK disimpan',
    },
  });
}
