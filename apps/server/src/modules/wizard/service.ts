import type { ImporInstansiCommit } from '@gratifikasi/domain';
import { touchedSinceImport } from '@gratifikasi/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { impor_instansi_batches, impor_instansi_rows, laporans } from '../../db/schema/index';
import { masterTableOf } from '../../db/schema/masters';
import { audit } from '../../platform/audit';
import type { AuthContext, RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { looksLikeXlsx } from '../../platform/upload';
import { fileError } from '../laporan/import/read';
import { invalidateLaporanCounts } from '../laporan/list/list';
import { COMMIT_JOB } from './commit-job';
import { validateInto } from './validate';

type Batch = typeof impor_instansi_batches.$inferSelect;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Batch impor tidak ditemukan');

/** The caller's batch (a superuser sees only the batches they uploaded); 404 otherwise. */
export async function batchOf(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
  lock = false,
): Promise<Batch> {
  const query = ctx.db
    .select()
    .from(impor_instansi_batches)
    .where(and(eq(impor_instansi_batches.id, id), eq(impor_instansi_batches.created_by, auth.user.id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw NOT_FOUND();
  return row;
}

/**
 * `POST wizard/import-laporan-dikelola-instansi`: a batch for the file, every row checked (streamed) and written
 * with its errors; the batch ends `ready` (all valid) or `invalid`. A file-level problem leaves no batch (422).
 */
export async function createBatch(
  ctx: ServerContext,
  request: RequestMeta & { auth: AuthContext },
  instansiId: number,
  fileName: string,
  bytes: Buffer,
): Promise<{ id: number }> {
  if (!looksLikeXlsx(bytes)) throw fileError('Berkas harus berformat Excel (.xlsx)');
  const instansi = masterTableOf('instansi');
  const [found] = await ctx.db
    .select({ id: instansi.id })
    .from(instansi)
    .where(and(eq(instansi.id, instansiId), isNull(instansi.deleted_at)));
  if (!found)
    throw new AppError('VALIDATION_FAILED', undefined, { instansi_id: ['Instansi tidak ditemukan'] });

  const [batch] = await ctx.db
    .insert(impor_instansi_batches)
    .values({
      instansi_id: instansiId,
      nama_berkas: fileName.slice(0, 255),
      created_by: request.auth.user.id,
    })
    .returning({ id: impor_instansi_batches.id });
  if (!batch) throw new Error('batch insert');
  try {
    const counts = await validateInto(
      ctx.db,
      { batchId: batch.id, instansiId, userId: request.auth.user.id },
      bytes,
    );
    const status = counts.valid_rows === counts.total_rows ? 'ready' : 'invalid';
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(impor_instansi_batches)
        .set({ ...counts, status, updated_at: new Date() })
        .where(eq(impor_instansi_batches.id, batch.id));
      await audit(tx, request, {
        action: 'wizard.impor-instansi.unggah',
        entity: 'impor_instansi_batch',
        entity_id: batch.id,
        after: { instansi_id: instansiId, nama_berkas: fileName, status, ...counts },
      });
    });
    return { id: batch.id };
  } catch (error) {
    // The file itself was refused (or reading failed): no half-checked batch stays behind.
    await ctx.db.delete(impor_instansi_batches).where(eq(impor_instansi_batches.id, batch.id));
    throw error;
  }
}

/**
 * `POST …/{id}/commit`: ready → committing, once (the status update is the lock: of two concurrent commits one
 * wins, the other gets 422), and the queue job that inserts the reports in chunks is enqueued in the same
 * transaction. A batch with invalid rows commits its valid reports only when asked to (`lewati_tidak_valid`).
 */
export async function commitBatch(
  ctx: ServerContext,
  request: RequestMeta & { auth: AuthContext },
  id: number,
  body: ImporInstansiCommit,
): Promise<{ id: number; status: 'committing' }> {
  const batch = await batchOf(ctx, request.auth, id);
  if (batch.status === 'invalid' && !body.lewati_tidak_valid) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Batch berisi baris tidak valid. Perbaiki berkas dan unggah kembali, atau simpan hanya laporan yang valid.',
    );
  }
  if (batch.valid_laporan === 0 && (batch.status === 'invalid' || batch.status === 'ready')) {
    throw new AppError('VALIDATION_FAILED', 'Tidak ada laporan valid untuk disimpan.');
  }
  await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(impor_instansi_batches)
      .set({ status: 'committing', pesan_kesalahan: null, updated_at: new Date() })
      .where(
        and(
          eq(impor_instansi_batches.id, id),
          inArray(impor_instansi_batches.status, body.lewati_tidak_valid ? ['ready', 'invalid'] : ['ready']),
        ),
      )
      .returning({ id: impor_instansi_batches.id });
    if (!won) throw new AppError('VALIDATION_FAILED', 'Batch ini sudah disimpan atau sedang disimpan.');
    await ctx.jobs.enqueue(
      tx,
      COMMIT_JOB,
      { id },
      { singletonKey: String(id), maxAttempts: 5, backoffSeconds: 10 },
    );
    await audit(tx, request, {
      action: 'wizard.impor-instansi.simpan',
      entity: 'impor_instansi_batch',
      entity_id: id,
      before: { status: batch.status },
      after: { status: 'committing', valid_laporan: batch.valid_laporan },
    });
  });
  ctx.jobs.wake();
  return { id, status: 'committing' as const };
}

/**
 * `POST …/{id}/undo`: deletes every report of a committed batch in one transaction, while none of them changed since
 * the import (still at version 1, not deleted); otherwise 422 naming the touched reports by row and key.
 */
export async function undoBatch(
  ctx: ServerContext,
  request: RequestMeta & { auth: AuthContext },
  id: number,
): Promise<{ id: number; status: string; dihapus: number }> {
  const dihapus = await ctx.db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(impor_instansi_batches)
      .where(
        and(eq(impor_instansi_batches.id, id), eq(impor_instansi_batches.created_by, request.auth.user.id)),
      )
      .for('update');
    if (!batch) throw NOT_FOUND();
    if (batch.status !== 'committed') {
      throw new AppError('VALIDATION_FAILED', 'Hanya batch yang sudah tersimpan yang dapat dibatalkan.');
    }
    // The batch's reports, locked: a writer that changes one now waits for this transaction.
    const reports = await tx
      .select({ id: laporans.id, version: laporans.version, deleted_at: laporans.deleted_at })
      .from(laporans)
      .where(eq(laporans.impor_batch_id, id))
      .for('update');
    const touched = touchedSinceImport(reports.map((r) => ({ ...r, deleted: r.deleted_at !== null })));
    if (touched.length > 0) {
      const named = await tx
        .select({ row: impor_instansi_rows.row_number, key: impor_instansi_rows.key })
        .from(impor_instansi_rows)
        .where(
          and(
            eq(impor_instansi_rows.batch_id, id),
            inArray(
              impor_instansi_rows.laporan_id,
              touched.slice(0, 20).map((t) => t.id),
            ),
          ),
        )
        .orderBy(impor_instansi_rows.row_number);
      const list = named.map((n) => `baris ${n.row} (${n.key})`).join(', ');
      const more = touched.length > named.length ? ` dan ${touched.length - named.length} lainnya` : '';
      throw new AppError(
        'VALIDATION_FAILED',
        `Batch tidak dapat dibatalkan: ${touched.length} laporan sudah diubah sejak diimpor (${list}${more}).`,
        { laporan: touched.map((t) => `Laporan #${t.id} sudah diubah`) },
      );
    }
    await tx.delete(laporans).where(eq(laporans.impor_batch_id, id));
    await tx
      .update(impor_instansi_rows)
      .set({ laporan_id: null })
      .where(and(eq(impor_instansi_rows.batch_id, id), sql`${impor_instansi_rows.laporan_id} is not null`));
    await tx
      .update(impor_instansi_batches)
      // The reports are gone: none stays counted as saved (the audit row keeps how many there were).
      .set({ status: 'undone', committed_laporan: 0, undone_at: new Date(), updated_at: new Date() })
      .where(eq(impor_instansi_batches.id, id));
    await audit(tx, request, {
      action: 'wizard.impor-instansi.batal',
      entity: 'impor_instansi_batch',
      entity_id: id,
      before: { status: 'committed', committed_laporan: batch.committed_laporan },
      after: { status: 'undone', dihapus: reports.length },
    });
    return reports.length;
  });
  invalidateLaporanCounts(ctx.db);
  return { id, status: 'undone', dihapus };
}
