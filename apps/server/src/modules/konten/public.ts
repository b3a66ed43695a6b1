import {
  type BeritaDetail,
  type BeritaPage,
  type BeritaRingkas,
  buildPath,
  type Faq,
  type Halaman,
  type HalamanKode,
  type HasilCari,
  type ImageSlider,
  type KontenMateri,
  type MateriSosialisasi,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MasterTable, masterColumn, masterTableOf } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';
import { headline, matches, rank, words } from './fts';

const beritas = masterTableOf('berita');
const kategori = masterTableOf('kategori-berita');
const faqs = masterTableOf('faq');
const sliders = masterTableOf('image-sliders');
const halaman = masterTableOf('halaman-publik');
const materi = masterTableOf('materi-sosialisasi');
const kontenMateri = masterTableOf('konten-materi-sosialisasi');
const c = masterColumn;

/** Today in Asia/Jakarta (UTC+7): content dated today is public from midnight there. */
const TODAY = sql`(now() at time zone 'Asia/Jakarta')::date`;

/** Published, not deleted, and its publication date has come: the only content guests ever see. */
export function isPublic(table: MasterTable): SQL {
  return and(
    isNull(table.deleted_at),
    eq(c(table, 'is_published'), true),
    sql`${c(table, 'tanggal_terbit')} <= ${TODAY}`,
  ) as SQL;
}

const live = (table: MasterTable) => and(isNull(table.deleted_at), eq(c(table, 'is_active'), true)) as SQL;

const beritaColumns = {
  id: beritas.id,
  judul: c(beritas, 'judul'),
  slug: c(beritas, 'slug'),
  ringkasan: c(beritas, 'ringkasan'),
  gambar_url: c(beritas, 'gambar_url'),
  tanggal_terbit: c(beritas, 'tanggal_terbit'),
  kategori_id: kategori.id,
  kategori_nama: c(kategori, 'nama'),
};
type BeritaRow = { [K in keyof typeof beritaColumns]: unknown };

function toRingkas(row: BeritaRow): BeritaRingkas {
  return {
    id: Number(row.id),
    judul: String(row.judul),
    slug: String(row.slug),
    ringkasan: (row.ringkasan as string | null) ?? null,
    gambar_url: (row.gambar_url as string | null) ?? null,
    tanggal_terbit: String(row.tanggal_terbit),
    kategori: { id: Number(row.kategori_id), nama: String(row.kategori_nama) },
  };
}

/** Published news, newest first; by category and a full-text phrase. */
export async function listBerita(
  db: Db,
  query: { page: number; per_page: number; q: string; kategori_berita_id?: number | undefined },
): Promise<BeritaPage> {
  const where = and(
    isPublic(beritas),
    query.kategori_berita_id ? eq(kategori.id, query.kategori_berita_id) : undefined,
    query.q
      ? matches(words(c(beritas, 'judul'), c(beritas, 'ringkasan'), c(beritas, 'isi')), query.q)
      : undefined,
  );
  const rows = await db
    .select({ ...beritaColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(beritas)
    .innerJoin(kategori, eq(c(beritas, 'kategori_berita_id'), kategori.id))
    .where(where)
    .orderBy(desc(c(beritas, 'tanggal_terbit')), desc(beritas.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(beritas)
              .innerJoin(kategori, eq(c(beritas, 'kategori_berita_id'), kategori.id))
              .where(where)
          )[0]?.n ?? 0,
        )
      : 0);
  return { items: rows.map(toRingkas), total, page: query.page, per_page: query.per_page };
}

/** One published article; anything else (draft, future, deleted, missing) is a 404. */
export async function getBerita(db: Db, id: number): Promise<BeritaDetail> {
  const [row] = await db
    .select({ ...beritaColumns, isi: c(beritas, 'isi') })
    .from(beritas)
    .innerJoin(kategori, eq(c(beritas, 'kategori_berita_id'), kategori.id))
    .where(and(eq(beritas.id, id), isPublic(beritas)));
  if (!row) throw new AppError('NOT_FOUND', 'Berita tidak ditemukan');
  return { ...toRingkas(row), isi: String(row.isi) };
}

/** Active FAQs in their order; with a phrase, those it matches. */
export async function listFaq(db: Db, q: string): Promise<Faq[]> {
  const rows = await db
    .select({
      id: faqs.id,
      pertanyaan: c(faqs, 'pertanyaan'),
      jawaban: c(faqs, 'jawaban'),
      kategori: c(faqs, 'kategori'),
    })
    .from(faqs)
    .where(and(live(faqs), q ? matches(words(c(faqs, 'pertanyaan'), c(faqs, 'jawaban')), q) : undefined))
    .orderBy(sql`${c(faqs, 'urutan')} asc nulls last`, asc(faqs.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    pertanyaan: String(r.pertanyaan),
    jawaban: String(r.jawaban),
    kategori: (r.kategori as string | null) ?? null,
  }));
}

/** Active slides of the landing, in their order. */
export async function listSliders(db: Db): Promise<ImageSlider[]> {
  const rows = await db
    .select({
      id: sliders.id,
      judul: c(sliders, 'judul'),
      gambar_url: c(sliders, 'gambar_url'),
      tautan: c(sliders, 'tautan'),
      deskripsi: c(sliders, 'deskripsi'),
    })
    .from(sliders)
    .where(live(sliders))
    .orderBy(sql`${c(sliders, 'urutan')} asc nulls last`, asc(sliders.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    judul: String(r.judul),
    gambar_url: String(r.gambar_url),
    tautan: (r.tautan as string | null) ?? null,
    deskripsi: (r.deskripsi as string | null) ?? null,
  }));
}

/** A page (panduan, privacy-policy, about): its published version changed last (a new one can wait as a draft). */
export async function getHalaman(db: Db, kode: HalamanKode): Promise<Halaman> {
  const [row] = await db
    .select({
      judul: c(halaman, 'judul'),
      isi: c(halaman, 'isi'),
      berkas_url: c(halaman, 'berkas_url'),
      updated_at: halaman.updated_at,
    })
    .from(halaman)
    .where(
      and(eq(c(halaman, 'kode'), kode), isNull(halaman.deleted_at), eq(c(halaman, 'is_published'), true)),
    )
    .orderBy(desc(halaman.updated_at), desc(halaman.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Halaman tidak ditemukan');
  return {
    kode,
    judul: String(row.judul),
    isi: String(row.isi),
    berkas_url: (row.berkas_url as string | null) ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Published materials with their contents (documents, images, videos), in their order. */
export async function listMateri(db: Db): Promise<MateriSosialisasi[]> {
  const rows = await db
    .select({
      id: materi.id,
      judul: c(materi, 'judul'),
      deskripsi: c(materi, 'deskripsi'),
      tanggal_terbit: c(materi, 'tanggal_terbit'),
    })
    .from(materi)
    .where(isPublic(materi))
    .orderBy(sql`${c(materi, 'urutan')} asc nulls last`, desc(c(materi, 'tanggal_terbit')), asc(materi.id))
    .limit(200);
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            id: kontenMateri.id,
            materi_id: c(kontenMateri, 'materi_sosialisasi_id'),
            judul: c(kontenMateri, 'judul'),
            jenis: c(kontenMateri, 'jenis'),
            berkas_url: c(kontenMateri, 'berkas_url'),
            video_url: c(kontenMateri, 'video_url'),
            thumbnail_url: c(kontenMateri, 'thumbnail_url'),
          })
          .from(kontenMateri)
          .where(and(isNull(kontenMateri.deleted_at), inArray(c(kontenMateri, 'materi_sosialisasi_id'), ids)))
          .orderBy(sql`${c(kontenMateri, 'urutan')} asc nulls last`, asc(kontenMateri.id));
  const byMateri = new Map<number, KontenMateri[]>();
  for (const item of items) {
    const list = byMateri.get(Number(item.materi_id)) ?? [];
    list.push({
      id: item.id,
      judul: String(item.judul),
      jenis: item.jenis as KontenMateri['jenis'],
      berkas_url: (item.berkas_url as string | null) ?? null,
      video_url: (item.video_url as string | null) ?? null,
      thumbnail_url: (item.thumbnail_url as string | null) ?? null,
    });
    byMateri.set(Number(item.materi_id), list);
  }
  return rows.map((r) => ({
    id: r.id,
    judul: String(r.judul),
    deskripsi: (r.deskripsi as string | null) ?? null,
    tanggal_terbit: String(r.tanggal_terbit),
    konten: byMateri.get(r.id) ?? [],
  }));
}

/** One source of the site search: its rows that match, best first, with a plain-text snippet. */
async function searchIn(
  db: Db,
  table: MasterTable,
  q: string,
  opts: { title: string; body: SQL; where: SQL; extra?: SQL },
) {
  const text = words(c(table, opts.title), opts.body);
  return db
    .select({
      id: table.id,
      judul: sql<string>`${c(table, opts.title)}::text`,
      cuplikan: headline(text, q),
      extra: sql<string | null>`${opts.extra ?? sql`null`}::text`,
    })
    .from(table)
    .where(and(opts.where, matches(text, q)))
    .orderBy(sql`${rank(text, q)} desc`, asc(table.id))
    .limit(10);
}

/** The site search over news, FAQ, the guide and the materials (published content only). */
export async function cari(db: Db, q: string): Promise<HasilCari[]> {
  const results: HasilCari[] = [];
  const trim = (s: string) => s.replace(/\s+/g, ' ').trim();
  const berita = await searchIn(db, beritas, q, {
    title: 'judul',
    body: sql`concat_ws(' ', ${c(beritas, 'ringkasan')}, ${c(beritas, 'isi')})`,
    where: isPublic(beritas),
    extra: sql`${c(beritas, 'slug')}`,
  });
  for (const b of berita) {
    results.push({
      jenis: 'berita',
      id: b.id,
      judul: b.judul,
      cuplikan: trim(b.cuplikan),
      tautan: buildPath('news-detail', { id: b.id, slug: b.extra ?? 'berita' }),
    });
  }
  for (const f of await searchIn(db, faqs, q, {
    title: 'pertanyaan',
    body: sql`${c(faqs, 'jawaban')}`,
    where: live(faqs),
  })) {
    results.push({
      jenis: 'faq',
      id: f.id,
      judul: f.judul,
      cuplikan: trim(f.cuplikan),
      tautan: `${buildPath('faq')}?q=${encodeURIComponent(q)}`,
    });
  }
  for (const h of await searchIn(db, halaman, q, {
    title: 'judul',
    body: sql`${c(halaman, 'isi')}`,
    where: and(
      isNull(halaman.deleted_at),
      eq(c(halaman, 'is_published'), true),
      eq(c(halaman, 'kode'), 'panduan'),
    ) as SQL,
  })) {
    results.push({
      jenis: 'panduan',
      id: h.id,
      judul: h.judul,
      cuplikan: trim(h.cuplikan),
      tautan: buildPath('panduan'),
    });
  }
  for (const m of await searchIn(db, materi, q, {
    title: 'judul',
    body: sql`${c(materi, 'deskripsi')}`,
    where: isPublic(materi),
  })) {
    results.push({
      jenis: 'materi',
      id: m.id,
      judul: m.judul,
      cuplikan: trim(m.cuplikan),
      tautan: buildPath('materi-sosialisasi'),
    });
  }
  return results;
}
