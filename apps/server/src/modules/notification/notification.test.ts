import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, notifications, trx_emails, users } from '../../db/schema';
import { notify } from '../../platform/notify';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let individu: ReturnType<typeof caller>;
let upg: ReturnType<typeof caller>;
let individuId: number;
let upgId: number;

async function userId(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Three notices for the individu (the oldest already read) and one for the UPG officer. */
async function seedNotices(): Promise<void> {
  const db = t.database.db;
  await db.transaction((tx) =>
    notify(tx, t.app.ctx.mailer, [
      { user_id: individuId, judul: 'Laporan diterima', pesan: 'Satu', tautan: '/individu/laporan-detail/1' },
      { user_id: individuId, judul: 'Status berubah', pesan: 'Dua', tautan: '/individu/laporan-detail/2' },
      {
        user_id: individuId,
        judul: 'Permintaan kelengkapan',
        pesan: 'Tiga',
        email: 'individu@demo.gratifikasi.go.id',
      },
      { user_id: upgId, judul: 'Untuk UPG', pesan: 'Milik UPG' },
    ]),
  );
  const [first] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.user_id, individuId), eq(notifications.pesan, 'Satu')));
  await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(eq(notifications.id, first?.id ?? 0));
}

beforeAll(async () => {
  t = await createTestApp();
  individuId = await userId('individu');
  upgId = await userId('upg');
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  await seedNotices();
});
afterAll(() => t.close());

describe('GET notification', () => {
  it('answers 401 without a token', async () => {
    expect((await caller(t.app)('GET', '/api/notification')).statusCode).toBe(401);
  });

  it("lists only the caller's own notices, newest first, with the unread count", async () => {
    const res = await individu('GET', '/api/notification');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.map((n: { pesan: string }) => n.pesan)).toEqual(['Tiga', 'Dua', 'Satu']);
    expect(data).toMatchObject({ total: 3, page: 1, per_page: 20, unread_count: 2 });
    expect(data.items[1]).toMatchObject({
      judul: 'Status berubah',
      tautan: '/individu/laporan-detail/2',
      read_at: null,
    });
    expect(data.items[2].read_at).not.toBeNull();

    const other = (await upg('GET', '/api/notification')).json().data;
    expect(other.items.map((n: { pesan: string }) => n.pesan)).toEqual(['Milik UPG']);
    expect(other.unread_count).toBe(1);
  });

  it('filters unread ones and pages', async () => {
    const unread = (await individu('GET', '/api/notification?unread=1')).json().data;
    expect(unread.items.map((n: { pesan: string }) => n.pesan)).toEqual(['Tiga', 'Dua']);
    expect(unread.total).toBe(2);
    const page2 = (await individu('GET', '/api/notification?per_page=2&page=2')).json().data;
    expect(page2.items.map((n: { pesan: string }) => n.pesan)).toEqual(['Satu']);
    expect(page2.total).toBe(3);
    expect((await individu('GET', '/api/notification?per_page=500')).statusCode).toBe(422);
  });

  it('also put the mail in the outbox when the notice carried an address', async () => {
    const mails = await t.database.db
      .select()
      .from(trx_emails)
      .where(eq(trx_emails.to, 'individu@demo.gratifikasi.go.id'));
    expect(mails.some((m) => m.subject === '[Gratifikasi Online] Permintaan kelengkapan')).toBe(true);
  });
});

describe('POST notification/{id}/read', () => {
  it("marks the caller's notice read, audited, and answers 404 for another's", async () => {
    const items = (await individu('GET', '/api/notification?unread=1')).json().data.items;
    const target = items.find((n: { pesan: string }) => n.pesan === 'Dua');

    const foreign = await upg('POST', `/api/notification/${target.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Notifikasi tidak ditemukan', errors: null, data: null });
    expect((await individu('POST', '/api/notification/999999/read')).statusCode).toBe(404);
    expect((await caller(t.app)('POST', `/api/notification/${target.id}/read`)).statusCode).toBe(401);

    const res = await individu('POST', `/api/notification/${target.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, pesan: 'Dua' });
    expect(res.json().data.read_at).not.toBeNull();
    expect((await individu('GET', '/api/notification')).json().data.unread_count).toBe(1);

    const rows = await t.database.db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'notification_read'), eq(audit_logs.entity_id, String(target.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(individuId);

    // Marking it again changes nothing.
    const again = await individu('POST', `/api/notification/${target.id}/read`);
    expect(again.json().data.read_at).toBe(res.json().data.read_at);
  });
});

describe('POST notification/read-all', () => {
  it("marks every unread notice of the caller read and leaves other users' alone", async () => {
    const res = await individu('POST', '/api/notification/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: 1, unread_count: 0 });
    expect((await individu('GET', '/api/notification?unread=1')).json().data.items).toEqual([]);
    expect((await upg('GET', '/api/notification')).json().data.unread_count).toBe(1);
    const again = await individu('POST', '/api/notification/read-all');
    expect(again.json().data).toEqual({ updated: 0, unread_count: 0 });
  });
});
