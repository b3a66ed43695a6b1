import { buildPath, PENGHAPUSAN_LAPORAN_PROCESS } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { laporan_penghapusans, laporans } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { closeInstance } from '../../workflow/aksi';
import type { MoveContext } from '../../workflow/subject';
import { nextVersion } from '../access';
import { addHistory } from '../filing/write';
import { type PermintaanConfig, type PermintaanRow, permintaanSubject } from '../permintaan/kind';
import { numberedRefusal } from '../proses/numbered';
import { notifyReporter } from '../status';

/**
 * The deletion approved by the director: the report is soft-deleted as the existing delete does (deleted_at, its
 * version raised), its history and audit say why, and its process instance is finished where it stood — all in the
 * approval's transaction.
 */
async function deleteReport(move: MoveContext<PermintaanRow>): Promise<number[]> {
  const { tx, row, mover } = move;
  const [laporan] = await tx
    .select()
    .from(laporans)
    .where(eq(laporans.id, row.laporan_id))
    .for('update')
    .limit(1);
  if (!laporan || laporan.deleted_at)
    throw new AppError('CONFLICT', 'Laporan sudah dihapus. Muat ulang halaman.');
  // Its SK may have been numbered since the request was made: a decision issued is cancelled first, never orphaned.
  const numbered = await numberedRefusal(tx, laporan.id, 'dihapus');
  if (numbered) throw new AppError('CONFLICT', numbered);
  const actor = mover.kind === 'user' ? mover.meta : null;
  const catatan = `Permintaan penghapusan disetujui: ${row.alasan}`;
  await tx
    .update(laporans)
    .set({
      deleted_at: new Date(),
      updated_by: actor?.auth.user.id ?? null,
      updated_at: new Date(),
      ...nextVersion,
    })
    .where(eq(laporans.id, laporan.id));
  await addHistory(tx, actor, laporan.id, {
    action: 'HAPUS',
    from: laporan.status,
    to: laporan.status,
    step: laporan.step,
    catatan,
  });
  await closeInstance(tx, 'laporan', laporan.id, mover, { decision: 'hapus', catatan });
  if (actor) {
    await audit(tx, actor, {
      action: 'laporan.delete',
      entity: 'laporan',
      entity_id: laporan.id,
      before: { status: laporan.status, nosig: laporan.nosig, step: laporan.step },
      after: { penghapusan_id: row.id, alasan: row.alasan },
    });
  }
  // The reporter is told, as of any other change of their report's status (in-app and through the outbox).
  const nosig = laporan.nosig ?? '';
  return notifyReporter(
    tx,
    move.ctx,
    laporan,
    `Laporan ${nosig} dihapus`.replace('  ', ' '),
    `Laporan gratifikasi ${nosig} dihapus oleh KPK atas permintaan yang telah disetujui. Alasan: ${row.alasan}`.replace(
      '  ',
      ' ',
    ),
  );
}

export const PENGHAPUSAN_CONFIG: PermintaanConfig = {
  type: 'penghapusan_laporan',
  label: 'Penghapusan laporan',
  auditPrefix: 'laporan.penghapusan',
  table: laporan_penghapusans,
  proses: PENGHAPUSAN_LAPORAN_PROCESS.kode,
  startStep: 'ajukan',
  path: (id) => `${buildPath('kpk-batal-revisi')}?id=${id}`,
  // The director approves last, whichever group the report is in.
  seesAll: ['direktur'],
  onApproved: deleteReport,
};

/** The deletion request (fxx) as a subject of the engine (issue 10 §2.9). */
export const penghapusanSubject = permintaanSubject(PENGHAPUSAN_CONFIG);
