import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { ProfileError, SESSION_ENDED_MESSAGE, session } from './session';
import {
  json,
  profileFixture,
  type StubHandler,
  seedSession,
  sessionKeys,
  stubFetch,
} from './testing/fetch-stub';
import { setupPlatformTestEnv } from './testing/platform-test';
import { platformUi } from './ui-state';

const toasts = setupPlatformTestEnv();
const MIN = 60_000;

let issued = 1;
const tokenRoutes = (overrides: Record<string, StubHandler> = {}) =>
  stubFetch({
    'POST auth/login': () =>
      json({
        data: {
          access_token: 'access-1',
          refresh_token: 'refresh-1',
          token_type: 'Bearer',
          expires_in: 3600,
        },
      }),
    'POST auth/refresh': () => {
      issued += 1;
      return json({
        data: {
          access_token: `access-${issued}`,
          refresh_token: `refresh-${issued}`,
          token_type: 'Bearer',
          expires_in: 3600,
        },
      });
    },
    'GET my-profile': () => json({ data: profileFixture() }),
    'POST api-logout': () => json({ data: null }),
    ...overrides,
  });
const refreshCalls = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/auth/refresh').length;

async function startSignedIn(): Promise<void> {
  seedSession(Date.now());
  await session.start();
  expect(session.getState().status).toBe('authenticated');
}

describe('login', () => {
  const payload = { username: 'sekretaris', password: 'Demo#2026', captcha: 'ab12', token: 'key', code: '' };

  it('stores the tokens, stamps the token time and loads the profile', async () => {
    const calls = tokenRoutes();
    const profile = await session.login(payload);
    expect(profile.username).toBe('sekretaris');
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', body: payload });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[1].headers.Authorization).toBe('Bearer access-1');
    expect(localStorage.getItem('s_access_token')).toBe('access-1');
    expect(localStorage.getItem('s_refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('s_token_time')).toBe(String(Date.now()));
    expect(JSON.parse(localStorage.getItem('s_profile') ?? '')).toEqual(profileFixture());
    expect(session.getState()).toEqual({ status: 'authenticated', profile: profileFixture() });
  });

  it('throws the ApiError of a failed login without a toast', async () => {
    tokenRoutes({
      'POST auth/login': () =>
        json({ message: 'Nama pengguna atau kata sandi salah', errors: null, data: null }, 401),
    });
    const error = await session.login(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Nama pengguna atau kata sandi salah');
    expect(toasts).toHaveLength(0);
    expect(session.getState().status).toBe('guest');
  });

  it('gives up after 20 s', async () => {
    tokenRoutes({ 'POST auth/login': () => 'hang' });
    const outcome = session.login(payload).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await outcome).toBe('Gagal memperoleh response setelah 20000 ms');
  });

  it("fails with 'Proses login gagal' when the profile cannot be fetched, leaving no tokens", async () => {
    tokenRoutes({ 'GET my-profile': () => json({ message: 'Galat', errors: null, data: null }, 500) });
    await expect(session.login(payload)).rejects.toEqual(new ProfileError('Proses login gagal', 500));
    expect(sessionKeys()).toEqual([]);
  });

  it("fails with 'Profile tidak valid' when the profile has errors or no data", async () => {
    tokenRoutes({ 'GET my-profile': () => json({ data: { id: 1 } }) });
    await expect(session.login(payload)).rejects.toEqual(new ProfileError('Profile tidak valid'));
  });
});

describe('start', () => {
  it('is a guest without a stored session', async () => {
    await session.start();
    expect(session.getState()).toEqual({ status: 'guest', profile: null });
  });

  it('logs out when the last activity is older than max_idle', async () => {
    const calls = tokenRoutes();
    seedSession(Date.now() - 61 * MIN);
    await session.start();
    expect(session.getState().status).toBe('guest');
    expect(sessionKeys()).toEqual([]);
    expect(calls.map((c) => c.url)).toEqual(['/api/api-logout']);
  });

  it('logs out when no activity was ever recorded', async () => {
    tokenRoutes();
    seedSession(Date.now());
    localStorage.removeItem('s_last_user_activity');
    localStorage.removeItem('s_last_api_activity');
    await session.start();
    expect(session.getState().status).toBe('guest');
  });

  it('refreshes a due token before showing the app', async () => {
    const calls = tokenRoutes();
    seedSession(Date.now());
    localStorage.setItem('s_token_time', String(Date.now() - 59 * MIN - 1));
    await session.start();
    expect(refreshCalls(calls)).toBe(1);
    expect(calls.find((c) => c.url === '/api/auth/refresh')?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem('s_access_token')).toBe(`access-${issued}`);
    expect(session.getState().status).toBe('authenticated');
  });

  it('ends the session when that refresh is refused', async () => {
    tokenRoutes({ 'POST auth/refresh': () => json({ message: 'x', errors: null, data: null }, 401) });
    seedSession(Date.now());
    localStorage.setItem('s_token_time', String(Date.now() - 60 * MIN));
    await session.start();
    expect(session.getState().status).toBe('guest');
    expect(platformUi.get().sessionEnded).toBe('Token tidak valid, Silahkan melakukan login');
  });
});

describe('periodic check', () => {
  it('shows the alert exactly when the remaining idle time reaches the threshold', async () => {
    tokenRoutes();
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(30 * MIN - 1);
    expect(platformUi.get().sessionAlertMinutes).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(platformUi.get().sessionAlertMinutes).toBe(30);
  });

  it("'Ya' refreshes the token, records activity and closes the alert", async () => {
    const calls = tokenRoutes();
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
    tokenRoutes();
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
    tokenRoutes({ 'GET notifikasi': () => json({ data: [] }) });
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(50 * MIN);
    const { api } = await import('./api');
    await api.get('notifikasi');
    await vi.advanceTimersByTimeAsync(15 * MIN);
    expect(session.getState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(46 * MIN);
    expect(session.getState().status).toBe('guest');
  });

  it('refreshes the token once it is older than 59 minutes, without counting as activity', async () => {
    const calls = tokenRoutes();
    await startSignedIn();
    const before = localStorage.getItem('s_last_api_activity');
    await vi.advanceTimersByTimeAsync(59 * MIN);
    expect(refreshCalls(calls)).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshCalls(calls)).toBe(1);
    expect(localStorage.getItem('s_access_token')).toBe(`access-${issued}`);
    expect(localStorage.getItem('s_token_time')).toBe(String(Date.now()));
    expect(localStorage.getItem('s_last_api_activity')).toBe(before);
  });
});

describe('refresh', () => {
  it('is due on the next activity after idling', async () => {
    const calls = tokenRoutes();
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
      tokenRoutes(routes);
      await startSignedIn();
      await session.refresh();
      expect(platformUi.get().sessionEnded).toBe(message);
      expect(session.getState().status).toBe('guest');
      expect(sessionKeys()).toEqual([]);
      expect(toasts).toHaveLength(0);
    },
  );

  it('runs one refresh at a time', async () => {
    const calls = tokenRoutes();
    await startSignedIn();
    await Promise.all([session.refresh(), session.refresh()]);
    expect(refreshCalls(calls)).toBe(1);
  });
});

describe('profile and logout', () => {
  it('changes the active role', async () => {
    const switched = profileFixture({ access_id: 12 });
    const calls = tokenRoutes({ 'POST user/change-role': () => json({ data: switched }) });
    await startSignedIn();
    await expect(session.changeRole(12)).resolves.toEqual(switched);
    expect(calls.at(-1)?.body).toEqual({ access_id: 12 });
    expect(session.getState().profile?.access_id).toBe(12);
    expect(JSON.parse(localStorage.getItem('s_profile') ?? '').access_id).toBe(12);
  });

  it('reloads the profile', async () => {
    tokenRoutes({ 'GET my-profile': () => json({ data: profileFixture({ name: 'Nama Baru' }) }) });
    await startSignedIn();
    await session.reloadProfile();
    expect(session.getState().profile?.name).toBe('Nama Baru');
  });

  it('logout revokes the tokens and removes every s_ entry', async () => {
    const calls = tokenRoutes();
    await startSignedIn();
    localStorage.setItem('s_idle', 'true');
    localStorage.setItem('other_app_key', 'kept');
    await session.logout();
    expect(calls.at(-1)).toMatchObject({ url: '/api/api-logout', method: 'POST' });
    expect(sessionKeys()).toEqual([]);
    expect(localStorage.getItem('other_app_key')).toBe('kept');
    expect(session.getState()).toEqual({ status: 'guest', profile: null });
  });
});

describe('races and other tabs', () => {
  it('retries a call answered 401 while its token was being rotated, instead of logging out', async () => {
    const calls = tokenRoutes({
      'GET laporan': (c) => {
        if (c.headers.Authorization === 'Bearer access-1') {
          void session.refresh();
          return json({ message: 'Token Expired', errors: null, data: null }, 401);
        }
        return json({ data: 'ok' });
      },
    });
    await startSignedIn();
    const { api } = await import('./api');
    await expect(api.get('laporan')).resolves.toEqual({ data: 'ok' });
    expect(calls.filter((c) => c.url === '/api/laporan').at(-1)?.headers.Authorization).toBe(
      `Bearer access-${issued}`,
    );
    expect(session.getState().status).toBe('authenticated');
    expect(toasts).toHaveLength(0);
  });

  it('keeps the session when another tab rotated the refresh token first', async () => {
    tokenRoutes({
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
    tokenRoutes({
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
    tokenRoutes({ 'GET my-profile': () => json({ message: 'Pemeliharaan', errors: null, data: null }, 503) });
    await startSignedIn();
    const onMaintenance = vi.fn();
    const off = session.onMaintenance(onMaintenance);
    await session.refresh();
    off();
    expect(onMaintenance).toHaveBeenCalledOnce();
    expect(localStorage.getItem('s_access_token')).toBe(`access-${issued}`);
    expect(session.getState().status).toBe('authenticated');
  });

  it('a logout during a refresh leaves no tokens behind', async () => {
    let answer: (r: Response) => void = () => undefined;
    tokenRoutes({ 'POST auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)) });
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
    tokenRoutes();
    await startSignedIn();
    localStorage.setItem('s_profile', JSON.stringify(profileFixture({ access_id: 12 })));
    window.dispatchEvent(new StorageEvent('storage', { key: 's_profile', storageArea: localStorage }));
    expect(session.getState().profile?.access_id).toBe(12);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(session.getState().status).toBe('guest');
  });
});
