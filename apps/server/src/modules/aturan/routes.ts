import {
  ADMIN_AREA_ROLES,
  aturanBulkCreateSchema,
  aturanBulkDeleteSchema,
  aturanBulkUpdateSchema,
  aturanQuerySchema,
  KPK_STAFF_ROLES,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { assertCanWrite } from '../masters/access';
import { invalidateMasterPages } from '../masters/list-cache';
import { aturanDefinition, createAturan, deleteAturan, listAturan, updateAturan } from './service';

const tags = ['aturan'];
/** KPK staff (spec §6) and the admin area keep the rules; reporters never reach them through this API. */
const ROLES: readonly RoleName[] = [...KPK_STAFF_ROLES, ...ADMIN_AREA_ROLES];
const config = { access: { roles: ROLES } };

/** `aturan` (spec §7): the internal-rule master in bulk, all or nothing, each write audited as the master's. */
export function aturanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/aturan',
    {
      config,
      schema: {
        tags,
        summary: "An institution's internal rules (or those binding it: its own and the general ones), paged",
        querystring: aturanQuerySchema,
      },
    },
    async (request) => ({ data: await listAturan(ctx.db, request.query) }),
  );

  const written = <T>(items: T) => {
    invalidateMasterPages(ctx.db);
    return items;
  };

  r.post(
    '/aturan',
    {
      config,
      schema: { tags, summary: 'Creates several rules at once (all or none)', body: aturanBulkCreateSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      assertCanWrite(auth, aturanDefinition());
      const items = await createAturan(ctx, { ...request, auth }, request.body.items);
      reply.code(201);
      return { data: written(items), message: `${items.length} aturan disimpan` };
    },
  );

  r.put(
    '/aturan',
    {
      config,
      schema: { tags, summary: 'Changes several rules at once (all or none)', body: aturanBulkUpdateSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      assertCanWrite(auth, aturanDefinition());
      const items = await updateAturan(ctx, { ...request, auth }, request.body.items);
      return { data: written(items), message: `${items.length} aturan diubah` };
    },
  );

  r.delete(
    '/aturan',
    {
      config,
      schema: { tags, summary: 'Retires several rules at once (all or none)', body: aturanBulkDeleteSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      assertCanWrite(auth, aturanDefinition());
      const items = await deleteAturan(ctx, { ...request, auth }, request.body.ids);
      return { data: written(items), message: `${items.length} aturan dihapus` };
    },
  );
}
