import {
  elearningImportResultSchema,
  elearningInfoSchema,
  elearningListQuerySchema,
  elearningPageSchema,
  elearningPeriodeKata,
  elearningPeriodeSchema,
  elearningRiwayatSchema,
  elearningSaveResultSchema,
  elearningTarikLatestSchema,
  elearningTarikSchema,
  envelope,
  idParamSchema,
  PPG_ROLES,
  type RoleName,
  type Triwulan,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { elearningKind } from '../../../platform/elearning';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { readUpload, registerUploads } from '../../../platform/upload';
import { codeRows } from '../diseminasi/import';
import { ppgActor } from '../diseminasi/scope';
import { checkElearningImport, saveElearningImport } from './import';
import { ambangOf, listElearning, listPeriode, riwayatInstansi } from './read';
import { latestTarik, requestTarik } from './tarik';

const tags = ['ppg-elearning'];
/** The KPK's PPG team loads the figures; an institution's UPG reads its own. */
const writers = { access: { roles: PPG_ROLES } };
const readers = { access: { roles: [...PPG_ROLES, 'upg'] as RoleName[] } };

/** `ppg/elearning` (SPEC §7 "maturity-elearning", issue 27 §4). Own scope for the multipart parser. */
export async function elearningRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => ppgActor(ctx.db, requireAuth(request));
  const upload = async (request: FastifyRequest) => {
    const { upload_max_mb } = await ctx.settings.get();
    return readUpload(request, upload_max_mb * 1024 * 1024);
  };

  r.get(
    '/ppg/elearning/periode',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'The periods holding figures (a UPG its own), the thresholds and how the platform is reached',
        response: { 200: envelope(elearningInfoSchema) },
      },
    },
    async (request) => ({
      data: {
        periode: await listPeriode(ctx.db, await actorOf(request)),
        ambang: await ambangOf(ctx),
        platform: elearningKind(ctx.config),
      },
    }),
  );

  r.get(
    '/ppg/elearning',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One period’s institutions with share and level: filtered, sorted and paged (a UPG its own)',
        querystring: elearningListQuerySchema,
        response: { 200: envelope(elearningPageSchema) },
      },
    },
    async (request) => ({ data: await listElearning(ctx, await actorOf(request), request.query) }),
  );

  r.get(
    '/ppg/elearning/instansi/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One institution’s figures over every period (a UPG another institution’s → 404)',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(elearningRiwayatSchema) },
      },
    },
    async (request) => ({ data: await riwayatInstansi(ctx, await actorOf(request), request.params.id) }),
  );

  r.get(
    '/ppg/elearning/import-template',
    {
      config: writers,
      schema: { tags, summary: 'The import template (.xlsx) listing every live institution' },
    },
    async (_request, reply) => {
      const rows = (await codeRows(ctx.db, 'instansi'))
        .filter((i) => i.kode !== null && i.kode !== undefined)
        .map((i) => [String(i.kode), String(i.nama ?? ''), null, null] as const);
      const bytes = await writeWorkbook(
        'E-Learning',
        ['kode_instansi', 'nama_instansi', 'terdaftar', 'selesai'],
        rows,
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="template-elearning.xlsx"')
        .send(bytes);
    },
  );

  r.post(
    '/ppg/elearning/import',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'Checks an export file (multipart `file`, .xlsx or .csv): the row-by-row report; writes nothing',
        querystring: elearningPeriodeSchema,
        response: { 200: envelope(elearningImportResultSchema) },
      },
    },
    async (request) => {
      const result = await checkElearningImport(ctx.db, await upload(request));
      const message = result.valid
        ? `Semua ${result.total_rows} baris valid. Silakan simpan.`
        : `${result.total_rows - result.valid_rows} dari ${result.total_rows} baris tidak valid.`;
      return { data: result, message };
    },
  );

  r.post(
    '/ppg/elearning/save-import',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Saves an export file for a period: all rows in one transaction, or 422 and nothing written',
        querystring: elearningPeriodeSchema,
        response: { 200: envelope(elearningSaveResultSchema) },
      },
    },
    async (request) => {
      const periode = { tahun: request.query.tahun, triwulan: request.query.triwulan as Triwulan };
      const result = await saveElearningImport(ctx.db, request, periode, await upload(request));
      return {
        data: result,
        message: `Data e-learning ${result.disimpan} instansi untuk ${elearningPeriodeKata(periode)} disimpan.`,
      };
    },
  );

  r.get(
    '/ppg/elearning/tarik',
    {
      config: writers,
      schema: {
        tags,
        summary: 'The latest pull from the learning platform',
        response: { 200: envelope(elearningTarikLatestSchema) },
      },
    },
    async () => ({ data: { tarik: await latestTarik(ctx.db) } }),
  );

  r.post(
    '/ppg/elearning/tarik',
    {
      config: writers,
      schema: {
        tags,
        summary:
          'Pulls a period from the learning platform on the durable queue (409 while one runs or without one)',
        body: elearningPeriodeSchema,
        response: { 202: envelope(elearningTarikSchema) },
      },
    },
    async (request, reply) => {
      const periode = { tahun: request.body.tahun, triwulan: request.body.triwulan as Triwulan };
      const tarik = await requestTarik(ctx, request, periode);
      return reply.code(202).send({
        data: tarik,
        message: `Penarikan data ${elearningPeriodeKata(periode)} dari platform e-learning dijadwalkan.`,
      });
    },
  );
}
