import { FORCED_LOGOUT_STATUSES } from '@gratifikasi/domain';
import { describe, expect, it, vi } from 'vitest';
import { type ApiError, api } from '../api';
import { session } from '../session';
import { html, json, seedSession, sessionKeys, stubFetch } from '../testing/fetch-stub';
import { setupPlatformTestEnv } from '../testing/platform-test';
import { platformUi } from '../ui-state';

const toasts = setupPlatformTestEnv();
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: ApiError) => e,
  );

async function signIn(): Promise<void> {
  seedSession(Date.now());
  localStorage.setItem('s_idle', 'false');
  await session.start();
}

describe('support id of a server failure', () => {
  it('opens the support dialog for an HTML 5xx page carrying a support id, without a toast', async () => {
    const page =
      '<html><body><h1>Request Rejected</h1><p>Your support ID is: <b>1402197730415873</b></p></body></html>';
    stubFetch({ 'GET x': () => html(page, 502) });
    const error = await fail(api.get('x'));
    expect(error?.supportId).toBe('1402197730415873');
    expect(platformUi.get().supportId).toBe('1402197730415873');
    expect(toasts).toHaveLength(0);
  });

  it('opens it for a JSON 500 with support_id', async () => {
    const body = {
      message: 'Terjadi kesalahan pada server.',
      errors: null,
      data: null,
      support_id: 'req-7f3a',
    };
    stubFetch({ 'POST x': () => json(body, 500) });
    await fail(api.post('x', {}));
    expect(platformUi.get().supportId).toBe('req-7f3a');
  });

  it('toasts the page text of an HTML 5xx without a support id', async () => {
    stubFetch({ 'GET x': () => html('<html><body><h1>502 Bad Gateway</h1></body></html>', 502) });
    await fail(api.get('x'));
    expect(platformUi.get().supportId).toBeNull();
    expect(toasts[0].message).toBe('502 Bad Gateway');
  });
});

describe('session-level failures', () => {
  it.each(FORCED_LOGOUT_STATUSES)(
    'status %i logs out, clears every s_ entry and shows the server message',
    async (status) => {
      const message = `Sesi dicabut (${status})`;
      const calls = stubFetch({
        'GET x': () => json({ message, errors: null, data: null }, status),
        'POST api-logout': () => json({ data: null }),
      });
      await signIn();
      localStorage.setItem('s_custom_future_key', '1');
      const reasons: (string | undefined)[] = [];
      session.onLogout((reason) => reasons.push(reason));
      await fail(api.get('x', { silent: true }));
      await vi.runOnlyPendingTimersAsync();
      expect(sessionKeys()).toEqual([]);
      expect(session.getState()).toEqual({ status: 'guest', profile: null });
      expect(reasons).toEqual([message]);
      expect(platformUi.get().sessionEnded).toBe(message);
      expect(
        calls.some((c) => c.url === '/api/api-logout' && c.headers.Authorization === 'Bearer access-1'),
      ).toBe(true);
      expect(toasts).toHaveLength(0);
    },
  );

  it('a 401 on a normal call warns "Token Expired" then logs out', async () => {
    stubFetch({ 'GET x': () => json({ message: 'Token Expired', errors: null, data: null }, 401) });
    await signIn();
    const reasons: (string | undefined)[] = [];
    session.onLogout((reason) => reasons.push(reason));
    await fail(api.get('x'));
    expect(toasts).toEqual([
      { kind: 'warning', message: 'Token Expired', description: 'Please login', duration: 0.5 },
    ]);
    expect(reasons).toEqual(['Token Expired']);
    expect(sessionKeys()).toEqual([]);
  });

  it('a 401 on a call made without a token is an ordinary error toast', async () => {
    stubFetch({ 'POST x': () => json({ message: 'Tidak diizinkan', errors: null, data: null }, 401) });
    await fail(api.post('x', {}, { auth: false }));
    expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Tidak diizinkan' });
  });

  it('a 503 announces maintenance instead of a toast', async () => {
    stubFetch({
      'GET x': () => json({ message: 'Aplikasi sedang dalam pemeliharaan.', errors: null, data: null }, 503),
    });
    const onMaintenance = vi.fn();
    const off = session.onMaintenance(onMaintenance);
    await fail(api.get('x'));
    off();
    expect(onMaintenance).toHaveBeenCalledOnce();
    expect(toasts).toHaveLength(0);
  });
});
