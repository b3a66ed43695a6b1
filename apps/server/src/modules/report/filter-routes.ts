import {
  envelope,
  idParamSchema,
  type RoleName,
  reportFilterSimpanBodySchema,
  reportFilterSimpanSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { deleteFilterSimpan, listFilterSimpan, upsertFilterSimpan } from './filters';

/**
 * A list's saved filter sets (SPEC §3 saved filters) under `{path}/filter`, kept in the report engine's one store:
 * list the caller's, save one under a name (only the filter's own fields — another is a 422 naming it — checked by
 * the list's query schema; the
 * same name replaces it), delete one. Every list with saved filters mounts these rather than its own copy.
 */
export function savedFilterRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: {
    path: string;
    key: string;
    label: string;
    keys: readonly string[];
    schema: z.ZodType;
    roles: readonly RoleName[];
    tags: string[];
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: opts.roles } };
  const base = `/${opts.path}/filter`;

  r.get(
    base,
    {
      config,
      schema: {
        tags: opts.tags,
        summary: `The caller's saved "${opts.label}" filter sets`,
        response: { 200: envelope(z.array(reportFilterSimpanSchema)) },
      },
    },
    async (request) => ({ data: await listFilterSimpan(ctx.db, requireAuth(request).user.id, opts.key) }),
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags: opts.tags,
        summary: `Saves a "${opts.label}" filter set under a name (${opts.keys.join(', ')}; same name: replaced)`,
        body: reportFilterSimpanBodySchema,
        response: { 200: envelope(reportFilterSimpanSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // A field the list's saved filter does not have is refused by name, not dropped in silence.
      const unknown = Object.keys(request.body.params).filter((k) => !opts.keys.includes(k));
      if (unknown.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          undefined,
          Object.fromEntries(unknown.map((k) => [`params.${k}`, ['Bukan bagian dari filter ini']])),
        );
      }
      const params = Object.fromEntries(
        Object.entries(request.body.params).filter(([k, v]) => opts.keys.includes(k) && v !== ''),
      );
      const parsed = opts.schema.safeParse(params);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = `params.${issue.path.map(String).join('.')}`;
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new AppError('VALIDATION_FAILED', undefined, errors);
      }
      const data = await upsertFilterSimpan(
        ctx.db,
        { ...request, auth },
        opts.key,
        request.body.nama,
        params,
      );
      return { data, message: 'Filter disimpan' };
    },
  );

  r.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags: opts.tags,
        summary: 'Deletes one of the caller’s saved filter sets',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteFilterSimpan(ctx.db, { ...request, auth: requireAuth(request) }, request.params.id);
      return { data: null, message: 'Filter dihapus' };
    },
  );
}
