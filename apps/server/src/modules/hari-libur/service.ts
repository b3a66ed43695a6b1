import { addWorkingDays, countWorkingDays } from '@gratifikasi/domain';
import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { type Cached, cachedValue } from '../../platform/cache';

/**
 * The holiday dates of the hari-libur master (live rows only), in the one cache. A write through the master API
 * invalidates it at once in every process (see routes.ts).
 */
export function createHolidayCache(db: Db): Cached<ReadonlySet<string>> {
  return cachedValue(db, 'holidays', async () => {
    const table = masterTableOf('hari-libur');
    const rows = await db
      .select({ tanggal: masterColumn(table, 'tanggal') })
      .from(table)
      .where(isNull(masterColumn(table, 'deleted_at')));
    return new Set(rows.map((r) => String(r.tanggal)));
  });
}

export async function tambahHariKerja(holidays: Cached<ReadonlySet<string>>, dari: string, hari: number) {
  return { dari, hari, tanggal: addWorkingDays(dari, hari, await holidays.get()) };
}

export async function hitungHariKerja(holidays: Cached<ReadonlySet<string>>, dari: string, sampai: string) {
  return { dari, sampai, hari_kerja: countWorkingDays(dari, sampai, await holidays.get()) };
}
