import type { PenghapusanDetail, PenghapusanEdit, PermintaanListParams } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { laporan_penghapusans, laporans, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { lockPermintaan } from '../permintaan/kind';
import { listPermintaan } from '../permintaan/list';
import {
  afterCommit,
  editAndResend,
  type Meta,
  permintaanView,
  refuseSecondOpen,
  reportForRequest,
  startAndSend,
} from '../permintaan/service';
import { numberedRefusal } from '../proses/numbered';
import { PENGHAPUSAN_CONFIG as CFG, penghapusanSubject } from './kind';

/** `POST laporan/{id}/fxx-permintaan-hapus`: asks to delete a report in process; sent to the group head. */
export async function createPenghapusan(ctx: ServerContext, meta: Meta, laporanId: number, alasan: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const { laporan, instance } = await reportForRequest(tx, meta, laporanId);
    if (instance.finished_at) {
      throw new AppError('CONFLICT', 'Proses laporan ini sudah selesai; laporan tidak dapat dihapus');
    }
    const numbered = await numberedRefusal(tx, laporan.id, 'dihapus');
    if (numbered) throw new AppError('CONFLICT', numbered);
    await refuseSecondOpen(tx, CFG, laporan.id);
    const [row] = await tx
      .insert(laporan_penghapusans)
      .values({ laporan_id: laporan.id, alasan, status: 'DIAJUKAN', created_by: meta.auth.user.id })
      .returning();
    if (!row) throw new Error('laporan_penghapusans insert returned nothing');
    await audit(tx, meta, {
      action: 'laporan.penghapusan.create',
      entity: CFG.type,
      entity_id: row.id,
      after: { laporan_id: laporan.id, nosig: laporan.nosig, step: instance.step, alasan },
    });
    return startAndSend(tx, ctx, CFG, penghapusanSubject, meta, row.id, instance.grup_id);
  });
  afterCommit(ctx, result.mailIds);
  return result;
}

/** `PUT laporan/penghapusan/{id}`: the requester corrects the reason of a returned request and sends it again. */
export async function editPenghapusan(ctx: ServerContext, meta: Meta, id: number, body: PenghapusanEdit) {
  const result = await ctx.db.transaction((tx) =>
    editAndResend(tx, ctx, CFG, penghapusanSubject, meta, id, body.versi, async (row) => {
      await tx
        .update(laporan_penghapusans)
        .set({ alasan: body.alasan, updated_at: new Date() })
        .where(eq(laporan_penghapusans.id, id));
      await audit(tx, meta, {
        action: 'laporan.penghapusan.update',
        entity: CFG.type,
        entity_id: id,
        before: { alasan: row.alasan },
        after: { alasan: body.alasan },
      });
    }),
  );
  afterCommit(ctx, result.mailIds);
  return result;
}

/** `GET laporan/penghapusan/{id}`: the request, its report (even once deleted), the decision panel, its path. */
export async function penghapusanDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<PenghapusanDetail> {
  const row = await lockPermintaan(ctx.db, CFG, auth, id);
  const [p] = await ctx.db
    .select({ request: laporan_penghapusans, pengaju: users.name })
    .from(laporan_penghapusans)
    .leftJoin(users, eq(users.id, laporan_penghapusans.created_by))
    .where(eq(laporan_penghapusans.id, id))
    .limit(1);
  const [laporan] = await ctx.db.select().from(laporans).where(eq(laporans.id, row.laporan_id)).limit(1);
  if (!p || !laporan) throw new AppError('NOT_FOUND', 'Penghapusan laporan tidak ditemukan');
  const view = await permintaanView(ctx, CFG, auth, row, laporan);
  return {
    id,
    laporan_id: laporan.id,
    nosig: laporan.nosig,
    pelapor_nama: view.laporan.pelapor_nama,
    laporan_step: laporan.step,
    alasan: p.request.alasan,
    status: row.status,
    step: view.instance.step,
    pengaju: p.pengaju,
    created_by: p.request.created_by,
    created_at: p.request.created_at.toISOString(),
    updated_at: p.request.updated_at.toISOString(),
    laporan: view.laporan,
    aksi: view.aksi,
    jejak: view.jejak,
    langkah: view.langkah,
    dapat_diubah: view.dapat_diubah,
  };
}

/** `GET laporan/penghapusan`: the deletion requests in the caller's reach (the director: all), by status. */
export function listPenghapusan(ctx: ServerContext, auth: AuthContext, q: PermintaanListParams) {
  return listPermintaan(ctx.db, CFG, auth, q);
}
