import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemoKonten } from '.';

/** Issue 13: a newcomer sees the public site at work — news with pictures, FAQ, a slide, the guide's manual, materials, documents. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo public content', () => {
  it('is written once through the content API and reaches guests', { timeout: 60_000 }, async () => {
    expect(await seedDemoKonten(t.app)).toBeGreaterThanOrEqual(12);
    expect(await seedDemoKonten(t.app)).toBe(0);
    const guest = caller(t.app);
    const berita = (await guest('GET', '/api/public/berita')).json().data;
    expect(berita.total).toBe(4);
    const gambar = berita.items[0].gambar_url as string;
    const image = await guest('GET', gambar);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const faq = (await guest('GET', '/api/faq/list')).json().data.items as { kategori: string }[];
    expect(faq.filter((f) => f.kategori !== 'Umum')).toHaveLength(2);
    expect((await guest('GET', '/api/image-slider')).json().data.items).toHaveLength(1);
    const panduan = (await guest('GET', '/api/public/halaman/panduan')).json().data;
    const manual = await guest('GET', panduan.berkas_url);
    expect(manual.headers['content-type']).toBe('application/pdf');
    const materi = (await guest('GET', '/api/public/materi-sosialisasi')).json().data;
    expect(materi[0].konten.map((k: { jenis: string }) => k.jenis)).toEqual(['dokumen', 'gambar']);
    const dokumen = (await guest('GET', '/api/public/list')).json().data;
    expect(dokumen.total).toBe(3);
    expect((await guest('GET', dokumen.items[0].berkas_url)).statusCode).toBe(200);

    // The staff's knowledge base: found by its stems, the attachment opens for the staff and stays from guests.
    const staff = caller(t.app, await loginAs(t.app, 'anggota_tim'));
    const kb = (await staff('GET', '/api/kpk/knowledge-base?q=dinilai')).json().data;
    expect(kb.items[0]).toMatchObject({
      judul: 'Menilai kewajaran nilai objek gratifikasi',
      ada_lampiran: true,
    });
    const artikel = (await staff('GET', `/api/kpk/knowledge-base/${kb.items[0].id}`)).json().data;
    expect(artikel.lampiran.map((l: { jenis: string }) => l.jenis)).toEqual(['berkas', 'tautan']);
    const lampiran = await guest('GET', artikel.lampiran[0].url);
    expect(lampiran.headers['content-type']).toBe('application/pdf');
    expect((await guest('GET', artikel.lampiran[0].url.split('?')[0])).statusCode).toBe(404);
  });
});
