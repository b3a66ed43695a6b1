import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, job_schedules, jobs, login_throttles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { purgeExpired } from './housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('deletes captchas more than a day past and closed login throttle windows, and keeps the rest', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 2 * 86_400_000);
    await db.insert(captchas).values([
      { key: '00000000-0000-4000-8000-000000000001', answer_hash: 'x', expires_at: old },
      {
        key: '00000000-0000-4000-8000-000000000002',
        answer_hash: 'x',
        expires_at: new Date(Date.now() + 60_000),
      },
    ]);
    await db.insert(login_throttles).values([
      { key: 'ip|1.1.1.1', kind: 'ip', ip: '1.1.1.1', count: 3, expires_at: new Date(Date.now() - 1000) },
      { key: 'ip|1.1.1.2', kind: 'ip', ip: '1.1.1.2', count: 3, expires_at: new Date(Date.now() + 60_000) },
    ]);
    expect(await purgeExpired(db)).toBe(2);
    expect((await db.select({ n: count() }).from(captchas))[0].n).toBe(1);
    expect((await db.select({ n: count() }).from(login_throttles))[0].n).toBe(1);
  });

  it('deletes finished jobs after a week and failed ones after a month, never a job with a once key', async () => {
    const db = t.database.db;
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const rows = await db
      .insert(jobs)
      .values([
        { name: 'uji', status: 'done', finished_at: days(8) },
        { name: 'uji', status: 'done', finished_at: days(2) },
        { name: 'uji', status: 'failed', finished_at: days(8) },
        { name: 'uji', status: 'failed', finished_at: days(31) },
        { name: 'uji', status: 'done', finished_at: days(60), once_key: 'sekali' },
      ])
      .returning({ id: jobs.id });
    expect(await purgeExpired(db)).toBe(2);
    const left = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, 'uji')).orderBy(jobs.id);
    expect(left.map((r) => r.id)).toEqual([rows[1].id, rows[2].id, rows[4].id]);
  });

  it('runs hourly as a schedule of the queue', async () => {
    const [s] = await t.database.db
      .select()
      .from(job_schedules)
      .where(eq(job_schedules.name, 'housekeeping.purge'));
    expect(s.cron).toBe('17 * * * *');
  });
});
