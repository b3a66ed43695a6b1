import type { PermintaanListParams, StatusPermintaan } from '@gratifikasi/domain';
import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { laporans, pelapors, users, wf_instances } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { grupOf, type PermintaanConfig, permintaanScope } from './kind';

/** `%term%` for LIKE over the report's lower-cased search text, the term's own wildcards escaped. */
export const containsPattern = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of one kind's requests in the caller's reach (newest first), by status, searched by the report's number,
 * reporter or giver; with the count of each status for the tabs. A kind adds its own columns by the page's ids.
 */
export async function listPermintaan(
  db: Db,
  cfg: PermintaanConfig,
  auth: AuthContext,
  q: PermintaanListParams,
) {
  const t = cfg.table;
  const page = q.page;
  const perPage = q.per_page;
  const reach = and(
    permintaanScope(cfg, auth, await grupOf(db, auth.user.id)),
    q.q ? like(laporans.search_text, containsPattern(q.q)) : undefined,
  );
  const where = and(reach, q.status ? eq(t.status, q.status) : undefined);
  const rows = await db
    .select({
      id: t.id,
      laporan_id: t.laporan_id,
      nosig: laporans.nosig,
      pelapor_nama: pelapors.nama,
      laporan_step: laporans.step,
      alasan: t.alasan,
      status: t.status,
      step: wf_instances.step,
      pengaju: users.name,
      created_by: t.created_by,
      created_at: t.created_at,
      updated_at: t.updated_at,
    })
    .from(t)
    .innerJoin(laporans, eq(laporans.id, t.laporan_id))
    .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .leftJoin(users, eq(users.id, t.created_by))
    .leftJoin(wf_instances, and(eq(wf_instances.subject_type, cfg.type), eq(wf_instances.subject_id, t.id)))
    .where(where)
    .orderBy(desc(t.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const perStatus = await db
    .select({ status: t.status, n: count() })
    .from(t)
    .innerJoin(laporans, eq(laporans.id, t.laporan_id))
    .where(reach)
    .groupBy(t.status);
  const jumlah: Partial<Record<StatusPermintaan, number>> = {};
  for (const s of perStatus) jumlah[s.status as StatusPermintaan] = Number(s.n);
  const total = q.status
    ? (jumlah[q.status] ?? 0)
    : Object.values(jumlah).reduce((sum, n) => sum + (n ?? 0), 0);
  return {
    items: rows.map((r) => ({
      ...r,
      status: r.status as StatusPermintaan,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
    total,
    page,
    per_page: perPage,
    jumlah,
  };
}

/** The latest number of a report's letter of one kind that is not cancelled (a correlated subquery). */
export const nomorSurat = (jenis: 'SK' | 'SPSK', laporanId: PgColumn | SQL) =>
  sql<
    string | null
  >`(select n.nomor from laporan_nomor_surats n where n.laporan_id = ${laporanId} and n.jenis = ${jenis} and n.dibatalkan_at is null order by n.id desc limit 1)`;
