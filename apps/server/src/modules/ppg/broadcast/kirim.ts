import { jedaBatchMs } from '@gratifikasi/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ppg_broadcast_penerimas, ppg_broadcasts, trx_emails } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { richTextToPlain } from '../../../platform/html';
import type { MailMessage } from '../../../platform/mail';

/** The durable queue's job that hands one batch of a broadcast's recipients to the outbox. */
export const BROADCAST_BATCH_JOB = 'broadcast.batch';
const payloadSchema = z.object({ id: z.number().int(), dari: z.number().int().min(0) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The mail of a broadcast: its sanitised body, its attachments as links on this site, and the sender's footer. */
export function broadcastMail(
  b: { judul: string; isi_html: string; lampiran: { url: string; nama: string }[] },
  to: string,
  appUrl: string,
): MailMessage {
  const links = b.lampiran.map((l) => ({ nama: l.nama, url: `${appUrl}${l.url}` }));
  const lampiranHtml = links.length
    ? `<p><strong>Lampiran:</strong></p><ul>${links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.nama)}</a></li>`).join('')}</ul>`
    : '';
  const footer = 'Email ini dikirim oleh Tim Pengendalian Gratifikasi KPK melalui Gratifikasi Online.';
  return {
    to,
    subject: b.judul,
    html: `${b.isi_html}${lampiranHtml}<p><small>${footer}</small></p>`,
    text: `${richTextToPlain(b.isi_html)}${links.length ? `\n\nLampiran:\n${links.map((l) => `- ${l.nama}: ${l.url}`).join('\n')}` : ''}\n\n${footer}`,
  };
}

const enqueueBatch = (tx: Db, ctx: ServerContext, id: number, dari: number, runAfter?: Date) =>
  // Once per broadcast and cursor: a batch job run again after its work committed enqueues nothing new.
  ctx.jobs.enqueue(
    tx,
    BROADCAST_BATCH_JOB,
    { id, dari },
    { onceKey: `${id}:${dari}`, maxAttempts: 10, runAfter },
  );

/** Queues the sending of an approved broadcast (in the approval's transaction): its first batch, now. */
export async function mulaiKirim(tx: Db, ctx: ServerContext, id: number): Promise<void> {
  await enqueueBatch(tx, ctx, id, 0);
}

/**
 * One batch, in one transaction: the broadcast is locked, and only a job whose cursor matches where the sending
 * stands proceeds (a run repeated after a crash that followed its commit finds the cursor moved and does nothing).
 * The next `broadcastBatch` recipients still without an outbox row get one each — recorded through the outbox, and
 * linked to it in the same statement's transaction — then the cursor moves and the next batch is queued after the
 * wait the configured rate asks. A kill -9 anywhere rolls the whole batch back or keeps all of it.
 */
export async function runBatch(ctx: ServerContext, payload: unknown): Promise<number> {
  const { id, dari } = payloadSchema.parse(payload);
  const batch = ctx.config.broadcastBatch;
  return ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(ppg_broadcasts).where(eq(ppg_broadcasts.id, id)).for('update');
    if (!b || b.diserahkan !== dari) return 0;
    const rows = await tx
      .select({ id: ppg_broadcast_penerimas.id, email: ppg_broadcast_penerimas.email })
      .from(ppg_broadcast_penerimas)
      .where(and(eq(ppg_broadcast_penerimas.broadcast_id, id), isNull(ppg_broadcast_penerimas.email_id)))
      .orderBy(asc(ppg_broadcast_penerimas.id))
      .limit(batch);
    if (rows.length === 0) return 0;
    const lampiran = b.lampiran ?? [];
    const ids = await ctx.mailer.recordMany(
      tx,
      rows.map((r) => broadcastMail({ ...b, lampiran }, r.email, ctx.config.appUrl)),
    );
    await tx.execute(sql`
      update ${ppg_broadcast_penerimas} p set email_id = v.email_id
      from (select unnest(${`{${rows.map((r) => r.id).join(',')}}`}::int[]) as id,
                   unnest(${`{${ids.join(',')}}`}::bigint[]) as email_id) v
      where p.id = v.id`);
    const diserahkan = dari + rows.length;
    await tx.update(ppg_broadcasts).set({ diserahkan }).where(eq(ppg_broadcasts.id, id));
    if (rows.length === batch) {
      const wait = jedaBatchMs(batch, ctx.config.broadcastRate);
      await enqueueBatch(tx, ctx, id, diserahkan, new Date(Date.now() + wait));
    }
    return rows.length;
  });
}

export function registerBroadcastJobs(ctx: ServerContext): void {
  ctx.jobs.register(
    BROADCAST_BATCH_JOB,
    async (payload) => {
      const n = await runBatch(ctx, payload);
      if (n > 0) ctx.jobs.wake();
    },
    { timeoutSeconds: 60 },
  );
}

/**
 * "Kirim ulang yang gagal": each failed recipient's outbox row back to pending with fresh attempts (the outbox's own
 * retry), its count of resends raised. Returns how many.
 */
export async function kirimUlangGagal(ctx: ServerContext, meta: RequestMeta, id: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const failed = rowsOf<{ id: number; email_id: number }>(
      await tx.execute(sql`
        select p.id, p.email_id from ${ppg_broadcast_penerimas} p
        join ${trx_emails} e on e.id = p.email_id
        where p.broadcast_id = ${id} and e.status = 'failed'
        order by p.id for update of p`),
    );
    for (const f of failed) await ctx.mailer.requeue(tx, Number(f.email_id));
    // Recipients still waiting for a batch whose job spent its attempts: the sending resumes at the cursor (a batch
    // job still pending at the same cursor finds it moved by whichever runs first, and does nothing).
    const [b] = await tx
      .select({ diserahkan: ppg_broadcasts.diserahkan, jumlah: ppg_broadcasts.jumlah_penerima })
      .from(ppg_broadcasts)
      .where(eq(ppg_broadcasts.id, id))
      .for('update');
    const resumed = b !== undefined && b.jumlah !== null && b.diserahkan < b.jumlah;
    if (resumed) {
      await ctx.jobs.enqueue(
        tx,
        BROADCAST_BATCH_JOB,
        { id, dari: b.diserahkan },
        { onceKey: `${id}:${b.diserahkan}:ulang:${Date.now()}`, maxAttempts: 10 },
      );
    }
    if (failed.length > 0) {
      await tx
        .update(ppg_broadcast_penerimas)
        .set({ kirim_ulang: sql`${ppg_broadcast_penerimas.kirim_ulang} + 1` })
        .where(
          inArray(
            ppg_broadcast_penerimas.id,
            failed.map((f) => Number(f.id)),
          ),
        );
    }
    await audit(tx, meta, {
      action: 'broadcast_email.kirim_ulang',
      entity: 'ppg_broadcasts',
      entity_id: id,
      after: { jumlah: failed.length, dilanjutkan: resumed },
    });
    return failed.length;
  });
}
