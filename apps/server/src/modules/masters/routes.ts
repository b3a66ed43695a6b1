import { idParamSchema, MASTER_DEFINITIONS, type MasterDefinition, masterByKey } from '@gratifikasi/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { AppError, fieldError } from '../../platform/errors';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel';
import { looksLikeXlsx, readUpload, registerUploads } from '../../platform/upload';
import { assertCanRead, assertCanWrite } from './access';
import { derivedMasterRoutes } from './derived';
import { exportCell, importMaster } from './excel-io';
import { instansiRoutes } from './instansi';
import { cachedJson, invalidateMasterPages } from './list-cache';
import { parseListQuery } from './query';
import {
  createMaster,
  deleteMaster,
  getMaster,
  listAll,
  listMaster,
  restoreMaster,
  updateMaster,
} from './service';

const keyParams = z.object({ key: z.string().max(100) });
const idParams = keyParams.extend({ id: idParamSchema });
const tags = ['masters'];

/** The definition of `:key`; an unknown key is a 404 like any missing resource. */
function definition(key: string): MasterDefinition {
  const def = masterByKey(key);
  if (!def) throw new AppError('NOT_FOUND', `Master ${key} tidak ditemukan`);
  return def;
}

const rawQuery = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

function sendXlsx(reply: FastifyReply, filename: string, bytes: Buffer) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(bytes);
}

/**
 * The master API: one parameterised set of admin routes for every definition (access is checked per definition
 * inside, as the route only knows its key at request time), plus one dropdown GET per public path.
 */
export async function masterRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  // Any successful write in this scope empties the dropdown cache before the answer leaves.
  app.addHook('onSend', async (request, reply) => {
    const readOnly = request.method === 'GET' || request.routeOptions.url === '/api/transform-instansi';
    if (!readOnly && reply.statusCode < 400) invalidateMasterPages(ctx.db);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'authenticated' as const };
  const base = '/admin/masters/:key';

  r.get(base, { config, schema: { tags, summary: 'List a master', params: keyParams } }, async (request) => {
    const def = definition(request.params.key);
    assertCanRead(request.auth, def);
    const query = parseListQuery(def, rawQuery(request), {
      defaultPerPage: 20,
      maxPerPage: 1000,
      allowTrashed: true,
    });
    return { data: await listMaster(ctx.db, def, query) };
  });

  r.get(
    `${base}/export`,
    { config, schema: { tags, summary: 'The whole filtered list as .xlsx', params: keyParams } },
    async (request, reply) => {
      const def = definition(request.params.key);
      assertCanRead(request.auth, def);
      const query = parseListQuery(def, rawQuery(request), {
        defaultPerPage: 1,
        maxPerPage: 1000,
        allowTrashed: true,
      });
      const items = await listAll(ctx.db, def, query);
      const bytes = await writeWorkbook(
        def.label,
        def.fields.map((f) => f.label),
        items.map((item) => def.fields.map((f) => exportCell(f, item))),
      );
      return sendXlsx(reply, `${def.key}-${today()}.xlsx`, bytes);
    },
  );

  r.get(
    `${base}/import-template`,
    { config, schema: { tags, summary: 'Empty .xlsx with the import header row', params: keyParams } },
    async (request, reply) => {
      const def = definition(request.params.key);
      assertCanWrite(request.auth, def);
      if (!def.importable) throw new AppError('NOT_FOUND', `Master ${def.label} tidak dapat diimpor`);
      const bytes = await writeWorkbook(
        def.label,
        def.fields.map((f) => f.label),
        [],
      );
      return sendXlsx(reply, `${def.key}-template.xlsx`, bytes);
    },
  );

  r.post(
    `${base}/import`,
    { config, schema: { tags, summary: 'Import .xlsx rows: all or nothing', params: keyParams } },
    async (request) => {
      const def = definition(request.params.key);
      assertCanWrite(request.auth, def);
      if (!def.importable) throw new AppError('NOT_FOUND', `Master ${def.label} tidak dapat diimpor`);
      const { upload_max_mb } = await ctx.settings.get();
      const bytes = await readUpload(request, upload_max_mb * 1024 * 1024);
      if (!looksLikeXlsx(bytes)) throw fieldError('file', 'Berkas harus berformat .xlsx');
      const inserted = await importMaster(ctx, request, def, bytes);
      return { data: { inserted }, message: `Impor berhasil: ${inserted} baris disimpan.` };
    },
  );

  r.get(
    `${base}/:id`,
    { config, schema: { tags, summary: 'One record', params: idParams } },
    async (request) => {
      const def = definition(request.params.key);
      assertCanRead(request.auth, def);
      return { data: await getMaster(ctx.db, def, request.params.id) };
    },
  );

  r.post(
    base,
    { config, schema: { tags, summary: 'Create a record', params: keyParams } },
    async (request, reply) => {
      const def = definition(request.params.key);
      assertCanWrite(request.auth, def);
      const data = await createMaster(ctx, request, def, request.body);
      return reply.status(201).send({ data, message: 'Data berhasil disimpan' });
    },
  );

  r.put(
    `${base}/:id`,
    { config, schema: { tags, summary: 'Replace a record', params: idParams } },
    async (request) => {
      const def = definition(request.params.key);
      assertCanWrite(request.auth, def);
      const data = await updateMaster(ctx, request, def, request.params.id, request.body);
      return { data, message: 'Data berhasil diperbarui' };
    },
  );

  r.delete(
    `${base}/:id`,
    { config, schema: { tags, summary: 'Soft delete', params: idParams } },
    async (request) => {
      const def = definition(request.params.key);
      assertCanWrite(request.auth, def);
      return {
        data: await deleteMaster(ctx, request, def, request.params.id),
        message: 'Data berhasil dihapus',
      };
    },
  );

  r.post(
    `${base}/:id/restore`,
    { config, schema: { tags, summary: 'Restore a deleted record', params: idParams } },
    async (request) => {
      const def = definition(request.params.key);
      assertCanWrite(request.auth, def);
      return {
        data: await restoreMaster(ctx, request, def, request.params.id),
        message: 'Data berhasil dipulihkan',
      };
    },
  );

  derivedMasterRoutes(app, ctx);
  instansiRoutes(app, ctx);
  publicRoutes(app, ctx);
}

/** Per app (by its context): the public paths this module answers, the others being served by their own module. */
export const SERVED_PUBLIC_PATHS = new WeakMap<ServerContext, Set<string>>();

/** The spec's dropdown GETs: live rows only, 100 a page by default; a path another module already serves is left to it. */
function publicRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const served = new Set<string>();
  SERVED_PUBLIC_PATHS.set(ctx, served);
  for (const def of MASTER_DEFINITIONS) {
    for (const path of def.publicPaths ?? []) {
      if (app.hasRoute({ method: 'GET', url: `/api/${path}` })) continue;
      served.add(path);
      app.get(
        `/${path}`,
        { config: { access: def.read }, schema: { tags, summary: `Dropdown list: ${def.label}` } },
        async (request, reply) => {
          // Keyed by the query string as sent, so a hit skips parsing, the database and the serialisation:
          // the cached text is the whole answer. A query that fails validation is never remembered.
          const search = request.url.indexOf('?');
          const key = `${def.key}?${search < 0 ? '' : request.url.slice(search + 1)}`;
          const json = await cachedJson(ctx.db, key, async () => {
            const query = parseListQuery(def, rawQuery(request), {
              defaultPerPage: 100,
              maxPerPage: 1000,
              allowTrashed: false,
            });
            return JSON.stringify({ data: await listMaster(ctx.db, def, query) });
          });
          return reply.type('application/json; charset=utf-8').send(json);
        },
      );
    }
  }
}
