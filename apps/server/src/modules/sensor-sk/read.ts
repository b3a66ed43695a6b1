import { STATUS_BATCH_SENSOR_LABELS, type StatusBatchSensor } from '@gratifikasi/domain';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { laporans, pelapors, sensor_sk_batches, sensor_sk_items, users, wf_instances } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { subjectAksi, subjectJejak } from '../workflow/aksi';
import { instanceOf } from '../workflow/engine';
import { lockBatch, SENSOR_TYPE, sensorSubject } from './kind';
import { termsOf } from './source';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET sensor-sk/batch`: a page of batches, newest first, by status and title, with where each stands. */
export async function listBatch(
  ctx: ServerContext,
  q: { status?: StatusBatchSensor | undefined; q?: string | undefined; page: number; per_page: number },
) {
  const where = and(
    q.status ? eq(sensor_sk_batches.status, q.status) : undefined,
    q.q ? ilike(sensor_sk_batches.judul, escapeLike(q.q)) : undefined,
  ) as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: sensor_sk_batches.id,
        judul: sensor_sk_batches.judul,
        status: sensor_sk_batches.status,
        penyusun: users.name,
        diterbitkan_at: sensor_sk_batches.diterbitkan_at,
        created_at: sensor_sk_batches.created_at,
        step: wf_instances.step,
      })
      .from(sensor_sk_batches)
      .leftJoin(users, eq(users.id, sensor_sk_batches.created_by))
      .leftJoin(
        wf_instances,
        and(eq(wf_instances.subject_type, SENSOR_TYPE), eq(wf_instances.subject_id, sensor_sk_batches.id)),
      )
      .where(where)
      .orderBy(desc(sensor_sk_batches.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ n: count() }).from(sensor_sk_batches).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const sizes = ids.length
    ? await ctx.db
        .select({ batch_id: sensor_sk_items.batch_id, n: count() })
        .from(sensor_sk_items)
        .where(inArray(sensor_sk_items.batch_id, ids))
        .groupBy(sensor_sk_items.batch_id)
    : [];
  const size = new Map(sizes.map((s) => [s.batch_id, Number(s.n)]));
  return {
    items: rows.map((r) => ({
      ...r,
      status: r.status as StatusBatchSensor,
      status_label: STATUS_BATCH_SENSOR_LABELS[r.status as StatusBatchSensor] ?? r.status,
      jumlah_sk: size.get(r.id) ?? 0,
      diterbitkan_at: r.diterbitkan_at?.toISOString() ?? null,
      created_at: r.created_at.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}

/** `GET sensor-sk/batch/{id}`: the batch, each SK with its findings and review, the decision panel and the path. */
export async function batchDetail(ctx: ServerContext, auth: AuthContext, id: number) {
  const row = await lockBatch(ctx.db, auth, id);
  const instance = await instanceOf(ctx.db, SENSOR_TYPE, id);
  if (!instance) throw new AppError('NOT_FOUND', 'Batch sensor SK tidak ditemukan');
  const [meta] = await ctx.db
    .select({ penyusun: users.name, diterbitkan_at: sensor_sk_batches.diterbitkan_at })
    .from(sensor_sk_batches)
    .leftJoin(users, eq(users.id, sensor_sk_batches.created_by))
    .where(eq(sensor_sk_batches.id, id));
  const items = await ctx.db
    .select({
      item: sensor_sk_items,
      nosig: laporans.nosig,
      pelapor_nama: pelapors.nama,
    })
    .from(sensor_sk_items)
    .innerJoin(laporans, eq(laporans.id, sensor_sk_items.laporan_id))
    .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(eq(sensor_sk_items.batch_id, id))
    .orderBy(sensor_sk_items.id);
  return {
    id: row.id,
    judul: row.judul,
    status: row.status,
    status_label: STATUS_BATCH_SENSOR_LABELS[row.status],
    penyusun: meta?.penyusun ?? null,
    dapat_diubah: row.status === 'DRAF' && row.created_by === auth.user.id,
    diterbitkan_at: meta?.diterbitkan_at?.toISOString() ?? null,
    version: instance.version,
    items: items.map(({ item, nosig, pelapor_nama }) => ({
      laporan_id: item.laporan_id,
      nosig,
      pelapor_nama,
      nomor_sk: item.nomor_sk,
      temuan: item.temuan,
      abaikan: item.abaikan,
      tambahan: item.tambahan,
      disensor: termsOf(item).length,
      terbit: item.hasil_media_id !== null,
      hasil_sha256: item.hasil_sha256,
    })),
    aksi: await subjectAksi(ctx, auth, sensorSubject, row, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}
