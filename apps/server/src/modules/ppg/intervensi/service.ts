import type { IntervensiBody, IntervensiUpdate, TindakLanjutBody } from '@gratifikasi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_intervensi_tindak_lanjuts, ppg_intervensis } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { requireMasterRow, requireRegion } from '../diseminasi/scope';
import { usulanIntervensi } from './read';

const v = ppg_intervensis;
const ENTITY = 'ppg_intervensi';

/** The intervention, locked for the write; 404 when missing, 409 when closed or read at another revision. */
async function openForWrite(tx: Db, id: number, revisi: number) {
  const [row] = await tx.select().from(v).where(eq(v.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Intervensi tidak ditemukan');
  if (row.status === 'SELESAI') {
    throw new AppError('CONFLICT', 'Intervensi sudah ditutup dan tidak dapat diubah lagi');
  }
  if (row.revisi !== revisi) throw new AppError('CONFLICT');
  return row;
}

/**
 * Records an intervention of an institution-year: the reason and criterion come from the year's proposal when the
 * institution is proposed (else the team's own reason, "Atas pertimbangan tim PPG"); 409 while one is open.
 */
export function createIntervensi(db: Db, request: RequestMeta, body: IntervensiBody) {
  return db.transaction(async (tx) => {
    await requireRegion(tx, 'instansi', body.instansi_id, 'instansi_id', 'Instansi tidak ditemukan');
    await requireMasterRow(
      tx,
      'rekomendasi-intervensi',
      body.rekomendasi_intervensi_id,
      'rekomendasi_intervensi_id',
      'Rekomendasi intervensi tidak ditemukan',
    );
    const [open] = await tx
      .select({ id: v.id })
      .from(v)
      .where(
        and(eq(v.instansi_id, body.instansi_id), eq(v.tahun, body.tahun), sql`${v.status} <> 'SELESAI'`),
      );
    if (open) {
      throw new AppError(
        'CONFLICT',
        `Instansi ini sudah memiliki intervensi tahun ${body.tahun} yang belum ditutup`,
      );
    }
    const usulan = (await usulanIntervensi(tx, body.tahun)).find((u) => u.instansi.id === body.instansi_id);
    const userId = request.auth?.user.id ?? null;
    const [row] = await tx
      .insert(v)
      .values({
        instansi_id: body.instansi_id,
        tahun: body.tahun,
        tanggal: body.tanggal,
        jenis: body.jenis,
        rekomendasi_intervensi_id: body.rekomendasi_intervensi_id,
        kriteria_intervensi_id: usulan?.kriteria?.id ?? null,
        alasan: usulan?.alasan ?? 'Atas pertimbangan tim PPG',
        catatan: body.catatan,
        status: body.status,
        created_by: userId,
        updated_by: userId,
      })
      .onConflictDoNothing()
      .returning({ id: v.id });
    // A concurrent recording for the same institution-year lost the race on the partial unique index.
    if (!row) throw new AppError('CONFLICT', 'Instansi ini sudah memiliki intervensi yang belum ditutup');
    await audit(tx, request, {
      action: 'ppg.intervensi.create',
      entity: ENTITY,
      entity_id: row.id,
      after: body,
    });
    return row.id;
  });
}

/** Changes an open intervention read at `revisi` (409 when stale or closed). */
export function updateIntervensi(db: Db, request: RequestMeta, id: number, body: IntervensiUpdate) {
  return db.transaction(async (tx) => {
    const before = await openForWrite(tx, id, body.revisi);
    await requireMasterRow(
      tx,
      'rekomendasi-intervensi',
      body.rekomendasi_intervensi_id,
      'rekomendasi_intervensi_id',
      'Rekomendasi intervensi tidak ditemukan',
    );
    const { revisi: _r, ...rest } = body;
    await tx
      .update(v)
      .set({
        ...rest,
        revisi: sql`${v.revisi} + 1`,
        updated_by: request.auth?.user.id ?? null,
        updated_at: new Date(),
      })
      .where(eq(v.id, id));
    await audit(tx, request, {
      action: 'ppg.intervensi.update',
      entity: ENTITY,
      entity_id: id,
      before,
      after: rest,
    });
  });
}

/**
 * Adds a follow-up note (a planned intervention is then under way), or — `tutup` — the closing note: the
 * intervention becomes SELESAI and read-only. 409 when stale or already closed.
 */
export function tambahTindakLanjut(
  db: Db,
  request: RequestMeta,
  id: number,
  body: TindakLanjutBody,
  tutup: boolean,
) {
  return db.transaction(async (tx) => {
    const before = await openForWrite(tx, id, body.revisi);
    const userId = request.auth?.user.id ?? null;
    await tx.insert(ppg_intervensi_tindak_lanjuts).values({
      intervensi_id: id,
      tanggal: body.tanggal,
      catatan: body.catatan,
      penutup: tutup,
      created_by: userId,
    });
    const status = tutup ? 'SELESAI' : 'BERJALAN';
    await tx
      .update(v)
      .set({
        status,
        ditutup_at: tutup ? new Date() : null,
        revisi: sql`${v.revisi} + 1`,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(eq(v.id, id));
    await audit(tx, request, {
      action: tutup ? 'ppg.intervensi.tutup' : 'ppg.intervensi.tindak-lanjut',
      entity: ENTITY,
      entity_id: id,
      before: { status: before.status },
      after: { status, tanggal: body.tanggal, catatan: body.catatan },
    });
  });
}
