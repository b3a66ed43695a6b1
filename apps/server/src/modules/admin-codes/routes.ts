import { codeListByKey, envelope, searchCodeLists } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { ADMIN_ROLES } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

const codeSchema = z.object({ code: z.string(), label: z.string(), note: z.string().optional() });
const useSchema = z.object({
  kind: z.enum(['layar', 'master', 'tabel']),
  ref: z.string(),
  label: z.string(),
  path: z.string().nullable(),
});
const listSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  source: z.string(),
  codes: z.array(codeSchema).readonly(),
  usedIn: z.array(useSchema).readonly(),
});

/**
 * The application's code lists, read-only (issue 28 §1, /admin/codes): the domain's registry of fixed enumerations
 * with where each is used. Nothing is stored: the codes are the definitions the code runs on.
 */
export function adminCodeRoutes(app: FastifyInstance, _ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ADMIN_ROLES } };
  const tags = ['admin-codes'];

  r.get(
    '/admin/codes',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'The code lists; q searches names, uses, codes and labels (a list found by its codes keeps those)',
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: envelope(z.object({ items: z.array(listSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const items = searchCodeLists(request.query.q);
      return { data: { items, total: items.length } };
    },
  );

  r.get(
    '/admin/codes/:key',
    {
      config: admins,
      schema: {
        tags,
        summary: 'One code list, whole',
        params: z.object({ key: z.string().max(100) }),
        response: { 200: envelope(listSchema) },
      },
    },
    async (request) => {
      const list = codeListByKey(request.params.key);
      if (!list) throw new AppError('NOT_FOUND', 'Daftar kode tidak ditemukan');
      return { data: list };
    },
  );
}
