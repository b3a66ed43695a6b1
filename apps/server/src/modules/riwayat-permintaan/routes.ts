import {
  envelope,
  idParamSchema,
  KPK_STAFF_ROLES,
  rekamJejakHasilSchema,
  reqRekamJejakSchema,
  riwayatPermintaanBodySchema,
  riwayatPermintaanQuerySchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { fieldError } from '../../platform/errors';
import { XLSX_CONTENT_TYPE } from '../../platform/excel';
import { looksLikeXlsx, readUpload, registerUploads } from '../../platform/upload';
import { todayJakarta } from '../laporan/lookups';
import {
  createRiwayatPermintaan,
  editRiwayatPermintaan,
  listRiwayatPermintaan,
  readRekamJejakExcel,
  rekamJejakTemplate,
  reqRekamJejak,
  riwayatPermintaanDetail,
} from './service';
import { renderJawaban } from './surat';

const tags = ['riwayat-permintaan'];
/** The KPK's staff (spec §6) answer other agencies' requests; reporters and the PPG roles never see them. */
const config = { access: { roles: KPK_STAFF_ROLES } };
const params = z.object({ id: idParamSchema });

/**
 * Record-trace requests (issue 11 §6): an agency asks, by letter, for persons' reporting records; each person is
 * searched by NIK or name (one at a time or from an Excel sheet), the results are kept with the request, every
 * search is audited, and the answer letter is printed from its template.
 */
export async function riwayatPermintaanRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/riwayat-permintaan',
    {
      config,
      schema: {
        tags,
        summary: 'The requests, newest first, a page at a time',
        querystring: riwayatPermintaanQuerySchema,
      },
    },
    async (request) => ({ data: await listRiwayatPermintaan(ctx.db, request.query) }),
  );

  r.post(
    '/riwayat-permintaan',
    {
      config,
      schema: {
        tags,
        summary: 'Records a request and searches every person in it now (each search audited)',
        body: riwayatPermintaanBodySchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const data = await createRiwayatPermintaan(ctx, { ...request, auth }, request.body);
      reply.code(201);
      return { data, message: `Permintaan disimpan; ${data.orang.length} orang dicari` };
    },
  );

  r.get(
    '/riwayat-permintaan/template-excel',
    { config, schema: { tags, summary: 'The Excel sheet to fill with the persons to trace (NIK, Nama)' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="template-permintaan-rekam-jejak.xlsx"')
        .send(await rekamJejakTemplate()),
  );

  r.post(
    '/riwayat-permintaan/cari-via-excel',
    {
      config,
      schema: {
        tags,
        summary:
          'Reads the persons of an uploaded sheet (multipart `file`): the list, and each bad row by number',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const bytes = await readUpload(request, 5 * 1024 * 1024);
      if (!looksLikeXlsx(bytes)) throw fieldError('file', 'Berkas harus berformat Excel (.xlsx)');
      return { data: await readRekamJejakExcel(bytes) };
    },
  );

  r.get(
    '/riwayat-permintaan/:id',
    { config, schema: { tags, summary: 'A request with every person and what was found', params } },
    async (request) => ({ data: await riwayatPermintaanDetail(ctx.db, request.params.id) }),
  );

  r.put(
    '/riwayat-permintaan/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a request; every person is searched again (each search audited)',
        params,
        body: riwayatPermintaanBodySchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await editRiwayatPermintaan(ctx, { ...request, auth }, request.params.id, request.body);
      return { data, message: 'Permintaan diperbarui' };
    },
  );

  r.get(
    '/riwayat-permintaan/:id/surat',
    { config, schema: { tags, summary: 'The answer letter (PDF) from the kept results', params } },
    async (request, reply) => {
      const detail = await riwayatPermintaanDetail(ctx.db, request.params.id);
      const { bytes, filename } = await renderJawaban(ctx.db, detail, todayJakarta());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  r.post(
    '/req-rekam-jejak',
    {
      config,
      schema: {
        tags,
        summary: "One person's reporting record by NIK or name, searched now (audited, not kept)",
        body: reqRekamJejakSchema,
        response: { 200: envelope(rekamJejakHasilSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await reqRekamJejak(ctx, { ...request, auth }, request.body) };
    },
  );
}
