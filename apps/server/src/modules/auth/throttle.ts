import { AppError } from '../../platform/errors';
import type { Settings } from '../../platform/settings';
import { type ThrottleKind, type ThrottleStore, throttleKey } from './throttle-store';

type Throttle = Settings['login_throttle'];

/** The ceiling of each kind of counter: a username from one IP, a username from anywhere, one IP. */
export function throttleLimit(kind: ThrottleKind, throttle: Throttle): number {
  if (kind === 'pair') return throttle.max;
  return kind === 'user' ? throttle.user_max : throttle.ip_max;
}

/** A login attempt that holds one place in each of its counters until it knows whether the password was right. */
export interface LoginAttempt {
  /** The password was right: the attempt gives its own place back (it never erases others' failures). */
  succeeded(): Promise<void>;
}

/**
 * Records the attempt first (one atomic increment per counter), then decides: an attempt whose increment takes a
 * counter past its ceiling is refused with 429 and gives its places back, so at most `max` attempts of a pair are
 * ever checked against the password in one window, however many arrive at once. A wrong password keeps its place
 * (that is the recorded failure); a right one gives its place back and leaves the rest as they are.
 */
export async function startLoginAttempt(
  store: ThrottleStore,
  username: string,
  ip: string,
  throttle: Throttle,
): Promise<LoginAttempt> {
  const kinds: ThrottleKind[] = ['pair', 'user', 'ip'];
  const keys = kinds.map((kind) => throttleKey(kind, username, ip));
  const counts = await store.hit(keys, throttle.window_minutes * 60_000);
  const blocked = counts.filter((c, i) => c.count > throttleLimit(kinds[i], throttle));
  if (blocked.length > 0) {
    await store.undo(keys);
    const until = Math.max(...blocked.map((c) => c.expires_at.getTime()));
    const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
    throw new AppError(
      'LOGIN_THROTTLED',
      `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${minutes} menit.`,
    );
  }
  return { succeeded: () => store.undo(keys) };
}
