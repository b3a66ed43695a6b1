import { describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { SESSION_ENDED_MESSAGE, session } from './session';
import { json, profileFixture, type StubHandler, sessionKeys } from './testing/fetch-stub';
import { setupPlatformTestEnv } from './testing/platform-test';
import { lastIssuedAccessToken, refreshCalls, sessionRoutes, startSignedIn } from './testing/session-routes';
import { platformUi } from './ui-state';

const toasts = setupPlatformTestEnv();
const MIN = 60_000;

describe('periodic check', () => {
  it('shows the alert exactly when the remaining idle time reaches the threshold', async () => {
    sessionRoutes();
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(30 * MIN - 1);
    expect(platformUi.get().sessionAlertMinutes).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(platformUi.get().sessionAlertMinutes).toBe(30);
  });

  it("'Ya' refreshes the token, records activity and closes the alert", async () => {
    const calls = sessionRoutes();
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(30 * MIN);
    await session.continueSession();
    expect(platformUi.get().sessionAlertMinutes).toBeNull();
    expect(refreshCalls(calls)).toBe(1);
    expect(localStorage.getItem('s_last_user_activity')).toBe(String(Date.now()));
    // A new idle stretch starts: no alert again before the threshold.
    await vi.advanceTimersByTimeAsync(29 * MIN);
    expect(platformUi.get().sessionAlertMinutes).toBeNull();
  });

  it('logs out with the session-ended message once max_idle has passed', async () => {
    sessionRoutes();
    await startSignedIn();
    const reasons: (string | undefined)[] = [];
    session.onLogout((r) => reasons.push(r));
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(session.getState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.getState().status).toBe('guest');
    expect(platformUi.get().sessionEnded).toBe(SESSION_ENDED_MESSAGE);
    expect(platformUi.get().sessionAlertMinutes).toBeNull();
    expect(reasons).toEqual([SESSION_ENDED_MESSAGE]);
    expect(sessionKeys()).toEqual([]);
  });

  it('keeps the session while API activity is recent, since expiry needs both times past max_idle', async () => {
    sessionRoutes({ 'GET notifikasi': () => json({ data: [] }) });
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(50 * MIN);
    await api.get('notifikasi');
    await vi.advanceTimersByTimeAsync(15 * MIN);
    expect(session.getState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(46 * MIN);
    expect(session.getState().status).toBe('guest');
  });

  it('refreshes the token once it is older than 59 minutes, without counting as activity', async () => {
    const calls = sessionRoutes();
    await startSignedIn();
    const before = localStorage.getItem('s_last_api_activity');
    await vi.advanceTimersByTimeAsync(59 * MIN);
    expect(refreshCalls(calls)).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshCalls(calls)).toBe(1);
    expect(localStorage.getItem('s_access_token')).toBe(lastIssuedAccessToken());
    expect(localStorage.getItem('s_token_time')).toBe(String(Date.now()));
    expect(localStorage.getItem('s_last_api_activity')).toBe(before);
  });
});

describe('refresh', () => {
  it('is due on the next activity after idling', async () => {
    const calls = sessionRoutes();
    await startSignedIn();
    session.markIdle();
    expect(localStorage.getItem('s_idle')).toBe('true');
    expect(localStorage.getItem('s_need_refresh')).toBe('true');
    session.touch();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls(calls)).toBe(1);
    expect(localStorage.getItem('s_idle')).toBe('false');
    expect(localStorage.getItem('s_need_refresh')).toBe('false');
  });

  it.each([
    [
      'a refused refresh token',
      { 'POST auth/refresh': () => json({ message: 'x', errors: null, data: null }, 401) },
      'Token tidak valid, Silahkan melakukan login',
    ],
    ['no access token back', { 'POST auth/refresh': () => json({ data: {} }) }, 'Refresh token gagal'],
    [
      'a server failure',
      { 'POST auth/refresh': () => json({ message: 'x', errors: null, data: null }, 500) },
      'Refresh token gagal',
    ],
    [
      'a failed profile fetch',
      { 'GET my-profile': () => json({ message: 'x', errors: null, data: null }, 500) },
      'Update profile gagal',
    ],
    [
      'a profile with errors',
      { 'GET my-profile': () => json({ data: null, errors: { id: ['x'] } }) },
      'Profile tidak valid',
    ],
  ] as [string, Record<string, StubHandler>, string][])(
    'ends the session on %s',
    async (_, routes, message) => {
      sessionRoutes(routes);
      await startSignedIn();
      await session.refresh();
      expect(platformUi.get().sessionEnded).toBe(message);
      expect(session.getState().status).toBe('guest');
      expect(sessionKeys()).toEqual([]);
      expect(toasts).toHaveLength(0);
    },
  );

  it('runs one refresh at a time', async () => {
    const calls = sessionRoutes();
    await startSignedIn();
    await Promise.all([session.refresh(), session.refresh()]);
    expect(refreshCalls(calls)).toBe(1);
  });
});

describe('races and other tabs', () => {
  it('retries a call answered 401 while its token was being rotated, instead of logging out', async () => {
    const calls = sessionRoutes({
      'GET laporan': (c) => {
        if (c.headers.Authorization === 'Bearer access-1') {
          void session.refresh();
          return json({ message: 'Token Expired', errors: null, data: null }, 401);
        }
        return json({ data: 'ok' });
      },
    });
    await startSignedIn();
    await expect(api.get('laporan')).resolves.toEqual({ data: 'ok' });
    expect(calls.filter((c) => c.url === '/api/laporan').at(-1)?.headers.Authorization).toBe(
      `Bearer ${lastIssuedAccessToken()}`,
    );
    expect(session.getState().status).toBe('authenticated');
    expect(toasts).toHaveLength(0);
  });

  it('keeps the session when another tab rotated the refresh token first', async () => {
    sessionRoutes({
      'POST auth/refresh': () => {
        localStorage.setItem('s_refresh_token', 'refresh-other');
        localStorage.setItem('s_access_token', 'access-other');
        return json({ message: 'Token dicabut', errors: null, data: null }, 469);
      },
    });
    await startSignedIn();
    await session.refresh();
    expect(session.getState().status).toBe('authenticated');
    expect(platformUi.get().sessionEnded).toBeNull();
  });

  it('a 503 on refresh announces maintenance and keeps the session', async () => {
    sessionRoutes({
      'POST auth/refresh': () => json({ message: 'Pemeliharaan', errors: null, data: null }, 503),
    });
    await startSignedIn();
    const onMaintenance = vi.fn();
    const off = session.onMaintenance(onMaintenance);
    await session.refresh();
    off();
    expect(onMaintenance).toHaveBeenCalledOnce();
    expect(session.getState().status).toBe('authenticated');
  });

  it('a 503 on the profile fetch after refresh keeps the new tokens and announces maintenance', async () => {
    sessionRoutes({
      'GET my-profile': () => json({ message: 'Pemeliharaan', errors: null, data: null }, 503),
    });
    await startSignedIn();
    const onMaintenance = vi.fn();
    const off = session.onMaintenance(onMaintenance);
    await session.refresh();
    off();
    expect(onMaintenance).toHaveBeenCalledOnce();
    expect(localStorage.getItem('s_access_token')).toBe(lastIssuedAccessToken());
    expect(session.getState().status).toBe('authenticated');
  });

  it('a logout during a refresh leaves no tokens behind', async () => {
    let answer: (r: Response) => void = () => undefined;
    sessionRoutes({ 'POST auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await startSignedIn();
    const refreshing = session.refresh();
    await vi.advanceTimersByTimeAsync(0);
    await session.logout();
    answer(
      json({ data: { access_token: 'late', refresh_token: 'late', token_type: 'Bearer', expires_in: 3600 } }),
    );
    await refreshing;
    expect(sessionKeys()).toEqual([]);
    expect(session.getState().status).toBe('guest');
  });

  it('follows a logout and a role switch made in another tab', async () => {
    sessionRoutes();
    await startSignedIn();
    localStorage.setItem('s_profile', JSON.stringify(profileFixture({ access_id: 12 })));
    window.dispatchEvent(new StorageEvent('storage', { key: 's_profile', storageArea: localStorage }));
    expect(session.getState().profile?.access_id).toBe(12);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(session.getState().status).toBe('guest');
  });
});
