import {
  envelope,
  idParamSchema,
  intervensiBodySchema,
  intervensiDetailSchema,
  intervensiItemSchema,
  intervensiQuerySchema,
  intervensiUpdateSchema,
  JENIS_INTERVENSI,
  PPG_ROLES,
  STATUS_INTERVENSI,
  tindakLanjutBodySchema,
  usulanIntervensiSchema,
  usulanQuerySchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel';
import {
  daftarRekomendasi,
  intervensiDetail,
  intervensiRows,
  listIntervensi,
  usulanIntervensi,
} from './read';
import { createIntervensi, tambahTindakLanjut, updateIntervensi } from './service';

const tags = ['ppg-intervensi'];
/** The KPK's PPG team proposes, records and follows up interventions; nobody else reads them. */
const team = { access: { roles: PPG_ROLES } };
const idParams = z.object({ id: idParamSchema });
const EXPORT_CAP = 20_000;
const pageOf = envelope(
  z.object({
    items: z.array(intervensiItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
);

/** `intervensi-upg` (issue 25 §3): the year's proposals, the recorded interventions and their follow-up. */
export async function intervensiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/intervensi-upg/usulan',
    {
      config: team,
      schema: {
        tags,
        summary:
          'Institutions proposed for intervention in a year (low score or a VERY HIGH risk), with why and what',
        querystring: usulanQuerySchema,
        response: { 200: envelope(z.array(usulanIntervensiSchema)) },
      },
    },
    async (request) => ({ data: await usulanIntervensi(ctx.db, request.query.tahun) }),
  );

  r.get(
    '/intervensi-upg/rekomendasi',
    {
      config: team,
      schema: {
        tags,
        summary:
          'The recommendations a recorded intervention may name (master rekomendasi-intervensi, live rows)',
        response: {
          200: envelope(
            z.array(z.object({ id: z.number().int(), nama: z.string(), kriteria: z.string().nullable() })),
          ),
        },
      },
    },
    async () => ({ data: await daftarRekomendasi(ctx.db) }),
  );

  r.get(
    '/intervensi-upg',
    {
      config: team,
      schema: {
        tags,
        summary: 'Recorded interventions, paged, sorted and filtered (year, status, kind, institution, text)',
        querystring: intervensiQuerySchema,
        response: { 200: pageOf },
      },
    },
    async (request) => ({ data: await listIntervensi(ctx.db, request.query) }),
  );

  r.get(
    '/intervensi-upg/export',
    {
      config: team,
      schema: { tags, summary: 'The filtered interventions as .xlsx', querystring: intervensiQuerySchema },
    },
    async (request, reply) => {
      const rows = await intervensiRows(ctx.db, request.query, EXPORT_CAP);
      const bytes = await writeWorkbook(
        'Intervensi UPG',
        [
          'Instansi',
          'Tahun',
          'Tanggal',
          'Jenis Intervensi',
          'Alasan',
          'Kriteria',
          'Rekomendasi',
          'Catatan',
          'Status',
          'Jumlah Tindak Lanjut',
          'Tindak Lanjut Terakhir',
        ],
        rows.map((i) => [
          i.instansi.nama,
          i.tahun,
          i.tanggal,
          JENIS_INTERVENSI[i.jenis],
          i.alasan,
          i.kriteria?.nama ?? '',
          i.rekomendasi.nama,
          i.catatan ?? '',
          STATUS_INTERVENSI[i.status],
          i.jumlah_tindak_lanjut,
          i.tindak_lanjut_terakhir ?? '',
        ]),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="intervensi-upg.xlsx"')
        .send(bytes);
    },
  );

  r.get(
    '/intervensi-upg/:id',
    {
      config: team,
      schema: {
        tags,
        summary: 'One intervention with its follow-ups',
        params: idParams,
        response: { 200: envelope(intervensiDetailSchema) },
      },
    },
    async (request) => ({ data: await intervensiDetail(ctx.db, request.params.id) }),
  );

  r.post(
    '/intervensi-upg',
    {
      config: team,
      schema: {
        tags,
        summary: 'Records an intervention of an institution-year (409 while one is open)',
        body: intervensiBodySchema,
        response: { 201: envelope(intervensiDetailSchema) },
      },
    },
    async (request, reply) => {
      const id = await createIntervensi(ctx.db, request, request.body);
      reply.code(201);
      return { data: await intervensiDetail(ctx.db, id), message: 'Intervensi berhasil dicatat' };
    },
  );

  r.put(
    '/intervensi-upg/:id',
    {
      config: team,
      schema: {
        tags,
        summary: 'Changes an open intervention (with the revision read; 409 when stale or closed)',
        params: idParams,
        body: intervensiUpdateSchema,
        response: { 200: envelope(intervensiDetailSchema) },
      },
    },
    async (request) => {
      await updateIntervensi(ctx.db, request, request.params.id, request.body);
      return {
        data: await intervensiDetail(ctx.db, request.params.id),
        message: 'Intervensi berhasil diubah',
      };
    },
  );

  for (const [path, tutup, message] of [
    ['tindak-lanjut', false, 'Tindak lanjut berhasil dicatat'],
    ['tutup', true, 'Intervensi ditutup'],
  ] as const) {
    r.post(
      `/intervensi-upg/:id/${path}`,
      {
        config: team,
        schema: {
          tags,
          summary: tutup
            ? 'Closes an intervention with its closing note; it is then read-only (409 on later writes)'
            : 'Adds a follow-up note (a planned intervention is then under way); 409 when stale or closed',
          params: idParams,
          body: tindakLanjutBodySchema,
          response: { 200: envelope(intervensiDetailSchema) },
        },
      },
      async (request) => {
        await tambahTindakLanjut(ctx.db, request, request.params.id, request.body, tutup);
        return { data: await intervensiDetail(ctx.db, request.params.id), message };
      },
    );
  }
}
