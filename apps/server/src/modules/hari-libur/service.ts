import { addWorkingDays, countWorkingDays } from '@gratifikasi/domain';
import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { type Cached, cached } from '../../platform/cache';

/**
 * The holiday dates of the hari-libur master (live rows only). A write through the master API invalidates it
 * at once (see routes.ts); the TTL bounds how long another server process keeps a stale copy.
 */
export const HARI_LIBUR_TTL_MS = 60_000;

export function createHolidayCache(db: Db): Cached<ReadonlySet<string>> {
  return cached(async () => {
    const table = masterTableOf('hari-libur');
    const rows = await db
      .select({ tanggal: masterColumn(table, 'tanggal') })
      .from(table)
      .where(isNull(masterColumn(table, 'deleted_at')));
    return new Set(rows.map((r) => String(r.tanggal)));
  }, HARI_LIBUR_TTL_MS);
}

export async function tambahHariKerja(holidays: Cached<ReadonlySet<string>>, dari: string, hari: number) {
  return { dari, hari, tanggal: addWorkingDays(dari, hari, await holidays.get()) };
}

export async function hitungHariKerja(holidays: Cached<ReadonlySet<string>>, dari: string, sampai: string) {
  return { dari, sampai, hari_kerja: countWorkingDays(dari, sampai, await holidays.get()) };
}
