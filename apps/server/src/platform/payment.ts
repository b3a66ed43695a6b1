import { createHmac } from 'node:crypto';
import { canonicalNotification, type SignedNotification, sameSignature } from '@gratifikasi/domain';
import type { AppConfig } from '../config';
import { AppError } from './errors';

/** A VA the bank must know before it accepts payment on it. */
export interface VaRegistration {
  va: string;
  nama: string;
  jumlah: string;
  mata_uang: string;
  referensi: string;
}

/**
 * The bank's payment gateway as this server sees it: VAs are registered with it, and it calls back with signed
 * notifications (`POST pembayaran/notifikasi`, `POST pembayaran/settlement`). With PAYMENT_URL the HTTP adapter
 * talks to the bank; without it, in the demo only, the simulator stands in, its "bank" screen mounted in-process
 * (`GET /api/pembayaran/simulator`), and sends its notifications through the same signed callback route. Without
 * either there is none: no VA is issued, and issuing a bill says why (`assertPayment`).
 */
export interface PaymentGateway {
  readonly kind: 'http' | 'simulator' | 'none';
  registerVa: (v: VaRegistration) => Promise<void>;
  /** HMAC-SHA256 (hex) of a text with the shared key. */
  sign: (text: string) => string;
  /** Whether `signature` is the notification's HMAC (constant-time). */
  verify: (n: SignedNotification, signature: string | undefined) => boolean;
}

export function createPaymentGateway(config: AppConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const sign = (text: string) => createHmac('sha256', config.paymentSecret).update(text).digest('hex');
  const verify = (n: SignedNotification, signature: string | undefined) =>
    typeof signature === 'string' && sameSignature(sign(canonicalNotification(n)), signature.toLowerCase());
  const url = config.paymentUrl;
  if (!url && config.simulators) return { kind: 'simulator', registerVa: async () => {}, sign, verify };
  if (!url) return { kind: 'none', registerVa: async () => assertPayment({ kind: 'none' }), sign, verify };
  return {
    kind: 'http',
    sign,
    verify,
    registerVa: async (v) => {
      const body = JSON.stringify(v);
      const res = await fetchImpl(`${url}/va`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`payment gateway: VA registration answered ${res.status}`);
    },
  };
}

export const PAYMENT_UNCONFIGURED = 'Layanan pembayaran belum dikonfigurasi (PAYMENT_URL)';

/** Refuses (409) what needs a VA when there is no gateway: the server does not pretend a VA was issued. */
export function assertPayment(gateway: Pick<PaymentGateway, 'kind'>): void {
  if (gateway.kind === 'none') {
    throw new AppError('CONFLICT', `${PAYMENT_UNCONFIGURED}: nomor VA tidak dapat diterbitkan`);
  }
}
