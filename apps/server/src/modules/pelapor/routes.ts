import {
  envelope,
  type MasterDefinition,
  masterByKey,
  nikCheckSchema,
  pelaporPayloadSchema,
  pelaporRiwayatSchema,
  pelaporSchema,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel';
import { assertCanWrite } from '../masters/access';
import { invalidateMasterPages } from '../masters/list-cache';
import { parseListQuery } from '../masters/query';
import { createMaster, listMaster } from '../masters/service';
import { ADMIN_PELAPOR_ROLES, KPK_PELAPOR_READERS, KPK_PELAPOR_WRITERS, pelaporForActor } from './access';
import { EXPORT_HEADERS, exportRows, listPelapors } from './list';
import { readNik } from './nik';
import { idParams, nikParams, type PelaporListRouteQuery, pelaporListRouteQuerySchema } from './schemas';
import { createPelapor, deletePelapor, restorePelapor, updatePelapor } from './service';
import { nikTaken } from './validate';
import { pelaporView, riwayatOf } from './view';

const tags = ['pelapor'];
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

/** Roles that keep pelapor profiles: their own (individu), their UPG's, those they entered, and KPK/admin staff. */
const WRITER_ROLES: readonly RoleName[] = [
  'individu',
  'upg',
  'data_entry',
  ...KPK_PELAPOR_WRITERS,
  ...ADMIN_PELAPOR_ROLES,
];
const ANY_PELAPOR_ROLE: readonly RoleName[] = [...new Set([...WRITER_ROLES, ...KPK_PELAPOR_READERS])];

function jakartaStamp(now = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Sends `rows` as `pelapor-<YYYYMMDD>.xlsx`. */
async function sendExcel(reply: FastifyReply, rows: Parameters<typeof writeWorkbook>[2]) {
  const bytes = await writeWorkbook('pelapor', EXPORT_HEADERS, rows);
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="pelapor-${jakartaStamp()}.xlsx"`)
    .send(bytes);
}

/** /api/pelapor: reporter profiles (issue 4 §2), each read and write scoped by pelaporForActor / pelaporScope. */
export function pelaporRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { 200: envelope(pelaporSchema) };

  r.get(
    '/pelapor/check-nik/:nik',
    {
      config: { access: { roles: WRITER_ROLES } },
      schema: {
        tags,
        summary: 'Checks a NIK: valid, already a live pelapor, gender and birth date',
        params: nikParams,
        response: { 200: envelope(nikCheckSchema) },
      },
    },
    async (request) => {
      const nik = request.params.nik.trim();
      const reading = readNik(nik);
      const terdaftar = reading.valid && (await nikTaken(ctx.db, nik));
      return {
        data: {
          nik,
          ...reading,
          terdaftar,
          pesan: terdaftar ? 'NIK sudah terdaftar sebagai pelapor' : reading.pesan,
        },
      };
    },
  );

  const list = (path: string, roles: readonly RoleName[], summary: string) =>
    r.get(
      path,
      { config: { access: { roles } }, schema: { tags, summary, querystring: pelaporListRouteQuerySchema } },
      async (request, reply) => {
        const auth = requireAuth(request);
        const query: PelaporListRouteQuery = request.query;
        if (query.format === 'xlsx') return sendExcel(reply, await exportRows(ctx.db, auth, query));
        return reply.send({ data: pageOf(pelaporSchema).parse(await listPelapors(ctx.db, auth, query)) });
      },
    );
  list(
    '/pelapor/list-all',
    [...KPK_PELAPOR_READERS, ...ADMIN_PELAPOR_ROLES],
    'Every pelapor (KPK staff, admins); format=xlsx for Excel',
  );
  list('/pelapor/list-upg', ['upg'], "The pelapors of the caller's UPG; format=xlsx for Excel");
  list(
    '/pelapor/list-individu',
    ['individu', 'data_entry'],
    'My pelapors (individu) or those I entered (data entry)',
  );

  r.post(
    '/pelapor',
    {
      config: { access: { roles: WRITER_ROLES } },
      schema: {
        tags,
        summary: 'Create a pelapor owned as the active role says',
        body: pelaporPayloadSchema,
        response: { 201: envelope(pelaporSchema) },
      },
    },
    async (request, reply) => {
      const data = await createPelapor(ctx, request, requireAuth(request), request.body);
      return reply.code(201).send({ data, message: 'Data pelapor berhasil disimpan' });
    },
  );

  r.get(
    '/pelapor/:id',
    {
      config: { access: { roles: ANY_PELAPOR_ROLE } },
      schema: { tags, summary: 'One pelapor', params: idParams, response: one },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await pelaporForActor(ctx.db, auth, request.params.id, 'read', { withDeleted: true });
      return { data: await pelaporView(ctx.db, row.id) };
    },
  );

  r.put(
    '/pelapor/:id',
    {
      config: { access: { roles: WRITER_ROLES } },
      schema: {
        tags,
        summary: 'Change a pelapor; an employment change writes a riwayat row',
        params: idParams,
        body: pelaporPayloadSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await updatePelapor(ctx, request, requireAuth(request), request.params.id, request.body),
      message: 'Data pelapor berhasil diperbarui',
    }),
  );

  r.delete(
    '/pelapor/:id',
    {
      config: { access: { roles: WRITER_ROLES } },
      schema: {
        tags,
        summary: 'Soft delete; refused while the pelapor has live laporans',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deletePelapor(ctx, request, requireAuth(request), request.params.id);
      return { data: null, message: 'Data pelapor berhasil dihapus' };
    },
  );

  r.post(
    '/pelapor/:id/restore',
    {
      config: { access: { roles: ADMIN_PELAPOR_ROLES } },
      schema: { tags, summary: 'Restore a deleted pelapor (admins)', params: idParams, response: one },
    },
    async (request) => ({
      data: await restorePelapor(ctx, request, requireAuth(request), request.params.id),
      message: 'Data pelapor berhasil dipulihkan',
    }),
  );

  r.get(
    '/pelapor/:id/riwayat',
    {
      config: { access: { roles: ANY_PELAPOR_ROLE } },
      schema: {
        tags,
        summary: 'Employment history, newest first',
        params: idParams,
        response: { 200: envelope(z.array(pelaporRiwayatSchema)) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await pelaporForActor(ctx.db, auth, request.params.id, 'read', { withDeleted: true });
      return { data: await riwayatOf(ctx.db, row.id) };
    },
  );

  thinMasterRoutes(app, ctx, 'status-kedinasan', 'status-kedinasans');
  thinMasterRoutes(app, ctx, 'kontak', 'kontaks');
}

/** Spec §7 "status-kedinasan and kontak: list and create": a dropdown GET and a POST over the master engine. */
function thinMasterRoutes(app: FastifyInstance, ctx: ServerContext, path: string, key: string): void {
  const def = masterByKey(key) as MasterDefinition;
  const mtags = ['masters'];
  app.get(
    `/${path}`,
    { config: { access: def.read }, schema: { tags: mtags, summary: `Dropdown list: ${def.label}` } },
    async (request) => {
      const raw = (request.query ?? {}) as Record<string, unknown>;
      const query = parseListQuery(def, raw, { defaultPerPage: 100, maxPerPage: 1000, allowTrashed: false });
      return { data: await listMaster(ctx.db, def, query) };
    },
  );
  app.post(
    `/${path}`,
    {
      // The master's own write rule (any one of its permissions), as /api/admin/masters applies it.
      config: { access: 'authenticated' },
      schema: { tags: mtags, summary: `Create: ${def.label}` },
    },
    async (request, reply) => {
      assertCanWrite(request.auth, def);
      const data = await createMaster(ctx, request, def, request.body);
      invalidateMasterPages(ctx.db);
      return reply.code(201).send({ data, message: 'Data berhasil disimpan' });
    },
  );
}
