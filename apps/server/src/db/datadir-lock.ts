import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/** How long a lock left by a process that died without releasing it (kill -9, power loss) blocks the next start. */
const STALE_MS = 15_000;

/**
 * Claims the embedded database's directory for this process. PGlite keeps the database in the process's memory and
 * writes its files from there, so two processes on one directory (a second `npm start`) would overwrite each other's
 * files and corrupt it. The lock is a directory beside it (`<dir>.lock`) whose time the holder refreshes; a start waits
 * out a dead holder's lock (≤ 15 s) and refuses while a live one holds it. Returns the release.
 */
export async function lockDataDir(dir: string, opts: { waitMs?: number } = {}): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const waitMs = opts.waitMs ?? STALE_MS + 5_000;
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      update: STALE_MS / 3,
      realpath: false,
      retries: { retries: Math.ceil(waitMs / 1000), factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      // A lock that could not be refreshed (the disk, a frozen machine) is reported, not turned into a crash.
      onCompromised: (err) => console.error(`Lock of the data directory ${dir} compromised: ${err.message}`),
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `The embedded database in ${dir} is in use by another process (its lock ${dir}.lock is held). ` +
          'Stop that process first: one embedded database serves one process (set DATABASE_URL to share PostgreSQL).',
      );
    }
    throw err;
  }
}
