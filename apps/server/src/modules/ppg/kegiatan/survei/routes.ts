import {
  idParamSchema,
  KEGIATAN_ROLES,
  PENYETUJU_SURVEI,
  PENYUSUN_SURVEI,
  surveiKegiatanBukaSchema,
} from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { ppg_kegiatan_aktivitas } from '../../../../db/schema';
import { requireAuth } from '../../../../platform/access';
import { instanceOfSurvei } from '../../survei/kind';
import { aktivitasOf } from '../aktivitas';
import { lockKegiatan } from '../kind';
import { bandingSurvei, hasilSurveiKegiatan } from './hasil';
import { bukaSurveiKegiatan, tautanSurveiKegiatan, tutupSurveiKegiatan } from './tautan';

const tags = ['ppg-kegiatan'];
const ALL = { roles: KEGIATAN_ROLES } as const;
const SURVEI = { roles: [...new Set([...PENYUSUN_SURVEI, ...PENYETUJU_SURVEI])] } as const;
const idParams = z.object({ id: idParamSchema });
const sesiParams = z.object({ id: idParamSchema, aktivitasId: idParamSchema });

/** Staff side of activity surveys (issue 27 §1): attach and open, close, the links, the results and pre/post. */
export function surveiKegiatanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/kegiatan/:id/aktivitas/:aktivitasId/survei',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'The surveys attached to a session: links (QR) and responses',
        params: sesiParams,
      },
    },
    async (request) => {
      const { id, aktivitasId } = request.params;
      await lockKegiatan(ctx.db, requireAuth(request), id);
      await aktivitasOf(ctx.db, id, aktivitasId);
      return { data: await tautanSurveiKegiatan(ctx, [aktivitasId]) };
    },
  );

  r.post(
    '/kegiatan/:id/aktivitas/:aktivitasId/survei',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'Attaches an approved evaluation, pre-test or post-test survey and opens its link for a window',
        params: sesiParams,
        body: surveiKegiatanBukaSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId } = request.params;
      const data = await bukaSurveiKegiatan(ctx, { ...request, auth }, id, aktivitasId, request.body);
      return { data, message: 'Survei dibuka' };
    },
  );

  r.post(
    '/kegiatan/:id/aktivitas/:aktivitasId/survei/:surveiId/tutup',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: "Closes a survey's link of the session early (409 when not open)",
        params: sesiParams.extend({ surveiId: idParamSchema }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, aktivitasId, surveiId } = request.params;
      const data = await tutupSurveiKegiatan(ctx, { ...request, auth }, id, aktivitasId, surveiId);
      return { data, message: 'Survei ditutup' };
    },
  );

  r.get(
    '/kegiatan/:id/survei',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          "Every session's survey links and the activity's survey results with the pre/post comparison",
        params: idParams,
      },
    },
    async (request) => {
      await lockKegiatan(ctx.db, requireAuth(request), request.params.id);
      const sesi = await ctx.db
        .select({ id: ppg_kegiatan_aktivitas.id })
        .from(ppg_kegiatan_aktivitas)
        .where(eq(ppg_kegiatan_aktivitas.kegiatan_id, request.params.id));
      return {
        data: {
          tautan: await tautanSurveiKegiatan(
            ctx,
            sesi.map((s) => s.id),
          ),
          ...(await hasilSurveiKegiatan(ctx, request.params.id)),
        },
      };
    },
  );

  r.get(
    '/survey/:id/banding-kegiatan',
    {
      config: { access: SURVEI },
      schema: {
        tags: ['ppg-survei'],
        summary: 'A pre-test or post-test: the pre/post comparison of each activity it is attached to',
        params: idParams,
      },
    },
    async (request) => {
      await instanceOfSurvei(ctx.db, request.params.id);
      return { data: await bandingSurvei(ctx, request.params.id) };
    },
  );
}
