import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trx_emails } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createInProcessJobs } from './jobs';
import { createMailer } from './mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = { to: 'a@contoh.go.id', subject: 'Uji', html: '<p>Halo</p>', text: 'Halo' };

async function sendThrough(transport: Transporter | null) {
  const jobs = createInProcessJobs(t.app.log);
  const mailer = createMailer({ db: t.database.db, jobs, from: 'x@contoh.go.id', transport, log: t.app.log });
  const id = await t.database.db.transaction((tx) => mailer.record(tx, message));
  mailer.dispatch(id);
  await jobs.drain();
  const [row] = await t.database.db.select().from(trx_emails).where(eq(trx_emails.id, id));
  return row;
}

describe('outbox mail', () => {
  it('keeps the message pending in the outbox when no SMTP is configured', async () => {
    expect(await sendThrough(null)).toMatchObject({
      ...message,
      status: 'pending',
      attempts: 0,
      sent_at: null,
    });
  });

  it('marks the message sent once the transport accepts it', async () => {
    const row = await sendThrough(nodemailer.createTransport({ jsonTransport: true }));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('retries a failing transport three times, then marks the message failed with the error', async () => {
    let calls = 0;
    const failing = nodemailer.createTransport({
      name: 'failing',
      version: '1',
      send: (_mail, callback) => {
        calls++;
        callback(new Error('SMTP menolak'), undefined as never);
      },
    });
    const row = await sendThrough(failing);
    expect(calls).toBe(3);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.error).toContain('SMTP menolak');
  });
});

describe('in-process jobs', () => {
  it('runs jobs in order and keeps going after one fails', async () => {
    const jobs = createInProcessJobs(t.app.log);
    const seen: number[] = [];
    jobs.register('catat', async (payload) => {
      if (payload === 2) throw new Error('gagal');
      seen.push(payload as number);
    });
    for (const n of [1, 2, 3]) jobs.enqueue('catat', n);
    await jobs.drain();
    expect(seen).toEqual([1, 3]);
  });
});
