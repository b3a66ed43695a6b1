import {
  penghapusanCreateSchema,
  penghapusanDetailSchema,
  penghapusanEditSchema,
  penghapusanItemSchema,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import {
  permintaanAnswer,
  permintaanCreated,
  permintaanIdParams,
  permintaanRoutes,
} from '../permintaan/routes';
import { PENGHAPUSAN_CONFIG, penghapusanSubject } from './kind';
import { createPenghapusan, editPenghapusan, listPenghapusan, penghapusanDetail } from './service';

const tags = ['laporan-penghapusan'];
/** Who asks (the member holding the report, or its group head) and who also decides (the director). */
const REQUESTERS: readonly RoleName[] = ['anggota_tim', 'ketua_group'];
const ROLES: readonly RoleName[] = [...REQUESTERS, 'direktur'];

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
        params: permintaanIdParams,
        body: penghapusanCreateSchema,
        response: { 200: permintaanCreated },
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
      return permintaanAnswer(result, 'Permintaan penghapusan laporan dikirim');
    },
  );

  permintaanRoutes(app, ctx, {
    cfg: PENGHAPUSAN_CONFIG,
    kind: penghapusanSubject,
    tags,
    roles: ROLES,
    requesters: REQUESTERS,
    list: {
      path: '/laporan/penghapusan',
      summary: 'Deletion requests in reach (own; a group head: their group; the director: all), by status',
      item: penghapusanItemSchema,
      handler: listPenghapusan,
    },
    base: 'penghapusan',
    detail: {
      summary: 'A deletion request: its report, what the caller may decide now, and its path',
      schema: penghapusanDetailSchema,
      handler: penghapusanDetail,
    },
    edit: {
      summary: 'Corrects the reason of a deletion request returned to its requester, and sends it again',
      body: penghapusanEditSchema,
      handler: editPenghapusan,
    },
    decisionSummary: 'The decision on a deletion request (setuju, kembalikan, tolak) and the version seen',
    messages: {
      resent: 'Permintaan penghapusan laporan dikirim ulang',
      decided: 'Keputusan penghapusan laporan disimpan',
    },
  });
}
