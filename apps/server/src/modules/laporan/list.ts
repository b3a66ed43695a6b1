import {
  LAPORAN_TABS,
  type LaporanListItem,
  type laporanListQuerySchema,
  STATUS_LAPORAN,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { laporans, pelapors } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import type { AuthContext } from '../../platform/auth-context';
import { laporanScope } from './access';

export type LaporanListQuery = z.output<typeof laporanListQuerySchema>;

/** `%term%` for ILIKE with the term's own wildcards escaped (search_text is lower-case). */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The statuses of a tab (unknown tab: none). */
export function tabStatuses(key: string): readonly string[] {
  return LAPORAN_TABS.find((t) => t.key === key)?.statuses ?? [];
}

/** The WHERE of a list: the caller's scope and every filter but the tab (tabbed counts group over it). */
export function listFilters(auth: AuthContext, q: LaporanListQuery): SQL {
  const statuses = q.status
    ? q.status
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  return and(
    laporanScope(auth),
    q.q ? ilike(laporans.search_text, containsPattern(q.q)) : undefined,
    statuses.length === 1 ? eq(laporans.status, statuses[0] ?? '') : undefined,
    statuses.length > 1 ? inArray(laporans.status, statuses) : undefined,
    q.kanal ? eq(laporans.kanal, q.kanal) : undefined,
    q.instansi_id ? eq(laporans.instansi_id, q.instansi_id) : undefined,
    q.pelapor_id ? eq(laporans.pelapor_id, q.pelapor_id) : undefined,
    q.jenis_peristiwa_id ? eq(laporans.jenis_peristiwa_id, q.jenis_peristiwa_id) : undefined,
    q.tahun ? gte(laporans.tanggal_lapor, `${q.tahun}-01-01`) : undefined,
    q.tahun ? lte(laporans.tanggal_lapor, `${q.tahun}-12-31`) : undefined,
    q.tanggal_awal ? gte(laporans.tanggal_lapor, q.tanggal_awal) : undefined,
    q.tanggal_akhir ? lte(laporans.tanggal_lapor, q.tanggal_akhir) : undefined,
    q.terlambat ? eq(laporans.is_terlambat, q.terlambat === '1') : undefined,
  ) as SQL;
}

const SORT_COLUMNS = {
  id: laporans.id,
  nosig: laporans.nosig,
  tanggal_penerimaan: laporans.tanggal_penerimaan,
  tanggal_lapor: laporans.tanggal_lapor,
  submitted_at: laporans.submitted_at,
  total_nilai: laporans.total_nilai,
  created_at: laporans.created_at,
} as const;

function orderOf(q: LaporanListQuery): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[q.sort] ?? laporans.id;
  return column === laporans.id ? [dir(laporans.id)] : [dir(column), dir(laporans.id)];
}

/** One page of rows: one statement joining only what a row shows. */
export async function listRows(
  db: Db,
  where: SQL,
  q: LaporanListQuery,
  limit: number,
  offset: number,
): Promise<LaporanListItem[]> {
  const instansi = masterTableOf('instansi');
  const peristiwa = masterTableOf('jenis-peristiwa');
  const status = masterTableOf('status-laporan');
  const rows = await db
    .select({
      id: laporans.id,
      nosig: laporans.nosig,
      status: laporans.status,
      status_nama: masterColumn(status, 'nama'),
      kanal: laporans.kanal,
      pelapor_id: laporans.pelapor_id,
      pelapor_nama: pelapors.nama,
      instansi_nama: masterColumn(instansi, 'nama'),
      jenis_peristiwa_nama: masterColumn(peristiwa, 'nama'),
      nama_pemberi: laporans.nama_pemberi,
      tanggal_penerimaan: laporans.tanggal_penerimaan,
      tanggal_lapor: laporans.tanggal_lapor,
      batas_lapor: laporans.batas_lapor,
      is_terlambat: laporans.is_terlambat,
      batas_teruskan: laporans.batas_teruskan,
      total_nilai: laporans.total_nilai,
      submitted_at: laporans.submitted_at,
      created_at: laporans.created_at,
    })
    .from(laporans)
    .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .leftJoin(instansi, eq(instansi.id, laporans.instansi_id))
    .leftJoin(peristiwa, eq(peristiwa.id, laporans.jenis_peristiwa_id))
    .leftJoin(
      status,
      and(eq(masterColumn(status, 'kode'), laporans.status), sql`${status.deleted_at} is null`),
    )
    .where(where)
    .orderBy(...orderOf(q))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r,
    kanal: r.kanal as LaporanListItem['kanal'],
    status_nama: r.status_nama === null ? r.status : String(r.status_nama),
    instansi_nama: r.instansi_nama === null ? null : String(r.instansi_nama),
    jenis_peristiwa_nama: r.jenis_peristiwa_nama === null ? null : String(r.jenis_peristiwa_nama),
    submitted_at: r.submitted_at ? r.submitted_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  }));
}

/** How many rows match (the pages' total). */
export async function countRows(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(laporans).where(where);
  return row?.n ?? 0;
}

export interface LaporanPage {
  items: LaporanListItem[];
  total: number;
  page: number;
  per_page: number;
}

/** A list page: scope + filters (+ the tab's statuses when a tab is chosen). */
export async function listLaporan(db: Db, auth: AuthContext, q: LaporanListQuery): Promise<LaporanPage> {
  const where = and(
    listFilters(auth, q),
    q.tab ? inArray(laporans.status, [...tabStatuses(q.tab)]) : undefined,
  ) as SQL;
  const offset = (q.page - 1) * q.per_page;
  const [items, total] = await Promise.all([
    listRows(db, where, q, q.per_page, offset),
    countRows(db, where),
  ]);
  return { items, total, page: q.page, per_page: q.per_page };
}

/** Counts per status under the scope and filters: one grouped query. */
export async function countByStatus(db: Db, where: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: laporans.status, n: count() })
    .from(laporans)
    .where(where)
    .groupBy(laporans.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** The default tab of a role: where its work is. */
export function defaultTab(auth: AuthContext): string {
  if (auth.activeRole === 'upg') return 'UPG';
  if (auth.activeRole === 'individu' || auth.activeRole === 'data_entry') return 'DRAFT';
  return 'TERKIRIM';
}

/** `GET laporan/tabbed`: the count of every tab (one grouped query) and the chosen tab's page. */
export async function tabbedLaporan(db: Db, auth: AuthContext, q: LaporanListQuery) {
  const tab = q.tab ?? defaultTab(auth);
  const filters = listFilters(auth, q);
  const byStatus = await countByStatus(db, filters);
  const tabs = LAPORAN_TABS.map((t) => ({
    key: t.key,
    label: t.label,
    count: t.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
  }));
  const where = and(filters, inArray(laporans.status, [...tabStatuses(tab)])) as SQL;
  const offset = (q.page - 1) * q.per_page;
  const items = await listRows(db, where, q, q.per_page, offset);
  const total = tabs.find((t) => t.key === tab)?.count ?? 0;
  return { tabs, tab, items, total, page: q.page, per_page: q.per_page };
}
