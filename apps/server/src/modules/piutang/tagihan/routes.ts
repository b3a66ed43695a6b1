import { idParamSchema, tagihanCreateSchema, tagihanListQuerySchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import type { PaymentGateway } from '../../../platform/payment';
import { resendTagihan, tagihanEoffice } from '../../eoffice/tagihan';
import { ISSUE, READ } from '../access';
import { EXPORT_CAP, num, sendXlsx } from '../excel';
import { tagihanDetail, tagihanList } from '../ledger/lists';
import { tagihanPdf } from './letter';
import { issueTagihan, tagihanOfLaporan } from './service';

const tags = ['piutang'];
const idParams = z.object({ id: idParamSchema });

/** Surat tagihan: issue and number (penomoran-surat-tagihan-detail), the VA, the bills' lists, the letter. */
export function tagihanRoutes(app: FastifyInstance, ctx: ServerContext, gateway: PaymentGateway): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/laporan/:id/tagihan',
    {
      config: READ,
      schema: { tags, summary: "A report's items with the SK decision and their bills", params: idParams },
    },
    async (request) => ({ data: await tagihanOfLaporan(ctx.db, request.params.id) }),
  );

  r.get(
    '/laporan/:id/get-nomor-va',
    {
      config: READ,
      schema: { tags, summary: "The virtual account numbers of a report's bills", params: idParams },
    },
    async (request) => {
      const { items } = await tagihanOfLaporan(ctx.db, request.params.id);
      return {
        data: items
          .filter((i) => i.va)
          .map((i) => ({ rincian_id: i.rincian_id, tagihan_id: i.tagihan_id, va: i.va })),
      };
    },
  );

  r.post(
    '/piutang/tagihan',
    {
      config: ISSUE,
      schema: {
        tags,
        summary:
          'Issues and numbers the surat tagihan of an item ruled state-owned, with its VA; books the bill',
        body: tagihanCreateSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const made = await issueTagihan(ctx, { ...request, auth }, gateway, request.body);
      return { data: made, message: `Surat tagihan ${made.nomor} diterbitkan` };
    },
  );

  r.get(
    '/piutang/tagihan',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'Bills (og-piutang, monitoring-piutang, list-piutang) with paid and balance; format=xlsx exports',
        querystring: tagihanListQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'xlsx') return { data: await tagihanList(ctx.db, q) };
      const all = await tagihanList(ctx.db, { ...q, page: 1, per_page: EXPORT_CAP });
      return sendXlsx(
        reply,
        'piutang-og',
        [
          'Nomor',
          'Tanggal',
          'Pelapor',
          'Laporan',
          'Uraian',
          'VA',
          'Mata uang asal',
          'Nilai asal',
          'Kurs',
          'Tanggal kurs',
          'Nilai (Rp)',
          'Dibayar',
          'Saldo',
          'Status',
        ],
        all.items.map((t) => [
          t.nomor,
          t.tanggal,
          t.pelapor_nama,
          t.nosig,
          t.uraian,
          t.va,
          t.mata_uang_asal,
          num(t.nilai_asal),
          num(t.kurs),
          t.kurs_tanggal,
          num(t.nilai),
          num(t.dibayar),
          num(t.saldo),
          t.status,
        ]),
      );
    },
  );

  r.get(
    '/rincian-laporan/list-piutang',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Alias of the bills list for the report-item screens',
        querystring: tagihanListQuerySchema,
      },
    },
    async (request) => ({ data: await tagihanList(ctx.db, request.query) }),
  );

  r.get(
    '/piutang/tagihan/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'pelunasan-penerimaan: a bill, its entries and payment notifications',
        params: idParams,
      },
    },
    async (request) => {
      const detail = await tagihanDetail(ctx.db, request.params.id);
      return { data: { ...detail, eoffice: await tagihanEoffice(ctx.db, request.params.id) } };
    },
  );

  r.post(
    '/piutang/tagihan/:id/eoffice',
    {
      config: ISSUE,
      schema: {
        tags,
        summary:
          "Sends the bill's letter to the e-office again after a rejection (409 while one is in flight)",
        params: idParams,
      },
    },
    async (request) => {
      const made = await resendTagihan(ctx, { ...request, auth: requireAuth(request) }, request.params.id);
      return { data: made, message: `Surat tagihan ${made.nomor} dikirim ulang ke e-office` };
    },
  );

  r.get(
    '/piutang/tagihan/:id/surat',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'The surat tagihan as PDF: the issued letter once the e-office approved it, before that a DRAF preview',
        params: idParams,
      },
    },
    async (request, reply) => {
      const letter = await tagihanPdf(ctx, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${letter.filename}"`)
        .header('cache-control', 'no-store')
        .send('bytes' in letter ? letter.bytes : letter.stream);
    },
  );
}
