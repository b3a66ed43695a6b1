import { createHmac } from 'node:crypto';
import {
  agingPerTanggal,
  canonicalNotification,
  type EntriPiutang,
  fromSen,
  mutasiPiutang,
  nomorVa,
  saldo,
  toSen,
} from '@gratifikasi/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { dokumen_surats, og_status_kepemilikans, rincian_laporans } from '../../db/schema';
import { bearer, caller, loginAs, multipart } from '../../test/app';
import { todayJakarta } from '../laporan/lookups';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { useProsesHarness } from '../laporan/proses/testing';
import { tagihanOne } from './ledger/lists';
import { issueTagihanLetter, tagihanLetterData } from './tagihan/letter';
import { kursPajakFixture } from './testing';

/** Issue 12 §4–5: a bill from an SK decision, paid through signed notifications, the ledger's figures, reconciliation. */
const h = useProsesHarness();
const SECRET = 'gratifikasi-payment-demo-secret';
const sign = (n: Parameters<typeof canonicalNotification>[0]) =>
  createHmac('sha256', SECRET).update(canonicalNotification(n)).digest('hex');

async function as(username: string) {
  const token = await loginAs(h.app().app, username);
  return Object.assign(caller(h.app().app, token), { token });
}

/** A report walked to its numbered SK, its one item valued at 1,000.50 USD, and a tax rate for today. */
async function decidedUsdItem(): Promise<{ laporan: number; rincian: number }> {
  const id = await h.fileReport();
  const s = await h.scenario(id);
  for (const [step, decision, role] of PATH_TO_SK) await h.act(id, step, decision, role, s);
  const [item] = await h.db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, id));
  if (!item) throw new Error('no item');
  await h
    .db()
    .update(rincian_laporans)
    .set({ mata_uang_kode: 'USD', nilai_taksiran: '1000.50' })
    .where(eq(rincian_laporans.id, item.id));
  return { laporan: id, rincian: item.id };
}

const soaKey = (view: { pelapor_id: number; mata_uang: string; nama: string }) => ({
  pelapor_id: view.pelapor_id,
  mata_uang: view.mata_uang,
  nama: view.nama,
});

function notif(va: string, jumlah: string, id: string) {
  return { notification_id: id, va, jumlah, mata_uang: 'IDR', dibayar_at: new Date().toISOString() };
}

describe('surat tagihan, payment and the ledger', () => {
  it('bills a USD item at the tax rate, books partial and full payments once, and derives every figure', async () => {
    const { laporan, rincian } = await decidedUsdItem();
    const [decision] = await h
      .db()
      .select()
      .from(og_status_kepemilikans)
      .where(eq(og_status_kepemilikans.rincian_id, rincian));
    expect(decision?.status).toBe('MILIK_NEGARA');
    const og = await as('admin_pengelola_og');
    const sekretaris = h.call('Administrasi/Sekretaris');
    const individu = h.call('individu');

    // Without a tax rate for the decision date: refused, nothing booked.
    const noRate = await sekretaris('POST', '/api/piutang/tagihan', { rincian_id: rincian });
    expect(noRate.statusCode).toBe(422);
    await kursPajakFixture(h.db(), 'USD', '16000.2500', todayJakarta());

    expect((await individu('POST', '/api/piutang/tagihan', { rincian_id: rincian })).statusCode).toBe(403);
    const made = await sekretaris('POST', '/api/piutang/tagihan', { rincian_id: rincian });
    expect(made.statusCode, made.body).toBe(200);
    const { id, va, nilai, nomor } = made.json().data;
    expect(nilai).toBe('16008250.13'); // 1000.50 × 16000.25, rounded half up to the sen
    expect(nomor).toMatch(/^1\/TAGIHAN-GRAT\//);
    expect(va).toBe(nomorVa(1));
    expect((await sekretaris('POST', '/api/piutang/tagihan', { rincian_id: rincian })).statusCode).toBe(409);

    const items = (await og('GET', `/api/laporan/${laporan}/tagihan`)).json().data.items;
    expect(items[0]).toMatchObject({ tagihan_id: id, va, saldo: '16008250.13', dapat_ditagih: false });
    expect((await og('GET', `/api/laporan/${laporan}/get-nomor-va`)).json().data).toEqual([
      { rincian_id: rincian, tagihan_id: id, va },
    ]);

    // A bad signature is refused; a good one books; the same notification again books nothing.
    const half = notif(va, '8004125.06', 'BANK-1');
    const post = (n: object, sig: string) =>
      h.app().app.inject({
        method: 'POST',
        url: '/api/pembayaran/notifikasi',
        payload: n,
        headers: { 'x-signature': sig },
      });
    expect((await post(half, 'f'.repeat(64))).statusCode).toBe(401);
    const first = await post(half, sign(half));
    expect(first.json().data).toMatchObject({
      status: 'DIBUKUKAN',
      klasifikasi: 'KURANG_BAYAR',
      selisih: '-8004125.07',
    });
    expect((await post(half, sign(half))).json().data).toEqual({ status: 'DUPLIKAT' });
    // Unknown VA: listed for review, nothing booked.
    const stray = notif(nomorVa(999), '10.00', 'BANK-X');
    expect((await post(stray, sign(stray))).json().data).toMatchObject({
      status: 'TINJAU',
      alasan: 'VA tidak dikenal',
    });
    // The rest through settlement (with the first again: idempotent), then a payment on a settled VA → review.
    const rest = notif(va, '8004125.07', 'BANK-2');
    const settled = await h.app().app.inject({
      method: 'POST',
      url: '/api/pembayaran/settlement',
      payload: {
        tanggal: todayJakarta(),
        items: [
          { ...half, signature: sign(half) },
          { ...rest, signature: sign(rest) },
        ],
      },
    });
    expect(settled.json().data).toMatchObject({ dibukukan: 1, duplikat: 1, tinjau: 0 });
    const again = notif(va, '5.00', 'BANK-3');
    expect((await post(again, sign(again))).json().data).toMatchObject({ status: 'TINJAU' });

    const detail = (await og('GET', `/api/piutang/tagihan/${id}`)).json().data;
    expect(detail.tagihan).toMatchObject({ status: 'LUNAS', saldo: '0.00', dibayar: '16008250.13' });
    expect(detail.entri.map((e: { jenis: string }) => e.jenis)).toEqual(['TAGIHAN', 'BAYAR', 'BAYAR']);

    const trx = (await og('GET', '/api/pembayaran/trx?tab=TINJAU')).json().data;
    expect(trx.tabs).toMatchObject({ SEMUA: 4, DIBUKUKAN: 2, DUPLIKAT: 1, TINJAU: 2 });

    // Statement, aging and mutation agree with the entries.
    const [entri] = detail.entri;
    const pelapor = detail.tagihan.pelapor_id;
    const soa = (await og('GET', `/api/pengelolaan-piutang/soa/${pelapor}/IDR`)).json().data;
    expect(soa.saldo).toBe('0.00');
    expect(soa.entri.at(-1).saldo).toBe('0.00');
    const aging = (
      await og('GET', `/api/pengelolaan-piutang/debtor-aging?per_tanggal=${todayJakarta()}`)
    ).json().data;
    expect(aging.items.find((d: { pelapor_id: number }) => d.pelapor_id === pelapor)).toMatchObject({
      saldo: '0.00',
    });
    const mutasi = (
      await og('GET', `/api/pengelolaan-piutang/mutasi-ar?dari=${todayJakarta()}&sampai=${todayJakarta()}`)
    ).json().data;
    expect(mutasi.total_mutasi).toEqual({
      saldo_awal: '0.00',
      baru: '16008250.13',
      bayar: '16008250.13',
      batal: '0.00',
      saldo_akhir: '0.00',
    });

    // Cancelling the second payment is a reversing entry; a second cancellation is refused; restore re-books it.
    const bayar2 = detail.entri[2].id;
    expect(
      (
        await h.call('ketua_group')('POST', `/api/pengelolaan-piutang/transaksi/${bayar2}/pembatalan`, {
          alasan: 'Salah bukukan',
        })
      ).statusCode,
    ).toBe(403);
    const batal = await og('POST', `/api/pengelolaan-piutang/transaksi/${bayar2}/pembatalan`, {
      alasan: 'Salah bukukan',
    });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(
      (
        await og('POST', `/api/pengelolaan-piutang/transaksi/${bayar2}/pembatalan`, {
          alasan: 'Salah bukukan',
        })
      ).statusCode,
    ).toBe(409);
    expect((await og('GET', `/api/piutang/tagihan/${id}`)).json().data.tagihan.saldo).toBe('8004125.07');
    const restored = await og('POST', `/api/pengelolaan-piutang/transaksi/${batal.json().data.id}/restore`, {
      alasan: 'Ternyata benar',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await og('GET', `/api/piutang/tagihan/${id}`)).json().data.tagihan.saldo).toBe('0.00');

    // The list pages (sums grouped in the database) agree with the domain's rules over the debtor's entries.
    const view = (await og('GET', `/api/pengelolaan-piutang/soa/${pelapor}/IDR`)).json().data;
    const ledger: EntriPiutang[] = view.entri;
    expect(ledger.map((e) => e.jenis)).toEqual(['TAGIHAN', 'BAYAR', 'BAYAR', 'BATAL', 'BAYAR']);
    const rowOf = async (url: string) =>
      (await og('GET', url)).json().data.items.find((d: { pelapor_id: number }) => d.pelapor_id === pelapor);
    const today = todayJakarta();
    const ofKind = (jenis: string) => saldo(ledger.filter((e) => e.jenis === jenis));
    const soaRow = {
      pelapor_id: pelapor,
      mata_uang: 'IDR',
      nama: view.nama,
      jumlah_tagihan: 1,
      tagihan: ofKind('TAGIHAN'),
      bayar: fromSen(-toSen(ofKind('BAYAR'))),
      batal: fromSen(-toSen(ofKind('BATAL'))),
      saldo: saldo(ledger),
      terakhir: today,
    };
    expect(soaRow).toMatchObject({ bayar: '24012375.20', batal: '-8004125.07', saldo: '0.00' });
    expect(await rowOf('/api/pengelolaan-piutang/soa')).toEqual(soaRow);
    expect(await rowOf(`/api/pengelolaan-piutang/soa?q=${encodeURIComponent(view.nama)}`)).toEqual(soaRow);
    for (const [dari, sampai] of [
      [today, today],
      ['2000-01-01', '2000-12-31'],
    ] as const) {
      const row = await rowOf(`/api/pengelolaan-piutang/mutasi-ar?dari=${dari}&sampai=${sampai}`);
      expect(row).toEqual({ ...soaKey(view), ...mutasiPiutang(ledger, dari, sampai) });
    }
    for (const perTanggal of [today, '2000-12-31']) {
      const row = await rowOf(`/api/pengelolaan-piutang/debtor-aging?per_tanggal=${perTanggal}`);
      expect(row).toEqual({ ...soaKey(view), ...agingPerTanggal(ledger, perTanggal) });
    }

    // The ledger refuses edits at the database.
    await expect(
      h.db().execute(sql`update piutang_entris set jumlah = 1 where id = ${entri.id}`),
    ).rejects.toThrow();

    // The letter renders.
    const pdf = await og('GET', `/api/piutang/tagihan/${id}/surat`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Reconciliation: one row matching, one differing, one only in the statement, one bad row; nothing booked.
    const entriesBefore = (await og('GET', '/api/pengelolaan-piutang/transaksi')).json().data.total;
    const csv = [
      'tanggal;va;jumlah;referensi',
      `${todayJakarta()};${va};8.004.125,06;BANK-1`,
      `${todayJakarta()};${va};8004125.00;BANK-2`,
      `${todayJakarta()};${va};1;BANK-9`,
      `kemarin;123;-5;`,
    ].join('\n');
    const body = multipart({ bytes: Buffer.from(csv), filename: 'rekening.csv', contentType: 'text/csv' });
    const up = await h.app().app.inject({
      method: 'POST',
      url: '/api/og/rekon/import',
      payload: body.payload,
      headers: { ...bearer(og.token), ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ jumlah_baris: 4, jumlah_error: 1 });
    const rekonId = up.json().data.id;
    const staging = (await og('GET', `/api/og/rekon/${rekonId}/staging?hanya_error=1`)).json().data;
    expect(staging.items[0].errors).toEqual([
      'Tanggal tidak valid',
      'Nomor VA tidak valid',
      'Jumlah harus angka positif',
      'Referensi wajib diisi',
    ]);
    const cmp = await og('POST', `/api/og/rekon/${rekonId}/recompare`);
    expect(cmp.json().data.ringkasan).toEqual({ COCOK: 1, SELISIH: 1, HANYA_REKENING: 1, HANYA_BUKU: 0 });
    expect((await og('GET', '/api/pengelolaan-piutang/transaksi')).json().data.total).toBe(entriesBefore);
    expect((await og('POST', `/api/og/rekon/${rekonId}/submit`)).statusCode).toBe(200);
    expect((await og('POST', `/api/og/rekon/${rekonId}/recompare`)).statusCode).toBe(409);
    const xlsx = await og('GET', `/api/og/rekon/${rekonId}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
  });

  it("names the billed item by its id and issues the bill's letter once, without opening its file", async () => {
    // Two items of one report described alike, both ruled state-owned: the bill of the second is the second's.
    const id = await h.fileReport();
    const s = await h.scenario(id);
    for (const [step, decision, role] of PATH_TO_SK) await h.act(id, step, decision, role, s);
    const [first] = await h.db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, id));
    if (!first) throw new Error('no item');
    await h
      .db()
      .update(rincian_laporans)
      .set({ jumlah: 1, satuan: 'buah' })
      .where(eq(rincian_laporans.id, first.id));
    const [second] = await h
      .db()
      .insert(rincian_laporans)
      .values({
        laporan_id: id,
        uraian: first.uraian,
        jumlah: 3,
        satuan: 'lembar',
        nilai_taksiran: '500000.00',
        nilai_rupiah: '500000.00',
      })
      .returning();
    if (!second) throw new Error('no second item');
    await h
      .db()
      .insert(og_status_kepemilikans)
      .values({ rincian_id: second.id, laporan_id: id, status: 'MILIK_NEGARA' });
    const made = await h.call('Administrasi/Sekretaris')('POST', '/api/piutang/tagihan', {
      rincian_id: second.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const tagihan = made.json().data.id;
    const data = await tagihanLetterData(h.db(), await tagihanOne(h.db(), tagihan));
    expect(data.rincian).toEqual([
      expect.objectContaining({ id: second.id, uraian: first.uraian, jumlah: 3, satuan: 'lembar' }),
    ]);

    // The e-office's approval issues the letter; a repeated approval finds its record and opens no file.
    const ctx = h.app().app.ctx;
    const issue = () => h.db().transaction((tx) => issueTagihanLetter(tx, ctx, tagihan, todayJakarta()));
    const letter = await issue();
    const open = vi.spyOn(ctx.files, 'open');
    try {
      expect(await issue()).toBe(letter);
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
    const letters = await h
      .db()
      .select({ id: dokumen_surats.id })
      .from(dokumen_surats)
      .where(and(eq(dokumen_surats.laporan_id, id), eq(dokumen_surats.jenis, 'surat-tagihan')));
    expect(letters).toEqual([{ id: letter }]);
  });

  it('keeps every receivables route from the wrong roles', async () => {
    const individu = h.call('individu');
    const ketuaTim = h.call('ketua_tim');
    for (const url of [
      '/api/piutang/tagihan',
      '/api/pengelolaan-piutang/soa',
      '/api/pengelolaan-piutang/debtor-aging',
      '/api/pengelolaan-piutang/transaksi',
      '/api/pembayaran/trx',
      '/api/og/rekon',
      '/api/rincian-laporan/total-nilai-piutang',
    ]) {
      expect((await individu('GET', url)).statusCode, url).toBe(403);
      expect((await ketuaTim('GET', url)).statusCode, url).toBe(403);
    }
    expect(
      (await h.app().app.inject({ method: 'GET', url: '/api/pengelolaan-piutang/soa' })).statusCode,
    ).toBe(401);
  });
});
