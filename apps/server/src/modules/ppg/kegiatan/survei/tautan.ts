import {
  alasanTidakDapatDilampirkan,
  buildPath,
  JENIS_SURVEI_LABELS,
  type JenisSurvei,
  KEGIATAN_BERJALAN,
  PRESENSI_WINDOW_LABELS,
  presensiWindowState,
  type SurveiKegiatanBuka,
  statusSurvei,
} from '@gratifikasi/domain';
import { and, count, inArray, isNotNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { ppg_survei_jawabans, ppg_surveis } from '../../../../db/schema';
import { audit } from '../../../../platform/audit';
import { AppError, fieldError } from '../../../../platform/errors';
import { closeWindowLink, openWindowLink, surveyLinksOf } from '../../../public-link/links';
import { instanceOfSurvei, lockSurvei } from '../../survei/kind';
import { aktivitasOf, bolehKelola } from '../aktivitas';
import { lockKegiatan } from '../kind';
import type { Meta } from '../service';

const AKTIVITAS = 'ppg_kegiatan_aktivitas';

/** Where the public survey page of a token lives (the QR code carries it). */
export const surveiKegiatanUrl = (appUrl: string, token: string) =>
  `${appUrl}${buildPath('kegiatan-survey', { token })}`;

/** The surveys attached to sessions, as staff see them: window, state, address, QR code and responses. */
export async function tautanSurveiKegiatan(ctx: ServerContext, aktivitasIds: readonly number[]) {
  const links = await surveyLinksOf(ctx.db, aktivitasIds);
  if (links.length === 0) return [];
  const surveiIds = [...new Set(links.map((l) => l.survei_id as number))];
  const surveis = await ctx.db
    .select({ id: ppg_surveis.id, judul: ppg_surveis.judul, jenis: ppg_surveis.jenis })
    .from(ppg_surveis)
    .where(inArray(ppg_surveis.id, surveiIds));
  const counts = await ctx.db
    .select({
      aktivitas_id: ppg_survei_jawabans.aktivitas_id,
      survei_id: ppg_survei_jawabans.survei_id,
      n: count(),
    })
    .from(ppg_survei_jawabans)
    .where(
      and(
        inArray(ppg_survei_jawabans.aktivitas_id, [...aktivitasIds]),
        isNotNull(ppg_survei_jawabans.aktivitas_id),
      ),
    )
    .groupBy(ppg_survei_jawabans.aktivitas_id, ppg_survei_jawabans.survei_id);
  return Promise.all(
    links.map(async (link) => {
      const s = surveis.find((x) => x.id === link.survei_id);
      const state = presensiWindowState(link);
      const url = surveiKegiatanUrl(ctx.config.appUrl, link.token);
      return {
        aktivitas_id: link.aktivitas_id as number,
        survei_id: link.survei_id as number,
        judul: s?.judul ?? '',
        jenis: (s?.jenis ?? 'EVALUASI_KEGIATAN') as JenisSurvei,
        jenis_label: JENIS_SURVEI_LABELS[(s?.jenis ?? 'EVALUASI_KEGIATAN') as JenisSurvei],
        url,
        qr: await QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' }),
        mulai: (link.opens_at ?? link.created_at).toISOString(),
        selesai: link.expires_at.toISOString(),
        ditutup_at: link.closed_at?.toISOString() ?? null,
        status: state,
        status_label: PRESENSI_WINDOW_LABELS[state],
        jumlah_responden:
          counts.find((c) => c.aktivitas_id === link.aktivitas_id && c.survei_id === link.survei_id)?.n ?? 0,
      };
    }),
  );
}

/** The activity and session locked, the caller allowed to run it (403) while it runs (409). */
async function sesiBerjalan(tx: Db, meta: Meta, kegiatanId: number, id: number) {
  const k = await lockKegiatan(tx, meta.auth, kegiatanId);
  await aktivitasOf(tx, kegiatanId, id, true);
  if (!(await bolehKelola(tx, meta.auth, k))) {
    throw new AppError(
      'FORBIDDEN',
      'Hanya penyusun, tim kegiatan, atau Group Head PPG yang dapat melampirkan survei',
    );
  }
  if (!KEGIATAN_BERJALAN.includes(k.status)) {
    throw new AppError('CONFLICT', 'Survei hanya dapat dibuka selama kegiatan dilaksanakan');
  }
}

/**
 * `POST …/aktivitas/{id}/survei`: attaches an approved evaluation, pre-test or post-test survey to the session and
 * opens its link for a window (a re-open keeps the same token).
 */
export async function bukaSurveiKegiatan(
  ctx: ServerContext,
  meta: Meta,
  kegiatanId: number,
  id: number,
  body: SurveiKegiatanBuka,
) {
  await ctx.db.transaction(async (tx) => {
    await sesiBerjalan(tx, meta, kegiatanId, id);
    const survei = await lockSurvei(tx, meta.auth, body.survei_id).catch(() => {
      throw fieldError('survei_id', 'Survei tidak ditemukan');
    });
    const instance = await instanceOfSurvei(tx, survei.id);
    const alasan = alasanTidakDapatDilampirkan({
      jenis: survei.jenis,
      status: statusSurvei(instance.step, instance.last_decision),
    });
    if (alasan) throw fieldError('survei_id', alasan);
    const link = await openWindowLink(tx, {
      aktivitas_id: id,
      survei_id: survei.id,
      type: 'SURVEI_KEGIATAN',
      opens_at: new Date(body.mulai),
      expires_at: new Date(body.selesai),
      created_by: meta.auth.user.id,
    });
    await audit(tx, meta, {
      action: 'kegiatan.survei.buka',
      entity: AKTIVITAS,
      entity_id: id,
      after: { link_id: link.id, survei_id: survei.id, mulai: body.mulai, selesai: body.selesai },
    });
  });
  return tautanSurveiKegiatan(ctx, [id]);
}

/** `POST …/aktivitas/{id}/survei/{surveiId}/tutup`: closes a survey's link early (409 when it is not open). */
export async function tutupSurveiKegiatan(
  ctx: ServerContext,
  meta: Meta,
  kegiatanId: number,
  id: number,
  surveiId: number,
) {
  await ctx.db.transaction(async (tx) => {
    await sesiBerjalan(tx, meta, kegiatanId, id);
    const closed = await closeWindowLink(tx, { aktivitas_id: id, survei_id: surveiId });
    if (!closed) throw new AppError('CONFLICT', 'Survei sesi ini tidak sedang dibuka');
    await audit(tx, meta, {
      action: 'kegiatan.survei.tutup',
      entity: AKTIVITAS,
      entity_id: id,
      after: { link_id: closed.id, survei_id: surveiId },
    });
  });
  return tautanSurveiKegiatan(ctx, [id]);
}
