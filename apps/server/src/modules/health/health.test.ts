import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('says the server is up and which database it runs on, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', database: testDatabaseUrl() ? 'postgresql' : 'pglite', demo: 'ready' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health?demo=ready' })).statusCode).toBe(200);
  });

  it('says so while a first start still fills in the demo, and ?demo=ready waits for it', async () => {
    t.app.ctx.demo.seeding = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.demo).toBe('seeding');
      const ready = await t.app.inject({ method: 'GET', url: '/api/health?demo=ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toContain('Data demo sedang disiapkan');
    } finally {
      t.app.ctx.demo.seeding = false;
    }
  });
});
