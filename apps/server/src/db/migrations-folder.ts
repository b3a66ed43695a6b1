import { join } from 'node:path';
import { repoRoot } from '../config';

/** The committed migrations, from the repository root: the built server (dist/main.mjs) runs from another folder. */
export const migrationsFolder = join(repoRoot, 'apps/server/src/db/migrations');
