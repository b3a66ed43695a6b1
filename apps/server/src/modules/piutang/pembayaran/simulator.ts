import { randomUUID } from 'node:crypto';
import {
  canonicalNotification,
  type NotifikasiPembayaran,
  type RoleName,
  simulatorBayarSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../platform/errors';
import type { PaymentGateway } from '../../../platform/payment';
import { inquiry } from './service';

const tags = ['pembayaran-simulator'];
/** Who may use the demo's bank: the administrators and the object manager who issues the bills. */
export const SIMULATOR_ROLES = [
  'superuser',
  'sysadmin',
  'admin_pengelola_OG',
] as const satisfies readonly RoleName[];

const PAGE = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Simulator Bank — Pembayaran VA</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;margin-right:.5rem;cursor:pointer}
#info,#hasil{margin-top:1rem;padding:.8rem;background:#f3f4f6;border-radius:6px;white-space:pre-wrap}
.note{color:#6b7280;font-size:.9rem}
</style></head><body>
<h1>Simulator Bank: pembayaran virtual account</h1>
<p class="note">Mode demo tanpa PAYMENT_URL: "bank" ini mengirim notifikasi pembayaran bertanda tangan HMAC melalui rute callback yang sama dengan bank sungguhan. Hanya untuk pengguna yang sedang masuk di aplikasi pada peramban ini sebagai Superuser, Sysadmin atau Admin Pengelola OG.</p>
<label for="va">Nomor VA</label><input id="va" name="va" inputmode="numeric" autocomplete="off">
<button type="button" id="cek">Cek tagihan</button>
<div id="info" role="status"></div>
<label for="jumlah">Jumlah dibayar (Rp)</label><input id="jumlah" name="jumlah" inputmode="decimal" autocomplete="off">
<label for="nid">ID notifikasi (kosongkan untuk dibuat otomatis; isi ulang untuk mengirim notifikasi yang sama dua kali)</label>
<input id="nid" name="nid" autocomplete="off">
<button type="button" id="bayar">Bayar</button>
<div id="hasil" role="status" aria-live="polite"></div>
<script src="/api/pembayaran/simulator/app.js"></script>
</body></html>`;

const SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id);
  const show = (id, text) => { $(id).textContent = text; };
  // The application's session in this browser (the SPA keeps its token in localStorage, same origin).
  const auth = () => {
    const token = localStorage.getItem('s_access_token');
    return token ? { authorization: 'Bearer ' + token } : {};
  };
  const refused = (res, body) =>
    res.status === 401 || res.status === 403
      ? 'Simulator bank hanya untuk Superuser, Sysadmin atau Admin Pengelola OG yang sedang masuk di aplikasi pada peramban ini. Masuk di aplikasi, lalu coba lagi.'
      : body.message || 'Gagal';
  $('cek').addEventListener('click', async () => {
    const res = await fetch('/api/pembayaran/simulator/inquiry/' + encodeURIComponent($('va').value.trim()), { headers: auth() });
    const body = await res.json();
    if (!res.ok) return show('info', refused(res, body));
    const d = body.data;
    show('info', 'Tagihan ' + d.nomor + ' a.n. ' + d.nama + '\\nNilai: ' + d.mata_uang + ' ' + d.nilai + '\\nSisa: ' + d.mata_uang + ' ' + d.sisa);
    if (!$('jumlah').value) $('jumlah').value = d.sisa;
  });
  $('bayar').addEventListener('click', async () => {
    const payload = { va: $('va').value.trim(), jumlah: $('jumlah').value.trim() };
    if ($('nid').value.trim()) payload.notification_id = $('nid').value.trim();
    const res = await fetch('/api/pembayaran/simulator/bayar', {
      method: 'POST', headers: { 'content-type': 'application/json', ...auth() }, body: JSON.stringify(payload),
    });
    const body = await res.json();
    if (!res.ok) return show('hasil', refused(res, body));
    const d = body.data;
    show('hasil', 'Notifikasi ' + d.notification_id + ': ' + d.hasil.status + (d.hasil.klasifikasi ? ' (' + d.hasil.klasifikasi + ', selisih ' + d.hasil.selisih + ')' : '') + (d.hasil.alasan ? ' — ' + d.hasil.alasan : ''));
  });
})();`;

/**
 * The in-process payment simulator (the demo without PAYMENT_URL; never mounted otherwise): a "bank" screen that
 * looks a VA up and pays it in part or in full. Each payment is a notification signed with PAYMENT_SECRET and sent
 * through the real callback route, so the simulator exercises the same verification and idempotent booking as the
 * bank. The page and its script hold no data (a browser tab opens them without a token); the look-up and the payment
 * are for a signed-in user of `SIMULATOR_ROLES`, the page sending the application's token of this browser.
 */
export function simulatorRoutes(app: FastifyInstance, ctx: ServerContext, gateway: PaymentGateway): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: 'public' as const };
  const testers = { access: { roles: SIMULATOR_ROLES } };

  r.get(
    '/pembayaran/simulator',
    { config: pub, schema: { tags, summary: 'The simulated bank screen (HTML)' } },
    async (_q, reply) =>
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE),
  );
  r.get(
    '/pembayaran/simulator/app.js',
    { config: pub, schema: { tags, summary: "The bank screen's script" } },
    async (_q, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').send(SCRIPT),
  );
  r.get(
    '/pembayaran/simulator/inquiry/:va',
    {
      config: testers,
      schema: {
        tags,
        summary: 'What the bank shows for a VA',
        params: z.object({ va: z.string().regex(/^\d{8,20}$/, 'Nomor VA tidak valid') }),
      },
    },
    async (request) => {
      const found = await inquiry(ctx.db, request.params.va);
      if (!found) throw new AppError('NOT_FOUND', 'VA tidak dikenal');
      return { data: found };
    },
  );
  r.post(
    '/pembayaran/simulator/bayar',
    {
      config: testers,
      schema: {
        tags,
        summary: 'Pays a VA: signs a notification and posts it to the callback route',
        body: simulatorBayarSchema,
      },
    },
    async (request) => {
      const n: NotifikasiPembayaran = {
        notification_id: request.body.notification_id || `SIM-${randomUUID()}`,
        va: request.body.va,
        jumlah: request.body.jumlah,
        mata_uang: 'IDR',
        dibayar_at: new Date().toISOString(),
      };
      const res = await app.inject({
        method: 'POST',
        url: '/api/pembayaran/notifikasi',
        headers: {
          'content-type': 'application/json',
          'x-signature': gateway.sign(canonicalNotification(n)),
        },
        payload: JSON.stringify(n),
      });
      const body = res.json() as { data?: unknown; message?: string };
      if (res.statusCode !== 200)
        throw new AppError('VALIDATION_FAILED', body.message ?? 'Notifikasi ditolak');
      return { data: { notification_id: n.notification_id, hasil: body.data } };
    },
  );
}
