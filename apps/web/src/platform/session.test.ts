import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { SecondFactorRequired } from './second-factor';
import { ProfileError, session } from './session';
import { json, profileFixture, seedSession, sessionKeys } from './testing/fetch-stub';
import { setupPlatformTestEnv } from './testing/platform-test';
import { lastIssuedAccessToken, refreshCalls, sessionRoutes, startSignedIn } from './testing/session-routes';
import { platformUi } from './ui-state';

const toasts = setupPlatformTestEnv();
const MIN = 60_000;

describe('login', () => {
  const payload = { username: 'sekretaris', password: 'Demo#2026', captcha: 'ab12', token: 'key', code: '' };

  it('stores the tokens, stamps the token time and loads the profile', async () => {
    const calls = sessionRoutes();
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
    sessionRoutes({
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
    sessionRoutes({ 'POST auth/login': () => 'hang' });
    const outcome = session.login(payload).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await outcome).toBe('Gagal memperoleh response setelah 20000 ms');
  });

  it("fails with 'Proses login gagal' when the profile cannot be fetched, leaving no tokens", async () => {
    sessionRoutes({ 'GET my-profile': () => json({ message: 'Galat', errors: null, data: null }, 500) });
    await expect(session.login(payload)).rejects.toEqual(new ProfileError('Proses login gagal', 500));
    expect(sessionKeys()).toEqual([]);
  });

  it("fails with 'Profile tidak valid' when the profile has errors or no data", async () => {
    sessionRoutes({ 'GET my-profile': () => json({ data: { id: 1 } }) });
    await expect(session.login(payload)).rejects.toEqual(new ProfileError('Profile tidak valid'));
  });
});

describe('login with a second factor', () => {
  const payload = { username: 'direktur', password: 'Demo#2026', captcha: '', token: '', code: '' };
  const challenge = { second_factor: 'totp', challenge: 'tantangan', expires_in: 300 };
  const pair = {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 3600,
  };

  it('throws the challenge instead of starting a session, then starts it after the code', async () => {
    const calls = sessionRoutes({
      'POST auth/login': () => json({ data: challenge }),
      'POST auth/login/totp': () => json({ data: pair }),
    });
    const error = await session.login(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecondFactorRequired);
    expect((error as SecondFactorRequired).challenge).toEqual(challenge);
    expect(sessionKeys()).toEqual([]);
    const verified = await session.verifySecondFactor({ challenge: 'tantangan', code: '123456' });
    expect(verified.recoveryCodes).toBe(null);
    expect(calls.at(-1)).toMatchObject({
      url: '/api/auth/login/totp',
      body: { challenge: 'tantangan', code: '123456' },
    });
    expect(session.getState().status).toBe('guest');
    await verified.start();
    expect(localStorage.getItem('s_access_token')).toBe('access-1');
    expect(session.getState().status).toBe('authenticated');
  });

  it('answers the recovery codes of an enrolment before the session starts', async () => {
    const codes = ['AAAAA-BBBBB'];
    sessionRoutes({ 'POST auth/login/totp': () => json({ data: { ...pair, recovery_codes: codes } }) });
    const verified = await session.verifySecondFactor({ challenge: 'tantangan', code: '123456' });
    expect(verified.recoveryCodes).toEqual(codes);
    expect(sessionKeys()).toEqual([]);
  });
});

describe('start', () => {
  it('is a guest without a stored session', async () => {
    await session.start();
    expect(session.getState()).toEqual({ status: 'guest', profile: null });
  });

  it('logs out when the last activity is older than max_idle', async () => {
    const calls = sessionRoutes();
    seedSession(Date.now() - 61 * MIN);
    await session.start();
    expect(session.getState().status).toBe('guest');
    expect(sessionKeys()).toEqual([]);
    expect(calls.map((c) => c.url)).toEqual(['/api/api-logout']);
  });

  it('logs out when no activity was ever recorded', async () => {
    sessionRoutes();
    seedSession(Date.now());
    localStorage.removeItem('s_last_user_activity');
    localStorage.removeItem('s_last_api_activity');
    await session.start();
    expect(session.getState().status).toBe('guest');
  });

  it('refreshes a due token before showing the app', async () => {
    const calls = sessionRoutes();
    seedSession(Date.now());
    localStorage.setItem('s_token_time', String(Date.now() - 59 * MIN - 1));
    await session.start();
    expect(refreshCalls(calls)).toBe(1);
    expect(calls.find((c) => c.url === '/api/auth/refresh')?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem('s_access_token')).toBe(lastIssuedAccessToken());
    expect(session.getState().status).toBe('authenticated');
  });

  it('ends the session when that refresh is refused', async () => {
    sessionRoutes({ 'POST auth/refresh': () => json({ message: 'x', errors: null, data: null }, 401) });
    seedSession(Date.now());
    localStorage.setItem('s_token_time', String(Date.now() - 60 * MIN));
    await session.start();
    expect(session.getState().status).toBe('guest');
    expect(platformUi.get().sessionEnded).toBe('Token tidak valid, Silahkan melakukan login');
  });
});

describe('profile and logout', () => {
  it('changes the active role', async () => {
    const switched = profileFixture({ access_id: 12 });
    const calls = sessionRoutes({ 'POST user/change-role': () => json({ data: switched }) });
    await startSignedIn();
    await expect(session.changeRole(12)).resolves.toEqual(switched);
    expect(calls.at(-1)?.body).toEqual({ access_id: 12 });
    expect(session.getState().profile?.access_id).toBe(12);
    expect(JSON.parse(localStorage.getItem('s_profile') ?? '').access_id).toBe(12);
  });

  it('reloads the profile', async () => {
    sessionRoutes({ 'GET my-profile': () => json({ data: profileFixture({ name: 'Nama Baru' }) }) });
    await startSignedIn();
    await session.reloadProfile();
    expect(session.getState().profile?.name).toBe('Nama Baru');
  });

  it('logout revokes the tokens and removes every s_ entry', async () => {
    const calls = sessionRoutes();
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
