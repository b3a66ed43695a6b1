import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { createPaymentGateway } from '../../platform/payment';
import { ledgerRoutes } from './ledger/routes';
import { pembayaranRoutes } from './pembayaran/routes';
import { rekonRoutes } from './rekon/routes';
import { tagihanRoutes } from './tagihan/routes';

/** Receivables, payment and reconciliation (issue 12 §4–5). */
export async function piutangRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const gateway = createPaymentGateway(ctx.config);
  tagihanRoutes(app, ctx, gateway);
  ledgerRoutes(app, ctx);
  pembayaranRoutes(app, ctx, gateway);
  await rekonRoutes(app, ctx);
}
