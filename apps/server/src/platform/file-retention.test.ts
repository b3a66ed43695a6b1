import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, job_schedules, jobs as jobRows, media } from '../db/schema';
import { createTestApp, type TestApp, TINY_PNG } from '../test/app';
import { purgeDeletedMedia, sweepStaged } from './file-retention';
import { type FileStorage, localStorage, storeFile } from './files';

let t: TestApp;
let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gratifikasi-retention-'));
  storage = localStorage(root);
  t = await createTestApp({}, { files: storage });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
const accept = { accept: ['image'] as const, maxBytes: 1024 * 1024, createdBy: null };
const store = () =>
  t.database.db.transaction((tx) => storeFile(tx, storage, { bytes: TINY_PNG, filename: 'a.png' }, accept));
const finalFile = (key: string) => join(root, key);
const stagedFile = (key: string) => join(root, 'tmp', key);
/** Ages a staged file by two hours (the sweep leaves younger ones: their transaction may still be open). */
const age = (key: string) => {
  const then = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(stagedFile(key), then, then);
};

describe('uploads and their transaction', () => {
  it('promotes a committed upload to its key once the transaction has committed', async () => {
    const row = await store();
    // Until the promotion job runs, the bytes are staged (and still readable).
    expect(existsSync(stagedFile(row.storage_key))).toBe(true);
    expect(existsSync(finalFile(row.storage_key))).toBe(false);
    await storage.open(row.storage_key).then((s) => s.destroy());
    await t.app.ctx.jobs.drain();
    expect(existsSync(finalFile(row.storage_key))).toBe(true);
    expect(existsSync(stagedFile(row.storage_key))).toBe(false);
  });

  it('has the sweep promote a committed upload whose promotion never ran', async () => {
    const row = await store();
    await t.database.db.delete(jobRows).where(eq(jobRows.name, 'files.promote'));
    age(row.storage_key);
    expect(await sweepStaged(t.database.db, storage)).toBe(0);
    expect(existsSync(finalFile(row.storage_key))).toBe(true);
  });

  it('leaves no file for an upload whose transaction rolled back, once the sweep has run', async () => {
    let key = '';
    await t.database.db
      .transaction(async (tx) => {
        key = (await storeFile(tx, storage, { bytes: TINY_PNG, filename: 'b.png' }, accept)).storage_key;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(existsSync(finalFile(key))).toBe(false);
    // A young staged file is left alone; an hour-old one goes.
    expect(await sweepStaged(t.database.db, storage)).toBe(0);
    expect(existsSync(stagedFile(key))).toBe(true);
    age(key);
    expect(await sweepStaged(t.database.db, storage)).toBe(1);
    expect(existsSync(stagedFile(key))).toBe(false);
  });
});

describe('retention of soft-deleted files', () => {
  it('purges files deleted longer ago than the retention, with an audit row each, and keeps the rest', async () => {
    const db = t.database.db;
    const old = await store();
    const recent = await store();
    const live = await store();
    await t.app.ctx.jobs.drain();
    await db
      .update(media)
      .set({ deleted_at: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(media.id, old.id));
    await db
      .update(media)
      .set({ deleted_at: new Date(Date.now() - 5 * DAY_MS) })
      .where(eq(media.id, recent.id));

    expect(await purgeDeletedMedia(db, storage, 30)).toBe(1);
    expect(existsSync(finalFile(old.storage_key))).toBe(false);
    expect(existsSync(finalFile(recent.storage_key))).toBe(true);
    expect(existsSync(finalFile(live.storage_key))).toBe(true);
    const left = await db.select({ id: media.id }).from(media);
    expect(left.map((r) => r.id)).not.toContain(old.id);
    expect(left.map((r) => r.id)).toEqual(expect.arrayContaining([recent.id, live.id]));
    const [entry] = await db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'purge'), eq(audit_logs.entity_id, String(old.id))));
    expect(entry).toMatchObject({ entity: 'media', user_id: null, ip: null });
    expect(entry.before).toMatchObject({ original_name: 'a.png', sha256: old.sha256 });

    // A shorter retention reaches the recent one too.
    expect(await purgeDeletedMedia(db, storage, 1)).toBe(1);
    expect(existsSync(finalFile(recent.storage_key))).toBe(false);
  });

  it('runs daily as a schedule of the app (MEDIA_RETENTION_DAYS)', async () => {
    const db = t.database.db;
    const [schedule] = await db
      .select()
      .from(job_schedules)
      .where(eq(job_schedules.name, 'media.purge-deleted'));
    expect(schedule.cron).toBe('30 2 * * *');
    const row = await store();
    await t.app.ctx.jobs.drain();
    await db
      .update(media)
      .set({ deleted_at: new Date(Date.now() - (t.app.ctx.config.mediaRetentionDays + 1) * DAY_MS) })
      .where(eq(media.id, row.id));
    await t.app.ctx.jobs.drain({ until: new Date(schedule.next_run_at.getTime() + 1000), schedules: true });
    expect(await db.select().from(media).where(eq(media.id, row.id))).toEqual([]);
    await expect(storage.open(row.storage_key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
