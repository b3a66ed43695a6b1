import { describe, expect, it, vi } from 'vitest';
import { recordedEvents } from './analytics';
import { ApiError, api } from './api';
import { session } from './session';
import { json, seedSession, stubFetch } from './testing/fetch-stub';
import { setupPlatformTestEnv } from './testing/platform-test';

const toasts = setupPlatformTestEnv();

async function signIn(): Promise<void> {
  seedSession(Date.now());
  await session.start();
}

describe('api client: requests', () => {
  it('sends the bearer token and x-access-id to /api/, with query params', async () => {
    const calls = stubFetch({ 'GET laporan': () => json({ data: [1, 2] }) });
    await signIn();
    const body = await api.get<number[]>('laporan', { params: { page: 2, q: 'emas', empty: undefined } });
    expect(body.data).toEqual([1, 2]);
    expect(calls[0].url).toBe('/api/laporan?page=2&q=emas');
    expect(calls[0].headers.Authorization).toBe('Bearer access-1');
    expect(calls[0].headers['x-access-id']).toBe('11');
  });

  it('omits auth headers when auth is off and honours a bearer override', async () => {
    const calls = stubFetch({
      'POST captcha': () => json({ data: {} }),
      'GET my-profile': () => json({ data: {} }),
    });
    await signIn();
    await api.post('captcha', undefined, { auth: false });
    await api.get('my-profile', { bearer: 'other-token' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].headers['x-access-id']).toBeUndefined();
    expect(calls[1].headers.Authorization).toBe('Bearer other-token');
  });

  it('sends JSON bodies and multipart uploads with the file field', async () => {
    const calls = stubFetch({
      'PUT a/1': () => json({ data: 1 }),
      'POST media': () => json({ data: { id: 5 } }),
    });
    await api.put('a/1', { nama: 'x' });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].body).toEqual({ nama: 'x' });
    const result = await api.upload<{ id: number }>(
      'media',
      new Blob(['%PDF']),
      { jenis: 'sk' },
      { fieldName: 'berkas' },
    );
    expect(result.data.id).toBe(5);
    const form = calls[1].body as FormData;
    expect(form.get('jenis')).toBe('sk');
    expect(form.get('berkas')).toBeInstanceOf(Blob);
    expect(calls[1].headers['Content-Type']).toBeUndefined();
  });

  it('records API activity, clears need-refresh and reports timings to analytics', async () => {
    stubFetch({ 'GET x': () => json({ data: 1 }) });
    await signIn();
    localStorage.setItem('s_need_refresh', 'true');
    vi.advanceTimersByTime(5000);
    await api.get('x');
    expect(localStorage.getItem('s_last_api_activity')).toBe(String(Date.now()));
    expect(localStorage.getItem('s_need_refresh')).toBe('false');
    expect(recordedEvents()).toContainEqual({ type: 'http_time', time: 0, api: 'x' });
  });

  it('leaves no s_ entries behind for a guest call', async () => {
    stubFetch({ 'POST captcha': () => json({ data: {} }) });
    await api.post('captcha');
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('api client: timeouts', () => {
  it.each([
    ['GET', 80_000],
    ['POST', 120_000],
    ['PUT', 120_000],
    ['DELETE', 120_000],
  ] as const)('%s gives up after %i ms with the spec message', async (method, ms) => {
    stubFetch({ [`${method} slow`]: () => 'hang' });
    const pending =
      method === 'GET'
        ? api.get('slow')
        : method === 'DELETE'
          ? api.delete('slow')
          : api[method === 'POST' ? 'post' : 'put']('slow', {});
    const outcome = pending.then(
      () => 'resolved',
      (e: ApiError) => e.message,
    );
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(toasts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(`Gagal memperoleh response setelah ${ms} ms`);
    expect(toasts[0]).toMatchObject({ kind: 'error', message: `Gagal memperoleh response setelah ${ms} ms` });
  });

  it('uses a caller-given timeout in the message', async () => {
    stubFetch({ 'GET slow': () => 'hang' });
    const outcome = api.get('slow', { timeout: 1500, silent: true }).catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(1500);
    expect((await outcome).message).toBe('Gagal memperoleh response setelah 1500 ms');
    expect(toasts).toHaveLength(0);
  });
});

describe('api client: failures', () => {
  const fail = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: ApiError) => e,
    );

  it('toasts the response message for 15 s', async () => {
    stubFetch({
      'GET x': () => json({ message: 'Anda tidak memiliki akses', errors: null, data: null }, 403),
    });
    const error = await fail(api.get('x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(403);
    expect(toasts).toEqual([{ kind: 'error', message: 'Anda tidak memiliki akses', duration: 15 }]);
    expect(recordedEvents()).toContainEqual({
      type: 'http_error',
      statuscode: 403,
      message: 'Anda tidak memiliki akses',
    });
  });

  it('falls back to the joined errors, then to the first 100 characters of the body', async () => {
    const long = 'x'.repeat(150);
    stubFetch({
      'POST a': () => json({ errors: { nama: ['Nama wajib diisi'], nik: ['NIK tidak valid'] } }, 400),
      'POST b': () => new Response(long, { status: 500 }),
    });
    await fail(api.post('a'));
    await fail(api.post('b'));
    expect(toasts.map((t) => t.message)).toEqual(['Nama wajib diisi, NIK tidak valid', 'x'.repeat(100)]);
  });

  it('shows the field errors instead of the generic message for 422', async () => {
    const body = { message: 'Data tidak valid', errors: { captcha: ['Captcha salah'] }, data: null };
    stubFetch({ 'POST a': () => json(body, 422) });
    const error = await fail(api.post('a'));
    expect(toasts[0].message).toBe('Captcha salah');
    expect(error?.errors).toEqual({ captcha: ['Captcha salah'] });
  });

  it('treats a GET without data, or with errors, as a server error', async () => {
    stubFetch({
      'GET a': () => json({ items: [] }),
      'GET b': () => json({ data: [], errors: { x: ['Rusak'] } }),
      'GET c': () => new Response('<!doctype html><title>SPA</title>', { status: 200 }),
    });
    expect((await fail(api.get('a')))?.message).toBe('{"items":[]}');
    expect((await fail(api.get('b')))?.message).toBe('Rusak');
    expect((await fail(api.get('c')))?.status).toBe(200);
    expect(toasts).toHaveLength(3);
  });

  it('treats a mutation answer carrying errors as an error, and accepts an empty answer', async () => {
    stubFetch({
      'POST a': () => json({ data: null, errors: { nama: ['Sudah ada'] } }),
      'DELETE b': () => new Response(null, { status: 204 }),
    });
    expect((await fail(api.post('a')))?.message).toBe('Sudah ada');
    await expect(api.delete('b')).resolves.toEqual({ data: null });
  });

  it('suppresses the toast for silent calls but still rejects', async () => {
    stubFetch({ 'GET kurs': () => json({ message: 'Kurs tidak ada', errors: null, data: null }, 404) });
    expect((await fail(api.get('kurs', { silent: true })))?.message).toBe('Kurs tidak ada');
    expect(toasts).toHaveLength(0);
  });

  it('reports a network failure in Indonesian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await fail(api.get('x'));
    expect(error?.status).toBe(0);
    expect(toasts[0].message).toBe('Gagal terhubung ke server. Periksa koneksi jaringan Anda.');
  });
});
