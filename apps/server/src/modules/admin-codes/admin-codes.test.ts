import { CODE_LISTS } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
});
afterAll(() => t.close());

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('admin code lists', () => {
  it('is open to sysadmin and superuser only, read-only', async () => {
    const staff = await loginAs(t.app, 'anggota_tim');
    const kpkAdmin = await loginAs(t.app, 'admin');
    for (const url of ['/api/admin/codes', '/api/admin/codes/status-laporan']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, staff)).statusCode).toBe(403);
      expect((await get(url, kpkAdmin)).statusCode).toBe(403);
    }
    const superuser = await loginAs(t.app, 'superuser');
    expect((await get('/api/admin/codes', superuser)).statusCode).toBe(200);
    const write = await t.app.inject({ method: 'POST', url: '/api/admin/codes', headers: bearer(admin) });
    expect(write.statusCode).toBe(404);
  });

  it('lists every code list with its codes and uses, and searches them', async () => {
    const all = await get('/api/admin/codes', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBe(CODE_LISTS.length);
    const status = all.json().data.items.find((l: { key: string }) => l.key === 'status-laporan');
    expect(status.codes[0]).toEqual({ code: 'DRAFT', label: 'Draf', note: 'Kategori LAINNYA' });
    expect(status.usedIn).toContainEqual({
      kind: 'master',
      ref: 'status-laporan',
      label: 'Master Status Laporan',
      path: '/admin/master-status-laporan',
    });
    const found = await get('/api/admin/codes?q=review_nl', admin);
    const items = found.json().data.items as { key: string; codes: { code: string }[] }[];
    expect(items.find((l) => l.key === 'status-laporan')?.codes.map((c) => c.code)).toEqual(['REVIEW_NL']);
    expect((await get('/api/admin/codes?q=zzzz-tidak-ada', admin)).json().data).toEqual({
      items: [],
      total: 0,
    });
  });

  it('answers one list by key, 404 for an unknown one', async () => {
    const one = await get('/api/admin/codes/langkah-workflow', admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.codes.some((c: { code: string }) => c.code === 'f7A')).toBe(true);
    const missing = await get('/api/admin/codes/tidak-ada', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Daftar kode tidak ditemukan');
  });
});
