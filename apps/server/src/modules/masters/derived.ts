import { idParamSchema, type MasterDefinition, masterByKey } from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { parseListQuery } from './query';
import { listMaster } from './service';

const tags = ['masters'];

function required(key: string): MasterDefinition {
  const def = masterByKey(key);
  if (!def) throw new Error(`Master ${key} is not defined`);
  return def;
}

const rawQuery = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/**
 * The spec's dropdown GETs that are not a plain list of one master: the checklist of one jenis peristiwa,
 * and the latest application version. They reuse the list query with one parameter fixed by the path.
 */
export function derivedMasterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const checklist = required('checklist-kelengkapan-peristiwas');
  const version = required('master-version');

  r.get(
    '/jenis-peristiwa/:id/checklistJenisPeristiwas',
    {
      config: { access: checklist.read },
      schema: {
        tags,
        summary: 'The completeness checklist of one jenis peristiwa',
        params: z.object({ id: idParamSchema }),
      },
    },
    async (request) => {
      const query = parseListQuery(
        checklist,
        { ...rawQuery(request), jenis_peristiwa_id: String(request.params.id) },
        { defaultPerPage: 100, maxPerPage: 1000, allowTrashed: false },
      );
      return { data: await listMaster(ctx.db, checklist, query) };
    },
  );

  r.get(
    '/version/getLatest',
    {
      config: { access: version.read },
      schema: { tags, summary: 'The latest application version (optionally ?platform=)' },
    },
    async (request) => {
      const { platform } = rawQuery(request);
      const query = parseListQuery(
        version,
        { per_page: '1', ...(typeof platform === 'string' && platform !== '' ? { platform } : {}) },
        { defaultPerPage: 1, maxPerPage: 1, allowTrashed: false },
      );
      const page = await listMaster(ctx.db, version, query);
      return { data: page.items[0] ?? null };
    },
  );
}
