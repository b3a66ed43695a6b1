import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { Mailer } from './mail';

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
      .map((n) => {
        const link = n.tautan ? `${appUrl}${n.tautan}` : '';
        return {
          to: n.email as string,
          subject: `[Gratifikasi Online] ${n.judul}`,
          text: `${n.pesan}${link ? `\n\n${link}` : ''}\n\nPesan ini dikirim otomatis oleh Gratifikasi Online.`,
          html: `<p>${escapeHtml(n.pesan)}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}<p><small>Pesan ini dikirim otomatis oleh Gratifikasi Online.</small></p>`,
        };
      }),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
