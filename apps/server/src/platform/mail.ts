import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Db } from '../db/client';
import { trx_emails } from '../db/schema';
import type { Jobs } from './jobs';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox inside the caller's transaction, with its send job (when a transport is
   * configured): the job commits with the row, so the mail is sent even if the process dies right after.
   */
  record: (tx: Db, message: MailMessage) => Promise<number>;
  /** Several messages in one statement (a notice to every member of a team), ids in order. */
  recordMany: (tx: Db, messages: readonly MailMessage[]) => Promise<number[]>;
  /** The send jobs of messages a batch of writes recorded (`notifyVia`), in the caller's transaction. */
  queue: (tx: Db, ids: readonly number[]) => Promise<void>;
  /** After the transaction commits: send now rather than at the next poll (optional; the job is already queued). */
  dispatch: (id: number) => void;
  /** A failed message back to pending with fresh attempts, in the caller's transaction (admin retry). */
  requeue: (tx: Db, id: number) => Promise<void>;
}

export const MAIL_MAX_ATTEMPTS = 3;
const BACKOFF_SECONDS = 60;
/**
 * A pending message this old with no live send job is queued again by the sweep; one older than two days is left
 * alone (its links have expired; e.g. the rows recorded before SMTP_URL was set are not sent all at once).
 */
const SWEEP_AFTER_MS = 10 * 60_000;
const SWEEP_UNTIL_MS = 2 * 86_400_000;
const jobPayload = z.object({ id: z.number().int() });

/**
 * Outbox mail: every message is a trx_emails row; with a transport (SMTP_URL) a durable job sends it, retrying with
 * backoff, and marks it sent or failed. Without one the row stays pending, which is the record a developer reads.
 * A sweep every five minutes queues again any pending message left without a job.
 */
export async function createMailer(opts: {
  db: Db;
  jobs: Jobs;
  from: string;
  transport: Transporter | null;
  log: FastifyBaseLogger;
}): Promise<Mailer> {
  const { db, jobs, from, transport, log } = opts;
  const messageDomain = /@([^>\s]+)/.exec(from)?.[1] ?? 'gratifikasi.local';
  const enqueueSend = (tx: Db, id: number) =>
    jobs.enqueue(
      tx,
      'mail.send',
      { id },
      {
        singletonKey: String(id),
        maxAttempts: MAIL_MAX_ATTEMPTS,
        backoffSeconds: BACKOFF_SECONDS,
      },
    );

  jobs.register(
    'mail.send',
    async (payload) => {
      const { id } = jobPayload.parse(payload);
      if (!transport) return;
      const [row] = await db.select().from(trx_emails).where(eq(trx_emails.id, id));
      if (row?.status !== 'pending') return;
      try {
        // One Message-ID per outbox row: a send repeated after a crash (sent, not yet marked) is the same message to
        // the receiving server, which can tell it is a repeat.
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: `<outbox-${id}@${messageDomain}>`,
        });
      } catch (err) {
        const attempts = row.attempts + 1;
        await db
          .update(trx_emails)
          .set({ status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending', error: String(err), attempts })
          .where(eq(trx_emails.id, id));
        log.warn({ err, mailId: id, attempts }, 'mail sending failed');
        // Throwing makes the queue retry after its backoff; the outbox row keeps the count the admin sees.
        if (attempts < MAIL_MAX_ATTEMPTS) throw err;
        return;
      }
      await db
        .update(trx_emails)
        .set({ status: 'sent', sent_at: new Date(), error: null, attempts: sql`${trx_emails.attempts} + 1` })
        .where(eq(trx_emails.id, id));
      // A send takes seconds at most: a claim held by a process that died is taken again after a minute, not five.
    },
    { timeoutSeconds: 60 },
  );

  jobs.register('mail.sweep', async () => {
    if (!transport) return;
    const cutoff = new Date(Date.now() - SWEEP_AFTER_MS);
    const oldest = new Date(Date.now() - SWEEP_UNTIL_MS);
    const stale = await db
      .select({ id: trx_emails.id })
      .from(trx_emails)
      .where(
        and(
          eq(trx_emails.status, 'pending'),
          lt(trx_emails.created_at, cutoff),
          gte(trx_emails.created_at, oldest),
        ),
      )
      .orderBy(trx_emails.id)
      .limit(500);
    let queued = 0;
    // The singleton key makes this a no-op for a message whose job is still pending or running.
    for (const { id } of stale) if ((await enqueueSend(db, id)) !== null) queued++;
    if (queued > 0) log.info({ queued }, 'outbox sweep queued pending mail again');
  });
  await jobs.schedule('mail.sweep', '*/5 * * * *');

  return {
    record: async (tx, message) => {
      const [row] = await tx.insert(trx_emails).values(message).returning({ id: trx_emails.id });
      if (transport) await enqueueSend(tx, row.id);
      return row.id;
    },
    recordMany: async (tx, messages) => {
      if (messages.length === 0) return [];
      const rows = await tx
        .insert(trx_emails)
        .values([...messages])
        .returning({ id: trx_emails.id });
      if (transport) for (const row of rows) await enqueueSend(tx, row.id);
      return rows.map((r) => r.id);
    },
    queue: async (tx, ids) => {
      if (transport) for (const id of ids) await enqueueSend(tx, id);
    },
    dispatch: (id) => {
      if (transport) jobs.wake();
      else log.info({ mailId: id }, 'mail kept in the outbox (SMTP_URL not set)');
    },
    requeue: async (tx, id) => {
      await tx
        .update(trx_emails)
        .set({ status: 'pending', attempts: 0, error: null })
        .where(eq(trx_emails.id, id));
      if (transport) await enqueueSend(tx, id);
    },
  };
}

export async function smtpTransport(smtpUrl: string | undefined): Promise<Transporter | null> {
  if (!smtpUrl) return null;
  // nodemailer loads only where mail is really sent (SMTP_URL), not with every start.
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
}
