import { notifikasiPembayaranSchema, settlementSchema, trxListQuerySchema } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../platform/errors';
import type { PaymentGateway } from '../../../platform/payment';
import { READ } from '../access';
import { EXPORT_CAP, num, sendXlsx } from '../excel';
import { type HasilNotifikasi, inquiry, prosesNotifikasi, trxList } from './service';
import { simulatorRoutes } from './simulator';

const tags = ['pembayaran'];
const pub = { access: 'public' as const };

/**
 * Payment (spec §7 "Payment: inquiry, update, settlement, trx, pelunasan"): the bank's signed calls are public
 * routes whose HMAC is the credential; the monitoring lists are staff-only.
 */
export function pembayaranRoutes(app: FastifyInstance, ctx: ServerContext, gateway: PaymentGateway): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/pembayaran/notifikasi',
    {
      config: pub,
      schema: {
        tags,
        summary:
          "The bank's payment notification (callback), HMAC-SHA256 in x-signature; idempotent by notification_id",
        body: notifikasiPembayaranSchema,
      },
    },
    async (request) => {
      const sig = request.headers['x-signature'];
      if (!gateway.verify(request.body, typeof sig === 'string' ? sig : undefined)) {
        throw new AppError('UNAUTHENTICATED', 'Tanda tangan notifikasi tidak valid');
      }
      const hasil = await prosesNotifikasi(ctx.db, request, request.body, 'CALLBACK');
      return { data: hasil };
    },
  );

  r.post(
    '/pembayaran/settlement',
    {
      config: pub,
      schema: {
        tags,
        summary: "The bank's settlement of a day: every notification signed; each booked at most once",
        body: settlementSchema,
      },
    },
    async (request) => {
      const bad = request.body.items.findIndex((i) => !gateway.verify(i, i.signature));
      if (bad >= 0)
        throw new AppError('UNAUTHENTICATED', `Tanda tangan notifikasi ke-${bad + 1} tidak valid`);
      const hasil: HasilNotifikasi[] = [];
      for (const { signature: _s, ...item } of request.body.items)
        hasil.push(await prosesNotifikasi(ctx.db, request, item, 'SETTLEMENT'));
      const count = (s: string) => hasil.filter((h) => h.status === s).length;
      return {
        data: { dibukukan: count('DIBUKUKAN'), duplikat: count('DUPLIKAT'), tinjau: count('TINJAU'), hasil },
      };
    },
  );

  r.get(
    '/pembayaran/inquiry/:va',
    {
      config: pub,
      schema: {
        tags,
        summary: "The bank's inquiry: the bill and what is still owed on a VA; x-signature = HMAC of the VA",
        params: z.object({ va: z.string().regex(/^\d{8,20}$/, 'Nomor VA tidak valid') }),
      },
    },
    async (request) => {
      const sig = request.headers['x-signature'];
      if (typeof sig !== 'string' || gateway.sign(request.params.va) !== sig.toLowerCase())
        throw new AppError('UNAUTHENTICATED', 'Tanda tangan tidak valid');
      const found = await inquiry(ctx.db, request.params.va);
      if (!found) throw new AppError('NOT_FOUND', 'VA tidak dikenal');
      return { data: found };
    },
  );

  const trx = async (
    request: { query: z.infer<typeof trxListQuerySchema> },
    reply: import('fastify').FastifyReply,
  ) => {
    const q = request.query;
    if (q.format !== 'xlsx') return { data: await trxList(ctx.db, q) };
    const all = await trxList(ctx.db, { ...q, page: 1, per_page: EXPORT_CAP });
    return sendXlsx(
      reply,
      'pembayaran',
      [
        'ID notifikasi',
        'VA',
        'Tagihan',
        'Jumlah',
        'Dibayar',
        'Sumber',
        'Status',
        'Klasifikasi',
        'Selisih',
        'Duplikat',
        'Alasan',
      ],
      all.items.map((n) => [
        String(n.notification_id),
        String(n.va),
        (n.nomor as string | null) ?? null,
        num(n.jumlah as string),
        String(n.dibayar_at),
        String(n.sumber),
        String(n.status),
        (n.klasifikasi as string | null) ?? null,
        num(n.selisih as string | null),
        Number(n.duplikat),
        (n.alasan as string | null) ?? null,
      ]),
    );
  };
  r.get(
    '/pembayaran/trx',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Payment notifications received, by tab (booked, duplicate, review)',
        querystring: trxListQuerySchema,
      },
    },
    trx,
  );
  r.get(
    '/laporan/pembayaran-tabbed',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The payment-monitoring list (same as pembayaran/trx)',
        querystring: trxListQuerySchema,
      },
    },
    trx,
  );

  if (gateway.kind === 'simulator') simulatorRoutes(app, ctx, gateway);
}
