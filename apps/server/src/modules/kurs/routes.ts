import multipart from '@fastify/multipart';
import { apiDateSchema, envelope } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { fieldError } from '../../platform/errors';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../platform/excel';
import { looksLikeXlsx, readUpload } from '../../platform/upload';
import { importKursPajak, KURS_PAJAK_COLUMNS } from './import';
import { kursBerlaku, kursPajakBerlaku, listPenetapan } from './service';

const tanggal = apiDateSchema;
const tags = ['kurs'];
const manage = { access: { permission: ['frapp-master-manage'] as const } };
const read = { access: 'authenticated' as const };
/** The multipart parser's hard ceiling; the app config upload_max_mb (at most 50) is checked per request. */
const UPLOAD_CEILING_BYTES = 50 * 1024 * 1024;

/** Today's date in Jakarta (UTC+7, no daylight saving). */
function todayJakarta(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

const kursPajakItem = z.object({
  mata_uang_id: z.number(),
  kode: z.string(),
  nama: z.string(),
  nilai: z.string(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  nomor_kmk: z.string(),
});

/** Kurs in force on a date, and the weekly kurs pajak (import from the KMK file, rates of a week, KMK periods). */
export async function kursRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_CEILING_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/kurs/berlaku',
    {
      config: read,
      schema: {
        tags,
        summary: 'The rate in force on a date: the latest kurs of the currency dated on or before it',
        querystring: z.object({ mata_uang: z.string().trim().min(1).max(3), tanggal }),
        response: {
          200: envelope(
            z.object({
              mata_uang: z.string(),
              tanggal: z.string(),
              nilai: z.string(),
              sumber: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await kursBerlaku(ctx.db, request.query.mata_uang, request.query.tanggal) }),
  );

  r.get(
    '/mata-uang/kurs-pajak',
    {
      config: read,
      schema: {
        tags,
        summary: 'Kurs pajak in force on `tanggal` (default today): the KMK week containing it',
        querystring: z.object({ tanggal: tanggal.optional() }),
        response: {
          200: envelope(z.object({ tanggal: z.string(), items: z.array(kursPajakItem), total: z.number() })),
        },
      },
    },
    async (request) => {
      const day = request.query.tanggal ?? todayJakarta();
      const items = await kursPajakBerlaku(ctx.db, day);
      return { data: { tanggal: day, items, total: items.length } };
    },
  );

  r.get(
    '/mata-uang/list-penetapan',
    {
      config: read,
      schema: {
        tags,
        summary: 'The distinct KMK periods of kurs pajak, newest first',
        response: {
          200: envelope(
            z.object({
              items: z.array(
                z.object({
                  nomor_kmk: z.string(),
                  tanggal_mulai: z.string(),
                  tanggal_selesai: z.string(),
                  jumlah_mata_uang: z.number(),
                }),
              ),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async () => {
      const items = await listPenetapan(ctx.db);
      return { data: { items, total: items.length } };
    },
  );

  r.get(
    '/kurs-pajak/template',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The kurs pajak import template (.xlsx)',
        description:
          'Columns: Kode Mata Uang (ISO 4217, e.g. USD), Nilai (rupiah per unit), Tanggal Mulai and Tanggal Selesai ' +
          '(the KMK week; date cells, DD/MM/YYYY or YYYY-MM-DD), Nomor KMK. One currency per row.',
      },
    },
    async (_request, reply) => {
      const bytes = await writeWorkbook(
        'Kurs Pajak',
        KURS_PAJAK_COLUMNS.map((c) => c.header),
        [],
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="kurs-pajak-template.xlsx"')
        .send(bytes);
    },
  );

  r.post(
    '/kurs-pajak/import',
    {
      config: manage,
      schema: { tags, summary: 'Import a KMK kurs pajak file: every row validated, all or nothing' },
    },
    async (request) => {
      const bytes = await readUpload(request);
      const { upload_max_mb } = await ctx.settings.get();
      if (bytes.length > upload_max_mb * 1024 * 1024) {
        throw fieldError('file', `Ukuran berkas maksimal ${upload_max_mb} MB`);
      }
      if (!looksLikeXlsx(bytes)) throw fieldError('file', 'Berkas harus berformat .xlsx');
      const inserted = await importKursPajak(ctx, request, bytes);
      return { data: { inserted }, message: `Impor berhasil: ${inserted} kurs pajak disimpan.` };
    },
  );
}
