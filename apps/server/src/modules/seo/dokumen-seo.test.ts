import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterTableOf } from '../../db/schema/masters';
import { createTestApp, type TestApp } from '../../test/app';
import { todayJakarta } from '../laporan/lookups';
import { masterId } from '../laporan/test-fixtures';

const APP_URL = 'https://gratifikasi.example.go.id';
const webDist = mkdtempSync(join(tmpdir(), 'gratifikasi-web-seo-dok-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="id"><head><meta name="description" content="Pelaporan gratifikasi secara daring" />' +
    '<title>Gratifikasi Online</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
const ids = { published: 0, draft: 0, scheduled: 0 };

beforeAll(async () => {
  t = await createTestApp({ webDist, appUrl: APP_URL });
  const db = t.database.db;
  const jenis = await masterId(db, 'jenis-publikasi-dokumen', 'PERATURAN');
  const dokumen = masterTableOf('dokumen-publik');
  const add = async (judul: string, values: Record<string, unknown>) => {
    const [row] = await db
      .insert(dokumen)
      .values({
        judul,
        jenis_publikasi_dokumen_id: jenis,
        nomor: '2 Tahun 2019',
        tanggal_dokumen: '2019-05-01',
        ringkasan: 'Pelaporan & penetapan status gratifikasi.',
        berkas_url: '/api/konten/berkas/abc',
        sumber: 'unggahan',
        tanggal_terbit: todayJakarta(),
        is_published: true,
        ...values,
      } as typeof dokumen.$inferInsert)
      .returning({ id: dokumen.id });
    return row!.id;
  };
  ids.published = await add('Peraturan KPK tentang Gratifikasi', {});
  ids.draft = await add('Dokumen rancangan', { is_published: false });
  ids.scheduled = await add('Dokumen terjadwal', { tanggal_terbit: '2099-01-01' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a public document page for people and machines', () => {
  it('serves a published document with its Open Graph tags', async () => {
    const res = await get(`/dokumen/${ids.published}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Peraturan KPK tentang Gratifikasi · Gratifikasi Online</title>');
    expect(res.body).toContain(
      '<meta property="og:description" content="Nomor 2 Tahun 2019. Pelaporan &amp; penetapan status gratifikasi." />',
    );
    expect(res.body).toContain(`<meta property="og:url" content="${APP_URL}/dokumen/${ids.published}" />`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
  });

  it.each([
    ['a draft', () => String(ids.draft)],
    ['a future document', () => String(ids.scheduled)],
    ['an unknown id', () => '999999'],
    ['a non-number', () => 'abc'],
  ])('serves the plain page for %s', async (_what, id) => {
    const res = await get(`/dokumen/${id()}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:');
    expect(res.body).not.toContain('Dokumen');
  });

  it('lists published documents in the sitemap only', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${APP_URL}/dokumen/${ids.published}</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/dokumen</loc>`);
    expect(xml).not.toContain(`/dokumen/${ids.draft}<`);
    expect(xml).not.toContain(`/dokumen/${ids.scheduled}<`);
  });
});
