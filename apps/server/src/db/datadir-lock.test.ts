import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './datadir-lock';

const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'gratifikasi-lock-'));
  dirs.push(d);
  return join(d, 'pg');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('lockDataDir: one process per embedded database', () => {
  it('refuses a second holder while the first holds it, and lets the next one in once released', async () => {
    const dir = fresh();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir, { waitMs: 1000 })).rejects.toThrow(/in use by another process/);
    await release();
    const again = await lockDataDir(dir, { waitMs: 0 });
    await again();
  });

  it('takes over the lock a killed process left behind once it is stale', async () => {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    // What kill -9 leaves: the lock directory, no longer refreshed.
    mkdirSync(`${dir}.lock`);
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, old, old);
    const release = await lockDataDir(dir, { waitMs: 0 });
    await release();
  });
});
