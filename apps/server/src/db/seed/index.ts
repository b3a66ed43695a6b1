import { createHash } from 'node:crypto';
import { masterByKey } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seed_state } from '../schema';
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

export interface SeedOptions {
  demoSeed: boolean;
  demoPassword: string;
}

/**
 * What a complete seed at start depends on: the built server (its sources and packages), the year (the holiday
 * calendar seeds this year and the next) and the demo switch and password. Null without a build fingerprint (the
 * sources under tsx): every start seeds.
 */
export function seedFingerprint(build: string | null, opts: SeedOptions): string | null {
  if (!build) return null;
  return createHash('sha256')
    .update(
      [build, String(new Date().getFullYear()), opts.demoSeed ? 'demo' : 'no-demo', opts.demoPassword].join(
        '\0',
      ),
    )
    .digest('hex');
}

/** Whether the last complete seed had this fingerprint (then a start may skip seeding). */
export async function seedUpToDate(db: Db, fingerprint: string | null): Promise<boolean> {
  if (!fingerprint) return false;
  const [row] = await db.select().from(seed_state).where(eq(seed_state.id, 1));
  return row?.fingerprint === fingerprint;
}

/** Records a complete seed (every demo part included) under its fingerprint. */
export async function markSeeded(db: Db, fingerprint: string | null): Promise<void> {
  if (!fingerprint) return;
  await db
    .insert(seed_state)
    .values({ id: 1, fingerprint })
    .onConflictDoUpdate({ target: seed_state.id, set: { fingerprint, seeded_at: new Date() } });
}
