import { Readable } from 'node:stream';
import { APP_ROUTES, AREAS } from '@gratifikasi/domain';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { publishedDokumenIds } from '../konten/dokumen';
import { todayJakarta } from '../laporan/lookups';

/** Rows read per query while the sitemap streams; the protocol's cap on one file. */
const PAGE = 1000;
const MAX_URLS = 50_000;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages meant to be found: routes of the public area with a description and no parameter. */
export function sitemapPages(): string[] {
  return APP_ROUTES.filter((r) => r.area === 'public' && r.description && !r.path.includes(':')).map(
    (r) => r.path,
  );
}

const url = (loc: string, lastmod?: string) =>
  `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/** Published articles (live, marked published, publication date come), by id, a page of rows at a time. */
async function* newsUrls(db: Db, appUrl: string): AsyncGenerator<string> {
  const t = masterTableOf('berita');
  const col = (name: string) => masterColumn(t, name);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: t.id, slug: col('slug'), updated_at: t.updated_at })
      .from(t)
      .where(
        and(
          gt(t.id, after),
          isNull(t.deleted_at),
          eq(col('is_published'), true),
          lte(col('tanggal_terbit'), todayJakarta()),
        ),
      )
      .orderBy(asc(t.id))
      .limit(PAGE);
    for (const row of rows) {
      yield url(
        `${appUrl}/news/${row.id}/${encodeURIComponent(String(row.slug))}`,
        row.updated_at.toISOString().slice(0, 10),
      );
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Published public documents, a page of rows at a time. */
async function* dokumenUrls(db: Db, appUrl: string): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const rows = await publishedDokumenIds(db, after, PAGE);
    for (const row of rows) {
      yield url(`${appUrl}/dokumen/${row.id}`, row.updated_at.toISOString().slice(0, 10));
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** sitemap.xml, streamed: the public pages, then every published article and public document, up to 50,000 addresses. */
export function sitemapStream(db: Db, appUrl: string): Readable {
  async function* body(): AsyncGenerator<string> {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    let count = 0;
    for (const path of sitemapPages()) {
      count += 1;
      yield url(`${appUrl}${path === '/' ? '/' : path}`);
    }
    for (const source of [newsUrls(db, appUrl), dokumenUrls(db, appUrl)]) {
      for await (const line of source) {
        if (++count > MAX_URLS) break;
        yield line;
      }
    }
    yield '</urlset>\n';
  }
  return Readable.from(body());
}

/**
 * robots.txt: the public site is open; the API, every signed-in area and the token pages (activation, password
 * reset, the reporter's answer links) are not for crawlers. The areas come from the domain's route table.
 */
export function robotsTxt(appUrl: string): string {
  const areas = Object.values(AREAS)
    .filter((a) => a.key !== 'public')
    .map((a) => `${a.basePath}/`);
  const tokenPages = APP_ROUTES.filter((r) => r.area === 'public' && r.path.includes(':token')).map(
    (r) => `${r.path.slice(0, r.path.indexOf(':token'))}`,
  );
  const disallow = [...new Set(['/api/', ...areas, ...tokenPages])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
