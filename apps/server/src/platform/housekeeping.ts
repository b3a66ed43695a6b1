import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { access_tokens, captchas, login_throttles, password_resets, refresh_tokens } from '../db/schema';
import { purgeIdempotencyKeys } from './idempotency';
import type { Jobs } from './jobs';

const HOUR_MS = 3_600_000;

/**
 * Deletes rows that can no longer matter: captchas and tokens past their expiry (kept a day for forensics),
 * login throttle counters whose window has closed. Returns how many rows went. Also forgets the sealed successor
 * pair of refresh tokens rotated more than an hour ago (the grace window is seconds).
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

/** Runs the purge through the jobs queue once an hour; the timer never keeps the process alive. */
export function scheduleHousekeeping(db: Db, jobs: Jobs): () => void {
  jobs.register('housekeeping.purge', async () => {
    await purgeExpired(db);
  });
  const timer = setInterval(() => jobs.enqueue('housekeeping.purge', null), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
