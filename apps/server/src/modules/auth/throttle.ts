import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { login_attempts } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Settings } from '../../platform/settings';

/** 429 once `max` failed logins for this username OR from this IP fall inside the window. */
export async function assertNotThrottled(
  db: Db,
  username: string,
  ip: string,
  throttle: Settings['login_throttle'],
): Promise<void> {
  const since = new Date(Date.now() - throttle.window_minutes * 60_000);
  const [counts] = await db
    .select({
      by_user: sql<number>`count(*) filter (where ${login_attempts.username} = ${username})`.mapWith(Number),
      by_ip: sql<number>`count(*) filter (where ${login_attempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(login_attempts)
    .where(
      and(
        eq(login_attempts.success, false),
        gt(login_attempts.created_at, since),
        or(eq(login_attempts.username, username), eq(login_attempts.ip, ip)),
      ),
    );
  if (counts.by_user >= throttle.max || counts.by_ip >= throttle.max) {
    throw new AppError(
      'LOGIN_THROTTLED',
      `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${throttle.window_minutes} menit.`,
    );
  }
}

export async function recordFailedLogin(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(login_attempts).values({ username, ip, success: false });
}

/** A successful login clears that username's failures (not the IP's: one good account must not unlock an IP). */
export async function clearFailedLogins(db: Db, username: string): Promise<void> {
  await db
    .delete(login_attempts)
    .where(and(eq(login_attempts.username, username), eq(login_attempts.success, false)));
}
