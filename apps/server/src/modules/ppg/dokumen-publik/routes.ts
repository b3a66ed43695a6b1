import {
  dokumenPublikCreateSchema,
  dokumenPublikEditSchema,
  dokumenPublikKelolaDetailSchema,
  dokumenPublikKelolaListQuerySchema,
  dokumenPublikKelolaPageSchema,
  dokumenPublikKeputusanSchema,
  dokumenPublikMovedSchema,
  envelope,
  idParamSchema,
  kontenBerkasSchema,
  PENYETUJU_DOKUMEN_PUBLIK,
  PENYUSUN_DOKUMEN_PUBLIK,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import { registerUploads } from '../../../platform/upload';
import { receiveKontenBerkas } from '../../konten/berkas';
import { todayJakarta } from '../../laporan/lookups';
import { savedFilterRoutes } from '../../report/filter-routes';
import { registerDokumenPublikGuard } from './guard';
import { dokumenKelolaDetail, EXPORT_MAX, listDokumenKelola } from './read';
import { createDokumen, decideDokumen, editDokumen } from './service';

const tags = ['ppg-dokumen-publik'];
const ALL = { roles: [...PENYUSUN_DOKUMEN_PUBLIK, ...PENYETUJU_DOKUMEN_PUBLIK] } as const;
const DRAFTERS = { roles: PENYUSUN_DOKUMEN_PUBLIK } as const;
const idParams = z.object({ id: idParamSchema });
const moved = envelope(dokumenPublikMovedSchema);
/** The saved-filter store's key of the list (spec §3 "Public document"). */
export const FILTER_KEY = 'kpk-public-doc-list';
/** The saved filter's fields (spec §3): judul, jenis_publikasi, tahun. */
const filterParams = dokumenPublikKelolaListQuerySchema
  .pick({ judul: true, jenis_publikasi: true, tahun: true })
  .strict();

/**
 * Public documents with approval (issue 27 §3): the PPG drafters' documents, the group head's decisions on the one
 * engine, the upload of their files, and the list's saved filters. Own scope for the multipart parser.
 */
export async function ppgDokumenPublikRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  registerDokumenPublikGuard();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dokumen-publik',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'Public documents at every state, by judul, jenis_publikasi, tahun, status; antrian=persetujuan',
        querystring: dokumenPublikKelolaListQuerySchema,
        response: { 200: envelope(dokumenPublikKelolaPageSchema) },
      },
    },
    async (request) => ({ data: await listDokumenKelola(ctx, requireAuth(request), request.query) }),
  );

  r.get(
    '/dokumen-publik/export',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: `The filtered list as .xlsx (same filters and order; at most ${EXPORT_MAX} rows)`,
        querystring: dokumenPublikKelolaListQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await listDokumenKelola(ctx, requireAuth(request), {
        ...request.query,
        page: 1,
        per_page: EXPORT_MAX,
      });
      const bytes = await writeWorkbook(
        'Dokumen Publik',
        [
          'Judul',
          'Jenis Publikasi',
          'Nomor',
          'Tanggal Dokumen',
          'Tahun',
          'Status',
          'Penyusun',
          'Tanggal Terbit',
        ],
        page.items.map((d) => [
          d.judul,
          d.jenis.nama,
          d.nomor,
          d.tanggal_dokumen,
          d.tahun,
          d.status_label,
          d.penyusun,
          d.tanggal_terbit,
        ]),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="dokumen-publik-${todayJakarta()}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  r.post(
    '/dokumen-publik',
    {
      config: { access: DRAFTERS },
      schema: {
        tags,
        summary: 'A new draft public document (not public until the PPG group head approves it)',
        body: dokumenPublikCreateSchema,
        response: { 201: moved },
      },
    },
    async (request, reply) => {
      const data = await createDokumen(ctx, { ...request, auth: requireAuth(request) }, request.body);
      return reply.status(201).send({ data, message: 'Dokumen publik disimpan sebagai draf' });
    },
  );

  r.post(
    '/dokumen-publik/berkas',
    {
      config: { access: DRAFTERS },
      schema: {
        tags,
        summary:
          'Upload the file of a public document (multipart `file`): PDF, Office or image, checked by bytes',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(kontenBerkasSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await receiveKontenBerkas(ctx, request), message: 'Berkas berhasil diunggah' }),
  );

  savedFilterRoutes(app, ctx, {
    path: 'dokumen-publik',
    key: FILTER_KEY,
    label: 'Public document',
    keys: ['judul', 'jenis_publikasi', 'tahun'],
    schema: filterParams,
    roles: ALL.roles,
    tags,
  });

  r.get(
    '/dokumen-publik/:id',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary: 'A public document with its file, the decision panel and its history',
        params: idParams,
        response: { 200: envelope(dokumenPublikKelolaDetailSchema) },
      },
    },
    async (request) => ({ data: await dokumenKelolaDetail(ctx, requireAuth(request), request.params.id) }),
  );

  r.put(
    '/dokumen-publik/:id',
    {
      config: { access: DRAFTERS },
      schema: {
        tags,
        summary: 'Its author changes a draft or returned document (409 when stale or no longer editable)',
        params: idParams,
        body: dokumenPublikEditSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const meta = { ...request, auth: requireAuth(request) };
      const data = await editDokumen(ctx, meta, request.params.id, request.body);
      return { data, message: 'Dokumen publik disimpan' };
    },
  );

  r.post(
    '/dokumen-publik/:id/keputusan',
    {
      config: { access: ALL },
      schema: {
        tags,
        summary:
          'Send, return (note), approve (publishes on /dokumen and /upg) or withdraw, on the workflow engine',
        params: idParams,
        body: dokumenPublikKeputusanSchema,
        response: { 200: moved },
      },
    },
    async (request) => {
      const meta = { ...request, auth: requireAuth(request) };
      const data = await decideDokumen(ctx, meta, request.params.id, request.body);
      return { data, message: 'Keputusan dokumen publik disimpan' };
    },
  );
}
