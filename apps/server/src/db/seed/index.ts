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
  await seedMasterReference(db);
  const demoCreated = opts.demoSeed ? await seedDemoAccounts(db, opts.demoPassword) : 0;
  return { demoCreated };
}
