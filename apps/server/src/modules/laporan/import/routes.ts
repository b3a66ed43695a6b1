import multipart from '@fastify/multipart';
import { envelope, laporanImportResultSchema, laporanSaveImportResultSchema } from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../context';
import { XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { MAX_UPLOAD_BYTES, readUpload } from '../../../platform/upload';
import { checkLaporanImport, laporanImportTemplate, saveLaporanImport } from './import';

const tags = ['laporan'];
const config = { access: { roles: ['upg'] as const } };

/**
 * The UPG's Excel import of reports: the template, a dry run with the row-by-row report, and the save (all or
 * nothing). Registered in a scope of its own for the multipart parser.
 */
export async function laporanImportRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const upload = async (request: FastifyRequest) => {
    const { upload_max_mb } = await ctx.settings.get();
    return readUpload(request, upload_max_mb * 1024 * 1024);
  };

  r.get(
    '/laporan/import-template',
    {
      config,
      schema: {
        tags,
        summary:
          'The UPG report import template (.xlsx): sheet "Laporan" and sheet "Petunjuk" with the codes',
      },
    },
    async (_request, reply) => {
      const bytes = await laporanImportTemplate(ctx.db);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="template-impor-laporan.xlsx"')
        .send(bytes);
    },
  );

  r.post(
    '/laporan/import',
    {
      config,
      schema: {
        tags,
        summary: 'Checks an import file (multipart `file`): the row-by-row report; writes nothing',
        response: { 200: envelope(laporanImportResultSchema) },
      },
    },
    async (request) => {
      const result = await checkLaporanImport(ctx, request, await upload(request));
      const message = result.valid
        ? `Semua ${result.total_rows} baris valid (${result.total_laporan ?? 0} laporan). Silakan simpan.`
        : `${result.total_rows - result.valid_rows} dari ${result.total_rows} baris tidak valid.`;
      return { data: result, message };
    },
  );

  r.post(
    '/laporan/save-import',
    {
      config,
      schema: {
        tags,
        summary:
          'Saves an import file: every report submitted in one transaction, or 422 and nothing written',
        response: { 200: envelope(laporanSaveImportResultSchema) },
      },
    },
    async (request) => {
      const result = await saveLaporanImport(ctx, request, await upload(request));
      return { data: result, message: `${result.created} laporan berhasil disimpan.` };
    },
  );
}
