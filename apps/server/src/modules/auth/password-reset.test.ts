import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, trx_emails } from '../../db/schema';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  // nodemailer's JSON transport "sends" without a server, so the outbox row goes all the way to 'sent'.
  t = await createTestApp(
    { appUrl: 'https://gratifikasi.test' },
    { mailTransport: nodemailer.createTransport({ jsonTransport: true }) },
  );
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

async function latestMail(to: string) {
  await t.app.ctx.jobs.drain();
  const [mail] = await t.database.db
    .select()
    .from(trx_emails)
    .where(eq(trx_emails.to, to))
    .orderBy(desc(trx_emails.id))
    .limit(1);
  return mail;
}

const tokenIn = (text: string) => /reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('password reset through the e-mailed link', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'tidak.ada@contoh.go.id' });
    expect(res.statusCode).toBe(200);
    expect(await latestMail('tidak.ada@contoh.go.id')).toBeUndefined();
  });

  it('mails a one-use link that checks, resets the password, and ends every session', async () => {
    const email = 'anggota_tim@demo.gratifikasi.go.id';
    const oldSession = await loginAs(t.app, 'anggota_tim');
    expect((await post('/api/auth/forgot-password', { email: email.toUpperCase() })).statusCode).toBe(200);

    const mail = await latestMail(email);
    expect(mail).toMatchObject({
      status: 'sent',
      subject: 'Atur ulang kata sandi Gratifikasi Online',
      attempts: 1,
    });
    expect(mail.text).toContain('https://gratifikasi.test/reset-password/');
    const token = tokenIn(mail.text);

    const check = await post('/api/auth/check-forgot-token', { token });
    expect(check.json()).toEqual({ data: { valid: true, email } });

    const newPassword = 'BaruSekali2026';
    const change = await post('/api/auth/change-password', {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(change.statusCode).toBe(200);

    const old = await t.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer(oldSession) });
    expect(old.statusCode).toBe(469);
    await expect(loginAs(t.app, 'anggota_tim', { password: newPassword })).resolves.toEqual(
      expect.any(String),
    );
    await expect(loginAs(t.app, 'anggota_tim', { password: DEMO_PASSWORD })).rejects.toThrow(/401/);

    const again = await post('/api/auth/check-forgot-token', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.',
    );
    const actions = (await t.database.db.select({ action: audit_logs.action }).from(audit_logs)).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['password_reset_request', 'password_reset']));
  });

  it('refuses a reset whose confirmation differs, keyed by field', async () => {
    const res = await post('/api/auth/change-password', {
      token: 'apa-saja',
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2027',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['Konfirmasi kata sandi tidak sama'] });
  });

  it('refuses an unknown token as an expired link', async () => {
    const res = await post('/api/auth/change-password', {
      token: 'tidak-ada',
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2026',
    });
    expect(res.statusCode).toBe(422);
  });
});
