import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, trx_emails } from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: nodemailer.createTransport({ jsonTransport: true }) });
});
afterAll(() => t.close());

const mail = { to: 'a@example.go.id', subject: 'Uji', html: '<p>Halo</p>', text: 'Halo' };

describe('admin outbox retry', () => {
  it('sends a failed message again with fresh attempts, audited; refuses others and non-admins', async () => {
    const db = t.database.db;
    const [failed] = await db
      .insert(trx_emails)
      .values({ ...mail, status: 'failed', attempts: 3, error: 'Error: SMTP menolak' })
      .returning();
    const [sent] = await db
      .insert(trx_emails)
      .values({ ...mail, status: 'sent', attempts: 1, sent_at: new Date() })
      .returning();
    const url = (id: number) => `/api/admin/trx-emails/${id}/retry`;

    const staff = caller(t.app, await loginAs(t.app, 'anggota_tim'));
    expect((await staff('POST', url(failed.id))).statusCode).toBe(403);
    expect((await caller(t.app)('POST', url(failed.id))).statusCode).toBe(401);

    const admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
    expect((await admin('POST', url(sent.id))).statusCode).toBe(409);
    expect((await admin('POST', url(999_999))).statusCode).toBe(404);

    const res = await admin('POST', url(failed.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: failed.id, status: 'pending', attempts: 0, error: null });
    await t.app.ctx.jobs.drain();
    const [row] = await db.select().from(trx_emails).where(eq(trx_emails.id, failed.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });

    const [entry] = await db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'mail_retry'), eq(audit_logs.entity_id, String(failed.id))));
    expect(entry.before).toMatchObject({ status: 'failed', attempts: 3 });
  });
});
