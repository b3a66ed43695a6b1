import { type RoleName, STATUS_PERMINTAAN_LABELS, type StatusPermintaan } from '@gratifikasi/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type laporan_penghapusans, laporans, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { type MoveContext, registerSubjectKind, type SubjectKind } from '../../workflow/subject';

/**
 * The columns every request table shares (id, laporan_id, alasan, status, created_by, timestamps): the generic code
 * reads and writes only these, so one request kind's table stands for all of them here.
 */
export type PermintaanTable = typeof laporan_penghapusans;

/** A request as its kind's engine moves it: its own row and what the notices need of its report. */
export interface PermintaanRow {
  id: number;
  laporan_id: number;
  alasan: string;
  status: StatusPermintaan;
  created_by: number | null;
  nosig: string | null;
  pelapor_id: number;
  laporan_grup_id: number | null;
}

/**
 * One kind of request on a report (SK cancellation, deletion): a process definition, a subject table and what an
 * approval does. Everything else — who sees it, its moves, audit, notices, lists, the decision panel — is shared.
 */
export interface PermintaanConfig {
  /** The engine's subject type (wf_instances.subject_type). */
  type: string;
  /** How it is named in messages ("Pembatalan SK"). */
  label: string;
  /** Its audit actions' prefix ("laporan.pembatalan"). */
  auditPrefix: string;
  table: PermintaanTable;
  /** The process it runs (wfl-re-procdef kode, latest active version at the start) and its first step. */
  proses: string;
  startStep: string;
  /** Where staff open one (notification links). */
  path: (id: number) => string;
  /** Roles that see every request of the kind (beyond the requester and the report's group head). */
  seesAll: readonly RoleName[];
  /** What an approval does, in the approval's transaction; returns outbox ids. */
  onApproved: (move: MoveContext<PermintaanRow>) => Promise<number[]>;
}

/**
 * The requests the caller may see, by their active role: their own; a group head also those on their group's
 * reports; the kind's `seesAll` roles every one. `grupId` is the caller's group.
 */
export function permintaanScope(cfg: PermintaanConfig, auth: AuthContext, grupId: number | null): SQL {
  const t = cfg.table;
  const mine = eq(t.created_by, auth.user.id);
  const role = auth.activeRole;
  if (role && cfg.seesAll.includes(role)) return sql`true`;
  if (role === 'ketua_group' && grupId !== null) {
    return or(mine, eq(laporans.grup_id, grupId)) as SQL;
  }
  return mine;
}

/** The caller's group (group heads see their group's requests). */
export async function grupOf(db: Db, userId: number): Promise<number | null> {
  const [u] = await db.select({ grup_id: users.grup_id }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.grup_id ?? null;
}

/** The request `id` when the caller may see it (locked for the transaction); 404 otherwise, never saying why. */
export async function lockPermintaan(
  tx: Db,
  cfg: PermintaanConfig,
  auth: AuthContext | null,
  id: number,
): Promise<PermintaanRow> {
  const t = cfg.table;
  const scope = auth ? permintaanScope(cfg, auth, await grupOf(tx, auth.user.id)) : undefined;
  const [row] = await tx
    .select({
      id: t.id,
      laporan_id: t.laporan_id,
      alasan: t.alasan,
      status: t.status,
      created_by: t.created_by,
      nosig: laporans.nosig,
      pelapor_id: laporans.pelapor_id,
      laporan_grup_id: laporans.grup_id,
    })
    .from(t)
    .innerJoin(laporans, eq(laporans.id, t.laporan_id))
    .where(and(eq(t.id, id), scope))
    .for('update', { of: t })
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `${cfg.label} tidak ditemukan`);
  return { ...row, status: row.status as StatusPermintaan };
}

/** Tells the requester what became of their request (returned, approved, refused), unless they did it themselves. */
async function tellRequester(
  move: MoveContext<PermintaanRow>,
  cfg: PermintaanConfig,
  status: StatusPermintaan,
) {
  const { tx, ctx, row, mover, catatan } = move;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (row.created_by === null || row.created_by === actorId) return [];
  const [requester] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.created_by))
    .limit(1);
  const what = `${cfg.label} laporan ${row.nosig ?? `#${row.laporan_id}`}`;
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: row.created_by,
        judul: `${what}: ${STATUS_PERMINTAAN_LABELS[status]}`,
        pesan: `${what} ${STATUS_PERMINTAAN_LABELS[status].toLowerCase()}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: cfg.path(row.id),
        entity: cfg.type,
        entity_id: row.id,
        email: requester?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The request kind as a subject of the engine: its row follows its step's status; an approval does its work. */
export function permintaanSubject(cfg: PermintaanConfig): SubjectKind<PermintaanRow> {
  return registerSubjectKind<PermintaanRow>({
    type: cfg.type,
    label: cfg.label,
    lock: (tx, auth, id) => lockPermintaan(tx, cfg, auth, id),
    // Four eyes: past their own step, whoever asked may not decide on what they asked.
    refuseActor: (row, actor, task) =>
      task.lingkup !== 'pemohon' && row.created_by !== null && row.created_by === actor.user_id
        ? `Pengaju tidak dapat memutuskan ${cfg.label.toLowerCase()} yang diajukannya sendiri`
        : null,
    async moved(move) {
      const { tx, row, from, to, decision, catatan, mover } = move;
      const status = (to.status ?? row.status) as StatusPermintaan;
      await tx.update(cfg.table).set({ status, updated_at: new Date() }).where(eq(cfg.table.id, row.id));
      if (mover.kind === 'user') {
        await audit(tx, mover.meta, {
          action: `${cfg.auditPrefix}.${decision}`,
          entity: cfg.type,
          entity_id: row.id,
          before: { step: from.kode, status: row.status },
          after: { step: to.kode, status, catatan },
        });
      }
      const mails = status === 'DISETUJUI' ? await cfg.onApproved(move) : [];
      if (status === row.status || status === 'DIAJUKAN') return mails;
      return [...mails, ...(await tellRequester(move, cfg, status))];
    },
    path: cfg.path,
    title: (row) => `${cfg.label} laporan ${row.nosig ?? `#${row.laporan_id}`}`,
  });
}
