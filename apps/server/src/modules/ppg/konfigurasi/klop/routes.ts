import {
  envelope,
  formatDate,
  idParamSchema,
  jadwalBodySchema,
  jadwalDetailSchema,
  jadwalSchemaFor,
  klopListQuerySchema,
  klopPageSchema,
  pesertaAddSchema,
  pesertaPageSchema,
  pesertaQuerySchema,
  salinHasilSchema,
  tahunParamsSchema,
  tahunSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { AppError } from '../../../../platform/errors';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../../platform/excel';
import { EDIT, JADWAL_READ, meta, READ } from '../access';
import { hapusPeserta, listPeserta, pesertaSemua, tambahPeserta } from './peserta';
import { jadwalDetail, listKlop, salinTahunLalu, simpanJadwal } from './service';

const tags = ['ppg-konfigurasi'];

/** Participants and schedule of a year (`konfigurasi-klop`). */
export function klopRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/konfigurasi-klop',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The configured monitoring years, newest first',
        querystring: klopListQuerySchema,
        response: { 200: envelope(klopPageSchema) },
      },
    },
    async (request) => ({ data: await listKlop(ctx.db, request.query) }),
  );
  r.get(
    '/konfigurasi-klop/:tahun',
    {
      config: { access: JADWAL_READ },
      schema: {
        tags,
        summary:
          "A year's schedule and its windows today (a suggested schedule when none is saved: ada=false)",
        params: tahunParamsSchema,
        response: { 200: envelope(jadwalDetailSchema) },
      },
    },
    async (request) => ({ data: await jadwalDetail(ctx.db, request.params.tahun) }),
  );
  r.put(
    '/konfigurasi-klop/:tahun',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary:
          "Saves a year's schedule (revisi 0 creates it; 409 when stale; 422 with each window's error)",
        params: tahunParamsSchema,
        body: jadwalBodySchema,
        response: { 200: envelope(jadwalDetailSchema) },
      },
    },
    async (request) => {
      const parsed = jadwalSchemaFor(request.params.tahun).safeParse(request.body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join('.') || 'body';
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new AppError('VALIDATION_FAILED', undefined, errors);
      }
      const data = await simpanJadwal(ctx, meta(request), request.params.tahun, parsed.data);
      return { data, message: `Jadwal monitoring tahun ${request.params.tahun} disimpan` };
    },
  );
  r.post(
    '/konfigurasi-klop/:tahun/salin',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary:
          "Copy from last year: the schedule moved a year (when none yet) and last year's participants added",
        params: tahunParamsSchema,
        response: { 200: envelope(salinHasilSchema) },
      },
    },
    async (request) => {
      const data = await salinTahunLalu(ctx, meta(request), request.params.tahun);
      return {
        data,
        message: `Disalin dari tahun ${data.dari}: ${data.peserta_ditambahkan} peserta ditambahkan`,
      };
    },
  );
  r.get(
    '/konfigurasi-klop/:tahun/peserta',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Institutions of a year: participants only (peserta=MONEV) or all (ALL), searched and paged',
        params: tahunParamsSchema,
        querystring: pesertaQuerySchema,
        response: { 200: envelope(pesertaPageSchema) },
      },
    },
    async (request) => ({ data: await listPeserta(ctx.db, request.params.tahun, request.query) }),
  );
  r.get(
    '/konfigurasi-klop/:tahun/peserta/export',
    {
      config: { access: READ },
      schema: { tags, summary: "A year's participants as an Excel workbook", params: tahunParamsSchema },
    },
    async (request, reply) => {
      const { tahun } = request.params;
      const rows = await pesertaSemua(ctx.db, tahun);
      const bytes = await writeWorkbook(
        `Peserta Monev ${tahun}`,
        ['No', 'Kode', 'Nama Instansi', 'Klasifikasi', 'Ditambahkan'],
        rows.map((row, i) => [
          i + 1,
          row.kode === null ? null : String(row.kode),
          String(row.nama),
          row.klasifikasi === null ? null : String(row.klasifikasi),
          formatDate(row.ditambahkan_at),
        ]),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="peserta-monev-${tahun}.xlsx"`)
        .send(bytes);
    },
  );
  r.post(
    '/konfigurasi-klop/:tahun/peserta',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Adds institutions as participants of the year (those already in are left as they are)',
        params: tahunParamsSchema,
        body: pesertaAddSchema,
        response: {
          200: envelope(z.object({ tahun: z.number(), ditambahkan: z.number(), jumlah_peserta: z.number() })),
        },
      },
    },
    async (request) => {
      const data = await tambahPeserta(ctx, meta(request), request.params.tahun, request.body.instansi_ids);
      return { data, message: `${data.ditambahkan} instansi ditambahkan sebagai peserta monev` };
    },
  );
  r.delete(
    '/konfigurasi-klop/:tahun/peserta/:instansiId',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Removes an institution from the year’s participants',
        params: z.object({ tahun: tahunSchema, instansiId: idParamSchema }),
        response: { 200: envelope(z.object({ tahun: z.number(), jumlah_peserta: z.number() })) },
      },
    },
    async (request) => {
      const data = await hapusPeserta(ctx, meta(request), request.params.tahun, request.params.instansiId);
      return { data, message: 'Instansi dikeluarkan dari peserta monev' };
    },
  );
}
