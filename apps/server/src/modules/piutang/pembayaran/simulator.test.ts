import { createHmac } from 'node:crypto';
import { canonicalNotification, nomorVa, type SignedNotification } from '@gratifikasi/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eoffice_kirimans,
  og_status_kepemilikans,
  pembayaran_notifikasis,
  piutang_tagihans,
  rincian_laporans,
} from '../../../db/schema';
import { EOFFICE_UNCONFIGURED, eofficeOf } from '../../../platform/eoffice';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { reportWalker } from '../../laporan/proses/testing';

/**
 * Simulators and demo secrets stay out of production: the bank and e-office simulators exist in the demo only, for
 * the roles docs/api.md names; without the demo they are not mounted and what needs a bank or an e-office says so.
 * A signed notification with an impossible time is a 422 like any invalid input.
 */
const tally = async (t: TestApp, table: typeof pembayaran_notifikasis | typeof piutang_tagihans) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;

/** A filed report whose item is ruled the state's, and the secretariat's call to issue its bill. */
async function issueBill(t: TestApp, w: Awaited<ReturnType<typeof reportWalker>>) {
  const id = await w.fileReport();
  const [item] = await t.database.db
    .select()
    .from(rincian_laporans)
    .where(eq(rincian_laporans.laporan_id, id));
  if (!item) throw new Error('no item');
  await t.database.db
    .insert(og_status_kepemilikans)
    .values({ rincian_id: item.id, laporan_id: id, status: 'MILIK_NEGARA' });
  return w.call('Administrasi/Sekretaris')('POST', '/api/piutang/tagihan', { rincian_id: item.id });
}

describe('the demo: simulators for the roles that use them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the bank simulator from anonymous callers and other roles; nothing is paid', async () => {
    const va = nomorVa(999_001);
    const anonymous = caller(t.app);
    expect((await anonymous('GET', `/api/pembayaran/simulator/inquiry/${va}`)).statusCode).toBe(401);
    const bayar = await anonymous('POST', '/api/pembayaran/simulator/bayar', { va, jumlah: '1000.00' });
    expect(bayar.statusCode).toBe(401);
    const individu = caller(t.app, await loginAs(t.app, 'individu'));
    expect((await individu('GET', `/api/pembayaran/simulator/inquiry/${va}`)).statusCode).toBe(403);
    expect((await individu('POST', '/api/pembayaran/simulator/bayar', { va, jumlah: '1' })).statusCode).toBe(
      403,
    );
    expect(await tally(t, pembayaran_notifikasis)).toBe(0);

    for (const role of ['admin_pengelola_og', 'sysadmin', 'superuser']) {
      const res = await caller(t.app, await loginAs(t.app, role))(
        'GET',
        `/api/pembayaran/simulator/inquiry/${va}`,
      );
      expect(res.statusCode, role).toBe(404);
      expect(res.json().message).toBe('VA tidak dikenal');
    }
    // The page itself holds no data: a browser tab opens it, its script sends this browser's session.
    const page = await anonymous('GET', '/api/pembayaran/simulator');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Admin Pengelola OG');
  });

  it('answers 422 to a signed notification whose time does not exist, and books nothing', async () => {
    const sign = (n: SignedNotification) =>
      createHmac('sha256', t.app.ctx.config.paymentSecret).update(canonicalNotification(n)).digest('hex');
    for (const dibayar_at of [
      '2026-13-45T99:99:99Z',
      '2026-02-30T10:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:00:00+25:00',
      '0000-01-01T00:00:00Z',
    ]) {
      const n = {
        notification_id: 'BANK-TIME',
        va: nomorVa(1),
        jumlah: '10.00',
        mata_uang: 'IDR',
        dibayar_at,
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pembayaran/notifikasi',
        payload: n,
        headers: { 'x-signature': sign(n) },
      });
      expect(res.statusCode, `${dibayar_at}: ${res.body}`).toBe(422);
      expect(res.json().errors.dibayar_at).toEqual(['Waktu tidak valid']);
      const settled = await t.app.inject({
        method: 'POST',
        url: '/api/pembayaran/settlement',
        payload: { tanggal: '2026-01-01', items: [{ ...n, signature: sign(n) }] },
      });
      expect(settled.statusCode, dibayar_at).toBe(422);
    }
    expect(await tally(t, pembayaran_notifikasis)).toBe(0);
  });
});

describe('without the demo: no simulator, and what needs one says so', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof reportWalker>>;
  beforeAll(async () => {
    // The test database keeps its demo accounts; the server runs as it would with DEMO_SEED=off.
    t = await createTestApp({ simulators: false });
    w = await reportWalker(t);
  });
  afterAll(() => t.close());

  it('mounts neither simulator: their routes are 404 even for the administrators', async () => {
    const sysadmin = caller(t.app, await loginAs(t.app, 'sysadmin'));
    const og = caller(t.app, await loginAs(t.app, 'admin_pengelola_og'));
    const va = nomorVa(1);
    expect((await caller(t.app)('GET', '/api/pembayaran/simulator')).statusCode).toBe(404);
    expect((await caller(t.app)('GET', '/api/pembayaran/simulator/app.js')).statusCode).toBe(404);
    expect((await og('GET', `/api/pembayaran/simulator/inquiry/${va}`)).statusCode).toBe(404);
    expect((await og('POST', '/api/pembayaran/simulator/bayar', { va, jumlah: '1.00' })).statusCode).toBe(
      404,
    );
    expect((await sysadmin('POST', '/api/admin/eoffice-simulator/1/setujui', {})).statusCode).toBe(404);
    expect(
      (await sysadmin('POST', '/api/admin/eoffice-simulator/1/tolak', { catatan: 'Tidak sesuai' }))
        .statusCode,
    ).toBe(404);
    expect(await tally(t, pembayaran_notifikasis)).toBe(0);
    const view = await sysadmin('GET', '/api/admin/eoffice');
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ adapter: 'none', simulator: [] });
    // A letter queued for the e-office waits, its error naming what the administrator must set.
    await expect(
      eofficeOf(t.app.ctx.config, t.database.db).kirim({ kunci: 'k', jenis: 'SK', perihal: 'p' }),
    ).rejects.toThrow(EOFFICE_UNCONFIGURED);
  });

  it('refuses to issue a bill without a bank (no VA pretended), numbering and booking nothing', async () => {
    const made = await issueBill(t, w);
    expect(made.statusCode, made.body).toBe(409);
    expect(made.json().message).toBe(
      'Layanan pembayaran belum dikonfigurasi (PAYMENT_URL): nomor VA tidak dapat diterbitkan',
    );
    expect(await tally(t, piutang_tagihans)).toBe(0);
    expect(await t.database.db.select().from(eoffice_kirimans)).toEqual([]);
  });
});

describe('without the demo, a bank but no e-office', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof reportWalker>>;
  beforeAll(async () => {
    // Refused before the bank is called: nothing listens at this address.
    t = await createTestApp({ simulators: false, paymentUrl: 'http://127.0.0.1:9' });
    w = await reportWalker(t);
  });
  afterAll(() => t.close());

  it('refuses to issue a bill whose letter no e-office could sign, booking nothing', async () => {
    const made = await issueBill(t, w);
    expect(made.statusCode, made.body).toBe(409);
    expect(made.json().message).toBe(
      'Layanan e-office belum dikonfigurasi (EOFFICE_URL): surat tagihan tidak dapat dikirim untuk ditandatangani',
    );
    expect(await tally(t, piutang_tagihans)).toBe(0);
  });
});
