import {
  envelope,
  idParamSchema,
  penghapusanCreateSchema,
  penghapusanDetailSchema,
  penghapusanEditSchema,
  penghapusanItemSchema,
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
import { PENGHAPUSAN_CONFIG, penghapusanSubject } from './kind';
import { createPenghapusan, editPenghapusan, listPenghapusan, penghapusanDetail } from './service';

const tags = ['laporan-penghapusan'];
/** Who asks (the member holding the report, or its group head) and who also decides (the director). */
const REQUESTERS: readonly RoleName[] = ['anggota_tim', 'ketua_group'];
const ROLES: readonly RoleName[] = [...REQUESTERS, 'direktur'];
const idParams = z.object({ id: idParamSchema });
const created = envelope(permintaanCreatedSchema);
const answer = ({ id, status, version }: PermintaanOutcome, message: string) => ({
  data: { id, status, version },
  message,
});

/** The deletion request fxx and its approval (group head, then director), under laporan/penghapusan. */
export function penghapusanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/laporan/:id/fxx-permintaan-hapus',
    {
      config: { access: { roles: REQUESTERS } },
      schema: {
        tags,
        summary:
          'Step fxx: asks to delete a report in process (its member or group head), sent to the group head',
        params: idParams,
        body: penghapusanCreateSchema,
        response: { 200: created },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await createPenghapusan(
        ctx,
        { ...request, auth },
        request.params.id,
        request.body.alasan,
      );
      return answer(result, 'Permintaan penghapusan laporan dikirim');
    },
  );

  r.get(
    '/laporan/penghapusan',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags,
        summary: 'Deletion requests in reach (own; a group head: their group; the director: all), by status',
        querystring: permintaanListQuerySchema,
        response: { 200: envelope(permintaanPageSchema(penghapusanItemSchema)) },
      },
    },
    async (request) => ({ data: await listPenghapusan(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/laporan/penghapusan/:id',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags,
        summary: 'A deletion request: its report, what the caller may decide now, and its path',
        params: idParams,
        response: { 200: envelope(penghapusanDetailSchema) },
      },
    },
    async (request) => ({ data: await penghapusanDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/laporan/penghapusan/:id',
    {
      config: { access: { roles: REQUESTERS } },
      schema: {
        tags,
        summary: 'Corrects the reason of a deletion request returned to its requester, and sends it again',
        params: idParams,
        body: penghapusanEditSchema,
        response: { 200: created },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await editPenghapusan(ctx, { ...request, auth }, request.params.id, request.body);
      return answer(result, 'Permintaan penghapusan laporan dikirim ulang');
    },
  );

  r.post(
    '/laporan/penghapusan/:id/keputusan',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags,
        summary: 'The decision on a deletion request (setuju, kembalikan, tolak) and the version seen',
        params: idParams,
        body: permintaanKeputusanSchema,
        response: { 200: created },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await decidePermintaan(
        ctx,
        PENGHAPUSAN_CONFIG,
        penghapusanSubject,
        { ...request, auth },
        request.params.id,
        request.body,
      );
      return answer(result, 'Keputusan penghapusan laporan disimpan');
    },
  );
}
