import {
  LAPORAN_KEGIATAN_DAPAT_DIUBAH,
  LAPORAN_KEGIATAN_MENUNGGU,
  LAPORAN_KEGIATAN_PROCESS,
  type LaporanKegiatanBatch,
  type LaporanKegiatanBatchResult,
  type LaporanKegiatanCreate,
  type LaporanKegiatanEdit,
  type LaporanKegiatanKeputusan,
  type LaporanKegiatanMoved,
  STALE_WORKFLOW_MESSAGE,
  type StatusLaporanKegiatan,
} from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_kegiatan_aktivitas, ppg_kegiatans, ppg_laporan_kegiatans } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { unsignBerkasUrls } from '../../konten/berkas-akses';
import { closeInstance } from '../../workflow/aksi';
import { instanceOf, startInstance, transition } from '../../workflow/engine';
import { lupakanCacheKegiatan } from '../kegiatan/cache';
import { diTim, KEGIATAN_TYPE, lockKegiatan } from '../kegiatan/kind';
import type { Meta } from '../kegiatan/service';
import { LAPORAN_KEGIATAN_TYPE, laporanKegiatanSubject, lockLaporanKegiatan } from './kind';

/** Who writes an activity's report and changes it: its drafter or its team. */
async function diPihakKegiatan(tx: Db, auth: AuthContext, kegiatanId: number, createdBy: number | null) {
  return createdBy === auth.user.id || diTim(tx, kegiatanId, auth.user.id);
}

/** The sessions a report describes must be the activity's own; attachments are kept without their signatures. */
async function isiLaporan(tx: Db, kegiatanId: number, body: LaporanKegiatanEdit | LaporanKegiatanCreate) {
  const ids = body.sesi.map((s) => s.aktivitas_id);
  if (ids.length) {
    const found = await tx
      .select({ id: ppg_kegiatan_aktivitas.id })
      .from(ppg_kegiatan_aktivitas)
      .where(
        and(eq(ppg_kegiatan_aktivitas.kegiatan_id, kegiatanId), inArray(ppg_kegiatan_aktivitas.id, ids)),
      );
    if (found.length !== ids.length) throw fieldError('sesi', 'Ada sesi yang bukan bagian dari kegiatan ini');
  }
  return {
    ringkasan: body.ringkasan,
    hasil: body.hasil,
    tindak_lanjut: body.tindak_lanjut,
    sesi: body.sesi,
    lampiran: body.lampiran.map((l) => ({ ...l, url: unsignBerkasUrls(l.url) })),
  };
}

/** `POST laporan-kegiatan`: the report of an activity carried out, by its drafter or team; one per activity. */
export async function createLaporanKegiatan(
  ctx: ServerContext,
  meta: Meta,
  body: LaporanKegiatanCreate,
): Promise<LaporanKegiatanMoved> {
  return ctx.db.transaction(async (tx) => {
    const kegiatan = await lockKegiatan(tx, meta.auth, body.kegiatan_id).catch(() => {
      throw fieldError('kegiatan_id', 'Kegiatan tidak ditemukan');
    });
    if (!(await diPihakKegiatan(tx, meta.auth, kegiatan.id, kegiatan.created_by))) {
      throw new AppError('FORBIDDEN', 'Hanya penyusun atau tim kegiatan yang dapat membuat laporannya');
    }
    const instance = await instanceOf(tx, KEGIATAN_TYPE, kegiatan.id);
    if (kegiatan.status !== 'PELAPORAN' || instance?.step !== 'pelaksanaan') {
      throw fieldError('kegiatan_id', 'Laporan hanya dapat dibuat untuk kegiatan yang sedang dilaksanakan');
    }
    const [row] = await tx
      .insert(ppg_laporan_kegiatans)
      .values({
        kegiatan_id: kegiatan.id,
        ...(await isiLaporan(tx, kegiatan.id, body)),
        status: 'DRAFT',
        created_by: meta.auth.user.id,
      })
      .onConflictDoNothing()
      .returning({ id: ppg_laporan_kegiatans.id });
    if (!row) throw new AppError('CONFLICT', 'Kegiatan ini sudah memiliki laporan kegiatan');
    const started = await startInstance(
      tx,
      ctx,
      laporanKegiatanSubject,
      row.id,
      LAPORAN_KEGIATAN_PROCESS.kode,
      'draf',
      { anggota_user_id: meta.auth.user.id },
    );
    await audit(tx, meta, {
      action: 'laporan_kegiatan.create',
      entity: LAPORAN_KEGIATAN_TYPE,
      entity_id: row.id,
      after: body,
    });
    return { id: row.id, status: 'DRAFT', versi: 1, version: started?.version ?? 1 };
  });
}

/** `PUT laporan-kegiatan/{id}`: the text, while its author holds it (draft, returned, refused), at the version seen. */
export async function editLaporanKegiatan(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: LaporanKegiatanEdit,
): Promise<LaporanKegiatanMoved> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockLaporanKegiatan(tx, meta.auth, id);
    const [kegiatan] = await tx
      .select({ created_by: ppg_kegiatans.created_by })
      .from(ppg_kegiatans)
      .where(eq(ppg_kegiatans.id, row.kegiatan_id));
    if (!(await diPihakKegiatan(tx, meta.auth, row.kegiatan_id, kegiatan?.created_by ?? null))) {
      throw new AppError('FORBIDDEN', 'Hanya penyusun atau tim kegiatan yang dapat mengubah laporannya');
    }
    if (!LAPORAN_KEGIATAN_DAPAT_DIUBAH.includes(row.status)) {
      throw new AppError('CONFLICT', 'Laporan kegiatan pada status ini tidak dapat diubah');
    }
    if (row.versi !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    const [before] = await tx.select().from(ppg_laporan_kegiatans).where(eq(ppg_laporan_kegiatans.id, id));
    await tx
      .update(ppg_laporan_kegiatans)
      .set({ ...(await isiLaporan(tx, row.kegiatan_id, body)), versi: row.versi + 1, updated_at: new Date() })
      .where(eq(ppg_laporan_kegiatans.id, id));
    await audit(tx, meta, {
      action: 'laporan_kegiatan.update',
      entity: LAPORAN_KEGIATAN_TYPE,
      entity_id: id,
      before,
      after: body,
    });
    const instance = await instanceOf(tx, LAPORAN_KEGIATAN_TYPE, id);
    return { id, status: row.status, versi: row.versi + 1, version: instance?.version ?? 1 };
  });
}

/** `DELETE laporan-kegiatan/{id}`: a draft never submitted, by its author; its process ends with it. */
export async function deleteLaporanKegiatan(ctx: ServerContext, meta: Meta, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockLaporanKegiatan(tx, meta.auth, id);
    if (row.created_by !== meta.auth.user.id) {
      throw new AppError('FORBIDDEN', 'Hanya penyusun yang dapat menghapus draf laporan kegiatan');
    }
    if (row.status !== 'DRAFT') {
      throw new AppError('CONFLICT', 'Laporan kegiatan yang sudah diajukan tidak dapat dihapus');
    }
    await closeInstance(
      tx,
      LAPORAN_KEGIATAN_TYPE,
      id,
      { kind: 'user', meta },
      {
        decision: 'hapus',
        catatan: 'Draf laporan kegiatan dihapus penyusunnya',
      },
    );
    await tx.delete(ppg_laporan_kegiatans).where(eq(ppg_laporan_kegiatans.id, id));
    await audit(tx, meta, {
      action: 'laporan_kegiatan.delete',
      entity: LAPORAN_KEGIATAN_TYPE,
      entity_id: id,
      before: row,
    });
  });
  // A removal leaves no change stamp behind: the cached counts go with it (after commit).
  lupakanCacheKegiatan(ctx.db);
}

/** One decision in the caller's transaction; a return needs its note. */
async function decideIn(
  tx: Db,
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: LaporanKegiatanKeputusan,
): Promise<LaporanKegiatanMoved & { mailIds: number[] }> {
  if (body.keputusan === 'kembalikan' && !body.catatan?.trim()) {
    throw fieldError('catatan', 'Catatan wajib diisi saat mengembalikan laporan');
  }
  const row = await lockLaporanKegiatan(tx, meta.auth, id);
  const moved = await transition(
    tx,
    ctx,
    laporanKegiatanSubject,
    id,
    { kind: 'user', meta },
    { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
  );
  const [after] = await tx
    .select({ status: ppg_laporan_kegiatans.status })
    .from(ppg_laporan_kegiatans)
    .where(eq(ppg_laporan_kegiatans.id, id));
  return {
    id,
    status: (after?.status ?? row.status) as StatusLaporanKegiatan,
    versi: row.versi,
    version: moved.instance.version,
    mailIds: moved.mailIds,
  };
}

/** `POST laporan-kegiatan/{id}/keputusan`: submit, return, approve, correct, on the one engine. */
export async function decideLaporanKegiatan(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: LaporanKegiatanKeputusan,
): Promise<LaporanKegiatanMoved> {
  const { mailIds, ...out } = await ctx.db.transaction((tx) => decideIn(tx, ctx, meta, id, body));
  for (const mail of mailIds) ctx.mailer.dispatch(mail);
  return out;
}

/**
 * `POST laporan-kegiatan/batch-approval`: the group head (reports under review) or the director (reports waiting on
 * the director) approves several at once, each in its own transaction: one stale or refused report fails alone.
 */
export async function batchApproveLaporanKegiatan(
  ctx: ServerContext,
  meta: Meta,
  body: LaporanKegiatanBatch,
): Promise<LaporanKegiatanBatchResult> {
  const menunggu = meta.auth.activeRole ? LAPORAN_KEGIATAN_MENUNGGU[meta.auth.activeRole] : undefined;
  if (!menunggu)
    throw new AppError('FORBIDDEN', 'Persetujuan sekaligus hanya untuk Group Head PPG dan Direktur');
  const hasil: LaporanKegiatanBatchResult['hasil'] = [];
  for (const item of body.items) {
    try {
      const moved = await ctx.db.transaction(async (tx) => {
        const row = await lockLaporanKegiatan(tx, meta.auth, item.id);
        if (row.status !== menunggu) {
          throw new AppError('CONFLICT', 'Laporan tidak sedang menunggu persetujuan Anda');
        }
        return decideIn(tx, ctx, meta, item.id, {
          keputusan: 'setujui',
          versi: item.versi,
          catatan: body.catatan ?? null,
        });
      });
      for (const mail of moved.mailIds) ctx.mailer.dispatch(mail);
      hasil.push({ id: item.id, ok: true, status: moved.status, pesan: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      hasil.push({ id: item.id, ok: false, status: null, pesan: error.message });
    }
  }
  const berhasil = hasil.filter((h) => h.ok).length;
  return { berhasil, gagal: hasil.length - berhasil, hasil };
}
