import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job_schedules, jobs as jobRows } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createJobs, type Jobs } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (days: number) => new Date(Date.now() + days * 86_400_000);
const rowOf = async (id: number | null) =>
  (
    await t.database.db
      .select()
      .from(jobRows)
      .where(eq(jobRows.id, id ?? -1))
  )[0];

/** A queue of its own, with a handler that records its payloads (and fails while `fail` says so). */
function queue(name: string, fail: (n: number) => boolean = () => false) {
  const jobs = createJobs(t.database.db, t.app.log, { concurrency: 3 });
  const seen: unknown[] = [];
  let calls = 0;
  jobs.register(name, async (payload) => {
    calls++;
    if (fail(calls)) throw new Error(`gagal ${calls}`);
    seen.push(payload);
  });
  return { jobs, seen, calls: () => calls };
}

describe('durable jobs', () => {
  it('runs a job enqueued in a transaction only when that transaction commits', async () => {
    const { jobs, seen } = queue('uji.tx');
    await t.database.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, 'uji.tx', { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const id = await t.database.db.transaction((tx) => jobs.enqueue(tx, 'uji.tx', { n: 2 }));
    await jobs.drain();
    expect(seen).toEqual([{ n: 2 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });

  it('retries a failing job with a growing backoff, then succeeds', async () => {
    const { jobs, seen, calls } = queue('uji.retry', (n) => n <= 2);
    const id = await jobs.enqueue(t.database.db, 'uji.retry', 'x', { backoffSeconds: 60 });
    let before = Date.now();
    await jobs.drain();
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'gagal 1' });
    expect(first.run_after.getTime() - before).toBeGreaterThanOrEqual(60_000);
    await jobs.drain({ until: new Date(first.run_after.getTime() - 1000) });
    expect(calls()).toBe(1);

    before = Date.now();
    await jobs.drain({ until: first.run_after });
    const second = await rowOf(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    // 60 s, then 120 s.
    expect(second.run_after.getTime() - before).toBeGreaterThanOrEqual(120_000);

    await jobs.drain({ until: later(1) });
    expect(seen).toEqual(['x']);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
  });

  it('marks a job failed once its attempts are spent', async () => {
    const { jobs, calls } = queue('uji.gagal', () => true);
    const id = await jobs.enqueue(t.database.db, 'uji.gagal', null, { maxAttempts: 3 });
    await jobs.drain({ until: later(1) });
    expect(calls()).toBe(3);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'gagal 3' });
    expect(row.finished_at).toBeInstanceOf(Date);
  });

  it('waits for a delayed job', async () => {
    const { jobs, seen } = queue('uji.tunda');
    await jobs.enqueue(t.database.db, 'uji.tunda', 1, { runAfter: later(2) });
    await jobs.drain({ until: later(1) });
    expect(seen).toEqual([]);
    await jobs.drain({ until: later(3) });
    expect(seen).toEqual([1]);
  });

  it('keeps one live job per singleton key, and one job ever per once key', async () => {
    const { jobs, seen } = queue('uji.kunci');
    const db = t.database.db;
    expect(await jobs.enqueue(db, 'uji.kunci', 'a', { singletonKey: 'k' })).not.toBeNull();
    expect(await jobs.enqueue(db, 'uji.kunci', 'b', { singletonKey: 'k' })).toBeNull();
    await jobs.drain();
    expect(await jobs.enqueue(db, 'uji.kunci', 'c', { singletonKey: 'k' })).not.toBeNull();
    expect(await jobs.enqueue(db, 'uji.kunci', 'd', { onceKey: 'sekali' })).not.toBeNull();
    await jobs.drain();
    expect(await jobs.enqueue(db, 'uji.kunci', 'e', { onceKey: 'sekali' })).toBeNull();
    await jobs.drain();
    // c and d are due together and may run side by side: what counts is that b and e never ran.
    expect(seen[0]).toBe('a');
    expect(seen.slice(1).sort()).toEqual(['c', 'd']);
  });

  it('claims again a job whose process died while running it', async () => {
    const { jobs, seen } = queue('uji.mati');
    const id = await jobs.enqueue(t.database.db, 'uji.mati', 'lagi');
    // As a crashed process leaves it: claimed, its claim expired.
    await t.database.db
      .update(jobRows)
      .set({ status: 'running', attempts: 1, locked_until: new Date(Date.now() - 1000) })
      .where(eq(jobRows.id, id ?? -1));
    await jobs.drain();
    expect(seen).toEqual(['lagi']);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each job once when several workers drain the same table', async () => {
    const workers: Jobs[] = [];
    const runs = new Map<number, number>();
    for (let w = 0; w < 3; w++) {
      const jobs = createJobs(t.database.db, t.app.log, { concurrency: 2 });
      jobs.register('uji.banyak', async (payload) => {
        runs.set(payload as number, (runs.get(payload as number) ?? 0) + 1);
      });
      workers.push(jobs);
    }
    for (let n = 0; n < 30; n++) await workers[0].enqueue(t.database.db, 'uji.banyak', n);
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('enqueues a schedule once per occurrence, whichever process fires it', async () => {
    const a = queue('uji.jadwal');
    const b = queue('uji.jadwal');
    await a.jobs.schedule('uji.jadwal', '0 3 * * *');
    await b.jobs.schedule('uji.jadwal', '0 3 * * *');
    const [s] = await t.database.db.select().from(job_schedules).where(eq(job_schedules.name, 'uji.jadwal'));
    expect(s.next_run_at.getUTCHours()).toBe(20); // 03:00 Asia/Jakarta
    const at = new Date(s.next_run_at.getTime() + 60_000);
    await Promise.all([
      a.jobs.drain({ until: at, schedules: true }),
      b.jobs.drain({ until: at, schedules: true }),
    ]);
    expect(a.seen.length + b.seen.length).toBe(1);
    const [after] = await t.database.db
      .select()
      .from(job_schedules)
      .where(eq(job_schedules.name, 'uji.jadwal'));
    expect(after.next_run_at.getTime() - s.next_run_at.getTime()).toBe(86_400_000);
  });

  it('polls once started and stops cleanly', async () => {
    const { jobs, seen } = queue('uji.poll');
    jobs.start();
    await jobs.enqueue(t.database.db, 'uji.poll', 'jalan');
    await expect.poll(() => seen.length).toBe(1);
    await jobs.stop();
    await jobs.enqueue(t.database.db, 'uji.poll', 'berhenti');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(['jalan']);
  });
});
