import {
  envelope,
  idParamSchema,
  type PermintaanListParams,
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
import type { AuthContext } from '../../../platform/auth-context';
import type { SubjectKind } from '../../workflow/subject';
import type { PermintaanConfig, PermintaanRow } from './kind';
import { decidePermintaan, type Meta, type PermintaanOutcome } from './service';

export const permintaanIdParams = z.object({ id: idParamSchema });
export const permintaanCreated = envelope(permintaanCreatedSchema);

/** A move's answer: the request's id, status and version, with what happened in words. */
export const permintaanAnswer = ({ id, status, version }: PermintaanOutcome, message: string) => ({
  data: { id, status, version },
  message,
});

/** What one kind of request names for the routes every kind shares (list, detail, correction, decision). */
export interface PermintaanRoutesSpec<
  Item extends z.ZodType,
  Detail extends z.ZodType,
  Edit extends z.ZodType,
> {
  cfg: PermintaanConfig;
  kind: SubjectKind<PermintaanRow>;
  tags: string[];
  /** Who reads and decides; who asks and corrects what they asked. */
  roles: readonly RoleName[];
  requesters: readonly RoleName[];
  list: {
    path: string;
    summary: string;
    item: Item;
    handler: (ctx: ServerContext, auth: AuthContext, q: PermintaanListParams) => Promise<unknown>;
  };
  /** `/laporan/<base>/:id` and its `keputusan`. */
  base: string;
  detail: {
    summary: string;
    schema: Detail;
    handler: (ctx: ServerContext, auth: AuthContext, id: number) => Promise<z.output<Detail>>;
  };
  edit: {
    summary: string;
    body: Edit;
    handler: (ctx: ServerContext, meta: Meta, id: number, body: z.output<Edit>) => Promise<PermintaanOutcome>;
  };
  decisionSummary: string;
  /** "Permintaan pembatalan SK dikirim ulang", "Keputusan pembatalan SK disimpan". */
  messages: { resent: string; decided: string };
}

/** The routes every kind of request on a report shares: its list, its detail, the correction and the decision. */
export function permintaanRoutes<Item extends z.ZodType, Detail extends z.ZodType, Edit extends z.ZodType>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: PermintaanRoutesSpec<Item, Detail, Edit>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags } = spec;
  r.get(
    spec.list.path,
    {
      config: { access: { roles: spec.roles } },
      schema: {
        tags,
        summary: spec.list.summary,
        querystring: permintaanListQuerySchema,
        response: { 200: envelope(permintaanPageSchema(spec.list.item)) },
      },
    },
    // The kind's handler returns its own item type; the response schema checks it (generic types do not narrow here).
    async (request) => ({
      data: (await spec.list.handler(ctx, requireAuth(request), request.query)) as never,
    }),
  );

  r.get(
    `/laporan/${spec.base}/:id`,
    {
      config: { access: { roles: spec.roles } },
      schema: {
        tags,
        summary: spec.detail.summary,
        params: permintaanIdParams,
        response: { 200: envelope(spec.detail.schema as z.ZodType<unknown>) },
      },
    },
    async (request) => ({ data: await spec.detail.handler(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    `/laporan/${spec.base}/:id`,
    {
      config: { access: { roles: spec.requesters } },
      schema: {
        tags,
        summary: spec.edit.summary,
        params: permintaanIdParams,
        body: spec.edit.body,
        response: { 200: permintaanCreated },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body as z.output<Edit>;
      const result = await spec.edit.handler(ctx, { ...request, auth }, request.params.id, body);
      return permintaanAnswer(result, spec.messages.resent);
    },
  );

  r.post(
    `/laporan/${spec.base}/:id/keputusan`,
    {
      config: { access: { roles: spec.roles } },
      schema: {
        tags,
        summary: spec.decisionSummary,
        params: permintaanIdParams,
        body: permintaanKeputusanSchema,
        response: { 200: permintaanCreated },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await decidePermintaan(
        ctx,
        spec.cfg,
        spec.kind,
        { ...request, auth },
        request.params.id,
        request.body,
      );
      return permintaanAnswer(result, spec.messages.decided);
    },
  );
}
