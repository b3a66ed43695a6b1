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
import { ppgActor, requireUpg, UPG_WRITER } from '../diseminasi/scope';
import { dasborPpg, dasborPpgUpg } from './service';

const tags = ['dashboard'];

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
