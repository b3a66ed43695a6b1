import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
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
  /** Records the message in the outbox inside the caller's transaction; returns the outbox id. */
  record: (tx: Db, message: MailMessage) => Promise<number>;
  /** After the transaction commits: queue the outbox row for sending. */
  dispatch: (id: number) => void;
}

const MAX_ATTEMPTS = 3;
const jobPayload = z.object({ id: z.number().int() });

/**
 * Outbox mail: every message is a trx_emails row; with a transport (SMTP_URL) a job sends it and marks it
 * sent or failed. Without one the row stays pending, which is the record a developer reads.
 */
export function createMailer(opts: {
  db: Db;
  jobs: Jobs;
  from: string;
  transport: Transporter | null;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, jobs, from, transport, log } = opts;

  jobs.register('mail.send', async (payload) => {
    const { id } = jobPayload.parse(payload);
    if (!transport) return;
    const [row] = await db.select().from(trx_emails).where(eq(trx_emails.id, id));
    if (!row || row.status === 'sent') return;
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, html: row.html, text: row.text });
      await db
        .update(trx_emails)
        .set({ status: 'sent', sent_at: new Date(), error: null, attempts: sql`${trx_emails.attempts} + 1` })
        .where(eq(trx_emails.id, id));
    } catch (err) {
      const attempts = row.attempts + 1;
      await db
        .update(trx_emails)
        .set({ status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', error: String(err), attempts })
        .where(eq(trx_emails.id, id));
      log.warn({ err, mailId: id, attempts }, 'mail sending failed');
      if (attempts < MAX_ATTEMPTS) jobs.enqueue('mail.send', { id });
    }
  });

  return {
    record: async (tx, message) => {
      const [row] = await tx.insert(trx_emails).values(message).returning({ id: trx_emails.id });
      return row.id;
    },
    dispatch: (id) => {
      if (transport) jobs.enqueue('mail.send', { id });
      else log.info({ mailId: id }, 'mail kept in the outbox (SMTP_URL not set)');
    },
  };
}

export function smtpTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}
