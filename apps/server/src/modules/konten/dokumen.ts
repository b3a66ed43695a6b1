import type { DokumenPublik, DokumenPublikPage } from '@gratifikasi/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn as c, masterTableOf } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';
import { matches } from './fts';
import { isPublic } from './public';

const dokumen = masterTableOf('dokumen-publik');
const jenis = masterTableOf('jenis-publikasi-dokumen');

const columns = {
  id: dokumen.id,
  judul: c(dokumen, 'judul'),
  nomor: c(dokumen, 'nomor'),
  tanggal_dokumen: c(dokumen, 'tanggal_dokumen'),
  ringkasan: c(dokumen, 'ringkasan'),
  berkas_url: c(dokumen, 'berkas_url'),
  sumber: c(dokumen, 'sumber'),
  tanggal_terbit: c(dokumen, 'tanggal_terbit'),
  jenis_id: jenis.id,
  jenis_nama: c(jenis, 'nama'),
};
type Row = { [K in keyof typeof columns]: unknown };

function toDokumen(row: Row): DokumenPublik {
  return {
    id: Number(row.id),
    judul: String(row.judul),
    jenis: { id: Number(row.jenis_id), nama: String(row.jenis_nama) },
    nomor: (row.nomor as string | null) ?? null,
    tanggal_dokumen: String(row.tanggal_dokumen),
    ringkasan: (row.ringkasan as string | null) ?? null,
    berkas_url: String(row.berkas_url),
    sumber: row.sumber === 'redaksi-sk' ? 'redaksi-sk' : 'unggahan',
    tanggal_terbit: String(row.tanggal_terbit),
  };
}

/** Words of a document for the full-text search (`indonesian`, as the site search). */
const text = sql`concat_ws(' ', ${c(dokumen, 'judul')}, ${c(dokumen, 'nomor')}, ${c(dokumen, 'ringkasan')})`;

/** Published public documents (live, marked published, publication date come), newest first; by kind, year, phrase. */
export async function listDokumen(
  db: Db,
  query: {
    page: number;
    per_page: number;
    q: string;
    jenis_publikasi_dokumen_id?: number | undefined;
    tahun?: number | undefined;
  },
): Promise<DokumenPublikPage> {
  const where = and(
    isPublic(dokumen),
    query.jenis_publikasi_dokumen_id ? eq(jenis.id, query.jenis_publikasi_dokumen_id) : undefined,
    query.tahun ? sql`extract(year from ${c(dokumen, 'tanggal_dokumen')}) = ${query.tahun}` : undefined,
    query.q ? matches(text, query.q) : undefined,
  ) as SQL;
  const base = () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(dokumen)
      .innerJoin(jenis, eq(c(dokumen, 'jenis_publikasi_dokumen_id'), jenis.id));
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(dokumen)
      .innerJoin(jenis, eq(c(dokumen, 'jenis_publikasi_dokumen_id'), jenis.id))
      .where(where)
      .orderBy(desc(c(dokumen, 'tanggal_terbit')), desc(dokumen.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    base().where(where),
  ]);
  return { items: rows.map(toDokumen), total: count?.n ?? 0, page: query.page, per_page: query.per_page };
}

/** One published document; a draft, future-dated, deleted or unknown one is a 404. */
export async function getDokumen(db: Db, id: number): Promise<DokumenPublik> {
  const [row] = await db
    .select(columns)
    .from(dokumen)
    .innerJoin(jenis, eq(c(dokumen, 'jenis_publikasi_dokumen_id'), jenis.id))
    .where(and(eq(dokumen.id, id), isPublic(dokumen)));
  if (!row) throw new AppError('NOT_FOUND', 'Dokumen tidak ditemukan');
  return toDokumen(row);
}

/** The published documents' ids, for the sitemap, a page after `after`. */
export async function publishedDokumenIds(db: Db, after: number, limit: number) {
  return db
    .select({ id: dokumen.id, updated_at: dokumen.updated_at })
    .from(dokumen)
    .where(and(isPublic(dokumen), sql`${dokumen.id} > ${after}`))
    .orderBy(dokumen.id)
    .limit(limit);
}
