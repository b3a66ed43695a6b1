import {
  addWorkingDays,
  countWorkingDays,
  decide,
  decisionSchema,
  decisionsAt,
  factsFromFields,
  formOf,
  graphEdges,
  movableSteps,
  type RoleName,
  STALE_WORKFLOW_MESSAGE,
  type WorkflowActor,
  type WorkflowFacts,
  type WorkflowGraph,
  type WorkflowRefusal,
  type WorkflowTask,
  wrongRoleMessage,
} from '@gratifikasi/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { users, wf_events, wf_instances } from '../../db/schema';
import { Writes } from '../../db/writes';
import { AppError } from '../../platform/errors';
import { settingsVia, todayJakarta } from '../laporan/lookups';
import { cachedHolidays, loadProcess } from './graph';
import { notifyHolders } from './holders';
import type { SubjectKind, WfInstance, WfInstanceUpdate, WorkflowMover } from './subject';

export interface TransitionInput {
  decision: string;
  /** The instance version the actor saw (`aksi` gives it). */
  version: number;
  /** The decision's fields and note, validated against the step's form. */
  body: Record<string, unknown>;
  /**
   * The step the call is for (a step's own route): the actor's role is judged against it (403), then a subject that
   * has moved on answers 409 — checked on the same lock as the rest.
   */
  step?: string;
  /** What the move's event records beside the step's fields (the system's own: which link's answer moved it). */
  event?: Record<string, unknown>;
}

export interface TransitionResult {
  instance: WfInstance;
  from: string;
  to: string;
  /** Outbox ids: dispatch after commit. */
  mailIds: number[];
}

/** The subject as the mover may see it and its instance, both locked for the caller's transaction. */
async function lockSubject<Row>(
  tx: Db,
  kind: SubjectKind<Row>,
  mover: WorkflowMover,
  id: number,
): Promise<{ row: Row; instance: WfInstance }> {
  const auth = mover.kind === 'user' ? mover.meta.auth : null;
  const both = kind.lockWithInstance ? await kind.lockWithInstance(tx, auth, id) : null;
  if (both) return both;
  const row = await kind.lock(tx, auth, id);
  return { row, instance: await lockInstance(tx, kind.type, id) };
}

/** The instance of a subject, locked for the caller's transaction; NOT_FOUND when it has not entered a process. */
export async function lockInstance(tx: Db, type: string, id: number): Promise<WfInstance> {
  const [instance] = await tx
    .select()
    .from(wf_instances)
    .where(and(eq(wf_instances.subject_type, type), eq(wf_instances.subject_id, id)))
    .for('update')
    .limit(1);
  if (!instance) throw new AppError('NOT_FOUND', 'Data ini belum masuk alur proses');
  return instance;
}

export async function instanceOf(db: Db, type: string, id: number): Promise<WfInstance | null> {
  const [instance] = await db
    .select()
    .from(wf_instances)
    .where(and(eq(wf_instances.subject_type, type), eq(wf_instances.subject_id, id)))
    .limit(1);
  return instance ?? null;
}

/** The actor as the engine judges them: user, active role, and the team and group they work in. */
export async function workflowActor(db: Db, mover: WorkflowMover): Promise<WorkflowActor> {
  if (mover.kind === 'system') return { user_id: 0, role: null, system: true };
  const { auth } = mover.meta;
  // The auth hook loads the team and group with the session; a context built elsewhere reads them here.
  if (auth.user.tim_id !== undefined && auth.user.grup_id !== undefined) {
    return {
      user_id: auth.user.id,
      role: auth.activeRole,
      tim_id: auth.user.tim_id,
      grup_id: auth.user.grup_id,
    };
  }
  const [u] = await db
    .select({ tim_id: users.tim_id, grup_id: users.grup_id })
    .from(users)
    .where(eq(users.id, auth.user.id))
    .limit(1);
  return {
    user_id: auth.user.id,
    role: auth.activeRole,
    tim_id: u?.tim_id ?? null,
    grup_id: u?.grup_id ?? null,
  };
}

async function refusalError(tx: Db, refusal: WorkflowRefusal): Promise<AppError> {
  switch (refusal.code) {
    case 'WRONG_ROLE':
    case 'SYSTEM_ONLY':
      return new AppError('FORBIDDEN', refusal.message);
    case 'NOT_ASSIGNEE': {
      if (refusal.assignee_user_id === null || !refusal.message.includes('anggota tim lain')) {
        return new AppError('FORBIDDEN', refusal.message);
      }
      const [holder] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, refusal.assignee_user_id));
      return new AppError('FORBIDDEN', `Laporan ini ditugaskan kepada ${holder?.name ?? 'anggota tim lain'}`);
    }
    case 'STALE':
      return new AppError('CONFLICT', refusal.message);
    case 'DECISION_NOT_ALLOWED':
      return new AppError('VALIDATION_FAILED', refusal.message, { keputusan: [refusal.message] });
    default:
      return new AppError('CONFLICT', refusal.message);
  }
}

/**
 * A refusal of the actor's role or scope at the current step, from an actor who saw an older version and could act
 * at the step the subject has just left: they lost a race to the one who moved it (a double click, two heads of one
 * group), so the answer is the stale-version 409, not a 403 for a step they never asked about.
 */
async function lostRace(
  tx: Db,
  graph: WorkflowGraph,
  instance: WfInstance,
  actor: WorkflowActor,
  seenVersion: number,
  refusal: WorkflowRefusal,
): Promise<boolean> {
  if (refusal.code !== 'WRONG_ROLE' && refusal.code !== 'NOT_ASSIGNEE') return false;
  if (actor.system || !actor.role || seenVersion >= instance.version || seenVersion < 1) return false;
  const [last] = await tx
    .select({ from_step: wf_events.from_step })
    .from(wf_events)
    .where(eq(wf_events.instance_id, instance.id))
    .orderBy(desc(wf_events.id))
    .limit(1);
  const left = last?.from_step ? graph.tasks.get(last.from_step) : undefined;
  return left !== undefined && left.roles.includes(actor.role);
}

/** Zod's issues as the API's field messages. */
function parseFields(formulir: string | null | undefined, decision: string, body: Record<string, unknown>) {
  const parsed = decisionSchema(formulir, decision).safeParse(body);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw new AppError('VALIDATION_FAILED', undefined, errors);
}

/**
 * The decision's verdict (ADR 0003): the actor may act here, the version, that the decision is open from this step,
 * its fields; then the conditions its fields decide (all items NL…) on the facts those fields give. Throws the
 * refusal (403, 409, 422); returns the steps and the parsed fields.
 */
async function judge(
  tx: Db,
  graph: WorkflowGraph,
  instance: WfInstance,
  actor: WorkflowActor,
  input: TransitionInput,
  facts: WorkflowFacts | undefined,
  /** The subject kind's own refusal of this actor (a requester deciding on their own request). */
  refuseActor: (task: WorkflowTask) => string | null,
): Promise<{ from: WorkflowTask; to: WorkflowTask; fields: Record<string, unknown> }> {
  const position = {
    step: instance.step,
    version: instance.version,
    assignee_user_id: instance.anggota_user_id,
    tim_id: instance.tim_id,
    grup_id: instance.grup_id,
  };
  const verdict = decide(graph, position, actor, input.decision, input.version, facts);
  if (!verdict.ok) {
    if (await lostRace(tx, graph, instance, actor, input.version, verdict.refusal)) {
      throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    }
    throw await refusalError(tx, verdict.refusal);
  }
  const own = actor.system ? null : refuseActor(verdict.from);
  if (own) throw new AppError('FORBIDDEN', own);
  const fields = parseFields(verdict.from.formulir, input.decision, input.body);
  const decided = factsFromFields(verdict.from.formulir, input.decision, fields);
  if (Object.keys(decided).length === 0) return { from: verdict.from, to: verdict.to, fields };
  const final = decide(graph, position, actor, input.decision, input.version, { ...facts, ...decided });
  if (!final.ok) throw await refusalError(tx, final.refusal);
  return { from: final.from, to: final.to, fields };
}

/** Who holds a step once the subject is there: by the step's scope, from who it was distributed to. */
export function holderOf(
  to: WorkflowTask,
  instance: Pick<WfInstance, 'anggota_user_id' | 'tim_id' | 'grup_id'>,
) {
  const scope = to.lingkup ?? 'peran';
  return {
    peran: (to.roles[0] ?? null) as RoleName | null,
    perans: [...to.roles],
    holder_user_id:
      scope === 'anggota' || scope === 'pelapor' || scope === 'pemohon' ? instance.anggota_user_id : null,
    holder_tim_id: scope === 'tim' ? instance.tim_id : null,
    holder_grup_id: scope === 'grup' ? instance.grup_id : null,
  };
}

/**
 * The one transition (ADR 0003): locks the subject and its instance, checks the actor may act here, the version
 * they saw, that the decision is open from this step and its fields; then writes the new position, the clocks, the
 * event, the subject's own row, history and audit, and the notices — all in the caller's transaction.
 */
export async function transition<Row>(
  tx: Db,
  ctx: ServerContext,
  kind: SubjectKind<Row>,
  id: number,
  mover: WorkflowMover,
  input: TransitionInput,
): Promise<TransitionResult> {
  const { row, instance } = await lockSubject(tx, kind, mover, id);
  if (instance.finished_at) {
    throw new AppError('CONFLICT', `${kind.label} ini sudah selesai diproses. Muat ulang halaman.`);
  }
  const { graph } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi, tx);
  const actor = await workflowActor(tx, mover);
  if (input.step !== undefined && input.step !== instance.step) {
    const called = graph.tasks.get(input.step);
    if (called && !actor.system && (!actor.role || !called.roles.includes(actor.role))) {
      throw new AppError('FORBIDDEN', wrongRoleMessage(called));
    }
    throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
  }
  // The subject's facts are read only where a decision of this step has a condition on them.
  const conditional = [...(graph.next.get(instance.step)?.keys() ?? [])].some((d) =>
    graph.conditions.has(`${instance.step} ${d}`),
  );
  const facts = conditional && kind.facts ? await kind.facts(tx, row, instance) : undefined;
  const { from, to, fields } = await judge(tx, graph, instance, actor, input, facts, (task) =>
    kind.refuseActor ? kind.refuseActor(row, actor, task) : null,
  );
  const catatan = typeof fields.catatan === 'string' && fields.catatan ? fields.catatan : null;
  const { catatan: _note, ...stepFields } = fields;

  const writes = new Writes();
  const base = {
    tx,
    ctx,
    row,
    instance,
    from,
    to,
    decision: input.decision,
    fields: stepFields,
    catatan,
    mover,
    writes,
  };
  const effects = (await kind.applyFields?.(base)) ?? {};
  const applied = effects.update ?? {};
  const placed = { ...instance, ...applied };
  const update = await positionUpdate(tx, ctx, kind, placed, from, to);
  const formKey = formOf(from.formulir, input.decision);
  const konten = formKey ? { ...placed.konten, [from.kode]: stepFields } : placed.konten;
  const next = writeMove(
    tx,
    writes,
    instance,
    {
      ...applied,
      ...update,
      konten,
      step: to.kode,
      last_decision: input.decision,
      step_since: new Date(),
    },
    { from: from.kode, to: to.kode, decision: input.decision, mover, catatan },
    input.event || Object.keys(stepFields).length ? { ...input.event, ...stepFields } : null,
  );
  const mailIds = [...(effects.mailIds ?? []), ...(await kind.moved({ ...base, next }))];
  // Who waits on the reporter or on a request's requester is told by the subject kind, which knows who they are.
  if (!next.finished_at && to.lingkup !== 'pelapor' && to.lingkup !== 'pemohon') {
    notifyHolders(writes, tx, ctx, next, {
      judul: `${kind.title(row)} menunggu tindakan Anda`,
      pesan: `${kind.title(row)} kini berada pada langkah ${to.kode} (${to.nama}).`,
      tautan: kind.path(id),
      entity: kind.type,
      entity_id: id,
    });
  }
  mailIds.push(...(await flushWrites(tx, ctx, writes)));
  return { instance: next, from: from.kode, to: to.kode, mailIds };
}

/** The new holder, the step's deadline and the clocks once the subject arrives at `to`. */
async function positionUpdate<Row>(
  tx: Db,
  ctx: ServerContext,
  kind: SubjectKind<Row>,
  instance: WfInstance,
  from: WorkflowTask,
  to: WorkflowTask,
): Promise<WfInstanceUpdate> {
  const today = todayJakarta();
  const holidays = await cachedHolidays(ctx.db, tx);
  const out: WfInstanceUpdate = { ...holderOf(to, instance) };
  let pausedHk = instance.paused_hk;
  // Waiting on the reporter pauses the clocks; coming back adds the working days paused to every deadline.
  if (to.lingkup === 'pelapor' && !instance.paused_since) out.paused_since = today;
  if (from.lingkup === 'pelapor' && to.lingkup !== 'pelapor' && instance.paused_since) {
    const paused = Math.max(0, countWorkingDays(instance.paused_since, today, holidays));
    pausedHk += paused;
    out.paused_since = null;
    out.paused_hk = pausedHk;
    if (instance.clock_due_on && !instance.clock_done_on) {
      out.clock_due_on = addWorkingDays(instance.clock_due_on, paused, holidays);
    }
  }
  out.due_on = to.periode_hk == null ? null : addWorkingDays(today, to.periode_hk, holidays);
  out.reminded_due_on = null;
  out.escalated_due_on = null;
  const clock = kind.clock;
  if (clock?.startsAt.includes(to.kode) && !instance.clock_started_on) {
    const settings = await settingsVia(tx);
    out.clock_started_on = today;
    out.clock_due_on = addWorkingDays(today, settings[clock.settingKey], holidays);
  }
  if (clock?.stopsAt.includes(to.kode) && instance.clock_started_on && !instance.clock_done_on) {
    out.clock_done_on = today;
  }
  const { graph } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi, tx);
  if (decisionsAt(graph, to.kode).length === 0) out.finished_at = new Date();
  return out;
}

/** Who a subject is assigned to from the start (a request: its requester and the group of the report it is about). */
export type InstanceAssignment = Pick<WfInstanceUpdate, 'grup_id' | 'anggota_user_id' | 'tim_id'>;

/**
 * Puts a subject into its process at `step` (a report reaching the KPK starts at distribution): the latest active
 * version of the process, pinned for the subject's life. Idempotent: a subject already in a process is left alone.
 */
export async function startInstance<Row>(
  tx: Db,
  ctx: ServerContext,
  kind: SubjectKind<Row>,
  id: number,
  proses: string,
  step: string,
  assign: InstanceAssignment = {},
): Promise<WfInstance | null> {
  const { graph } = await loadProcess(ctx.db, proses, null, tx);
  const task = graph.tasks.get(step);
  if (!task) throw new Error(`Langkah ${step} tidak ada pada alur ${proses}`);
  const holidays = await cachedHolidays(ctx.db, tx);
  const [created] = await tx
    .insert(wf_instances)
    .values({
      subject_type: kind.type,
      subject_id: id,
      proses_kode: graph.kode,
      proses_versi: graph.versi,
      step,
      ...assign,
      ...holderOf(task, {
        anggota_user_id: assign.anggota_user_id ?? null,
        tim_id: assign.tim_id ?? null,
        grup_id: assign.grup_id ?? null,
      }),
      due_on: task.periode_hk == null ? null : addWorkingDays(todayJakarta(), task.periode_hk, holidays),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await tx
    .insert(wf_events)
    .values({ instance_id: created.id, from_step: null, to_step: step, decision: null });
  return created;
}

export interface RelocateInput {
  /** The step to put the subject at (the same step for a reassignment). */
  step: string;
  version: number;
  catatan: string;
  /** A new distribution (redistribution): group, member and team. */
  assign?: InstanceAssignment;
  /** The event's decision code: 'pindah_alur' (moveWorkflow) or 'alih_tugas' (reassign). */
  decision: 'pindah_alur' | 'alih_tugas';
}

/**
 * An administrative move outside the process's decisions (moveWorkflow, reassign, redistribution): a step of the
 * subject's process version, or a new assignment at the same step. The same lock, version check, clocks, event,
 * subject row, history, audit and notices as a transition; the route decides who may do it. A person may not move a
 * finished subject, nor one its kind refuses (`refuseRelocate`: a decision issued), nor to a step outside
 * `movableSteps` (a step of the reporter's, an end): 409, 409, 422 on `step`.
 */
export async function relocate<Row>(
  tx: Db,
  ctx: ServerContext,
  kind: SubjectKind<Row>,
  id: number,
  mover: WorkflowMover,
  input: RelocateInput,
): Promise<TransitionResult> {
  const { row, instance } = await lockSubject(tx, kind, mover, id);
  // A person's move is judged before anything changes; the system's own moves (a cancellation approved, which
  // cancelled the numbers first; a letter the e-office rejected) are the process's paths and take it anywhere.
  if (mover.kind === 'user') {
    // The kind's reason first: it names the way back (a numbered SK: its cancellation).
    const refused = kind.refuseRelocate ? await kind.refuseRelocate(tx, row, instance) : null;
    if (refused) throw new AppError('CONFLICT', refused);
    if (instance.finished_at) {
      throw new AppError(
        'CONFLICT',
        `${kind.label} ini sudah selesai diproses; tidak dapat dipindahkan atau dialihkan.`,
      );
    }
  }
  if (input.version !== instance.version) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
  const { graph, order } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi, tx);
  const from = graph.tasks.get(instance.step);
  const to = graph.tasks.get(input.step);
  if (!from || !to) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      step: [`Langkah ${input.step} tidak ada pada alur ${graph.kode} v${graph.versi}`],
    });
  }
  if (mover.kind === 'user' && to.kode !== from.kode) {
    const start = kind.workStart ?? order[0] ?? from.kode;
    if (!movableSteps([...graph.tasks.values()], graphEdges(graph), start).some((t) => t.kode === to.kode)) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        step: [
          `Langkah ${to.kode} (${to.nama}) tidak dapat dipilih: hanya langkah pemrosesan KPK yang dapat dicapai alur dan masih memiliki keputusan, selain penomoran surat`,
        ],
      });
    }
  }
  const placed = { ...instance, ...input.assign };
  const update =
    input.decision === 'alih_tugas' && from.kode === to.kode
      ? holderOf(to, placed)
      : await positionUpdate(tx, ctx, kind, placed, from, to);
  const writes = new Writes();
  const next = writeMove(
    tx,
    writes,
    instance,
    {
      ...input.assign,
      ...update,
      ...(to.kode !== from.kode
        ? { finished_at: decisionsAt(graph, to.kode).length ? null : new Date() }
        : {}),
      step: to.kode,
      last_decision: input.decision,
      step_since: from.kode === to.kode ? instance.step_since : new Date(),
    },
    { from: from.kode, to: to.kode, decision: input.decision, mover, catatan: input.catatan },
    input.assign ?? null,
  );
  const base = {
    tx,
    ctx,
    row,
    instance,
    from,
    to,
    decision: input.decision,
    fields: {},
    catatan: input.catatan,
    mover,
    writes,
  };
  const mailIds = await kind.moved({ ...base, next });
  if (!next.finished_at) {
    notifyHolders(writes, tx, ctx, next, {
      judul: `${kind.title(row)} menunggu tindakan Anda`,
      pesan: `${kind.title(row)} dialihkan kepada Anda pada langkah ${to.kode} (${to.nama}). Alasan: ${input.catatan}`,
      tautan: kind.path(id),
      entity: kind.type,
      entity_id: id,
    });
  }
  mailIds.push(...(await flushWrites(tx, ctx, writes)));
  return { instance: next, from: from.kode, to: to.kode, mailIds };
}

/** Runs a move's batch of writes (event, history, audit, notices) and queues the sends of the mail it recorded. */
async function flushWrites(tx: Db, ctx: ServerContext, writes: Writes): Promise<number[]> {
  const mailIds = await writes.flush(tx);
  await ctx.mailer.queue(tx, mailIds);
  return mailIds;
}

/**
 * Writes a move on its batch of writes: the instance's new position (its version raised) and the event that records
 * it. The instance is locked, so the position it will have is known here: the subject kind reads it from `next`.
 */
function writeMove(
  tx: Db,
  writes: Writes,
  instance: WfInstance,
  set: WfInstanceUpdate,
  event: { from: string; to: string; decision: string; mover: WorkflowMover; catatan: string | null },
  fields: unknown,
): WfInstance {
  const updated_at = new Date();
  const changed = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  const next = { ...instance, ...changed, version: instance.version + 1, updated_at } as WfInstance;
  next.holder = holderKey(next);
  writes.add(
    (p) =>
      tx
        .update(wf_instances)
        .set(p.row('', { ...changed, version: next.version, updated_at }))
        .where(eq(wf_instances.id, p('id', instance.id))),
    { shape: 'wf-move' },
  );
  const user = event.mover.kind === 'user' ? event.mover.meta.auth : null;
  writes.add(
    (p) =>
      tx.insert(wf_events).values(
        p.row('', {
          instance_id: instance.id,
          from_step: event.from,
          to_step: event.to,
          decision: event.decision,
          actor_user_id: user?.user.id ?? null,
          actor_role: user?.activeRole ?? null,
          fields: fields ?? null,
          catatan: event.catatan,
        }),
      ),
    { shape: 'wf-event' },
  );
  return next;
}

/** `wf_instances.holder` as the database generates it: the first holder set, else anyone of the role. */
function holderKey(i: Pick<WfInstance, 'holder_user_id' | 'holder_tim_id' | 'holder_grup_id'>): string {
  if (i.holder_user_id !== null) return `u${i.holder_user_id}`;
  if (i.holder_tim_id !== null) return `t${i.holder_tim_id}`;
  if (i.holder_grup_id !== null) return `g${i.holder_grup_id}`;
  return '*';
}
