import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { jobs as jobRows, trx_emails } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { localStorage } from './files';
import { createJobs } from './jobs';
import { createMailer } from './mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = { to: 'a@contoh.go.id', subject: 'Uji', html: '<p>Halo</p>', text: 'Halo' };
const later = new Date(Date.now() + 7 * 86_400_000);

const mailRow = async (id: number) =>
  (await t.database.db.select().from(trx_emails).where(eq(trx_emails.id, id)))[0];

async function mailerWith(transport: Transporter | null) {
  const jobs = createJobs(t.database.db, t.app.log);
  const mailer = await createMailer({
    db: t.database.db,
    jobs,
    from: 'x@contoh.go.id',
    transport,
    log: t.app.log,
  });
  return { jobs, mailer };
}

async function sendThrough(transport: Transporter | null) {
  const { jobs, mailer } = await mailerWith(transport);
  const id = await t.database.db.transaction((tx) => mailer.record(tx, message));
  mailer.dispatch(id);
  // Far enough ahead that every retry's backoff has passed.
  await jobs.drain({ until: later });
  return mailRow(id);
}

/** A transport that refuses every message (and counts them). */
function failingTransport() {
  const state = { calls: 0 };
  const transport = nodemailer.createTransport({
    name: 'failing',
    version: '1',
    send: (_mail, callback) => {
      state.calls++;
      callback(new Error('SMTP menolak'), undefined as never);
    },
  });
  return { transport, state };
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

  it('retries a failing transport three times with backoff, then marks the message failed with the error', async () => {
    const { transport, state } = failingTransport();
    const { jobs, mailer } = await mailerWith(transport);
    const id = await t.database.db.transaction((tx) => mailer.record(tx, message));
    await jobs.drain();
    // One attempt now; the next waits for its backoff.
    expect(state.calls).toBe(1);
    expect(await mailRow(id)).toMatchObject({ status: 'pending', attempts: 1 });
    await jobs.drain({ until: later });
    expect(state.calls).toBe(3);
    const row = await mailRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.error).toContain('SMTP menolak');
  });

  it('records no mail and no send job when the transaction rolls back', async () => {
    const { jobs, mailer } = await mailerWith(nodemailer.createTransport({ jsonTransport: true }));
    const before = await t.database.db.select({ id: trx_emails.id }).from(trx_emails);
    await t.database.db
      .transaction(async (tx) => {
        await mailer.record(tx, message);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await jobs.drain();
    expect(await t.database.db.select({ id: trx_emails.id }).from(trx_emails)).toHaveLength(before.length);
  });

  it('sends after a restart the mail a crashed process left pending', async () => {
    const files = mkdtempSync(join(tmpdir(), 'gratifikasi-mail-'));
    const deps = {
      config: t.app.ctx.config,
      database: { ...t.database, close: async () => {} },
      logger: false,
      files: localStorage(files),
    };
    try {
      // The first process records the mail and dies before its worker sends it.
      const first = await buildApp({ ...deps, mailTransport: failingTransport().transport });
      const id = await t.database.db.transaction((tx) => first.ctx.mailer.record(tx, message));
      await first.close();
      expect(await mailRow(id)).toMatchObject({ status: 'pending', attempts: 0 });

      const sent: string[] = [];
      const transport = nodemailer.createTransport({
        name: 'ok',
        version: '1',
        send: (mail, callback) => {
          sent.push(String(mail.data.to));
          callback(null, undefined as never);
        },
      });
      const second = await buildApp({ ...deps, mailTransport: transport });
      await second.ctx.jobs.drain();
      await second.close();
      expect(sent).toEqual([message.to]);
      expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });

  it('sweeps a recent pending message left without a send job into the queue again', async () => {
    const { jobs } = await mailerWith(nodemailer.createTransport({ jsonTransport: true }));
    const [orphan] = await t.database.db
      .insert(trx_emails)
      .values({ ...message, created_at: new Date(Date.now() - 3_600_000) })
      .returning();
    const [stale] = await t.database.db
      .insert(trx_emails)
      .values({ ...message, created_at: new Date(Date.now() - 3 * 86_400_000) })
      .returning();
    await jobs.enqueue(t.database.db, 'mail.sweep', null);
    await jobs.drain();
    expect(await mailRow(orphan.id)).toMatchObject({ status: 'sent', attempts: 1 });
    // Older than two days: its links have expired, it stays as it is.
    expect(await mailRow(stale.id)).toMatchObject({ status: 'pending', attempts: 0 });
    // The sweep queued it once, with the message's id as singleton key.
    const sends = await t.database.db
      .select()
      .from(jobRows)
      .where(eq(jobRows.singleton_key, String(orphan.id)));
    expect(sends).toHaveLength(1);
  });
});
