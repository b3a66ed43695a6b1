import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { pdfText } from '../../dokumen/pdf/text';
import { reportWalker } from '../../laporan/proses/testing';
import { masterId } from '../../laporan/test-fixtures';
import { reportWithSk } from '../testing';

/**
 * Issue 12 §2–3: a berita acara is made from the letter master's `berita-acara-og` template (version and SHA-256
 * kept when issued), and a record is corrected only while it is not final.
 */
let t: TestApp;
let pengelola: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof reportWalker>>;
let dokumenId: number;
let nomor: string;
const db = () => t.database.db;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  pengelola = caller(t.app, await loginAs(t.app, 'admin_pengelola_og'));
  const r = await reportWithSk(t, w, [
    { uraian: 'Jam tangan emas', nilai_taksiran: '15000000' },
    { uraian: 'Kain songket', nilai_taksiran: '1200000' },
  ]);
  const res = await pengelola('POST', '/api/og/dokumen', {
    jenis: 'PENERIMAAN',
    tanggal: today(),
    pihak_nama: 'Budi Pelapor',
    lokasi_id: await masterId(db(), 'lokasi-objek-gratifikasi', 'KPK'),
    items: r.ogs.map((o) => ({ og_id: o.id, version: o.version })),
  });
  expect(res.statusCode, res.body).toBe(200);
  dokumenId = res.json().data.id;
  nomor = res.json().data.nomor;
});
afterAll(() => t.close());

const edit = (body: Record<string, unknown>, c = pengelola) => c('PUT', `/api/og/dokumen/${dokumenId}`, body);

describe('penerimaan-og-edit: a record corrected while not final', () => {
  it('saves the date, party and note with an audit entry; validates them', async () => {
    const ok = await edit({
      tanggal: today(),
      pihak_nama: 'Budi Santoso',
      pihak_instansi: 'Kementerian Keuangan',
      catatan: 'Diantar sendiri oleh pelapor',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const d = (await pengelola('GET', `/api/og/dokumen/${dokumenId}`)).json().data;
    expect(d).toMatchObject({
      pihak_nama: 'Budi Santoso',
      pihak_instansi: 'Kementerian Keuangan',
      catatan: 'Diantar sendiri oleh pelapor',
      final: false,
      sha256: null,
      template_versi: null,
      lokasi_nama: expect.any(String),
    });
    const [entry] = await db()
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'og.dokumen.edit'))
      .orderBy(desc(audit_logs.id))
      .limit(1);
    expect(entry?.entity_id).toBe(String(dokumenId));
    const lastYear = `${Number(today().slice(0, 4)) - 1}-06-01`;
    const wrongYear = await edit({ tanggal: lastYear, pihak_nama: 'Budi Santoso' });
    expect(wrongYear.statusCode).toBe(422);
    expect(wrongYear.json().errors.tanggal[0]).toContain('tahun');
    expect((await edit({ tanggal: '2999-01-01', pihak_nama: 'Budi Santoso' })).statusCode).toBe(422);
    expect((await edit({ tanggal: today(), pihak_nama: 'B' })).statusCode).toBe(422);
    expect((await edit({ pihak_nama: 'Budi Santoso' })).statusCode).toBe(422);
    expect(
      (await edit({ tanggal: today(), pihak_nama: 'Budi Santoso' }, w.call('direktur'))).statusCode,
    ).toBe(403);
    expect(
      (await pengelola('PUT', '/api/og/dokumen/999999', { tanggal: today(), pihak_nama: 'Budi' })).statusCode,
    ).toBe(404);
  });
});

describe('berita acara from the letter master', () => {
  it('gives a reader a DRAF preview without issuing it', async () => {
    const res = await w.call('direktur')('GET', `/api/og/dokumen/${dokumenId}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('DRAF');
    expect((await pengelola('GET', `/api/og/dokumen/${dokumenId}`)).json().data.final).toBe(false);
  });

  it('is issued once by the object manager: template version and SHA-256 kept, the same file after, then final', async () => {
    const first = await pengelola('GET', `/api/og/dokumen/${dokumenId}/pdf`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = pdfText(first.rawPayload);
    expect(text).toContain('BERITA ACARA PENERIMAAN OG');
    expect(text.replace(/\s/g, '')).toContain(nomor.replace(/\s/g, ''));
    expect(text).toContain('Budi Santoso');
    expect(text).toContain('Jam tangan emas');
    expect(text).toContain('Kain songket');
    expect(text).toContain('Rp16.200.000,00');
    expect(text).toContain('enam belas juta dua ratus ribu rupiah');
    expect(text).not.toContain('DRAF');
    const d = (await pengelola('GET', `/api/og/dokumen/${dokumenId}`)).json().data;
    expect(d).toMatchObject({ final: true, template_versi: 1, sha256: sha(first.rawPayload) });
    const second = await w.call('direktur')('GET', `/api/og/dokumen/${dokumenId}/pdf`);
    expect(sha(second.rawPayload)).toBe(d.sha256);
    const late = await edit({ tanggal: today(), pihak_nama: 'Orang Lain' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('sudah diterbitkan');
    const list = (await pengelola('GET', '/api/og/dokumen?jenis=PENERIMAAN')).json().data;
    expect(list.items.find((i: { id: number }) => i.id === dokumenId).final).toBe(true);
  });

  it('follows an edited template: a new version is what the next record records', async () => {
    const path = '/api/admin/masters/template-dokumen';
    const admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
    const items = (await admin('GET', `${path}?per_page=50`)).json().data.items;
    const tpl = items.find((i: { jenis: string }) => i.jenis === 'berita-acara-og');
    const bad = await admin('PUT', `${path}/${tpl.id}`, {
      ...tpl,
      konten: `${tpl.konten}{{ berita_acara.gaji }}`,
    });
    expect(bad.statusCode).toBe(422);
    const good = await admin('PUT', `${path}/${tpl.id}`, {
      ...tpl,
      konten: `${tpl.konten}<p>Rangkap khusus {{ berita_acara.jumlah_objek }} objek.</p>`,
    });
    expect(good.statusCode, good.body).toBe(200);
    const r = await reportWithSk(t, w, [{ uraian: 'Vas keramik', nilai_taksiran: '500000' }], [0]);
    const made = await pengelola('POST', '/api/og/dokumen', {
      jenis: 'PENERIMAAN',
      tanggal: today(),
      pihak_nama: 'Ani Pelapor',
      lokasi_id: await masterId(db(), 'lokasi-objek-gratifikasi', 'KPK'),
      items: r.ogs.map((o) => ({ og_id: o.id, version: o.version })),
    });
    const id = made.json().data.id;
    const pdf = await pengelola('GET', `/api/og/dokumen/${id}/pdf`);
    expect(pdfText(pdf.rawPayload)).toContain('Rangkap khusus 1 objek.');
    expect((await pengelola('GET', `/api/og/dokumen/${id}`)).json().data.template_versi).toBe(2);
  });
});
