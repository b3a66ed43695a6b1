import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterTableOf } from '../../db/schema/masters';
import { createTestApp, type TestApp } from '../../test/app';
import { todayJakarta } from '../laporan/lookups';
import { masterId } from '../laporan/test-fixtures';

const APP_URL = 'https://gratifikasi.example.go.id';
const webDist = mkdtempSync(join(tmpdir(), 'gratifikasi-web-seo-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="id"><head><meta name="description" content="Pelaporan gratifikasi secara daring" />' +
    '<title>Gratifikasi Online</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
const ids = { published: 0, draft: 0, scheduled: 0, deleted: 0 };

beforeAll(async () => {
  t = await createTestApp({ webDist, appUrl: APP_URL });
  const db = t.database.db;
  const kategori = await masterId(db, 'kategori-berita', 'BERITA');
  const berita = masterTableOf('berita');
  const today = todayJakarta();
  const add = async (slug: string, values: Record<string, unknown>) => {
    const [row] = await db
      .insert(berita)
      .values({
        judul: `Judul ${slug}`,
        slug,
        kategori_berita_id: kategori,
        isi: '<p>Isi <b>berita</b> &amp; lainnya.</p><script>alert(1)</script>',
        tanggal_terbit: today,
        is_published: true,
        ...values,
      } as typeof berita.$inferInsert)
      .returning({ id: berita.id });
    return row!.id;
  };
  ids.published = await add('sosialisasi-gratifikasi', {
    judul: 'Sosialisasi "Tolak Gratifikasi" di Bandung',
    ringkasan: 'KPK & UPG menggelar sosialisasi <pengendalian> gratifikasi.',
    gambar_url: '/api/media/12/sosialisasi.jpg',
    tanggal_terbit: '2026-01-05',
  });
  ids.draft = await add('rancangan', { is_published: false });
  ids.scheduled = await add('terjadwal', { tanggal_terbit: '2099-01-01' });
  ids.deleted = await add('dihapus', { deleted_at: new Date() });
});
afterAll(() => t.close());

const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('Open Graph tags of an article page', () => {
  it('serves a published article with its title, description, image and address, to any client', async () => {
    const res = await get(`/news/${ids.published}/salah-slug`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(
      '<title>Sosialisasi &quot;Tolak Gratifikasi&quot; di Bandung · Gratifikasi Online</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="KPK &amp; UPG menggelar sosialisasi &lt;pengendalian&gt; gratifikasi." />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Sosialisasi &quot;Tolak Gratifikasi&quot; di Bandung" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      `<meta property="og:url" content="${APP_URL}/news/${ids.published}/sosialisasi-gratifikasi" />`,
    );
    expect(html).toContain(`<meta property="og:image" content="${APP_URL}/api/media/12/sosialisasi.jpg" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-01-05" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it.each([
    ['a draft', () => ids.draft],
    ['an article dated in the future', () => ids.scheduled],
    ['a deleted article', () => ids.deleted],
    ['an unknown id', () => 999_999],
  ])('serves the plain SPA page for %s: nothing of it leaks', async (_what, id) => {
    const res = await get(`/news/${id()}/x`, 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Gratifikasi Online</title>');
    expect(res.body).not.toContain('og:');
    expect(res.body).not.toContain('Judul');
  });

  it('serves the plain page for an id that is not a number', async () => {
    const res = await get('/news/abc/x', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:');
  });

  it('counts article pages against the caller like public API calls', async () => {
    const res = await get(`/news/${ids.published}/x`);
    expect(res.headers['x-ratelimit-limit']).toBe(String(t.app.ctx.config.rateLimitAnonMax));
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and the published articles only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${APP_URL}/</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/statistik</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/faq</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/news/${ids.published}/sosialisasi-gratifikasi</loc>`);
    for (const slug of ['rancangan', 'terjadwal', 'dihapus']) expect(xml).not.toContain(slug);
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/admin');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('keeps crawlers out of the API, the signed-in areas and the token pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/admin/',
      '/kpk/',
      '/individu/',
      '/upg/',
      '/reset-password/',
      '/activation/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /statistik');
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });
});
