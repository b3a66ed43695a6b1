import {
  envelope,
  idParamSchema,
  OG_STATE_LABELS,
  ogItemSchema,
  ogMatchBodySchema,
  ogMatchKandidatQuerySchema,
  ogMatchKandidatSchema,
  ogMutasiSchema,
  ogRincianItemSchema,
  ogRincianListQuerySchema,
  STATUS_KEPEMILIKAN_LABELS,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { writeWorkbook } from '../../../platform/excel';
import { todayJakarta } from '../../laporan/lookups';
import { metaOf, READ, sendFile, tags, WRITE } from '../http';
import { matchKandidat, matchOg } from './match';
import { listRincianOg, listRincianOgAll, rincianOgDetail } from './read';

const params = z.object({ id: idParamSchema });
const page = <T extends z.ZodTypeAny>(item: T) =>
  envelope(z.object({ items: z.array(item), total: z.number(), page: z.number(), per_page: z.number() }));

/** Report items that carry objects (rincian-laporan-og-*) and matching an arrived object to its item (og-match). */
export function ogRincianRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/og/rincian',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'A page of report items carrying an object: SK ruling, value, custody state; sorted, filtered',
        querystring: ogRincianListQuerySchema,
        response: { 200: page(ogRincianItemSchema) },
      },
    },
    async (request) => ({ data: await listRincianOg(ctx.db, request.query) }),
  );

  r.get(
    '/og/rincian/export',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The filtered, sorted report items carrying an object as .xlsx',
        querystring: ogRincianListQuerySchema,
      },
    },
    async (request, reply) => {
      const items = await listRincianOgAll(ctx.db, request.query);
      const bytes = await writeWorkbook(
        'Rincian Laporan OG',
        [
          'No. Laporan',
          'Pelapor',
          'Uraian',
          'Jenis Objek',
          'Jumlah',
          'No. SK',
          'Tanggal SK',
          'Kepemilikan',
          'Nilai Milik Negara',
          'Mata Uang',
          'Nilai',
          'Nilai Rupiah',
          'Kode OG',
          'Status OG',
          'Lokasi',
        ],
        items.map((i) => [
          i.nomor_laporan,
          i.pelapor_nama,
          i.uraian,
          i.jenis_objek,
          `${i.jumlah} ${i.satuan ?? ''}`.trim(),
          i.nomor_sk,
          i.tanggal_sk,
          STATUS_KEPEMILIKAN_LABELS[i.kepemilikan],
          i.nilai_negara === null ? null : Number(i.nilai_negara),
          i.mata_uang_kode,
          Number(i.nilai),
          Number(i.nilai_rupiah),
          i.og_kode,
          OG_STATE_LABELS[i.state],
          i.lokasi_nama,
        ]),
      );
      return sendFile(reply, 'xlsx', `rincian-laporan-og-${todayJakarta()}.xlsx`, bytes);
    },
  );

  r.get(
    '/og/rincian/:id',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'One report item carrying an object: its ruling and value, its object(s) and their movements',
        params,
        response: {
          200: envelope(
            ogRincianItemSchema.extend({
              objek: z.array(ogItemSchema.extend({ mutasi: z.array(ogMutasiSchema) })),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await rincianOgDetail(ctx.db, request.params.id) }),
  );

  r.get(
    '/og/:id/match/kandidat',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'The items an arrived object may belong to: its own and those still expecting theirs, by report or reporter',
        params,
        querystring: ogMatchKandidatQuerySchema,
        response: { 200: page(ogMatchKandidatSchema) },
      },
    },
    async (request) => ({ data: await matchKandidat(ctx.db, request.params.id, request.query) }),
  );

  r.post(
    '/og/:id/match',
    {
      config: WRITE,
      schema: {
        tags,
        summary:
          'Matches an arrived, unverified object to its report item (the label goes with it); 409 when stale',
        params,
        body: ogMatchBodySchema,
        response: {
          200: envelope(z.object({ og_id: z.number(), kode: z.string(), version: z.number() })),
        },
      },
    },
    async (request) => {
      const meta = metaOf(request);
      const data = await ctx.db.transaction((tx) => matchOg(tx, meta, request.params.id, request.body));
      return { data, message: 'Objek gratifikasi dicocokkan dengan rinciannya' };
    },
  );
}
