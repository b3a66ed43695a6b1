import {
  buildPath,
  DEFAULT_PROCESS,
  decreeNumberingLabel,
  LAPORAN_START_STEP,
  numberingStatesOn,
  reporterStatusLabel,
  type WorkflowFacts,
  workflowStepPath,
} from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporan_histories, laporans, wf_instances } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { placeholders, transactionStatement } from '../../../db/statements';
import { auditRow } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { queueEoffice } from '../../eoffice/queue';
import { registerSubjectKind, type SubjectKind, type WfInstance } from '../../workflow/subject';
import {
  type LaporanMoveRow,
  laporanForActor,
  laporanMoveColumns,
  laporanScope,
  nextVersion,
  READ_ONLY_ROLES,
} from '../access';
import { historyValues } from '../filing/write';
import { putusanNotice } from '../putusan/read';
import { notifyReporterVia } from '../status';
import { numberedRefusal } from './numbered';
import { applyLaporanFields } from './steps';
import { closeWaitingLinks } from './waiting';

/** The report's process: the default definition's code (the latest active version is taken at the start). */
export const LAPORAN_PROCESS = DEFAULT_PROCESS.kode;
/** Where a report enters the process when it reaches the KPK (domain: the move screen filters by it too). */
export { LAPORAN_START_STEP };

async function penandatangan(tx: Db, levelId: number | null): Promise<string | null> {
  if (levelId === null) return null;
  const level = masterTableOf('level');
  const [row] = await tx
    .select({ penandatangan: masterColumn(level, 'penandatangan_sk') })
    .from(level)
    .where(and(eq(level.id, levelId), isNull(level.deleted_at)))
    .limit(1);
  return row ? String(row.penandatangan) : null;
}

/** The report's facts its process's conditions read: who signs the SK (by the reporter's position level). */
export async function laporanFacts(tx: Db, row: LaporanMoveRow): Promise<WorkflowFacts> {
  return { penandatangan: await penandatangan(tx, row.level_id) };
}

/** The report as a subject of the engine: the KPK's processing from distribution to SK or SP3 (issue 10). */
export const laporanSubject: SubjectKind<LaporanMoveRow> = registerSubjectKind<LaporanMoveRow>({
  type: 'laporan',
  label: 'Laporan',
  async lock(tx, auth, id) {
    if (auth) return laporanForActor(tx, auth, id, 'act');
    const [row] = await tx.select().from(laporans).where(eq(laporans.id, id)).for('update').limit(1);
    if (!row || row.deleted_at) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
    return row;
  },
  async lockWithInstance(tx, auth, id) {
    if (auth?.activeRole && READ_ONLY_ROLES.includes(auth.activeRole)) return null;
    // Rendered once per role's shape (db/statements.ts): a decision binds only the report and the caller.
    const b = placeholders();
    const where = and(
      eq(laporans.id, b.bind('id', id)),
      auth ? laporanScope(auth, b, { includeDeleted: true }) : undefined,
    );
    const lock = transactionStatement<{ row: LaporanMoveRow; instance: WfInstance }>(
      tx,
      `laporan-lock|${auth?.activeRole ?? 'system'}|${b.names.join(',')}`,
      () =>
        tx
          .select({ row: laporanMoveColumns, instance: wf_instances })
          .from(laporans)
          .innerJoin(
            wf_instances,
            and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, laporans.id)),
          )
          .where(where)
          .for('update')
          .limit(1),
    );
    const [hit] = await lock.execute(b.values);
    // A deleted report, or none: the two-step lock says which.
    return hit && !hit.row.deleted_at ? hit : null;
  },
  facts: laporanFacts,
  applyFields: applyLaporanFields,
  // A numbered SK or SP3 is a decision issued: moving the report would let it be decided a second time.
  refuseRelocate: (tx, row) => numberedRefusal(tx, row.id, 'dipindahkan atau dialihkan'),
  workStart: LAPORAN_START_STEP,
  async moved({ tx, ctx, row, next, from, to, decision, catatan, mover, writes }) {
    const status = to.status ?? row.status;
    const actor = mover.kind === 'user' ? mover.meta : null;
    const numbering = numberingStatesOn(from.kode, to.kode);
    // The report's row, history, audit and the reporter's notice go with the engine's writes: one statement.
    writes.add(
      (p) =>
        tx
          .update(laporans)
          .set(
            p.row('', {
              ...nextVersion,
              status,
              step: to.kode,
              assignee_user_id: next.holder_user_id ?? next.anggota_user_id,
              grup_id: next.grup_id,
              batas_step: next.due_on,
              ...(numbering.length ? { status_penomoran: numbering.at(-1) } : {}),
              updated_at: new Date(),
              updated_by: actor?.auth.user.id ?? null,
            }),
          )
          .where(eq(laporans.id, p('id', row.id))),
      { shape: 'laporan-move' },
    );
    // A numbering step's letter goes to the e-office; its approval takes the step's decision (modules/eoffice).
    if (to.kode !== from.kode) await queueEoffice(tx, ctx, row.id, to.kode);
    // Leaving a step that waited on the reporter by any other way than their answer closes the link they hold.
    const closedLinks = to.kode !== from.kode ? await closeWaitingLinks(tx, row.id, from.kode) : [];
    const histories = [
      historyValues(actor, row.id, {
        action: decision.toUpperCase(),
        from: row.status,
        to: status,
        // The step the actor worked on: the timeline reads "f30 · Demo Anggota Tim", not the step it went to.
        step: from.kode,
        catatan,
      }),
      // Each numbering state the report enters is on its timeline (the SK numbered, then its SPSK begun).
      ...numbering.map((state) =>
        historyValues(actor, row.id, {
          action: 'PENOMORAN',
          from: status,
          to: status,
          step: from.kode,
          catatan: decreeNumberingLabel(state),
        }),
      ),
    ];
    writes.add((p) => tx.insert(laporan_histories).values(histories.map((h, i) => p.row(`${i}.`, h))), {
      shape: 'laporan-history',
    });
    if (actor) {
      writes.add(
        (p) =>
          auditRow(
            tx,
            actor,
            {
              action: `laporan.proses.${decision}`,
              entity: 'laporan',
              entity_id: row.id,
              before: { step: from.kode, status: row.status },
              after: {
                step: to.kode,
                status,
                catatan,
                ...(numbering.length ? { status_penomoran: numbering } : {}),
                ...(closedLinks.length ? { tautan_ditutup: closedLinks } : {}),
              },
            },
            p,
          ),
        { shape: 'audit' },
      );
    }
    // The ruling issued (SK and SPSK, or SP3): the reporter is told its letters, the ruling and what follows.
    const ruling = to.kode !== from.kode ? await putusanNotice(tx, { ...row, step: to.kode }) : null;
    if (ruling) {
      notifyReporterVia(writes, tx, ctx, row, ruling.judul, ruling.pesan);
      return [];
    }
    // A request to the reporter (a link) is its own notice; the status change needs no second one.
    // The reporter is told in their words, once per phase they know (the KPK's inner stages are one to them).
    const nama = reporterStatusLabel(status);
    if (status === row.status || to.lingkup === 'pelapor' || nama === reporterStatusLabel(row.status))
      return [];
    const why = to.kode === 'f5a' && catatan ? ` Keterangan: ${catatan}` : '';
    notifyReporterVia(
      writes,
      tx,
      ctx,
      row,
      `Status laporan ${row.nosig ?? ''}: ${nama}`.replace('  ', ' '),
      `Laporan gratifikasi ${row.nosig ?? ''} kini berstatus "${nama}".${why}`.replace('  ', ' '),
    );
    return [];
  },
  stepPath: (id, step) => workflowStepPath(id, step),
  path: (id) => buildPath('kpk-laporan-detail', { id }),
  title: (row) => `Laporan ${row.nosig ?? `#${row.id}`}`,
  clock: { startsAt: ['f60'], stopsAt: ['f7A', 'f5a', 'f5z'], settingKey: 'batas_sk_hk' },
});
