import {
  BROADCAST_DAPAT_DIUBAH,
  BROADCAST_PROCESS,
  type BroadcastMoved,
  type broadcastEditSchema,
  type broadcastIsiSchema,
  type broadcastKeputusanSchema,
  STALE_WORKFLOW_MESSAGE,
  statusBroadcast,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { media, mediables, ppg_broadcasts, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { sanitizeRichText } from '../../../platform/html';
import { KONTEN_MEDIA_TYPE } from '../../konten/berkas';
import { BERKAS_PREFIX, unsignBerkasUrls } from '../../konten/berkas-akses';
import { startInstance, transition } from '../../workflow/engine';
import { broadcastSubject, instanceOfBroadcast, lockBroadcast } from './kind';
import { broadcastMail } from './kirim';
import { resolvePenerima } from './penerima';

export type Meta = RequestMeta & { auth: AuthContext };
type Isi = z.output<typeof broadcastIsiSchema>;

/** Attachments must be files uploaded through the content upload (checked there by their bytes), still live. */
async function checkLampiran(tx: Db, lampiran: Isi['lampiran']): Promise<void> {
  if (lampiran.length === 0) return;
  const keys = lampiran.map((l) => l.url.slice(BERKAS_PREFIX.length));
  const found = await tx
    .select({ key: media.storage_key })
    .from(media)
    .innerJoin(
      mediables,
      and(eq(mediables.media_id, media.id), eq(mediables.mediable_type, KONTEN_MEDIA_TYPE)),
    )
    .where(and(inArray(media.storage_key, keys), isNull(media.deleted_at)));
  const live = new Set(found.map((f) => f.key));
  const missing = lampiran.findIndex((l) => !live.has(l.url.slice(BERKAS_PREFIX.length)));
  if (missing >= 0)
    throw fieldError(`lampiran.${missing}.url`, 'Lampiran tidak ditemukan; unggah ulang berkasnya');
}

/** The body as stored: sanitised (no script, handler or foreign scheme survives), content addresses unsigned. */
function cleanBody(isi: string): string {
  const html = sanitizeRichText(unsignBerkasUrls(isi));
  if (!html.replace(/<[^>]*>/g, '').trim()) throw fieldError('isi', 'Isi wajib diisi');
  return html;
}

const jakartaYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()));

/** `POST broadcast`: a new draft broadcast, its approval process started with its author holding it. */
export async function createBroadcast(ctx: ServerContext, meta: Meta, body: Isi) {
  return ctx.db.transaction(async (tx): Promise<BroadcastMoved> => {
    await checkLampiran(tx, body.lampiran);
    const [row] = await tx
      .insert(ppg_broadcasts)
      .values({
        judul: body.judul,
        isi_html: cleanBody(body.isi),
        lampiran: body.lampiran,
        filter: body.filter,
        tahun: jakartaYear(),
        created_by: meta.auth.user.id,
        updated_by: meta.auth.user.id,
      })
      .returning({ id: ppg_broadcasts.id });
    if (!row) throw new Error('broadcast insert returned nothing');
    const started = await startInstance(tx, ctx, broadcastSubject, row.id, BROADCAST_PROCESS.kode, 'susun', {
      anggota_user_id: meta.auth.user.id,
    });
    await audit(tx, meta, {
      action: 'broadcast_email.create',
      entity: 'ppg_broadcasts',
      entity_id: row.id,
      after: { judul: body.judul, filter: body.filter, lampiran: body.lampiran.length },
    });
    return { id: row.id, status: 'DRAF', version: started?.version ?? 1, revisi: 1 };
  });
}

/**
 * `PUT broadcast/{id}`: its author changes it while it is a draft or returned, at the revision they read (409 when
 * stale); once submitted or approved it is refused (409).
 */
export async function editBroadcast(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: z.output<typeof broadcastEditSchema>,
) {
  return ctx.db.transaction(async (tx): Promise<BroadcastMoved> => {
    const row = await lockBroadcast(tx, meta.auth, id);
    const instance = await instanceOfBroadcast(tx, id);
    const status = statusBroadcast(instance);
    if (!BROADCAST_DAPAT_DIUBAH.includes(status)) {
      throw new AppError('CONFLICT', 'Broadcast email tidak dapat diubah setelah diajukan atau disetujui');
    }
    if (row.revisi !== body.revisi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    if ((instance.anggota_user_id ?? row.created_by) !== meta.auth.user.id) {
      throw new AppError('FORBIDDEN', 'Hanya penyusun broadcast yang dapat mengubahnya');
    }
    await checkLampiran(tx, body.lampiran);
    const [before] = await tx.select().from(ppg_broadcasts).where(eq(ppg_broadcasts.id, id));
    const revisi = row.revisi + 1;
    await tx
      .update(ppg_broadcasts)
      .set({
        judul: body.judul,
        isi_html: cleanBody(body.isi),
        lampiran: body.lampiran,
        filter: body.filter,
        revisi,
        updated_at: new Date(),
        updated_by: meta.auth.user.id,
      })
      .where(eq(ppg_broadcasts.id, id));
    await audit(tx, meta, {
      action: 'broadcast_email.update',
      entity: 'ppg_broadcasts',
      entity_id: id,
      before: { judul: before?.judul, filter: before?.filter, lampiran: before?.lampiran },
      after: { judul: body.judul, filter: body.filter, lampiran: body.lampiran },
    });
    return { id, status, version: instance.version, revisi };
  });
}

/** `POST broadcast/{id}/keputusan`: submit, return (a note required) or approve (freezes and queues), on the engine. */
export async function decideBroadcast(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: z.output<typeof broadcastKeputusanSchema>,
) {
  if (body.keputusan === 'kembalikan' && !body.catatan) {
    throw fieldError('catatan', 'Catatan wajib diisi saat mengembalikan broadcast');
  }
  const result = await ctx.db.transaction(async (tx) => {
    if (body.keputusan === 'kirim') {
      const row = await lockBroadcast(tx, meta.auth, id);
      const { penerima } = await resolvePenerima(tx, row.filter);
      if (penerima.length === 0) {
        throw fieldError('filter', 'Filter penerima tidak menjangkau satu alamat email pun');
      }
    }
    const moved = await transition(
      tx,
      ctx,
      broadcastSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    const row = await lockBroadcast(tx, meta.auth, id);
    return {
      moved: {
        id,
        status: statusBroadcast(moved.instance),
        version: moved.instance.version,
        revisi: row.revisi,
      } satisfies BroadcastMoved,
      mailIds: moved.mailIds,
    };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  // The approval queued the first batch: look for it now rather than at the next poll.
  if (body.keputusan === 'setuju') ctx.jobs.wake();
  return result.moved;
}

/** `POST broadcast/uji`: the message as it is being written, sent to the caller's own address only (through the outbox). */
export async function kirimUji(ctx: ServerContext, meta: Meta, body: Omit<Isi, 'filter'>) {
  const { email, mailId } = await ctx.db.transaction(async (tx) => {
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, meta.auth.user.id));
    if (!me?.email) throw new AppError('VALIDATION_FAILED', 'Akun Anda belum memiliki alamat email');
    await checkLampiran(tx, body.lampiran);
    const mail = broadcastMail(
      { judul: `[UJI] ${body.judul}`, isi_html: cleanBody(body.isi), lampiran: body.lampiran },
      me.email,
      ctx.config.appUrl,
    );
    const mailId = await ctx.mailer.record(tx, mail);
    await audit(tx, meta, {
      action: 'broadcast_email.uji',
      entity: 'trx_emails',
      entity_id: mailId,
      after: { judul: body.judul, to: me.email },
    });
    return { email: me.email, mailId };
  });
  ctx.mailer.dispatch(mailId);
  return { email };
}
