import {
  LAPORAN_TABS,
  type LaporanDashboard,
  reporterStatusLabel,
  STATUS_LAPORAN,
} from '@gratifikasi/domain';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporans } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/auth-context';
import { laporanScope, upgScopeOf } from '../access';
import { todayJakarta } from '../lookups';
import { countByStatus, countRows, listRows } from './list';

/** The dashboard figures of a reporter, data entry or UPG account: small, scoped like the lists. */
export async function laporanDashboard(db: Db, auth: AuthContext): Promise<LaporanDashboard> {
  const scope = laporanScope(auth);
  const overdue =
    upgScopeOf(auth) === null
      ? null
      : (and(
          scope,
          eq(laporans.status, STATUS_LAPORAN.DITERIMA_UPG),
          lt(laporans.batas_teruskan, todayJakarta()),
        ) as SQL);
  const [byStatus, terlambat, terlambatUpg, lewat, lewatItems] = await Promise.all([
    countByStatus(db, scope),
    countRows(db, and(scope, eq(laporans.is_terlambat, true)) as SQL),
    upgScopeOf(auth) === null
      ? Promise.resolve(0)
      : countRows(db, and(scope, eq(laporans.is_terlambat_upg, true)) as SQL),
    overdue ? countRows(db, overdue) : Promise.resolve(0),
    overdue
      ? listRows(
          db,
          overdue,
          { page: 1, per_page: 5, sort: 'id', order: 'asc' } as Parameters<typeof listRows>[2],
          5,
          0,
        )
      : Promise.resolve([]),
  ]);
  let total = 0;
  for (const n of byStatus.values()) total += n;
  return {
    tabs: LAPORAN_TABS.map((t) => ({
      key: t.key,
      label: t.label,
      count: t.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
    })),
    total,
    terlambat,
    terlambat_upg: terlambatUpg,
    lewat_batas_teruskan: lewat,
    // The dashboard is the reporter's side's (reporter, data entry, UPG): statuses in its words.
    lewat_batas_teruskan_items: lewatItems.map((r) => ({ ...r, status_nama: reporterStatusLabel(r.status) })),
  };
}
