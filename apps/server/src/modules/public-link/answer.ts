import { buildPath, type PublicLinkType } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { laporan_histories, laporan_public_links, laporans, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { attachMedia, type MediaInfo, mediaInfo, mediaOf, storeFile } from '../../platform/files';
import { notify } from '../../platform/notify';
import { invalidateLaporanCounts } from '../laporan/list/list';
import { advanceOnAnswer } from '../laporan/proses/links';
import { JAWABAN_COLLECTIONS } from './jawaban';
import { findLiveLink, LINK_MEDIA_TYPE, type PublicLinkRow, permintaanOf } from './links';

/** Who acts through a public link: nobody signed in. */
const ANONYMOUS = { user_id: null, role_name: null } as const;

/** Stores one file sent through a live link and attaches it to the link (at most upload_max_files per link). */
export async function uploadThroughLink(
  ctx: ServerContext,
  request: RequestMeta,
  token: string,
  file: { bytes: Buffer; filename: string },
): Promise<MediaInfo> {
  const settings = await ctx.settings.get();
  return ctx.db.transaction(async (tx) => {
    const link = await findLiveLink(tx, token, { lock: true });
    const uploaded = await mediaOf(tx, LINK_MEDIA_TYPE, link.id);
    if (uploaded.length >= settings.upload_max_files) {
      throw fieldError('file', `Maksimal ${settings.upload_max_files} berkas per tautan`);
    }
    const row = await storeFile(tx, ctx.files, file, {
      accept: ['image', 'pdf', 'office'],
      maxBytes: settings.upload_max_mb * 1024 * 1024,
      createdBy: null,
    });
    await attachMedia(tx, [row.id], LINK_MEDIA_TYPE, link.id, 'unggahan');
    await audit(tx, request, {
      ...ANONYMOUS,
      action: 'public_link_upload',
      entity: 'laporan_public_link',
      entity_id: link.id,
      after: { media_id: row.id, original_name: row.original_name, mime_type: row.mime_type, size: row.size },
    });
    return mediaInfo(row);
  });
}

interface Answer {
  type: PublicLinkType;
  jawaban: unknown;
  catatan: string | null;
  media_ids: readonly number[];
}

const ANSWERED: Record<PublicLinkType, { collection: string; history: string; judul: string }> = {
  KELENGKAPAN: {
    collection: JAWABAN_COLLECTIONS.KELENGKAPAN,
    history: 'Pelapor melengkapi laporan',
    judul: 'Pelapor melengkapi laporan',
  },
  TANGGAPAN: {
    collection: JAWABAN_COLLECTIONS.TANGGAPAN,
    history: 'Pelapor menyampaikan tanggapan',
    judul: 'Pelapor menyampaikan tanggapan',
  },
};

/**
 * Records the reporter's one answer: the link is locked, checked and closed; its uploads (only its own) join the
 * laporan; a history row and a notice to the report's assignee follow, all in one transaction.
 */
async function answerLink(
  ctx: ServerContext,
  request: RequestMeta,
  token: string,
  check: (link: PublicLinkRow) => Answer,
): Promise<{ submitted_at: string }> {
  const { submittedAt, mailIds } = await ctx.db.transaction(async (tx) => {
    const link = await findLiveLink(tx, token, { lock: true });
    const answer = check(link);
    const own = new Set((await mediaOf(tx, LINK_MEDIA_TYPE, link.id)).map((m) => m.id));
    const foreign = answer.media_ids.filter((id) => !own.has(id));
    if (foreign.length > 0) throw fieldError('media_ids', 'Berkas tidak ditemukan pada tautan ini');
    const mediaIds = [...new Set(answer.media_ids)];

    const now = new Date();
    await tx
      .update(laporan_public_links)
      .set({ jawaban: answer.jawaban, submitted_at: now })
      .where(eq(laporan_public_links.id, link.id));
    const meta = ANSWERED[answer.type];
    await attachMedia(tx, mediaIds, 'laporan', link.laporan_id, meta.collection);

    const [laporan] = await tx
      .select({
        nosig: laporans.nosig,
        status: laporans.status,
        step: laporans.step,
        assignee_user_id: laporans.assignee_user_id,
        assignee_email: users.email,
      })
      .from(laporans)
      .leftJoin(users, eq(users.id, laporans.assignee_user_id))
      .where(eq(laporans.id, link.laporan_id));
    if (!laporan) throw new AppError('LINK_EXPIRED');
    await tx.insert(laporan_histories).values({
      laporan_id: link.laporan_id,
      action: meta.history,
      // No change of status: the timeline then shows the action itself.
      status_from: laporan.status,
      status_to: null,
      step: laporan.step,
      catatan: answer.catatan,
      user_id: null,
      role_name: null,
      data: { public_link_id: link.id, type: answer.type, media_ids: mediaIds },
    });
    // A report waiting on this answer goes back to its member (who is told by the engine's notice).
    const advanced = await advanceOnAnswer(tx, ctx, link);
    const mailIds = advanced
      ? advanced
      : laporan.assignee_user_id
        ? await notify(
            tx,
            ctx.mailer,
            [
              {
                user_id: laporan.assignee_user_id,
                judul: meta.judul,
                pesan: `${meta.judul} ${laporan.nosig ?? ''} melalui tautan konfirmasi.`.replace(/\s+/g, ' '),
                tautan: buildPath('kpk-laporan-detail', { id: link.laporan_id }),
                entity: 'laporan',
                entity_id: link.laporan_id,
                email: laporan.assignee_email,
              },
            ],
            ctx.config.appUrl,
          )
        : [];
    await audit(tx, request, {
      ...ANONYMOUS,
      action:
        answer.type === 'KELENGKAPAN' ? 'public_link_submit_kelengkapan' : 'public_link_submit_tanggapan',
      entity: 'laporan_public_link',
      entity_id: link.id,
      after: { laporan_id: link.laporan_id, media_ids: mediaIds },
    });
    return { submittedAt: now, mailIds };
  });
  invalidateLaporanCounts(ctx.db);
  for (const id of mailIds) ctx.mailer.dispatch(id);
  return { submitted_at: submittedAt.toISOString() };
}

function requireType(link: PublicLinkRow, type: PublicLinkType): void {
  if (link.type !== type) {
    throw new AppError(
      'VALIDATION_FAILED',
      type === 'KELENGKAPAN'
        ? 'Tautan ini bukan permintaan kelengkapan laporan'
        : 'Tautan ini bukan permintaan tanggapan',
    );
  }
}

/** `submit-kelengkapan`: every asked item answered once, nothing that was not asked. */
export function submitKelengkapan(
  ctx: ServerContext,
  request: RequestMeta,
  token: string,
  body: { jawaban: { kode: string; jawaban: string }[]; catatan?: string | null; media_ids: number[] },
): Promise<{ submitted_at: string }> {
  return answerLink(ctx, request, token, (link) => {
    requireType(link, 'KELENGKAPAN');
    const asked = permintaanOf(link).items;
    const given = new Map(body.jawaban.map((j) => [j.kode, j.jawaban]));
    const unknown = body.jawaban.find((j) => !asked.some((a) => a.kode === j.kode));
    if (unknown || given.size !== body.jawaban.length) {
      throw fieldError('jawaban', 'Jawaban tidak sesuai dengan permintaan kelengkapan');
    }
    const missing = asked.filter((a) => !given.has(a.kode));
    if (missing.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        undefined,
        Object.fromEntries(missing.map((m) => [`jawaban.${m.kode}`, ['Jawaban wajib diisi']])),
      );
    }
    const catatan = body.catatan?.trim() || null;
    if (asked.length === 0 && !catatan && body.media_ids.length === 0) {
      throw fieldError('catatan', 'Isi catatan atau unggah berkas kelengkapan');
    }
    return {
      type: 'KELENGKAPAN',
      jawaban: {
        items: asked.map((a) => ({ kode: a.kode, pertanyaan: a.pertanyaan, jawaban: given.get(a.kode) })),
        catatan,
      },
      catatan,
      media_ids: body.media_ids,
    };
  });
}

/** `submit-tanggapan`: the reporter's response text and files. */
export function submitTanggapan(
  ctx: ServerContext,
  request: RequestMeta,
  token: string,
  body: { tanggapan: string; media_ids: number[] },
): Promise<{ submitted_at: string }> {
  return answerLink(ctx, request, token, (link) => {
    requireType(link, 'TANGGAPAN');
    return {
      type: 'TANGGAPAN',
      jawaban: { tanggapan: body.tanggapan },
      catatan: body.tanggapan.slice(0, 2000),
      media_ids: body.media_ids,
    };
  });
}
