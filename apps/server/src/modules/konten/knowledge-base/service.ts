import type {
  KnowledgeBaseDetail,
  KnowledgeBaseLampiran,
  KnowledgeBasePage,
  KnowledgeBaseRingkas,
} from '@gratifikasi/domain';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { media } from '../../../db/schema';
import { masterColumn as c, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { BERKAS_PREFIX, signBerkasUrls } from '../berkas-akses';
import { headline, matches, rank, words } from '../fts';

const kb = masterTableOf('knowledge-base');
/** Active, not deleted: what the staff read (inactive articles stay with the master's editors). */
const live = and(isNull(kb.deleted_at), eq(c(kb, 'is_active'), true)) as SQL;
const text = words(c(kb, 'judul'), c(kb, 'kategori'), c(kb, 'isi'));
/** The article's text alone: the snippet under a title repeats neither the title nor the category. */
const body = words(c(kb, 'isi'));
/** The opening of an article, tags out, when no phrase picks the words around a match. */
const opening = sql<string>`left(regexp_replace(${body}, '\\s+', ' ', 'g'), 240)`;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The staff's knowledge base: active articles, best match first for a phrase, else by title; by category. */
export async function listKnowledgeBase(
  db: Db,
  query: { page: number; per_page: number; q: string; kategori: string },
): Promise<KnowledgeBasePage> {
  const where = and(
    live,
    query.kategori ? eq(c(kb, 'kategori'), query.kategori) : undefined,
    query.q ? matches(text, query.q) : undefined,
  );
  const rows = await db
    .select({
      id: kb.id,
      judul: c(kb, 'judul'),
      kategori: c(kb, 'kategori'),
      cuplikan: query.q ? headline(body, query.q) : opening,
      ada_lampiran: sql<boolean>`${c(kb, 'lampiran_url')} is not null or ${c(kb, 'tautan')} is not null`,
      updated_at: kb.updated_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(kb)
    .where(where)
    .orderBy(...(query.q ? [sql`${rank(text, query.q)} desc`] : []), asc(c(kb, 'judul')), asc(kb.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number((await db.select({ n: sql<number>`count(*)` }).from(kb).where(where))[0]?.n ?? 0)
      : 0);
  const kategori = await db
    .selectDistinct({ nama: c(kb, 'kategori') })
    .from(kb)
    .where(and(live, isNotNull(c(kb, 'kategori'))))
    .orderBy(asc(c(kb, 'kategori')));
  return {
    items: rows.map(
      (r): KnowledgeBaseRingkas => ({
        id: r.id,
        judul: String(r.judul),
        kategori: (r.kategori as string | null) ?? null,
        cuplikan: squash(String(r.cuplikan ?? '')),
        ada_lampiran: Boolean(r.ada_lampiran),
        updated_at: r.updated_at.toISOString(),
      }),
    ),
    total,
    page: query.page,
    per_page: query.per_page,
    kategori: kategori.map((k) => String(k.nama)).filter(Boolean),
  };
}

/** The name a reader sees for an attachment: the uploaded file's own name, else the address's last part. */
async function namaBerkas(db: Db, url: string): Promise<string> {
  if (url.startsWith(BERKAS_PREFIX)) {
    const key = url.slice(BERKAS_PREFIX.length);
    const [file] = await db
      .select({ name: media.original_name })
      .from(media)
      .where(and(eq(media.storage_key, key), isNull(media.deleted_at)))
      .limit(1);
    if (file?.name) return file.name;
  }
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

/** One active article with its attachments; content files are signed for the reader (staff-only files). */
export async function getKnowledgeBase(db: Db, id: number): Promise<KnowledgeBaseDetail> {
  const [row] = await db
    .select({
      id: kb.id,
      judul: c(kb, 'judul'),
      kategori: c(kb, 'kategori'),
      isi: c(kb, 'isi'),
      tautan: c(kb, 'tautan'),
      lampiran_url: c(kb, 'lampiran_url'),
      updated_at: kb.updated_at,
    })
    .from(kb)
    .where(and(eq(kb.id, id), live));
  if (!row) throw new AppError('NOT_FOUND', 'Artikel basis pengetahuan tidak ditemukan');
  const lampiran: KnowledgeBaseLampiran[] = [];
  const berkas = (row.lampiran_url as string | null) ?? null;
  if (berkas) {
    lampiran.push({
      jenis: 'berkas',
      nama: await namaBerkas(db, berkas),
      url: signBerkasUrls(berkas),
    });
  }
  const tautan = (row.tautan as string | null) ?? null;
  if (tautan) lampiran.push({ jenis: 'tautan', nama: tautan, url: tautan });
  return {
    id: row.id,
    judul: String(row.judul),
    kategori: (row.kategori as string | null) ?? null,
    isi: signBerkasUrls(String(row.isi), { html: true }),
    ada_lampiran: lampiran.length > 0,
    lampiran,
    updated_at: row.updated_at.toISOString(),
  };
}
