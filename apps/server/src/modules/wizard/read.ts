import {
  type ImporInstansiBatch,
  type ImporInstansiDetail,
  KANAL_DIKELOLA_INSTANSI,
  STATUS_IMPOR_INSTANSI_LABELS,
  type StatusImporInstansi,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { impor_instansi_batches, impor_instansi_rows, laporans } from '../../db/schema/index';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import type { AuthContext } from '../../platform/auth-context';
import { batchOf } from './service';

type Batch = typeof impor_instansi_batches.$inferSelect;

function view(row: Batch, instansiNama: string | null): ImporInstansiBatch {
  const status = row.status as StatusImporInstansi;
  const progress =
    status === 'committed'
      ? 100
      : row.valid_laporan > 0
        ? Math.min(100, Math.floor((row.committed_laporan * 100) / row.valid_laporan))
        : 0;
  return {
    id: row.id,
    instansi_id: row.instansi_id,
    instansi_nama: instansiNama,
    nama_berkas: row.nama_berkas,
    status,
    status_label: STATUS_IMPOR_INSTANSI_LABELS[status] ?? row.status,
    total_rows: row.total_rows,
    valid_rows: row.valid_rows,
    total_laporan: row.total_laporan,
    valid_laporan: row.valid_laporan,
    committed_laporan: row.committed_laporan,
    progress,
    created_at: row.created_at.toISOString(),
    committed_at: row.committed_at?.toISOString() ?? null,
    undone_at: row.undone_at?.toISOString() ?? null,
  };
}

const instansi = () => masterTableOf('instansi');

/**
 * `GET wizard/import-laporan-dikelola-instansi`: the caller's batches, newest first, and how many reports are
 * recorded as handled by their institution (counted apart: they are in no KPK list or statistic).
 */
export async function listBatches(
  ctx: ServerContext,
  auth: AuthContext,
  q: { status?: StatusImporInstansi | undefined; page: number; per_page: number },
) {
  const where = and(
    eq(impor_instansi_batches.created_by, auth.user.id),
    q.status ? eq(impor_instansi_batches.status, q.status) : undefined,
  ) as SQL;
  const table = instansi();
  const [rows, [total], [dikelola]] = await Promise.all([
    ctx.db
      .select({ batch: impor_instansi_batches, nama: masterColumn(table, 'nama') })
      .from(impor_instansi_batches)
      .leftJoin(table, eq(table.id, impor_instansi_batches.instansi_id))
      .where(where)
      .orderBy(desc(impor_instansi_batches.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ n: count() }).from(impor_instansi_batches).where(where),
    ctx.db
      .select({ n: count() })
      .from(laporans)
      .where(and(eq(laporans.kanal, KANAL_DIKELOLA_INSTANSI), isNull(laporans.deleted_at))),
  ]);
  return {
    items: rows.map((r) => view(r.batch, r.nama === null ? null : String(r.nama))),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
    total_laporan_dikelola: Number(dikelola?.n ?? 0),
  };
}

/** `GET …/{id}`: one of the caller's batches with its counts, progress and what may be done with it. */
export async function batchDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<ImporInstansiDetail> {
  const row = await batchOf(ctx, auth, id);
  const table = instansi();
  const [nama] = await ctx.db
    .select({ nama: masterColumn(table, 'nama') })
    .from(table)
    .where(eq(table.id, row.instansi_id));
  return {
    ...view(row, nama ? String(nama.nama) : null),
    pesan_kesalahan: row.pesan_kesalahan,
    dapat_disimpan: (row.status === 'ready' || row.status === 'invalid') && row.valid_laporan > 0,
    dapat_dibatalkan: row.status === 'committed',
  };
}

/** `GET …/{id}/rows`: the batch's rows in sheet order (only the invalid ones with `hanya_error`). */
export async function batchRows(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
  q: { hanya_error: boolean; page: number; per_page: number },
) {
  await batchOf(ctx, auth, id);
  const where = and(
    eq(impor_instansi_rows.batch_id, id),
    q.hanya_error ? eq(impor_instansi_rows.has_error, true) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        row: impor_instansi_rows.row_number,
        key: impor_instansi_rows.key,
        cells: impor_instansi_rows.cells,
        errors: impor_instansi_rows.errors,
        laporan_id: impor_instansi_rows.laporan_id,
      })
      .from(impor_instansi_rows)
      .where(where)
      .orderBy(asc(impor_instansi_rows.row_number))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ n: count() }).from(impor_instansi_rows).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      row: r.row,
      key: r.key,
      nik_pelapor: r.cells.nik_pelapor ?? '',
      tanggal_penerimaan: r.cells.tanggal_penerimaan ?? '',
      uraian: r.cells.uraian ?? '',
      keputusan_instansi: r.cells.keputusan_instansi ?? '',
      errors: r.errors,
      laporan_id: r.laporan_id,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}
