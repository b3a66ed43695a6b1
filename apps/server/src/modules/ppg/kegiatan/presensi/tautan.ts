import {
  buildPath,
  KEGIATAN_BERJALAN,
  PRESENSI_WINDOW_LABELS,
  type PresensiBuka,
  presensiWindowState,
} from '@gratifikasi/domain';
import QRCode from 'qrcode';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { audit } from '../../../../platform/audit';
import { AppError } from '../../../../platform/errors';
import { closeWindowLink, openWindowLink, windowLinkOf } from '../../../public-link/links';
import { aktivitasOf, bolehKelola } from '../aktivitas';
import { lockKegiatan } from '../kind';
import type { Meta } from '../service';

const AKTIVITAS = 'ppg_kegiatan_aktivitas';

/** Where the public attendance page of a token lives (the QR code carries it). */
export const presensiUrl = (appUrl: string, token: string) =>
  `${appUrl}${buildPath('kegiatan-presensi', { token })}`;

/** A session's attendance link as staff see it: its window, its state, its address and the QR code of it. */
export async function tautanPresensi(ctx: ServerContext, aktivitasId: number) {
  const link = await windowLinkOf(ctx.db, { aktivitas_id: aktivitasId });
  if (!link) return null;
  const state = presensiWindowState(link);
  const url = presensiUrl(ctx.config.appUrl, link.token);
  return {
    url,
    qr: await QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' }),
    mulai: (link.opens_at ?? link.created_at).toISOString(),
    selesai: link.expires_at.toISOString(),
    ditutup_at: link.closed_at?.toISOString() ?? null,
    status: state,
    status_label: PRESENSI_WINDOW_LABELS[state],
  };
}

/** The activity and session locked, the caller allowed to run its attendance (403) while it runs (409). */
async function sesiBerjalan(tx: Db, meta: Meta, kegiatanId: number, id: number) {
  const k = await lockKegiatan(tx, meta.auth, kegiatanId);
  const sesi = await aktivitasOf(tx, kegiatanId, id, true);
  if (!(await bolehKelola(tx, meta.auth, k))) {
    throw new AppError(
      'FORBIDDEN',
      'Hanya penyusun, tim kegiatan, atau Group Head PPG yang dapat membuka presensi',
    );
  }
  if (!KEGIATAN_BERJALAN.includes(k.status)) {
    throw new AppError('CONFLICT', 'Presensi hanya dapat dibuka selama kegiatan dilaksanakan');
  }
  return sesi;
}

/** `POST …/aktivitas/{id}/presensi`: opens (or re-opens, same token) the session's attendance for a window. */
export async function bukaPresensi(
  ctx: ServerContext,
  meta: Meta,
  kegiatanId: number,
  id: number,
  body: PresensiBuka,
) {
  await ctx.db.transaction(async (tx) => {
    await sesiBerjalan(tx, meta, kegiatanId, id);
    const link = await openWindowLink(tx, {
      aktivitas_id: id,
      type: 'PRESENSI',
      opens_at: new Date(body.mulai),
      expires_at: new Date(body.selesai),
      created_by: meta.auth.user.id,
    });
    await audit(tx, meta, {
      action: 'kegiatan.presensi.buka',
      entity: AKTIVITAS,
      entity_id: id,
      after: { link_id: link.id, mulai: body.mulai, selesai: body.selesai },
    });
  });
  return tautanPresensi(ctx, id);
}

/** `POST …/aktivitas/{id}/presensi/tutup`: closes the attendance early (409 when it is not open). */
export async function tutupPresensi(ctx: ServerContext, meta: Meta, kegiatanId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    await sesiBerjalan(tx, meta, kegiatanId, id);
    const closed = await closeWindowLink(tx, { aktivitas_id: id });
    if (!closed) throw new AppError('CONFLICT', 'Presensi sesi ini tidak sedang dibuka');
    await audit(tx, meta, {
      action: 'kegiatan.presensi.tutup',
      entity: AKTIVITAS,
      entity_id: id,
      after: { link_id: closed.id },
    });
  });
  return tautanPresensi(ctx, id);
}
