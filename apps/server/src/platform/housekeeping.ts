import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  access_tokens,
  captchas,
  jobs as jobRows,
  login_attempts,
  password_resets,
  refresh_tokens,
} from '../db/schema';
import type { Jobs } from './jobs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes rows that can no longer matter: captchas and tokens past their expiry (kept a day for forensics),
 * login attempts older than a day (the throttle window is minutes), finished jobs after a week and failed ones after
 * a month (never a job with a once key: its row is what keeps it once). Returns how many rows went.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  const deleted = await Promise.all([
    db.delete(captchas).where(lt(captchas.expires_at, dayAgo)).returning({ k: captchas.key }),
    db.delete(access_tokens).where(lt(access_tokens.expires_at, dayAgo)).returning({ k: access_tokens.id }),
    db
      .delete(refresh_tokens)
      .where(lt(refresh_tokens.expires_at, dayAgo))
      .returning({ k: refresh_tokens.id }),
    db
      .delete(password_resets)
      .where(lt(password_resets.expires_at, dayAgo))
      .returning({ k: password_resets.id }),
    db.delete(login_attempts).where(lt(login_attempts.created_at, dayAgo)).returning({ k: sql<number>`1` }),
    db
      .delete(jobRows)
      .where(
        and(
          isNull(jobRows.once_key),
          or(
            and(eq(jobRows.status, 'done'), lt(jobRows.finished_at, new Date(now.getTime() - 7 * DAY_MS))),
            and(eq(jobRows.status, 'failed'), lt(jobRows.finished_at, new Date(now.getTime() - 30 * DAY_MS))),
          ),
        ),
      )
      .returning({ k: jobRows.id }),
  ]);
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
}

/** The purge as a recurring job: hourly, once across every process (the queue's schedule). */
export async function scheduleHousekeeping(db: Db, jobs: Jobs): Promise<void> {
  jobs.register('housekeeping.purge', async () => {
    await purgeExpired(db);
  });
  await jobs.schedule('housekeeping.purge', '17 * * * *');
}
