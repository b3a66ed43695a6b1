import type { Page, Pelapor } from '@gratifikasi/domain';
import { formatDate } from '@gratifikasi/domain';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pelapors } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import type { CellValue } from '../../platform/excel';
import { ADMIN_PELAPOR_ROLES, pelaporScope } from './access';
import type { PelaporListRouteQuery } from './schemas';
import { refTables, selectPelapors, toPelapor } from './view';

/** Exports stop here: a bigger list is filtered first. */
export const EXPORT_MAX_ROWS = 10_000;

const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE of a pelapor list: the caller's scope, live rows (admins may ask for deleted ones too), q and instansi. */
function listWhere(auth: AuthContext, query: PelaporListRouteQuery): SQL | undefined {
  const t = refTables();
  const isAdmin = auth.activeRole !== null && ADMIN_PELAPOR_ROLES.includes(auth.activeRole);
  const q = query.q?.trim();
  return and(
    pelaporScope(auth),
    isAdmin && query.with_deleted === '1' ? undefined : isNull(pelapors.deleted_at),
    query.instansi_id ? eq(pelapors.instansi_id, query.instansi_id) : undefined,
    q
      ? or(
          ilike(pelapors.nama, containsPattern(q)),
          ilike(pelapors.nik, containsPattern(q)),
          ilike(pelapors.email, containsPattern(q)),
          ilike(pelapors.jabatan, containsPattern(q)),
          ilike(t.instansi.nama, containsPattern(q)),
        )
      : undefined,
  );
}

function orderOf(query: PelaporListRouteQuery): SQL[] {
  const t = refTables();
  const columns = {
    nama: pelapors.nama,
    nik: pelapors.nik,
    instansi_nama: t.instansi.nama,
    created_at: pelapors.created_at,
    updated_at: pelapors.updated_at,
  } as const;
  const dir = query.order === 'desc' ? desc : asc;
  return [dir(columns[query.sort]), asc(pelapors.id)];
}

/** One page of the pelapors the caller may see (the route has already admitted the role). */
export async function listPelapors(
  db: Db,
  auth: AuthContext,
  query: PelaporListRouteQuery,
): Promise<Page<Pelapor>> {
  const t = refTables();
  const where = listWhere(auth, query);
  const [{ total }] = await db
    .select({ total: count() })
    .from(pelapors)
    .leftJoin(t.instansi.table, eq(t.instansi.table.id, pelapors.instansi_id))
    .where(where);
  const rows = await selectPelapors(db)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { items: rows.map(toPelapor), total, page: query.page, per_page: query.per_page };
}

export const EXPORT_HEADERS = [
  'Nama',
  'NIK',
  'Jenis Kelamin',
  'Tempat Lahir',
  'Tanggal Lahir',
  'Instansi',
  'Unit Kerja',
  'Sub Unit Kerja',
  'Jabatan',
  'Golongan',
  'Telepon',
  'Email',
  'Status',
] as const;

/** The whole filtered list as spreadsheet rows. */
export async function exportRows(
  db: Db,
  auth: AuthContext,
  query: PelaporListRouteQuery,
): Promise<CellValue[][]> {
  const { items } = await listPelapors(db, auth, { ...query, page: 1, per_page: EXPORT_MAX_ROWS });
  return items.map((p) => [
    p.nama,
    p.nik,
    p.jenis_kelamin === 'P' ? 'Perempuan' : p.jenis_kelamin === 'L' ? 'Laki-laki' : '',
    p.tempat_lahir,
    p.tanggal_lahir ? formatDate(p.tanggal_lahir) : '',
    p.instansi_nama,
    p.unit_kerja_nama,
    p.sub_unit_kerja_nama,
    p.jabatan,
    p.golongan,
    p.telepon,
    p.email,
    p.deleted_at ? 'Dihapus' : 'Aktif',
  ]);
}
