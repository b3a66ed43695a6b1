import { masterByKey } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedDemoAccounts } from './demo';
import { seedReference } from './reference';
import { seedMasterReference } from './reference/index';

/** Reference data always; demo accounts unless switched off. Safe to run at every start. */
export async function seed(
  db: Db,
  opts: { demoSeed: boolean; demoPassword: string },
): Promise<{ demoCreated: number }> {
  await seedReference(db);
  await refreshStats(db, await seedMasterReference(db));
  const demoCreated = opts.demoSeed ? await seedDemoAccounts(db, opts.demoPassword) : 0;
  return { demoCreated };
}

/**
 * After a bulk first seed (thousands of kecamatan), the planner has no statistics and the trigram indexes hold
 * their rows in the GIN pending list until autovacuum comes by: searches then scan. VACUUM ANALYZE the masters
 * that just received many rows so the first requests already use the indexes.
 */
async function refreshStats(db: Db, inserted: Record<string, number>): Promise<void> {
  const tables = Object.entries(inserted)
    .filter(([, n]) => n >= 1000)
    .map(([key]) => masterByKey(key)?.table)
    .filter((t): t is string => t !== undefined);
  if (tables.length === 0) return;
  await db.execute(sql.raw(`vacuum (analyze) ${tables.map((t) => `"${t}"`).join(', ')}`));
}
