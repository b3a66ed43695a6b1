import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { todayJakarta } from '../laporan/lookups';

/** What a link shared in a chat shows without running the SPA: Open Graph and Twitter card tags (issue 13 §4). */
export interface ShareCard {
  title: string;
  description: string;
  /** Absolute address of the page (its canonical path on APP_URL). */
  url: string;
  image: string | null;
  publishedAt: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text of stored HTML, shortened to about 200 characters for a description. */
export function summaryOf(html: string, max = 200): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function absolute(appUrl: string, url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${appUrl}${url}` : null;
}

/**
 * A published article's card: only a live row marked published whose publication date has come (Jakarta), so a
 * draft or a scheduled article never leaks through its address.
 */
export async function newsCard(db: Db, id: number, appUrl: string): Promise<ShareCard | null> {
  const t = masterTableOf('berita');
  const col = (name: string) => masterColumn(t, name);
  const [row] = await db
    .select({
      judul: col('judul'),
      slug: col('slug'),
      ringkasan: col('ringkasan'),
      isi: col('isi'),
      gambar_url: col('gambar_url'),
      tanggal_terbit: col('tanggal_terbit'),
    })
    .from(t)
    .where(
      and(
        eq(t.id, id),
        isNull(t.deleted_at),
        eq(col('is_published'), true),
        lte(col('tanggal_terbit'), todayJakarta()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const ringkasan = String(row.ringkasan ?? '').trim();
  return {
    title: String(row.judul),
    description: ringkasan || summaryOf(String(row.isi ?? '')),
    url: `${appUrl}/news/${id}/${encodeURIComponent(String(row.slug))}`,
    image: absolute(appUrl, row.gambar_url ? String(row.gambar_url) : null),
    publishedAt: row.tanggal_terbit ? String(row.tanggal_terbit) : null,
  };
}

/**
 * A published public document's card (same rule as an article: live, published, its date come). Documents have
 * no image of their own; the card is a summary.
 */
export async function dokumenCard(db: Db, id: number, appUrl: string): Promise<ShareCard | null> {
  const t = masterTableOf('dokumen-publik');
  const col = (name: string) => masterColumn(t, name);
  const [row] = await db
    .select({
      judul: col('judul'),
      nomor: col('nomor'),
      ringkasan: col('ringkasan'),
      tanggal_terbit: col('tanggal_terbit'),
    })
    .from(t)
    .where(
      and(
        eq(t.id, id),
        isNull(t.deleted_at),
        eq(col('is_published'), true),
        lte(col('tanggal_terbit'), todayJakarta()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const ringkasan = summaryOf(String(row.ringkasan ?? ''));
  const nomor = row.nomor ? `Nomor ${String(row.nomor)}. ` : '';
  return {
    title: String(row.judul),
    description: `${nomor}${ringkasan}`.trim() || 'Dokumen publik Gratifikasi Online',
    url: `${appUrl}/dokumen/${id}`,
    image: null,
    publishedAt: row.tanggal_terbit ? String(row.tanggal_terbit) : null,
  };
}

const SITE = 'Gratifikasi Online';

/** index.html with the card's title, description and Open Graph / Twitter tags in its head. */
export function withShareCard(indexHtml: string, card: ShareCard): string {
  const title = `${card.title} · ${SITE}`;
  const tags = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', SITE],
    ['property', 'og:locale', 'id_ID'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:url', card.url],
    ...(card.image ? [['property', 'og:image', card.image]] : []),
    ...(card.publishedAt ? [['property', 'article:published_time', card.publishedAt]] : []),
    ['name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
    ...(card.image ? [['name', 'twitter:image', card.image]] : []),
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value ?? '')}" />`)
    .join('\n    ');
  const head = `${tags}\n    <link rel="canonical" href="${escapeHtml(card.url)}" />\n  </head>`;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(card.description)}" />`,
    )
    .replace('</head>', head);
}
