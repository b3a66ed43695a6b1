/** Spec §9 session constants. */
export const DEFAULT_MAX_IDLE_MINUTES = 60;
export const DEFAULT_ALERT_THRESHOLD_MINUTES = 30;
export const TOKEN_MAX_AGE_MS = 59 * 60_000;
/** How often the session is checked while authenticated. */
export const SESSION_CHECK_INTERVAL_MS = 10_000;

export const SESSION_ENDED_MESSAGE = 'Sesi anda telah berakhir, anda akan dialihkan ke halaman login.';

export interface SessionTimes {
  now: number;
  lastUserActivity: number | null;
  lastApiActivity: number | null;
  tokenTime: number | null;
  maxIdleMinutes?: number | null;
  alertThresholdMinutes?: number | null;
}

export interface SessionVerdict {
  /** ms left before user inactivity alone ends the session (−Infinity when never active). */
  remainingUser: number;
  remainingApi: number;
  /** Spec §4: expired only when BOTH remaining times are below 0. */
  expired: boolean;
  /** The remaining idle (user-activity) time has reached the alert threshold. */
  alertDue: boolean;
  /** Minutes the alert dialog announces. */
  alertMinutes: number;
  /** The access token is older than 59 minutes (or its time is unknown). */
  tokenDue: boolean;
}

function remaining(now: number, last: number | null, maxIdleMs: number): number {
  return last === null ? Number.NEGATIVE_INFINITY : maxIdleMs - (now - last);
}

/** Pure evaluation of the session clock (spec §4 "Session", §9). */
export function evaluateSession(t: SessionTimes): SessionVerdict {
  const maxIdleMs = (t.maxIdleMinutes || DEFAULT_MAX_IDLE_MINUTES) * 60_000;
  const thresholdMs = (t.alertThresholdMinutes || DEFAULT_ALERT_THRESHOLD_MINUTES) * 60_000;
  const remainingUser = remaining(t.now, t.lastUserActivity, maxIdleMs);
  const remainingApi = remaining(t.now, t.lastApiActivity, maxIdleMs);
  return {
    remainingUser,
    remainingApi,
    expired: remainingUser < 0 && remainingApi < 0,
    alertDue: remainingUser > 0 && remainingUser <= thresholdMs,
    alertMinutes: Math.max(1, Math.ceil(remainingUser / 60_000)),
    tokenDue: t.tokenTime === null || t.now - t.tokenTime > TOKEN_MAX_AGE_MS,
  };
}
