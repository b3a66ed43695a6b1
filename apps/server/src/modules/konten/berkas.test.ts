import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../test/app';
import { signBerkasUrls, unsignBerkasUrls } from './berkas-akses';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let guest: ReturnType<typeof caller>;
let adminToken: string;
let kategoriId: number;
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'superuser');
  admin = caller(t.app, adminToken);
  guest = caller(t.app);
  kategoriId = (await guest('GET', '/api/news-category')).json().data.items[0].id;
});
afterAll(() => t.close());

async function upload(): Promise<{ signed: string; plain: string }> {
  const up = multipart({ bytes: TINY_PNG, filename: 'foto.png', contentType: 'image/png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/konten/berkas',
    payload: up.payload,
    headers: { ...up.headers, ...bearer(adminToken) },
  });
  expect(res.statusCode).toBe(201);
  const signed = res.json().data.url as string;
  return { signed, plain: unsignBerkasUrls(signed) };
}

describe('content files by an unguessable key', () => {
  it('addresses a file by its random storage key, not a sequential id', async () => {
    const { signed, plain } = await upload();
    expect(plain).toMatch(/^\/api\/konten\/berkas\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(signed).toMatch(/\?s=[0-9a-f]{64}&e=\d+$/);
    expect((await guest('GET', '/api/konten/berkas/1')).statusCode).toBe(404);
    expect((await guest('GET', '/api/konten/berkas/2026/01/bukan-kunci.png')).statusCode).toBe(422);
    expect(
      (await guest('GET', '/api/konten/berkas/2026/01/00000000-0000-0000-0000-000000000000.png')).statusCode,
    ).toBe(404);
  });

  it('refuses guests a picture that only a draft holds, and serves it once published', async () => {
    const { signed, plain } = await upload();
    // Not in any content yet: only its uploader knows the key.
    expect((await guest('GET', plain)).statusCode).toBe(200);
    const saved = await admin('POST', '/api/admin/masters/berita', {
      judul: 'Draf bergambar',
      slug: 'draf-bergambar',
      kategori_berita_id: kategoriId,
      isi: `<p>Isi</p><img src="${signed.replace('&', '&amp;')}" alt="">`,
      gambar_url: signed,
      tanggal_terbit: today(),
      is_published: false,
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as number;
    // Stored plain; the editor reads it signed again.
    const row = await admin('GET', `/api/admin/masters/berita/${id}`);
    expect(row.json().data.gambar_url).toMatch(/\?s=[0-9a-f]{64}&e=\d+$/);
    expect(unsignBerkasUrls(row.json().data.gambar_url)).toBe(plain);
    const guestGet = await guest('GET', plain);
    expect(guestGet.statusCode).toBe(404);
    const editorView = await guest('GET', row.json().data.gambar_url);
    expect(editorView.statusCode).toBe(200);
    expect(editorView.headers['cache-control']).toBe('private, no-store');
    const forged = `${plain}?s=${'0'.repeat(64)}&e=${Math.floor(Date.now() / 1000) + 60}`;
    expect((await guest('GET', forged)).statusCode).toBe(404);
    const expired = signBerkasUrls(plain, { now: Date.now() - 13 * 3600_000 });
    expect((await guest('GET', expired)).statusCode).toBe(404);

    await admin('PUT', `/api/admin/masters/berita/${id}`, { ...row.json().data, is_published: true });
    const published = await guest('GET', `/api/public/berita/${id}`);
    expect(published.json().data.gambar_url).toBe(plain);
    expect(published.json().data.isi).toContain(`src="${plain}"`);
    const served = await guest('GET', plain);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=300');
  });

  it('keeps a knowledge-base attachment from guests', async () => {
    const { signed, plain } = await upload();
    const kb = await admin('POST', '/api/admin/masters/knowledge-base', {
      judul: 'Panduan internal',
      isi: '<p>Internal</p>',
      lampiran_url: signed,
      is_active: true,
    });
    expect(kb.statusCode).toBe(201);
    expect((await guest('GET', plain)).statusCode).toBe(404);
  });

  it('previews rich text with signed pictures, as the editor shows them', async () => {
    const { plain } = await upload();
    const res = await admin('POST', '/api/konten/pratinjau', { html: `<img src="${plain}" onerror="x()">` });
    expect(res.json().data.html).toMatch(new RegExp(`^<img src="${plain}\\?s=[0-9a-f]{64}&amp;e=\\d+" />$`));
  });
});
