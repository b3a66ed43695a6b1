import {
  envelope,
  idParamSchema,
  OG_STATE_LABELS,
  ogAksiBodySchema,
  ogDetailSchema,
  ogItemSchema,
  ogListQuerySchema,
  ogLokasiItemSchema,
  ogMutasiSchema,
  ogSkItemSchema,
  STATUS_KEPEMILIKAN_LABELS,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { writeWorkbook } from '../../../platform/excel';
import { todayJakarta } from '../../laporan/lookups';
import { metaOf, READ, sendFile, tags, WRITE } from '../http';
import { moveOg } from './move';
import { listOg, listOgAll, ogById, ogDetail, ogHistory, ogPerLokasi, ogPerSk } from './read';

const params = z.object({ id: idParamSchema });

/** The register: list, export, one object with its movements, and the single-object custody actions. */
export function ogRegisterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/og/list',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'A page of gratified objects, by custody state, SK ruling, report or box; searched by code or item',
        querystring: ogListQuerySchema,
        response: {
          200: envelope(
            z.object({
              items: z.array(ogItemSchema),
              total: z.number(),
              page: z.number(),
              per_page: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await listOg(ctx.db, request.query) }),
  );

  r.get(
    '/og/export',
    {
      config: READ,
      schema: { tags, summary: 'The filtered register as .xlsx', querystring: ogListQuerySchema },
    },
    async (request, reply) => {
      const items = await listOgAll(ctx.db, request.query);
      const bytes = await writeWorkbook(
        'Objek Gratifikasi',
        [
          'Kode',
          'No. Laporan',
          'No. SK',
          'Tanggal SK',
          'Batas Serah',
          'Uraian',
          'Jumlah',
          'Kepemilikan',
          'Mata Uang',
          'Nilai',
          'Nilai Rupiah',
          'Status',
          'Lokasi',
          'Boks',
        ],
        items.map((o) => [
          o.kode,
          o.nomor_laporan,
          o.nomor_sk,
          o.tanggal_sk,
          o.batas_serah,
          o.uraian,
          o.jumlah,
          STATUS_KEPEMILIKAN_LABELS[o.kepemilikan],
          o.mata_uang_kode,
          Number(o.nilai),
          Number(o.nilai_rupiah),
          OG_STATE_LABELS[o.state],
          o.lokasi_nama,
          o.box_kode,
        ]),
      );
      return sendFile(reply, 'xlsx', `objek-gratifikasi-${todayJakarta()}.xlsx`, bytes);
    },
  );

  r.get(
    '/og/lokasi',
    {
      config: READ,
      schema: {
        tags,
        summary: 'How many objects in the KPK’s hands each location holds now (stock-taking)',
        response: { 200: envelope(z.array(ogLokasiItemSchema)) },
      },
    },
    async () => ({ data: await ogPerLokasi(ctx.db) }),
  );

  r.get(
    '/og/sk',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The numbered SKs with objects in the register: 7 HK date, objects and how many are done',
        response: { 200: envelope(z.array(ogSkItemSchema)) },
      },
    },
    async () => ({ data: await ogPerSk(ctx.db) }),
  );

  r.get(
    '/og/:id',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'One object: its SK ruling, value, place, the actions the caller may take now, and its movements',
        params,
        response: { 200: envelope(ogDetailSchema) },
      },
    },
    async (request) => ({ data: await ogDetail(ctx.db, metaOf(request).auth, request.params.id) }),
  );

  r.get(
    '/og/:id/history',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every movement of one object, oldest first',
        params,
        response: { 200: envelope(z.array(ogMutasiSchema)) },
      },
    },
    async (request) => {
      await ogById(ctx.db, request.params.id);
      return { data: await ogHistory(ctx.db, request.params.id) };
    },
  );

  r.post(
    '/og/:id/aksi',
    {
      config: WRITE,
      schema: {
        tags,
        summary:
          'One custody action (verify, store, move, pack, unpack) with the version seen; 409 when stale',
        params,
        body: ogAksiBodySchema,
        response: { 200: envelope(z.object({ version: z.number(), state: z.string() })) },
      },
    },
    async (request) => {
      const meta = metaOf(request);
      const { aksi, version, ...rest } = request.body;
      const data = await ctx.db.transaction((tx) =>
        moveOg(tx, meta, { ogId: request.params.id, version, aksi, ...rest }),
      );
      return { data, message: 'Objek gratifikasi diperbarui' };
    },
  );
}
