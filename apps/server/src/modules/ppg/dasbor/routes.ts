import {
  DASBOR_PPG_ROLES,
  dasborPpgQuerySchema,
  dasborPpgSchema,
  dasborPpgUpgSchema,
  envelope,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { cacheOf } from '../../../platform/cache';
import { ppgActor, requireUpg, UPG_WRITER } from '../diseminasi/scope';
import { DASBOR_PPG_CACHE, dasborPpg, dasborPpgUpg } from './service';

const tags = ['dashboard'];

/**
 * For a scope of PPG routes: a write that succeeded drops the KPK's PPG dashboard in every process before its answer
 * leaves (its transaction has committed by then), so whoever made it sees it counted on the dashboard at once.
 */
export function dasborIkutiPerubahan(scope: FastifyInstance, ctx: ServerContext): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      cacheOf(ctx.db).invalidate(DASBOR_PPG_CACHE);
    }
    return payload;
  });
}

/**
 * The PPG dashboards (issue 25 §4): `dashboard/ppg` for the KPK's PPG team and director (every institution of a
 * year), `user/ppg` for a UPG (its own institution only; the institution comes from the account, never the query).
 */
export function dasborPpgRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard/ppg',
    {
      config: { access: { roles: DASBOR_PPG_ROLES } },
      schema: {
        tags,
        summary:
          "A year's PPG figures: participants, plans, realisation per quarter, verification steps, scores, risks, interventions",
        querystring: dasborPpgQuerySchema,
        response: { 200: envelope(dasborPpgSchema) },
      },
    },
    async (request) => ({ data: await dasborPpg(ctx.db, request.query.tahun) }),
  );
  r.get(
    '/user/ppg',
    {
      config: { access: { roles: UPG_WRITER } },
      schema: {
        tags,
        summary:
          "The UPG's own institution's PPG year: plan, realisation per quarter, risks, score, verification",
        querystring: dasborPpgQuerySchema,
        response: { 200: envelope(dasborPpgUpgSchema) },
      },
    },
    async (request) => {
      const actor = requireUpg(await ppgActor(ctx.db, requireAuth(request)));
      return { data: await dasborPpgUpg(ctx.db, actor, request.query.tahun) };
    },
  );
}
