import {
  DIREKTUR_LAPORAN_KEGIATAN,
  draftLaporanKegiatanSchema,
  envelope,
  idParamSchema,
  KEGIATAN_ROLES,
  kegiatanTanpaLaporanSchema,
  kontenBerkasSchema,
  LAPORAN_KEGIATAN_FILTER_KEY,
  LAPORAN_KEGIATAN_FILTER_KEYS,
  laporanKegiatanBatchResultSchema,
  laporanKegiatanBatchSchema,
  laporanKegiatanCreateSchema,
  laporanKegiatanDetailSchema,
  laporanKegiatanEditSchema,
  laporanKegiatanKeputusanSchema,
  laporanKegiatanListQuerySchema,
  laporanKegiatanMovedSchema,
  laporanKegiatanPageSchema,
  PENYUSUN_LAPORAN_KEGIATAN,
  REVIEWER_LAPORAN_KEGIATAN,
  type RoleName,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { registerUploads } from '../../../platform/upload';
import { receiveKontenBerkas } from '../../konten/berkas';
import { todayJakarta } from '../../laporan/lookups';
import { savedFilterRoutes } from '../../report/filter-routes';
import { ppgActor, requireUpg } from '../diseminasi/scope';
import {
  draftLaporanKegiatan,
  exportRows,
  kegiatanTanpaLaporan,
  laporanKegiatanDetail,
  listLaporanKegiatan,
  listUpgLaporanKegiatan,
  readableByUpg,
} from './read';
import {
  batchApproveLaporanKegiatan,
  createLaporanKegiatan,
  decideLaporanKegiatan,
  deleteLaporanKegiatan,
  editLaporanKegiatan,
} from './service';
import { type LaporanKegiatanFile, laporanKegiatanFile } from './surat';

const tags = ['ppg-laporan-kegiatan'];
const READERS: readonly RoleName[] = [
  ...new Set<RoleName>([...KEGIATAN_ROLES, ...DIREKTUR_LAPORAN_KEGIATAN]),
];
const APPROVERS: readonly RoleName[] = [...REVIEWER_LAPORAN_KEGIATAN, ...DIREKTUR_LAPORAN_KEGIATAN];
const read = { access: { roles: READERS } };
const write = { access: { roles: PENYUSUN_LAPORAN_KEGIATAN } };
const decide = { access: { roles: [...PENYUSUN_LAPORAN_KEGIATAN, ...APPROVERS] } };
const idParams = z.object({ id: idParamSchema });
const moved = envelope(laporanKegiatanMovedSchema);
const EXPORT_MAX = 10_000;
const upgQuery = laporanKegiatanListQuerySchema.pick({ page: true, per_page: true, q: true, tahun: true });

function sendPdf(reply: FastifyReply, file: LaporanKegiatanFile) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return reply.send(file.kind === 'stream' ? file.stream : file.bytes);
}

/**
 * Activity reports (issue 26 §3): the team writes, the PPG group head and the director decide on the one engine
 * (alone or in a batch), the e-office signs, the letter is issued once with its QR; the UPG reads the approved ones
 * that concern its institution. Own scope for the multipart parser.
 */
export async function ppgLaporanKegiatanRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const metaOf = (request: Parameters<typeof requireAuth>[0]) =>
    ({ ...request, auth: requireAuth(request) }) as never;

  r.get(
    '/laporan-kegiatan',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Activity reports by the "Activity report" filter (tahun, jenis_klop, nama_klop, bentuk_kegiatan, pelaksana_kegiatan), status; antrian=menunggu',
        querystring: laporanKegiatanListQuerySchema,
        response: { 200: envelope(laporanKegiatanPageSchema) },
      },
    },
    async (request) => ({ data: await listLaporanKegiatan(ctx.db, requireAuth(request), request.query) }),
  );

  r.get(
    '/laporan-kegiatan/export',
    {
      config: read,
      schema: {
        tags,
        summary: `The filtered list as .xlsx (same filters and order; at most ${EXPORT_MAX} rows)`,
        querystring: laporanKegiatanListQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await exportRows(ctx.db, requireAuth(request), request.query, EXPORT_MAX);
      const bytes = await writeWorkbook(
        'Laporan Kegiatan',
        ['Kegiatan', 'Jenis', 'Bentuk', 'Tanggal Mulai', 'Tanggal Selesai', 'Status', 'Penyusun', 'Peserta'],
        rows.map((d) => [
          d.judul,
          d.jenis_kegiatan,
          d.bentuk_kegiatan,
          d.tanggal_mulai,
          d.tanggal_selesai,
          d.status_label,
          d.penyusun,
          d.jumlah_peserta,
        ]),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="laporan-kegiatan-${todayJakarta()}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  savedFilterRoutes(app, ctx, {
    path: 'laporan-kegiatan',
    key: LAPORAN_KEGIATAN_FILTER_KEY,
    label: 'Activity report',
    keys: LAPORAN_KEGIATAN_FILTER_KEYS,
    schema: laporanKegiatanListQuerySchema,
    roles: READERS,
    tags,
  });

  r.get(
    '/laporan-kegiatan/draft-kegiatan',
    {
      config: write,
      schema: {
        tags,
        summary: "The caller's activities carried out that have no report yet",
        response: { 200: envelope(kegiatanTanpaLaporanSchema) },
      },
    },
    async (request) => ({ data: await kegiatanTanpaLaporan(ctx.db, requireAuth(request)) }),
  );

  r.get(
    '/laporan-kegiatan/draft-kegiatan/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'What a new report of the activity starts from: its sessions with attendance and its participants',
        params: idParams,
        response: { 200: envelope(draftLaporanKegiatanSchema) },
      },
    },
    async (request) => ({ data: await draftLaporanKegiatan(ctx.db, request.params.id) }),
  );

  r.post(
    '/laporan-kegiatan/berkas',
    {
      // Also the sessions' documentation photos, which the group head may add too.
      config: { access: { roles: [...PENYUSUN_LAPORAN_KEGIATAN, ...REVIEWER_LAPORAN_KEGIATAN] } },
      schema: {
        tags,
        summary:
          'Upload a documentation photo or attachment (multipart `file`): PDF, Office or image, checked by bytes',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(kontenBerkasSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await receiveKontenBerkas(ctx, request), message: 'Berkas berhasil diunggah' }),
  );

  r.post(
    '/laporan-kegiatan/batch-approval',
    {
      config: { access: { roles: APPROVERS } },
      schema: {
        tags,
        summary: 'The group head or the director approves several reports, each in its own transaction',
        body: laporanKegiatanBatchSchema,
        response: { 200: envelope(laporanKegiatanBatchResultSchema) },
      },
    },
    async (request) => {
      const data = await batchApproveLaporanKegiatan(ctx, metaOf(request), request.body);
      return { data, message: `${data.berhasil} laporan disetujui, ${data.gagal} gagal` };
    },
  );

  r.post(
    '/laporan-kegiatan',
    {
      config: write,
      schema: {
        tags,
        summary:
          'A new activity report (draft) of an activity carried out, by its drafter or team; one per activity',
        body: laporanKegiatanCreateSchema,
        response: { 201: moved },
      },
    },
    async (request, reply) => {
      const data = await createLaporanKegiatan(ctx, metaOf(request), request.body);
      return reply.status(201).send({ data, message: 'Laporan kegiatan disimpan sebagai draf' });
    },
  );

  r.get(
    '/laporan-kegiatan/:id',
    {
      config: read,
      schema: {
        tags,
        summary:
          'An activity report with its activity, sessions, participants, e-office state, letter, panel, history',
        params: idParams,
        response: { 200: envelope(laporanKegiatanDetailSchema) },
      },
    },
    async (request) => ({ data: await laporanKegiatanDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/laporan-kegiatan/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'The author or team changes a draft, returned or refused report (409 when stale or not editable)',
        params: idParams,
        body: laporanKegiatanEditSchema,
        response: { 200: moved },
      },
    },
    async (request) => ({
      data: await editLaporanKegiatan(ctx, metaOf(request), request.params.id, request.body),
      message: 'Laporan kegiatan disimpan',
    }),
  );

  r.delete(
    '/laporan-kegiatan/:id',
    {
      config: write,
      schema: { tags, summary: 'Its author deletes a draft never submitted', params: idParams },
    },
    async (request, reply) => {
      await deleteLaporanKegiatan(ctx, metaOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/laporan-kegiatan/:id/keputusan',
    {
      config: decide,
      schema: {
        tags,
        summary:
          'Submit, return (note), approve (the director: to the e-office) or correct, on the workflow engine',
        params: idParams,
        body: laporanKegiatanKeputusanSchema,
        response: { 200: moved },
      },
    },
    async (request) => ({
      data: await decideLaporanKegiatan(ctx, metaOf(request), request.params.id, request.body),
      message: 'Keputusan laporan kegiatan disimpan',
    }),
  );

  r.get(
    '/laporan-kegiatan/:id/pdf',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The signed letter (the same bytes every time), or a DRAF preview before the e-office signed',
        params: idParams,
      },
    },
    async (request, reply) => {
      requireAuth(request);
      return sendPdf(reply, await laporanKegiatanFile(ctx, request.params.id));
    },
  );

  r.get(
    '/upg/laporan-kegiatan',
    {
      config: { access: { roles: ['upg'] } },
      schema: {
        tags,
        summary: "The approved activity reports that concern the UPG's institution (targeted or attended)",
        querystring: upgQuery,
        response: { 200: envelope(laporanKegiatanPageSchema) },
      },
    },
    async (request) => {
      const upg = requireUpg(await ppgActor(ctx.db, requireAuth(request)));
      return { data: await listUpgLaporanKegiatan(ctx.db, upg.instansiId, request.query) };
    },
  );

  r.get(
    '/upg/laporan-kegiatan/:id/pdf',
    {
      config: { access: { roles: ['upg'] } },
      schema: {
        tags,
        summary: 'The signed letter of an approved report that concerns the UPG (404 otherwise)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const upg = requireUpg(await ppgActor(ctx.db, requireAuth(request)));
      await readableByUpg(ctx.db, upg.instansiId, request.params.id);
      return sendPdf(reply, await laporanKegiatanFile(ctx, request.params.id));
    },
  );
}
