import {
  diseminasiBodySchema,
  diseminasiDetailSchema,
  diseminasiItemSchema,
  diseminasiQuerySchema,
  diseminasiUpdateSchema,
  envelope,
  idParamSchema,
  laporanImportResultSchema,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { readUpload, registerUploads } from '../../../platform/upload';
import { berkasRoutes } from './berkas';
import { checkDiseminasiImport, saveDiseminasiImport } from './import';
import {
  allDiseminasi,
  DISEMINASI_MEDIA,
  DOKUMENTASI,
  diseminasiDetail,
  findDiseminasi,
  listDiseminasi,
  pesertaOf,
} from './read';
import { PPG_READERS, ppgActor, UPG_WRITER } from './scope';
import { createDiseminasi, deleteDiseminasi, updateDiseminasi } from './service';
import { diseminasiImportTemplate } from './template';

const tags = ['ppg-diseminasi'];
const readers = { access: { roles: PPG_READERS } };
const writers = { access: { roles: UPG_WRITER } };
const idParams = z.object({ id: idParamSchema });
/** The most rows one export holds. */
const EXPORT_CAP = 20_000;

/**
 * `diseminasi` (spec §7 "Activities": CRUD, import, export): a UPG keeps its institution's dissemination events;
 * the KPK's PPG roles read every institution's. Own scope for the multipart parser (import, documentation).
 */
export async function diseminasiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => ppgActor(ctx.db, requireAuth(request));
  const upload = async (request: FastifyRequest) => {
    const { upload_max_mb } = await ctx.settings.get();
    return readUpload(request, upload_max_mb * 1024 * 1024);
  };

  r.get(
    '/diseminasi',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Dissemination events, paged: a UPG its own, the KPK every institution’s (saved filters of SPEC §3)',
        querystring: diseminasiQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(diseminasiItemSchema),
              total: z.number().int(),
              page: z.number().int(),
              per_page: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listDiseminasi(ctx.db, await actorOf(request), request.query) }),
  );

  r.get(
    '/diseminasi/export',
    {
      config: readers,
      schema: { tags, summary: 'The filtered events as .xlsx', querystring: diseminasiQuerySchema },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const rows = await allDiseminasi(ctx.db, actor, request.query, EXPORT_CAP);
      const peserta = await pesertaOf(
        ctx.db,
        rows.map((r) => r.item.id),
      );
      const byEvent = new Map<number, string[]>();
      for (const p of peserta) {
        byEvent.set(p.diseminasi_id, [...(byEvent.get(p.diseminasi_id) ?? []), `${p.nama}: ${p.jumlah}`]);
      }
      const bytes = await writeWorkbook(
        'Diseminasi',
        [
          'Instansi',
          'Nama Kegiatan',
          'Jenis Diseminasi',
          'Klasifikasi Kegiatan',
          'Sasaran Kegiatan',
          'Tanggal Awal',
          'Tanggal Akhir',
          'Tahun',
          'Triwulan',
          'Narasumber',
          'Provinsi',
          'Kota/Kabupaten',
          'Tempat',
          'Peserta per Level Jabatan',
          'Jumlah Peserta',
          'Uraian',
        ],
        rows.map(({ item, uraian }) => [
          item.instansi.nama,
          item.nama_kegiatan,
          item.jenis_diseminasi.nama,
          item.klasifikasi_kegiatan.nama,
          item.sasaran_kegiatan.nama,
          item.tanggal_awal,
          item.tanggal_akhir,
          item.tahun,
          triwulanLabel(item.triwulan as Triwulan),
          item.narasumber,
          item.provinsi.nama,
          item.kabkota.nama,
          item.tempat,
          (byEvent.get(item.id) ?? []).join('; '),
          item.jumlah_peserta,
          uraian,
        ]),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="diseminasi.xlsx"')
        .send(bytes);
    },
  );

  r.get(
    '/diseminasi/import-template',
    {
      config: writers,
      schema: {
        tags,
        summary: 'The import template (.xlsx): sheet "Diseminasi" and sheet "Petunjuk" with the codes',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="template-impor-diseminasi.xlsx"')
        .send(await diseminasiImportTemplate(ctx.db)),
  );

  r.post(
    '/diseminasi/import',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Checks an import file (multipart `file`): the row-by-row report; writes nothing',
        response: { 200: envelope(laporanImportResultSchema) },
      },
    },
    async (request) => {
      const result = await checkDiseminasiImport(ctx.db, await actorOf(request), await upload(request));
      const message = result.valid
        ? `Semua ${result.total_rows} baris valid. Silakan simpan.`
        : `${result.total_rows - result.valid_rows} dari ${result.total_rows} baris tidak valid.`;
      return { data: result, message };
    },
  );

  r.post(
    '/diseminasi/save-import',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Saves an import file: every event in one transaction, or 422 and nothing written',
        response: { 200: envelope(z.object({ created: z.number().int(), ids: z.array(z.number().int()) })) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const result = await saveDiseminasiImport(ctx.db, request, actor, await upload(request));
      return { data: result, message: `${result.created} diseminasi berhasil disimpan.` };
    },
  );

  r.get(
    '/diseminasi/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One event with its participants and documentation',
        params: idParams,
        response: { 200: envelope(diseminasiDetailSchema) },
      },
    },
    async (request) => ({
      data: await diseminasiDetail(ctx.db, await actorOf(request), request.params.id),
    }),
  );

  r.post(
    '/diseminasi',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Records an event of the UPG’s institution',
        body: diseminasiBodySchema,
        response: { 201: envelope(diseminasiDetailSchema) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await createDiseminasi(ctx.db, request, actor, request.body);
      reply.code(201);
      return { data: await diseminasiDetail(ctx.db, actor, id), message: 'Diseminasi berhasil disimpan' };
    },
  );

  r.put(
    '/diseminasi/:id',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Changes an event (with the version read; 409 when it changed meanwhile)',
        params: idParams,
        body: diseminasiUpdateSchema,
        response: { 200: envelope(diseminasiDetailSchema) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await updateDiseminasi(ctx.db, request, actor, request.params.id, request.body);
      return {
        data: await diseminasiDetail(ctx.db, actor, request.params.id),
        message: 'Diseminasi berhasil diubah',
      };
    },
  );

  r.delete(
    '/diseminasi/:id',
    {
      config: writers,
      schema: { tags, summary: 'Removes an event', params: idParams },
    },
    async (request) => {
      await deleteDiseminasi(ctx.db, request, await actorOf(request), request.params.id);
      return { data: null, message: 'Diseminasi berhasil dihapus' };
    },
  );

  berkasRoutes(app, ctx, {
    base: 'diseminasi',
    collection: DOKUMENTASI,
    mediaType: DISEMINASI_MEDIA,
    tags,
    noun: 'dissemination event',
    find: findDiseminasi,
  });
}
