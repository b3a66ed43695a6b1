import type { WorkflowActor, WorkflowFacts, WorkflowTask } from '@gratifikasi/domain';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import type { wf_instances } from '../../db/schema';
import type { Writes } from '../../db/writes';
import type { AuthContext, RequestMeta } from '../../platform/auth-context';

export type WfInstance = typeof wf_instances.$inferSelect;
export type WfInstanceUpdate = Partial<typeof wf_instances.$inferInsert>;

/** Who moves a subject: a signed-in user in their active role, or the system (a link answered or expired, a job). */
export type WorkflowMover = { kind: 'user'; meta: RequestMeta & { auth: AuthContext } } | { kind: 'system' };

/** What a subject kind is told when it moves, to write its own row, history and notices. */
export interface MoveContext<Row> {
  tx: Db;
  ctx: ServerContext;
  row: Row;
  instance: WfInstance;
  /** The instance as it is after the move. */
  next: WfInstance;
  from: WorkflowTask;
  to: WorkflowTask;
  decision: string;
  fields: Record<string, unknown>;
  catatan: string | null;
  mover: WorkflowMover;
  /**
   * The move's batch of writes, run as one statement after `moved` (with the event and the notices to whoever acts
   * next): a kind queues there what nothing in the move reads back (its history, audit, notices).
   */
  writes: Writes;
}

/**
 * One kind of subject the engine moves (ADR 0003): a report, a PPG approval… The engine owns the position, the
 * checks, the clocks, the events and the notices to whoever acts next; the kind owns its row, what its step forms
 * mean and what its reporter is told. A new kind is a process definition and one of these, never a second engine.
 */
export interface SubjectKind<Row> {
  type: string;
  /** What it is called in messages ("Laporan"). */
  label: string;
  /** The subject as `auth` may see it, locked for the transaction; NOT_FOUND when it may not (system: null auth). */
  lock: (tx: Db, auth: AuthContext | null, id: number) => Promise<Row>;
  /**
   * Optional: the subject and its instance locked in one statement (a round trip less per decision); null when
   * that statement found nothing, and the engine takes the two-step way, which names the reason.
   */
  lockWithInstance?: (
    tx: Db,
    auth: AuthContext | null,
    id: number,
  ) => Promise<{ row: Row; instance: WfInstance } | null>;
  /**
   * The subject's facts the process's conditions read (who signs…); facts a step's fields decide (all items NL)
   * come from the fields themselves (domain `factsFromFields`), never from here.
   */
  facts?: (tx: Db, row: Row, instance: WfInstance) => Promise<WorkflowFacts>;
  /**
   * Applies what the decision's fields mean (distribution, assessments, numbers…) before the move is written; may
   * change the instance (who it is distributed to, clock marks) through the returned update.
   */
  applyFields?: (move: Omit<MoveContext<Row>, 'next'>) => Promise<Applied | undefined>;
  /** Writes the new position on the subject's own row, its history, audit and notices; returns outbox ids. */
  moved: (move: MoveContext<Row>) => Promise<number[]>;
  /**
   * Why this actor, though they hold the step's role and scope, may not decide on this subject (a requester on their
   * own request: four eyes); null when they may. The transition answers 403 with it, the decision panel shows it.
   */
  refuseActor?: (row: Row, actor: WorkflowActor, task: WorkflowTask) => string | null;
  /**
   * Why a person's administrative move (move-workflow, reassignment, redistribution) may not take this subject from
   * where it stands (a report whose SK or SP3 is numbered: cancel it first); null when it may. The engine answers
   * 409 with it. The system's own moves (a cancellation approved, a letter the e-office rejected) are not asked.
   */
  refuseRelocate?: (tx: Db, row: Row, instance: WfInstance) => Promise<string | null>;
  /**
   * Where the subject's work in its process begins (a report: distribution at the KPK); an administrator moves it
   * only to a step reachable from here (domain `movableSteps`). Absent: the process's first step.
   */
  workStart?: string;
  /** The call that takes a decision at `step` (reports: `laporan/{id}/fNN-…`); absent when the kind has none. */
  stepPath?: (id: number, step: string) => string;
  /** Where staff open it (notification links). */
  path: (id: number) => string;
  /** How it is named in a notice ("Laporan 12/LAP-GRAT/11/2026"). */
  title: (row: Row) => string;
  /** The decision clock: which step starts it and which steps stop it. */
  clock?: { startsAt: readonly string[]; stopsAt: readonly string[]; settingKey: 'batas_sk_hk' };
}

/** What applying a decision's fields changed: the instance (who it is distributed to…) and mail to dispatch. */
export interface Applied {
  update?: WfInstanceUpdate;
  mailIds?: number[];
}

const kinds = new Map<string, SubjectKind<unknown>>();

export function registerSubjectKind<Row>(kind: SubjectKind<Row>): SubjectKind<Row> {
  kinds.set(kind.type, kind as SubjectKind<unknown>);
  return kind;
}

/** Every kind registered so far (the daily deadline job names and links each). */
export function subjectKinds(): SubjectKind<unknown>[] {
  return [...kinds.values()];
}

export function subjectKind(type: string): SubjectKind<unknown> {
  const kind = kinds.get(type);
  if (!kind) throw new Error(`Jenis subjek workflow tidak dikenal: ${type}`);
  return kind;
}
