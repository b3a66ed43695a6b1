import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { impor_instansi_batches, impor_instansi_rows } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { invalidateLaporanCounts } from '../laporan/list/list';
import { insertJsonRows } from './bulk';

export const COMMIT_JOB = 'wizard.impor-instansi.simpan';

/** Reports inserted per transaction: each chunk commits with the batch's progress, so a crash resumes after it. */
const CHUNK_REPORTS = 1000;

/**
 * Inserts one chunk of the batch's prepared reports (those not yet inserted), their items and their first history
 * line, marks their rows with the report ids and raises the batch's progress — all in one transaction. Returns how
 * many were inserted (0: nothing left, the batch is then marked committed).
 */
async function commitChunk(db: Db, batchId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ status: impor_instansi_batches.status, created_by: impor_instansi_batches.created_by })
      .from(impor_instansi_batches)
      .where(eq(impor_instansi_batches.id, batchId))
      .for('update');
    if (batch?.status !== 'committing') return 0;
    const pending = await tx
      .select({ id: impor_instansi_rows.id, plan: impor_instansi_rows.plan })
      .from(impor_instansi_rows)
      .where(
        and(
          eq(impor_instansi_rows.batch_id, batchId),
          isNotNull(impor_instansi_rows.plan),
          isNull(impor_instansi_rows.laporan_id),
        ),
      )
      .orderBy(asc(impor_instansi_rows.row_number))
      .limit(CHUNK_REPORTS);
    if (pending.length === 0) {
      await tx
        .update(impor_instansi_batches)
        .set({ status: 'committed', committed_at: new Date(), updated_at: new Date() })
        .where(eq(impor_instansi_batches.id, batchId));
      await audit(
        tx,
        { id: '', ip: '', headers: {}, auth: null },
        {
          action: 'wizard.impor-instansi.tersimpan',
          entity: 'impor_instansi_batch',
          entity_id: batchId,
          user_id: batch.created_by,
          role_name: 'superuser',
          after: { status: 'committed' },
        },
      );
      return 0;
    }
    // The ids first, so items, history and rows are written against known reports in a few statements.
    const ids = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('laporans', 'id'))::int as id from generate_series(1, ${pending.length})`,
      ),
    ).map((r) => Number(r.id));
    const now = new Date().toISOString();
    const laporanValues: Record<string, unknown>[] = [];
    const rincianValues: Record<string, unknown>[] = [];
    const historyValues: Record<string, unknown>[] = [];
    const links: { rid: number; lid: number }[] = [];
    for (const [i, row] of pending.entries()) {
      const id = ids[i] as number;
      const plan = row.plan as NonNullable<typeof row.plan>;
      laporanValues.push({ ...plan.laporan, id, created_at: now, updated_at: now });
      for (const item of plan.rincian) rincianValues.push({ ...item, laporan_id: id });
      historyValues.push({
        laporan_id: id,
        action: 'impor_instansi',
        status_to: String(plan.laporan.status),
        catatan: 'Diimpor sebagai laporan yang dikelola instansi',
        user_id: batch.created_by,
        role_name: 'superuser',
        data: { batch_id: batchId },
        created_at: now,
      });
      links.push({ rid: row.id, lid: id });
    }
    await insertJsonRows(tx, 'laporans', laporanValues);
    await insertJsonRows(tx, 'rincian_laporans', rincianValues);
    await insertJsonRows(tx, 'laporan_histories', historyValues);
    await tx.execute(
      sql`update impor_instansi_rows r set laporan_id = v.lid from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(rid bigint, lid int) where r.id = v.rid`,
    );
    await tx
      .update(impor_instansi_batches)
      .set({
        committed_laporan: sql`${impor_instansi_batches.committed_laporan} + ${pending.length}`,
        updated_at: new Date(),
      })
      .where(eq(impor_instansi_batches.id, batchId));
    return pending.length;
  });
}

/** Runs a batch's commit to its end, chunk by chunk (each chunk durable: a rerun continues where it stopped). */
export async function runCommit(db: Db, batchId: number): Promise<void> {
  while ((await commitChunk(db, batchId)) > 0) {
    // next chunk
  }
}

/** Registers the commit job on the durable queue. */
export function registerImporInstansiJobs(ctx: ServerContext): void {
  ctx.jobs.register(
    COMMIT_JOB,
    async (payload) => {
      const id = Number((payload as { id?: unknown }).id);
      if (!Number.isInteger(id)) return;
      try {
        await runCommit(ctx.db, id);
      } catch (error) {
        await ctx.db
          .update(impor_instansi_batches)
          .set({ pesan_kesalahan: 'Penyimpanan terhenti karena kesalahan sistem; dicoba kembali otomatis.' })
          .where(eq(impor_instansi_batches.id, id));
        throw error;
      } finally {
        invalidateLaporanCounts(ctx.db);
      }
    },
    { timeoutSeconds: 900 },
  );
}
