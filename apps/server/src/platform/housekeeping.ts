import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  access_tokens,
  captchas,
  jobs as jobRows,
  login_throttles,
  password_resets,
  refresh_tokens,
} from '../db/schema';
import { purgeIdempotencyKeys } from './idempotency';
import type { Jobs } from './jobs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes rows that can no longer matter: captchas and tokens past their expiry (kept a day for forensics),
 * login throttle counters whose window has closed, idempotency keys after a day, finished jobs after a week and
 * failed ones after a month (never a job with a once key: its row is what keeps it once). Returns how many rows
 * went. Also forgets the sealed successor pair of refresh tokens rotated more than an hour ago (the grace window is
 * seconds).
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
    db
      .delete(login_throttles)
      .where(lt(login_throttles.expires_at, now))
      .returning({ k: login_throttles.key }),
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
  const keys = await purgeIdempotencyKeys(db, now);
  await db
    .update(refresh_tokens)
    .set({ successor: null })
    .where(
      and(isNotNull(refresh_tokens.successor), lt(refresh_tokens.used_at, new Date(now.getTime() - HOUR_MS))),
    );
  return deleted.reduce((sum, rows) => sum + rows.length, keys);
}

/** The purge as a recurring job: hourly, once across every process (the queue's schedule). */
export async function scheduleHousekeeping(db: Db, jobs: Jobs): Promise<void> {
  jobs.register('housekeeping.purge', async () => {
    await purgeExpired(db);
  });
  await jobs.schedule('housekeeping.purge', '17 * * * *');
}
