import { describe, expect, it } from 'vitest';
import { evaluateSession } from './session-timing';

const MIN = 60_000;
const now = 10_000 * MIN;

describe('evaluateSession', () => {
  it('uses the profile max_idle and session_alert_threshold', () => {
    const at = (idleMinutes: number) =>
      evaluateSession({
        now,
        lastUserActivity: now - idleMinutes * MIN,
        lastApiActivity: now - idleMinutes * MIN,
        tokenTime: now,
        maxIdleMinutes: 10,
        alertThresholdMinutes: 3,
      });
    expect(at(6.9).alertDue).toBe(false);
    expect(at(7)).toMatchObject({ alertDue: true, alertMinutes: 3, expired: false });
    expect(at(10).expired).toBe(false);
    expect(at(10.01).expired).toBe(true);
  });

  it('defaults to 60 minutes and a 30-minute alert', () => {
    const v = evaluateSession({
      now,
      lastUserActivity: now - 30 * MIN,
      lastApiActivity: null,
      tokenTime: now,
    });
    expect(v).toMatchObject({ alertDue: true, alertMinutes: 30, remainingUser: 30 * MIN });
  });

  it('is expired only when both user and API activity are too old', () => {
    const base = { now, tokenTime: now };
    expect(
      evaluateSession({ ...base, lastUserActivity: now - 61 * MIN, lastApiActivity: now - MIN }).expired,
    ).toBe(false);
    expect(
      evaluateSession({ ...base, lastUserActivity: now - MIN, lastApiActivity: now - 61 * MIN }).expired,
    ).toBe(false);
    expect(evaluateSession({ ...base, lastUserActivity: null, lastApiActivity: null }).expired).toBe(true);
  });

  it('marks the token due after 59 minutes or when its time is unknown', () => {
    const base = { now, lastUserActivity: now, lastApiActivity: now };
    expect(evaluateSession({ ...base, tokenTime: now - 59 * MIN }).tokenDue).toBe(false);
    expect(evaluateSession({ ...base, tokenTime: now - 59 * MIN - 1 }).tokenDue).toBe(true);
    expect(evaluateSession({ ...base, tokenTime: null }).tokenDue).toBe(true);
  });
});
