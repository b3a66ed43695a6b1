import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, trx_emails } from '../../db/schema';
import { readWorkbook } from '../../platform/excel';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
  await t.database.db.insert(audit_logs).values([
    {
      action: 'contoh_lama',
      entity: 'laporans',
      entity_id: '1',
      created_at: new Date('2026-01-01T16:59:00Z'),
    },
    {
      action: 'contoh_lama',
      entity: 'laporans',
      entity_id: '2',
      created_at: new Date('2026-01-01T17:00:00Z'),
    },
  ]);
  await t.database.db.insert(trx_emails).values({
    to: 'a@example.go.id',
    subject: 'Uji',
    html: '<p>Halo</p><script>alert(1)</script>',
    text: 'Halo',
  });
});
afterAll(() => t.close());

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('admin logs', () => {
  it('is open to sysadmin and superuser only', async () => {
    const staff = await loginAs(t.app, 'anggota_tim');
    for (const url of [
      '/api/admin/log-activity',
      '/api/admin/trx-emails',
      '/api/admin/summary',
      '/api/admin/password-resets',
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, staff)).statusCode).toBe(403);
    }
    const superuser = await loginAs(t.app, 'superuser');
    expect((await get('/api/admin/log-activity', superuser)).statusCode).toBe(200);
  });

  it('filters the audit trail by a Jakarta calendar day and shows before/after', async () => {
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/max_idle',
      headers: bearer(admin),
      payload: { value: 50 },
    });
    expect(change.statusCode).toBe(200);
    const day = (
      await get('/api/admin/log-activity?action=contoh_lama&date_from=2026-01-02&date_to=2026-01-02', admin)
    ).json().data;
    expect(day.items.map((i: { entity_id: string }) => i.entity_id)).toEqual(['2']);

    const list = (await get('/api/admin/log-activity?entity=app_configs&q=max_idle', admin)).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      action: 'app_config_update',
      username: 'sysadmin',
      role_name: 'sysadmin',
    });
    const detail = (await get(`/api/admin/log-activity/${list.items[0].id}`, admin)).json().data;
    expect(detail).toMatchObject({ before: 60, after: 50 });
    expect((await get('/api/admin/log-activity/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/log-activity?date_from=2026-1-2', admin)).statusCode).toBe(422);
    const facets = (await get('/api/admin/log-activity/facets', admin)).json().data;
    expect(facets.actions).toContain('app_config_update');
  });

  it('exports the filtered audit trail as .xlsx', async () => {
    const res = await get('/api/admin/log-activity/export?action=contoh_lama', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/log-aktivitas-\d{8}\.xlsx/);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows.map((r) => r.cells[5]).sort()).toEqual(['1', '2']);
  });

  it('lists the outbox without bodies and shows one with its body', async () => {
    const list = (await get('/api/admin/trx-emails?q=example.go.id&status=pending', admin)).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).not.toHaveProperty('html');
    const one = (await get(`/api/admin/trx-emails/${list.items[0].id}`, admin)).json().data;
    expect(one).toMatchObject({ subject: 'Uji', html: '<p>Halo</p><script>alert(1)</script>', text: 'Halo' });
  });

  it('lists password resets without token hashes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'direktur@demo.gratifikasi.go.id' },
    });
    const res = await get('/api/admin/password-resets?q=direktur', admin);
    expect(res.statusCode).toBe(200);
    const { items } = res.json().data;
    expect(items[0]).toMatchObject({ username: 'direktur', status: 'active', used_at: null });
    expect(JSON.stringify(items)).not.toContain('token');
  });

  it('counts users, audit events today and the outbox for the admin home', async () => {
    const res = await get('/api/admin/summary', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.users_active).toBeGreaterThan(10);
    expect(data.users_inactive).toBe(0);
    expect(data.users_by_role.find((r: { role: string }) => r.role === 'anggota_tim').count).toBe(3);
    expect(data.audit_events_today).toBeGreaterThanOrEqual(1);
    expect(data.outbox_pending).toBeGreaterThanOrEqual(2);
    expect(data.outbox_failed).toBe(0);
  });
});
