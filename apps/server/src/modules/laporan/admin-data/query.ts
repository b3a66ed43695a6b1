import type {
  AdminLaporanRow,
  AdminRincianRow,
  adminLaporanQuerySchema,
  adminRincianQuerySchema,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { laporans, pelapors, rincian_laporans } from '../../../db/schema/index';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { cachedMasterNames, cachedStatusNames } from '../lookups';

export type AdminLaporanQuery = z.output<typeof adminLaporanQuerySchema>;
export type AdminRincianQuery = z.output<typeof adminRincianQuerySchema>;

const instansi = () => masterTableOf('instansi');
const jenisObjek = () => masterTableOf('jenis-objek');

/** `%term%` for LIKE over lower-cased text, the term's own wildcards escaped. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE both admin lists share: every live report (drafts too: the whole system), searched by the report number
 * or the reporter's name (search_text), the reporter's NIK (its beginning) or the institution's name; filtered by
 * status, institution and the year reported.
 */
/** The search of both lists: the report number or the reporter's name (search_text), the NIK's beginning, the institution. */
function searchCondition(term: string): SQL {
  const inst = instansi();
  return or(
    like(laporans.search_text, containsPattern(term)),
    /^\d{3,16}$/.test(term)
      ? sql`exists (select 1 from ${pelapors} where ${pelapors.id} = ${laporans.pelapor_id} and ${pelapors.nik} like ${`${term}%`})`
      : undefined,
    sql`${laporans.instansi_id} in (select ${inst.id} from ${inst} where lower(${masterColumn(inst, 'nama')}) like ${containsPattern(term)})`,
  ) as SQL;
}

type Filters = Pick<AdminLaporanQuery, 'status' | 'instansi_id' | 'tahun'>;

/**
 * The WHERE both admin lists share: every live report (drafts too: the whole system), filtered by status,
 * institution and the year reported.
 */
function filterCondition(q: Filters): SQL {
  const statuses = (q.status ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return and(
    isNull(laporans.deleted_at),
    statuses.length > 0 ? inArray(laporans.status, statuses) : undefined,
    q.instansi_id ? eq(laporans.instansi_id, q.instansi_id) : undefined,
    q.tahun ? gte(laporans.tanggal_lapor, `${q.tahun}-01-01`) : undefined,
    q.tahun ? lte(laporans.tanggal_lapor, `${q.tahun}-12-31`) : undefined,
  ) as SQL;
}

/** The report list's WHERE: the filters and the search. */
export function adminWhere(q: Filters & { q?: string | undefined }): SQL {
  const term = q.q?.trim();
  return and(filterCondition(q), term ? searchCondition(term) : undefined) as SQL;
}

const LAPORAN_SORT = {
  id: laporans.id,
  nosig: laporans.nosig,
  tanggal_penerimaan: laporans.tanggal_penerimaan,
  tanggal_lapor: laporans.tanggal_lapor,
  total_nilai: laporans.total_nilai,
  status: laporans.status,
} as const;

const RINCIAN_SORT = {
  id: rincian_laporans.id,
  nosig: laporans.nosig,
  uraian: rincian_laporans.uraian,
  nilai_rupiah: rincian_laporans.nilai_rupiah,
  tanggal_penerimaan: laporans.tanggal_penerimaan,
} as const;

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? asc : desc);

/** The report columns both the page and the export read. */
const laporanColumns = {
  id: laporans.id,
  nosig: laporans.nosig,
  status: laporans.status,
  step: laporans.step,
  kanal: laporans.kanal,
  pelapor_nama: sql<string>`coalesce(${pelapors.nama}, '')`.as('pelapor_nama'),
  pelapor_nik: pelapors.nik,
  instansi_id: laporans.instansi_id,
  tanggal_penerimaan: laporans.tanggal_penerimaan,
  tanggal_lapor: laporans.tanggal_lapor,
  total_nilai: laporans.total_nilai,
};

function laporanSelect(db: Db, q: AdminLaporanQuery) {
  const dir = direction(q.order);
  return db
    .select(laporanColumns)
    .from(laporans)
    .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(adminWhere(q))
    .orderBy(dir(LAPORAN_SORT[q.sort]), dir(laporans.id));
}

/** Names of statuses and institutions filled in from the caches (a page is 20 rows). */
async function named<T extends { status: string; instansi_id: number | null }>(db: Db, rows: T[]) {
  const [statuses, instansiNames] = await Promise.all([
    cachedStatusNames(db),
    cachedMasterNames(
      db,
      'instansi',
      rows.map((r) => r.instansi_id),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    status_nama: statuses.get(r.status) ?? r.status,
    instansi_nama: r.instansi_id === null ? null : (instansiNames.get(r.instansi_id) ?? null),
  }));
}

/** `GET admin/laporans`: one page of every report, with its total. */
export async function listAdminLaporan(db: Db, q: AdminLaporanQuery) {
  const [rows, [total]] = await Promise.all([
    laporanSelect(db, q)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(laporans).where(adminWhere(q)),
  ]);
  const items: AdminLaporanRow[] = await named(db, rows);
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** The whole filtered report list as SQL, for the streaming export. */
export function adminLaporanExportSql(db: Db, q: AdminLaporanQuery): SQL {
  const inst = instansi();
  return sql`select l.nosig, l.status, l.step, l.kanal, l.pelapor_nama, l.nik as pelapor_nik,
      ${masterColumn(inst, 'nama')} as instansi_nama,
      to_char(l.tanggal_penerimaan, 'DD-MM-YYYY') as tanggal_penerimaan,
      to_char(l.tanggal_lapor, 'DD-MM-YYYY') as tanggal_lapor, l.total_nilai::text as total_nilai
    from (${laporanSelect(db, q).getSQL()}) l left join ${inst} on ${inst.id} = l.instansi_id`;
}

const rincianColumns = {
  id: rincian_laporans.id,
  laporan_id: rincian_laporans.laporan_id,
  nosig: laporans.nosig,
  status: laporans.status,
  pelapor_nama: sql<string>`coalesce(${pelapors.nama}, '')`.as('pelapor_nama'),
  instansi_id: laporans.instansi_id,
  tanggal_penerimaan: laporans.tanggal_penerimaan,
  uraian: rincian_laporans.uraian,
  jenis_objek_id: rincian_laporans.jenis_objek_id,
  status_penerimaan: rincian_laporans.status_penerimaan,
  jumlah: rincian_laporans.jumlah,
  satuan: rincian_laporans.satuan,
  nilai_taksiran: rincian_laporans.nilai_taksiran,
  mata_uang_kode: rincian_laporans.mata_uang_kode,
  nilai_rupiah: rincian_laporans.nilai_rupiah,
};

/** The item list's WHERE: the reports' filters, the item's kind, and the search also over the item's description. */
function rincianWhere(q: AdminRincianQuery): SQL {
  const term = q.q?.trim();
  return and(
    isNull(rincian_laporans.deleted_at),
    filterCondition(q),
    term
      ? or(sql`lower(${rincian_laporans.uraian}) like ${containsPattern(term)}`, searchCondition(term))
      : undefined,
    q.jenis_objek_id ? eq(rincian_laporans.jenis_objek_id, q.jenis_objek_id) : undefined,
  ) as SQL;
}

function rincianSelect(db: Db, q: AdminRincianQuery) {
  const dir = direction(q.order);
  return db
    .select(rincianColumns)
    .from(rincian_laporans)
    .innerJoin(laporans, eq(laporans.id, rincian_laporans.laporan_id))
    .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(rincianWhere(q))
    .orderBy(dir(RINCIAN_SORT[q.sort]), dir(rincian_laporans.id));
}

/** `GET admin/rincian-laporans`: one page of every report item, with its report's number. */
export async function listAdminRincian(db: Db, q: AdminRincianQuery) {
  const [rows, [total]] = await Promise.all([
    rincianSelect(db, q)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(rincian_laporans)
      .innerJoin(laporans, eq(laporans.id, rincian_laporans.laporan_id))
      .where(rincianWhere(q)),
  ]);
  const objek = await cachedMasterNames(
    db,
    'jenis-objek',
    rows.map((r) => r.jenis_objek_id),
  );
  const items: AdminRincianRow[] = (await named(db, rows)).map(
    ({ jenis_objek_id, instansi_id: _, ...r }) => ({
      ...r,
      jenis_objek_nama: jenis_objek_id === null ? null : (objek.get(jenis_objek_id) ?? null),
    }),
  );
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** The whole filtered item list as SQL, for the streaming export. */
export function adminRincianExportSql(db: Db, q: AdminRincianQuery): SQL {
  const inst = instansi();
  const objek = jenisObjek();
  return sql`select r.nosig, r.status, r.pelapor_nama, ${masterColumn(inst, 'nama')} as instansi_nama,
      to_char(r.tanggal_penerimaan, 'DD-MM-YYYY') as tanggal_penerimaan, r.uraian,
      ${masterColumn(objek, 'nama')} as jenis_objek_nama, r.status_penerimaan, r.jumlah, r.satuan,
      r.nilai_taksiran::text as nilai_taksiran, r.mata_uang_kode, r.nilai_rupiah::text as nilai_rupiah
    from (${rincianSelect(db, q).getSQL()}) r
    left join ${inst} on ${inst.id} = r.instansi_id
    left join ${objek} on ${objek.id} = r.jenis_objek_id`;
}
