import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, trx_emails } from '../db/schema';
import type { Bind, Writes } from '../db/writes';
import type { Mailer, MailMessage } from './mail';

export interface Notice {
  user_id: number;
  judul: string;
  pesan: string;
  /** An app path, e.g. /individu/laporan-detail/12. */
  tautan?: string | null;
  entity?: string | null;
  entity_id?: number | null;
  /** Also mail it (through the outbox) to this address. */
  email?: string | null;
}

const FOOTER = 'Pesan ini dikirim otomatis oleh Gratifikasi Online.';

/** The outbox mail of a notice; `link` is the notice's app path as a full address ('' for none). */
export function noticeMail(n: { judul: string; pesan: string }, to: string, link: string): MailMessage {
  return {
    to,
    subject: `[Gratifikasi Online] ${n.judul}`,
    text: `${n.pesan}${link ? `\n\n${link}` : ''}\n\n${FOOTER}`,
    html: `<p>${escapeHtml(n.pesan)}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}<p><small>${FOOTER}</small></p>`,
  };
}

/**
 * Records in-app notifications and their outbox mails inside the caller's transaction. Returns the outbox ids;
 * the caller passes them to `mailer.dispatch` after the transaction commits.
 */
export async function notify(
  tx: Db,
  mailer: Mailer,
  notices: readonly Notice[],
  appUrl = '',
): Promise<number[]> {
  if (notices.length === 0) return [];
  await tx.insert(notifications).values(
    notices.map((n) => ({
      user_id: n.user_id,
      judul: n.judul,
      pesan: n.pesan,
      tautan: n.tautan ?? null,
      entity: n.entity ?? null,
      entity_id: n.entity_id ?? null,
    })),
  );
  // One insert for every mail of the notices (a step held by a team tells each member).
  return mailer.recordMany(
    tx,
    notices
      .filter((n) => n.email)
      .map((n) => noticeMail(n, n.email as string, n.tautan ? `${appUrl}${n.tautan}` : '')),
  );
}

/**
 * One notice to every recipient a query finds, queued on a batch of writes (no round trip of its own): the query
 * (a select built on the batch's placeholders, `shape` naming it) gives `user_id` (null: mail only, e.g. a reporter
 * without an account, whose mail carries no app link) and `email` (null: in-app only). The outbox ids come back from
 * `writes.flush`; their send jobs are queued with `mailer.queue` after it.
 */
export function notifyVia(
  writes: Writes,
  recipients: (bind: Bind) => SQLWrapper,
  shape: string,
  notice: Omit<Notice, 'user_id' | 'email'>,
  appUrl = '',
): void {
  const to = writes.add(recipients, { shape });
  const withLink = noticeMail(notice, '', notice.tautan ? `${appUrl}${notice.tautan}` : '');
  const plain = noticeMail(notice, '', '');
  writes.add(
    (p) =>
      sql`insert into ${notifications} (user_id, judul, pesan, tautan, entity, entity_id)
      select r.user_id, ${p('judul', notice.judul)}::text, ${p('pesan', notice.pesan)}::text,
        ${p('tautan', notice.tautan ?? null)}::text, ${p('entity', notice.entity ?? null)}::text,
        ${p('entity_id', notice.entity_id ?? null)}::integer
      from ${to} r where r.user_id is not null`,
    { shape: 'notice' },
  );
  writes.add(
    (p) => {
      const pick = (field: 'text' | 'html'): SQL =>
        sql`case when r.user_id is null then ${p(`${field}_plain`, plain[field])}::text else ${p(field, withLink[field])}::text end`;
      return sql`insert into ${trx_emails} ("to", subject, text, html)
      select r.email, ${p('subject', withLink.subject)}::text, ${pick('text')}, ${pick('html')}
      from ${to} r where r.email is not null returning id`;
    },
    { ids: true, shape: 'notice-mail' },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
