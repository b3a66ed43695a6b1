import {
  envelope,
  idParamSchema,
  laporanPembatalanItemSchema,
  laporanPembatalanQuerySchema,
  pembatalanCreateSchema,
  pembatalanDetailSchema,
  pembatalanEditSchema,
  pembatalanItemSchema,
  permintaanCreatedSchema,
  permintaanKeputusanSchema,
  permintaanListQuerySchema,
  permintaanPageSchema,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { decidePermintaan, type PermintaanOutcome } from '../permintaan/service';
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
const idParams = z.object({ id: idParamSchema });
const created = envelope(permintaanCreatedSchema);

const answer = ({ id, status, version }: PermintaanOutcome, message: string) => ({
  data: { id, status, version },
  message,
});

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

  r.get(
    '/laporan/list-pembatalan',
    {
      config: access,
      schema: {
        tags,
        summary:
          'SK cancellations in reach (own; a group head: their group), by status, with the count per status',
        querystring: permintaanListQuerySchema,
        response: { 200: envelope(permintaanPageSchema(pembatalanItemSchema)) },
      },
    },
    async (request) => ({ data: await listPembatalan(ctx, requireAuth(request), request.query) }),
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
        response: { 200: created },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await createPembatalan(ctx, { ...request, auth }, request.body);
      return answer(result, 'Permintaan pembatalan SK dikirim');
    },
  );

  r.get(
    '/laporan/pembatalan/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'An SK cancellation: its report and numbers, what the caller may decide now, and its path',
        params: idParams,
        response: { 200: envelope(pembatalanDetailSchema) },
      },
    },
    async (request) => ({ data: await pembatalanDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/laporan/pembatalan/:id',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Corrects the reason and step of a cancellation returned to its requester, and sends it again',
        params: idParams,
        body: pembatalanEditSchema,
        response: { 200: created },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await editPembatalan(ctx, { ...request, auth }, request.params.id, request.body);
      return answer(result, 'Permintaan pembatalan SK dikirim ulang');
    },
  );

  r.post(
    '/laporan/pembatalan/:id/keputusan',
    {
      config: access,
      schema: {
        tags,
        summary:
          'The decision on a cancellation (setuju, kembalikan, tolak; kirim by its requester) and the version seen',
        params: idParams,
        body: permintaanKeputusanSchema,
        response: { 200: created },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await decidePermintaan(
        ctx,
        PEMBATALAN_CONFIG,
        pembatalanSubject,
        { ...request, auth },
        request.params.id,
        request.body,
      );
      return answer(result, 'Keputusan pembatalan SK disimpan');
    },
  );
}
