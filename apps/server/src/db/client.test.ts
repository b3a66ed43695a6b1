import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { rowsOf } from './rows';

const sharedBuffers = async (database: ReturnType<typeof openPglite>) =>
  rowsOf<{ v: string }>(await database.db.execute(sql`select current_setting('shared_buffers') v`))[0]?.v;

// Issue 29 "Start": PostgreSQL zeroes its shared buffers at every start, in WebAssembly on PGlite (~3 ms a megabyte
// on this kind of machine): the embedded database keeps them small.
describe('PGlite', () => {
  it('starts with 32 MB of shared buffers on a data directory and 8 MB in memory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-'));
    const onDisk = openPglite(dir);
    const inMemory = openPglite();
    try {
      expect(await sharedBuffers(onDisk)).toBe('32MB');
      expect(await sharedBuffers(inMemory)).toBe('8MB');
    } finally {
      await onDisk.close();
      await inMemory.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
