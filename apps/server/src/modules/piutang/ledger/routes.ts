import {
  AGING_BUCKETS,
  agingParamsSchema,
  apiDateSchema,
  debiturQuerySchema,
  idParamSchema,
  periodeQuerySchema,
  soaParamsSchema,
  transaksiBatalSchema,
  transaksiListQuerySchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { todayJakarta } from '../../laporan/lookups';
import { MANAGE, READ } from '../access';
import { EXPORT_CAP, num, sendXlsx } from '../excel';
import { transaksiList, transaksiView } from './lists';
import { agingList, mutasiAr, soaList } from './pages';
import { agingView, batalkanEntri, pulihkanEntri, rekapitulasi, soaView, totalNilaiPiutang } from './service';

const tags = ['pengelolaan-piutang'];
const idParams = z.object({ id: idParamSchema });
const bucketHeaders = [...AGING_BUCKETS.map((b) => b.label), 'Lebih bayar', 'Saldo'];

/** pengelolaan-piutang (spec §7): SOA, transactions with cancel and restore, debtor aging, mutasi AR, recap. */
export function ledgerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/pengelolaan-piutang/soa',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Statement of account per debtor and currency (paged); format=xlsx',
        querystring: debiturQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'xlsx') return { data: await soaList(ctx.db, q) };
      const all = await soaList(ctx.db, { ...q, page: 1, per_page: EXPORT_CAP });
      return sendXlsx(
        reply,
        'statement-of-account',
        [
          'Pelapor',
          'Mata uang',
          'Jumlah tagihan',
          'Tagihan',
          'Dibayar',
          'Dibatalkan',
          'Saldo',
          'Transaksi terakhir',
        ],
        all.items.map((d) => [
          d.nama,
          d.mata_uang,
          d.jumlah_tagihan,
          num(d.tagihan),
          num(d.bayar),
          num(d.batal),
          num(d.saldo),
          d.terakhir,
        ]),
      );
    },
  );

  r.get(
    '/pengelolaan-piutang/soa/:id/:currency',
    {
      config: READ,
      schema: {
        tags,
        summary: "A debtor's statement: every entry with the running balance",
        params: soaParamsSchema,
      },
    },
    async (request) => ({ data: await soaView(ctx.db, request.params.id, request.params.currency) }),
  );

  r.get(
    '/pengelolaan-piutang/debtor-aging',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Aging buckets per debtor as of a date (paged); format=xlsx',
        querystring: debiturQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'xlsx') return { data: await agingList(ctx.db, q) };
      const all = await agingList(ctx.db, { ...q, page: 1, per_page: EXPORT_CAP });
      return sendXlsx(
        reply,
        `umur-piutang-${all.per_tanggal}`,
        ['Pelapor', 'Mata uang', ...bucketHeaders],
        all.items.map((d) => [
          d.nama,
          d.mata_uang,
          ...AGING_BUCKETS.map((b) => num(d[b.key])),
          num(d.lebih_bayar),
          num(d.saldo),
        ]),
      );
    },
  );

  r.get(
    '/pengelolaan-piutang/debtor-aging/:pelapor_id/:currency',
    {
      config: READ,
      schema: {
        tags,
        summary: "A debtor's aging as of a date, and each bill's",
        params: agingParamsSchema,
        querystring: z.object({ per_tanggal: apiDateSchema.optional() }),
      },
    },
    async (request) => ({
      data: await agingView(
        ctx.db,
        request.params.pelapor_id,
        request.params.currency,
        request.query.per_tanggal ?? todayJakarta(),
      ),
    }),
  );

  r.get(
    '/pengelolaan-piutang/mutasi-ar',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'Movement of the receivables for a period: opening, new, paid, cancelled, closing; per debtor paged',
        querystring: periodeQuerySchema.and(debiturQuerySchema.omit({ per_tanggal: true, format: true })),
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'xlsx') return { data: await mutasiAr(ctx.db, q) };
      const all = await mutasiAr(ctx.db, { ...q, page: 1, per_page: EXPORT_CAP });
      const t = all.total_mutasi;
      return sendXlsx(
        reply,
        `mutasi-piutang-${q.dari}-${q.sampai}`,
        ['Pelapor', 'Mata uang', 'Saldo awal', 'Piutang baru', 'Pembayaran', 'Pembatalan', 'Saldo akhir'],
        [
          ...all.items.map((d) => [
            d.nama,
            d.mata_uang,
            num(d.saldo_awal),
            num(d.baru),
            num(d.bayar),
            num(d.batal),
            num(d.saldo_akhir),
          ]),
          ['Jumlah', '', num(t.saldo_awal), num(t.baru), num(t.bayar), num(t.batal), num(t.saldo_akhir)],
        ],
      );
    },
  );

  r.get(
    '/pengelolaan-piutang/rekapitulasi-og-piutang',
    { config: READ, schema: { tags, summary: 'Per year of issue: bills, value, paid, cancelled, balance' } },
    async () => ({ data: await rekapitulasi(ctx.db) }),
  );

  r.get(
    '/rincian-laporan/total-nilai-piutang',
    {
      config: READ,
      schema: { tags, summary: 'The outstanding receivables and overpayments held, per currency' },
    },
    async () => ({ data: await totalNilaiPiutang(ctx.db) }),
  );

  r.get(
    '/pengelolaan-piutang/transaksi',
    {
      config: READ,
      schema: {
        tags,
        summary: "The ledger's entries, newest first (pp-transaksi); format=xlsx",
        querystring: transaksiListQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'xlsx') return { data: await transaksiList(ctx.db, q) };
      const all = await transaksiList(ctx.db, { ...q, page: 1, per_page: EXPORT_CAP });
      return sendXlsx(
        reply,
        'transaksi-piutang',
        [
          'ID',
          'Tanggal',
          'Jenis',
          'Tagihan',
          'VA',
          'Pelapor',
          'Mata uang',
          'Jumlah',
          'Referensi',
          'Membatalkan',
          'Keterangan',
        ],
        all.items.map((e) => [
          e.id ?? null,
          e.tanggal,
          e.jenis,
          e.nomor,
          e.va,
          e.pelapor_nama,
          e.mata_uang,
          num(e.jumlah),
          e.referensi,
          e.membatalkan_id ?? null,
          e.keterangan,
        ]),
      );
    },
  );

  r.get(
    '/pengelolaan-piutang/transaksi/:id',
    {
      config: READ,
      schema: { tags, summary: 'One entry, with the entry that cancelled or restored it', params: idParams },
    },
    async (request) => ({ data: await transaksiView(ctx.db, request.params.id) }),
  );

  r.post(
    '/pengelolaan-piutang/transaksi/:id/pembatalan',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Cancels an entry by appending its reversing entry (never edits it)',
        params: idParams,
        body: transaksiBatalSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const made = await batalkanEntri(ctx.db, { ...request, auth }, request.params.id, request.body.alasan);
      return { data: made, message: 'Transaksi dibatalkan dengan entri pembalik' };
    },
  );

  r.post(
    '/pengelolaan-piutang/transaksi/:id/restore',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Restores a cancelled entry: `id` is the cancellation; a new copy of the entry is appended',
        params: idParams,
        body: transaksiBatalSchema,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const made = await pulihkanEntri(ctx.db, { ...request, auth }, request.params.id, request.body.alasan);
      return { data: made, message: 'Transaksi dipulihkan' };
    },
  );
}
