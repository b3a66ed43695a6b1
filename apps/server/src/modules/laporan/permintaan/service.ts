import {
  type PermintaanKeputusan,
  type RoleName,
  STALE_WORKFLOW_MESSAGE,
  STATUS_PERMINTAAN_TERBUKA,
  type StatusPermintaan,
} from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { pelapors, wf_instances } from '../../../db/schema';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import {
  instanceOf,
  lockInstance,
  startInstance,
  type TransitionResult,
  transition,
  workflowActor,
} from '../../workflow/engine';
import { loadProcess } from '../../workflow/graph';
import { type SubjectKind, subjectKind, type WfInstance } from '../../workflow/subject';
import { type LaporanRow, laporanForActor } from '../access';
import { invalidateLaporanCounts } from '../list/list';
import { grupOf, lockPermintaan, type PermintaanConfig, type PermintaanRow } from './kind';

export type Meta = RequestMeta & { auth: AuthContext };

/**
 * The report a request is about, locked, with its process instance: the caller must hold it — the member it was
 * distributed to, or the head of its group — since only they know why it should be cancelled or deleted.
 */
export async function reportForRequest(
  tx: Db,
  meta: Meta,
  laporanId: number,
): Promise<{ laporan: LaporanRow; instance: WfInstance }> {
  const laporan = await laporanForActor(tx, meta.auth, laporanId, 'act');
  const instance = await instanceOf(tx, 'laporan', laporanId);
  if (!instance) throw new AppError('CONFLICT', 'Laporan ini belum masuk proses KPK');
  const role: RoleName | null = meta.auth.activeRole;
  const holds =
    role === 'ketua_group'
      ? instance.grup_id !== null && instance.grup_id === (await grupOf(tx, meta.auth.user.id))
      : instance.anggota_user_id === meta.auth.user.id;
  if (!holds) {
    throw new AppError(
      'FORBIDDEN',
      role === 'ketua_group'
        ? 'Laporan ini ditangani oleh grup lain'
        : 'Laporan ini tidak ditugaskan kepada Anda',
    );
  }
  return { laporan, instance };
}

/** A second open request of the same kind for one report is refused (the partial unique index backs this up). */
export async function refuseSecondOpen(tx: Db, cfg: PermintaanConfig, laporanId: number): Promise<void> {
  const [open] = await tx
    .select({ id: cfg.table.id })
    .from(cfg.table)
    .where(
      and(eq(cfg.table.laporan_id, laporanId), inArray(cfg.table.status, [...STATUS_PERMINTAAN_TERBUKA])),
    )
    .limit(1);
  if (open) {
    throw new AppError(
      'CONFLICT',
      `Laporan ini sudah memiliki permintaan ${cfg.label.toLowerCase()} yang belum selesai`,
    );
  }
}

/**
 * A new request, already inserted by its kind, enters its process at the requester's step and is sent at once: the
 * requester holds that step (whichever role they asked in), the report's group head the next.
 */
export async function startAndSend(
  tx: Db,
  ctx: ServerContext,
  cfg: PermintaanConfig,
  kind: SubjectKind<PermintaanRow>,
  meta: Meta,
  id: number,
  grupId: number | null,
) {
  const started = await startInstance(tx, ctx, kind, id, cfg.proses, cfg.startStep, {
    anggota_user_id: meta.auth.user.id,
    grup_id: grupId,
  });
  if (!started) throw new Error(`${cfg.type} ${id} already in a process`);
  const result = await transition(
    tx,
    ctx,
    kind,
    id,
    { kind: 'user', meta },
    { decision: 'kirim', version: started.version, body: {} },
  );
  return outcome(tx, cfg, id, result);
}

/** What a move left: the request's status and version, and the mail to send after commit. */
export interface PermintaanOutcome {
  id: number;
  status: StatusPermintaan;
  version: number;
  mailIds: number[];
}

async function outcome(
  tx: Db,
  cfg: PermintaanConfig,
  id: number,
  result: TransitionResult,
): Promise<PermintaanOutcome> {
  const [row] = await tx
    .select({ status: cfg.table.status })
    .from(cfg.table)
    .where(eq(cfg.table.id, id))
    .limit(1);
  return {
    id,
    status: (row?.status ?? 'DIAJUKAN') as StatusPermintaan,
    version: result.instance.version,
    mailIds: result.mailIds,
  };
}

/**
 * The requester corrects a returned request and sends it again, in one transaction: `update` writes the kind's own
 * columns once the request is known to be theirs, returned, and seen at its current version.
 */
export async function editAndResend(
  tx: Db,
  ctx: ServerContext,
  cfg: PermintaanConfig,
  kind: SubjectKind<PermintaanRow>,
  meta: Meta,
  id: number,
  versi: number,
  update: (row: PermintaanRow) => Promise<void>,
) {
  const row = await lockPermintaan(tx, cfg, meta.auth, id);
  const instance = await lockInstance(tx, cfg.type, id);
  if (instance.version !== versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
  if (row.status !== 'DIKEMBALIKAN') {
    throw new AppError('CONFLICT', `${cfg.label} hanya dapat diubah selama dikembalikan kepada pengaju`);
  }
  if (row.created_by !== meta.auth.user.id) {
    throw new AppError('FORBIDDEN', 'Hanya pengaju yang dapat mengubah dan mengirim ulang permintaan ini');
  }
  await update(row);
  const result = await transition(
    tx,
    ctx,
    kind,
    id,
    { kind: 'user', meta },
    { decision: 'kirim', version: versi, body: {} },
  );
  return outcome(tx, cfg, id, result);
}

/** The one decision on a request (POST …/keputusan), in its own transaction; mail is sent after commit. */
export async function decidePermintaan(
  ctx: ServerContext,
  cfg: PermintaanConfig,
  kind: SubjectKind<PermintaanRow>,
  meta: Meta,
  id: number,
  body: PermintaanKeputusan,
) {
  const result = await ctx.db.transaction(async (tx) =>
    outcome(
      tx,
      cfg,
      id,
      await transition(
        tx,
        ctx,
        kind,
        id,
        { kind: 'user', meta },
        { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
      ),
    ),
  );
  afterCommit(ctx, result.mailIds);
  return result;
}

/** After a request moved: the report lists' counts may have changed (a report moved back or deleted), mail goes out. */
export function afterCommit(ctx: ServerContext, mailIds: readonly number[]): void {
  invalidateLaporanCounts(ctx.db);
  for (const mail of mailIds) ctx.mailer.dispatch(mail);
}

/** What a request's detail shares across kinds: its report in brief, the decision panel, its path so far. */
export async function permintaanView(
  ctx: ServerContext,
  cfg: PermintaanConfig,
  auth: AuthContext,
  row: PermintaanRow,
  laporan: LaporanRow,
) {
  const instance = await instanceOf(ctx.db, cfg.type, row.id);
  if (!instance) throw new AppError('NOT_FOUND', `${cfg.label} belum masuk alur proses`);
  const aksi = await subjectAksi(ctx, auth, subjectKind(cfg.type), row, instance);
  const { graph } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi);
  const [laporanInstance] = await ctx.db
    .select({ kode: wf_instances.proses_kode, versi: wf_instances.proses_versi })
    .from(wf_instances)
    .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, laporan.id)))
    .limit(1);
  const [pelapor] = await ctx.db
    .select({ nama: pelapors.nama })
    .from(pelapors)
    .where(eq(pelapors.id, laporan.pelapor_id))
    .limit(1);
  const actor = await workflowActor(ctx.db, { kind: 'user', meta: { auth, id: '', ip: '', headers: {} } });
  return {
    instance,
    aksi,
    jejak: await subjectJejak(ctx.db, instance.id),
    laporan: {
      id: laporan.id,
      nosig: laporan.nosig,
      pelapor_nama: pelapor?.nama ?? null,
      status: laporan.status,
      step: laporan.step,
      status_penomoran: laporan.status_penomoran,
      dihapus: laporan.deleted_at !== null,
      proses: laporanInstance ?? null,
    },
    langkah: Object.fromEntries([...graph.tasks.values()].map((t) => [t.kode, t.nama])),
    dapat_diubah:
      row.status === 'DIKEMBALIKAN' &&
      row.created_by === actor.user_id &&
      aksi.keputusan.some((k) => k.keputusan === 'kirim'),
  };
}

/** The instance rows of some requests (the list's step column). */
export function instancesOf(db: Db, type: string, ids: readonly number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ subject_id: wf_instances.subject_id, step: wf_instances.step })
        .from(wf_instances)
        .where(and(eq(wf_instances.subject_type, type), inArray(wf_instances.subject_id, [...ids])));
}
