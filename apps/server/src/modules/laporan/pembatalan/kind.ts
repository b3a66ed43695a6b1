import {
  buildPath,
  finalSteps,
  langkahKembaliSk,
  PEMBATALAN_SK_PROCESS,
  SK_BERNOMOR,
  type WorkflowGraph,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { laporan_nomor_surats, laporans, og_status_kepemilikans, pembatalan_sks } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { removeExpectedOgs } from '../../og/register/create';
import { withdrawPublishedSk } from '../../sensor-sk/publish';
import { lockInstance, relocate } from '../../workflow/engine';
import { loadProcess } from '../../workflow/graph';
import type { MoveContext, WfInstance } from '../../workflow/subject';
import { nextVersion } from '../access';
import {
  type PermintaanConfig,
  type PermintaanRow,
  type PermintaanTable,
  permintaanSubject,
} from '../permintaan/kind';
import { laporanSubject } from '../proses/subject';

/** The steps where a report whose SK carries a number (domain SK_BERNOMOR) then stands (f7E, done). */
export const SK_BERNOMOR_STEPS = ['f7E', 'selesai'] as const;

/** Whether the report's SK is numbered and still in force: what a cancellation needs, asked and approved. */
export function skBernomor(laporan: { status_penomoran: string | null }, instance: WfInstance): boolean {
  return (
    (SK_BERNOMOR as readonly (string | null)[]).includes(laporan.status_penomoran) &&
    (SK_BERNOMOR_STEPS as readonly string[]).includes(instance.step)
  );
}

/** The steps of a report's process a cancelled SK may send it back to (the report's own pinned version). */
export async function langkahKembali(ctx: ServerContext, tx: Db, instance: WfInstance) {
  const { graph, order } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi, tx);
  return langkahKembaliOf(graph, order);
}

export function langkahKembaliOf(graph: WorkflowGraph, order: readonly string[]) {
  const finals = new Set(finalSteps(graph));
  const nodes = order.map((kode) => {
    const task = graph.tasks.get(kode);
    return { kode, nama: task?.nama ?? kode, lingkup: task?.lingkup ?? 'peran', final: finals.has(kode) };
  });
  const edges = [...graph.next].flatMap(([from, out]) => [...out.values()].map((to) => ({ from, to })));
  return langkahKembaliSk(nodes, edges);
}

/** A step the report may go back to, else 422 on the field. */
export async function checkKembaliKe(ctx: ServerContext, tx: Db, instance: WfInstance, step: string) {
  const allowed = await langkahKembali(ctx, tx, instance);
  const found = allowed.find((s) => s.kode === step);
  if (!found)
    throw fieldError('kembali_ke', `Langkah ${step} tidak dapat dipilih sebagai tujuan pembatalan SK`);
  return found;
}

/**
 * The cancellation approved: the SK (and SPSK) numbers stay on record marked cancelled, the SK's decision per item is
 * withdrawn, the numbering state cleared, and the report moved back to the chosen step by the system with a note
 * naming the cancellation — all in the approval's transaction, so either all of it happened or none.
 */
async function cancelSk(move: MoveContext<PermintaanRow>): Promise<number[]> {
  const { tx, ctx, row, mover } = move;
  const [pembatalan] = await tx.select().from(pembatalan_sks).where(eq(pembatalan_sks.id, row.id)).limit(1);
  if (!pembatalan) throw new AppError('NOT_FOUND', 'Pembatalan SK tidak ditemukan');
  const [laporan] = await tx
    .select()
    .from(laporans)
    .where(eq(laporans.id, row.laporan_id))
    .for('update')
    .limit(1);
  if (!laporan || laporan.deleted_at)
    throw new AppError('CONFLICT', 'Laporan sudah dihapus. Muat ulang halaman.');
  const instance = await lockInstance(tx, 'laporan', laporan.id);
  if (!skBernomor(laporan, instance)) {
    throw new AppError(
      'CONFLICT',
      'SK laporan ini tidak lagi bernomor atau laporan sudah berpindah langkah; pembatalan tidak dapat disetujui',
    );
  }
  await checkKembaliKe(ctx, tx, instance, pembatalan.kembali_ke);
  const dibatalkan = await tx
    .update(laporan_nomor_surats)
    .set({ dibatalkan_at: new Date() })
    .where(
      and(
        eq(laporan_nomor_surats.laporan_id, laporan.id),
        inArray(laporan_nomor_surats.jenis, ['SK', 'SPSK']),
        isNull(laporan_nomor_surats.dibatalkan_at),
      ),
    )
    .returning({ jenis: laporan_nomor_surats.jenis, nomor: laporan_nomor_surats.nomor });
  await withdrawPublishedSk(
    tx,
    mover.kind === 'user' ? mover.meta : null,
    dibatalkan.filter((d) => d.jenis === 'SK').map((d) => d.nomor),
  );
  await tx.delete(og_status_kepemilikans).where(eq(og_status_kepemilikans.laporan_id, laporan.id));
  await removeExpectedOgs(tx, laporan.id);
  await tx
    .update(laporans)
    .set({ status_penomoran: null, ...nextVersion, updated_at: new Date() })
    .where(eq(laporans.id, laporan.id));
  const nomor = dibatalkan.find((d) => d.jenis === 'SK')?.nomor ?? pembatalan.nomor_sk ?? '';
  const moved = await relocate(
    tx,
    ctx,
    laporanSubject,
    laporan.id,
    { kind: 'system' },
    {
      step: pembatalan.kembali_ke,
      version: instance.version,
      catatan: `Pembatalan SK ${nomor} disetujui: ${pembatalan.alasan}`.trim(),
      decision: 'pindah_alur',
    },
  );
  if (mover.kind === 'user') {
    await audit(tx, mover.meta, {
      action: 'laporan.pembatalan_sk',
      entity: 'laporan',
      entity_id: laporan.id,
      before: { step: instance.step, status_penomoran: laporan.status_penomoran, nomor: dibatalkan },
      after: { step: pembatalan.kembali_ke, status_penomoran: null, pembatalan_id: row.id },
    });
  }
  return moved.mailIds;
}

export const PEMBATALAN_CONFIG: PermintaanConfig = {
  type: 'pembatalan_sk',
  label: 'Pembatalan SK',
  auditPrefix: 'laporan.pembatalan',
  // Only the columns the two request tables share are touched through this handle (see PermintaanTable).
  table: pembatalan_sks as unknown as PermintaanTable,
  proses: PEMBATALAN_SK_PROCESS.kode,
  startStep: 'ajukan',
  path: (id) => buildPath('kpk-pembatalan-sk-edit', { id }),
  seesAll: [],
  onApproved: cancelSk,
};

/** The SK cancellation as a subject of the engine (issue 10 §2.9). */
export const pembatalanSubject = permintaanSubject(PEMBATALAN_CONFIG);
