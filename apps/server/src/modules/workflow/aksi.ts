import { actorRefusal, clockUrgency, decisionsAt, formOf, workingDaysLeft } from '@gratifikasi/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { users, wf_events, wf_instances } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { cachedMasterNames, todayJakarta } from '../laporan/lookups';
import { workflowActor } from './engine';
import { cachedHolidays, loadProcess } from './graph';
import { rolesOf } from './holders';
import type { SubjectKind, WfInstance, WorkflowMover } from './subject';

/** A deadline and the working days left to it. */
export interface Tenggat {
  batas: string;
  hari_tersisa: number;
  urgensi: string;
}

/** What the caller may decide on a subject now: the engine's own answer, for any kind of subject. */
export interface SubjectAksi {
  proses: { kode: string; versi: number; nama: string };
  step: string;
  step_nama: string;
  version: number;
  selesai: boolean;
  /** Who holds it now, in words: the member, else the team, else the group; and the role(s) acting. */
  pemegang: { peran: string | null; perans: string[]; nama: string | null; lingkup: string };
  /** Who it was distributed to. */
  distribusi: { grup: string | null; tim: string | null; anggota: string | null };
  tenggat: Tenggat | null;
  /** The decision clock (reports: the 30 HK to the SK), once started. */
  jam_keputusan:
    | (Partial<Omit<Tenggat, 'batas'>> & {
        batas: string | null;
        mulai: string;
        selesai: string | null;
        dijeda_sejak: string | null;
        hari_dijeda: number;
      })
    | null;
  dapat_bertindak: boolean;
  alasan: string | null;
  keputusan: {
    keputusan: string;
    label: string;
    ke: string;
    ke_nama: string;
    /** The form the decision carries (a key of STEP_FORMS), null for a note only. */
    formulir: string | null;
    /** The call that takes it (the kind's `stepPath`), when the kind has one call per step. */
    path: string | null;
  }[];
  /** What each step stored (its fields), by step code. */
  konten: unknown;
}

function deadline(due: string | null, today: string, holidays: ReadonlySet<string>): Tenggat | null {
  if (!due) return null;
  const left = workingDaysLeft(due, today, holidays);
  return { batas: due, hari_tersisa: left, urgensi: clockUrgency(left) };
}

/** The names of who holds and who received an instance: masters from the one cache, users in one query. */
async function holderNames(ctx: ServerContext, instance: WfInstance) {
  const userIds = [instance.holder_user_id, instance.anggota_user_id].filter((v): v is number => v !== null);
  const people = userIds.length
    ? await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const user = (id: number | null) => people.find((u) => u.id === id)?.name ?? null;
  const grups = await cachedMasterNames(ctx.db, 'grup', [instance.grup_id, instance.holder_grup_id]);
  const tims = await cachedMasterNames(ctx.db, 'tim', [instance.tim_id, instance.holder_tim_id]);
  const named = (names: Map<number, string>, id: number | null) =>
    id === null ? null : (names.get(id) ?? null);
  return {
    holder:
      user(instance.holder_user_id) ??
      named(tims, instance.holder_tim_id) ??
      named(grups, instance.holder_grup_id),
    distribusi: {
      grup: named(grups, instance.grup_id),
      tim: named(tims, instance.tim_id),
      anggota: user(instance.anggota_user_id),
    },
  };
}

/**
 * The decision panel of a subject (`GET laporan/{id}/aksi` and every request's detail): where it stands, who holds
 * it, its clocks, and the decisions open to the caller at the instance's step with the form each carries — or why
 * they may not act, judged by the same rule the transition applies. Outside any transaction (it reads the caches).
 */
export async function subjectAksi<Row>(
  ctx: ServerContext,
  auth: AuthContext,
  kind: SubjectKind<Row>,
  row: Row,
  instance: WfInstance,
): Promise<SubjectAksi> {
  const { graph, nama } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi);
  const task = graph.tasks.get(instance.step);
  const mover: WorkflowMover = { kind: 'user', meta: { auth, id: '', ip: '', headers: {} } };
  const actor = await workflowActor(ctx.db, mover);
  let alasan: string | null = null;
  if (instance.finished_at) alasan = 'Proses ini sudah selesai';
  else if (!task) alasan = `Langkah ${instance.step} tidak ada pada alur`;
  else {
    alasan =
      actorRefusal(
        task,
        {
          step: instance.step,
          version: instance.version,
          assignee_user_id: instance.anggota_user_id,
          tim_id: instance.tim_id,
          grup_id: instance.grup_id,
        },
        actor,
      )?.message ??
      kind.refuseActor?.(row, actor, task) ??
      null;
  }
  const facts = alasan === null && kind.facts ? await kind.facts(ctx.db, row, instance) : undefined;
  const keputusan =
    alasan === null && task
      ? decisionsAt(graph, task.kode, facts, actor).map((d) => ({
          keputusan: d.decision,
          label: d.label,
          ke: d.to,
          ke_nama: d.to_nama,
          formulir: formOf(task.formulir, d.decision),
          path: kind.stepPath?.(instance.subject_id, task.kode) ?? null,
        }))
      : [];
  const holidays = await cachedHolidays(ctx.db);
  const today = todayJakarta();
  const names = await holderNames(ctx, instance);
  return {
    proses: { kode: instance.proses_kode, versi: instance.proses_versi, nama },
    step: instance.step,
    step_nama: task?.nama ?? instance.step,
    version: instance.version,
    selesai: Boolean(instance.finished_at),
    pemegang: {
      peran: instance.peran,
      perans: rolesOf(instance),
      nama: names.holder,
      lingkup: task?.lingkup ?? 'peran',
    },
    distribusi: names.distribusi,
    tenggat: instance.finished_at ? null : deadline(instance.due_on, today, holidays),
    jam_keputusan: instance.clock_started_on
      ? {
          mulai: instance.clock_started_on,
          selesai: instance.clock_done_on,
          dijeda_sejak: instance.paused_since,
          hari_dijeda: instance.paused_hk,
          ...deadline(instance.clock_done_on ? null : instance.clock_due_on, today, holidays),
          batas: instance.clock_due_on,
        }
      : null,
    dapat_bertindak: alasan === null && keputusan.length > 0,
    alasan,
    keputusan,
    konten: instance.konten,
  };
}

/** Every transition of an instance, oldest first, with who made it. */
export async function subjectJejak(db: Db, instanceId: number) {
  const events = await db
    .select({
      from: wf_events.from_step,
      to: wf_events.to_step,
      decision: wf_events.decision,
      at: wf_events.created_at,
      actor_name: users.name,
      actor_role: wf_events.actor_role,
      catatan: wf_events.catatan,
    })
    .from(wf_events)
    .leftJoin(users, eq(users.id, wf_events.actor_user_id))
    .where(eq(wf_events.instance_id, instanceId))
    .orderBy(asc(wf_events.id));
  return events.map((e) => ({ ...e, at: e.at.toISOString() }));
}

/**
 * Ends a subject's process where it stands, outside its decisions, because the subject itself is gone (a report
 * deleted on an approved request): the instance is finished and the event recorded, in the caller's transaction
 * (which holds the subject's lock). Nothing when the subject never entered a process or has already left it.
 */
export async function closeInstance(
  tx: Db,
  type: string,
  id: number,
  mover: WorkflowMover,
  input: { decision: string; catatan: string },
): Promise<WfInstance | null> {
  const [closed] = await tx
    .update(wf_instances)
    .set({
      finished_at: new Date(),
      version: sql`${wf_instances.version} + 1`,
      last_decision: input.decision,
      updated_at: new Date(),
    })
    .where(
      sql`${wf_instances.subject_type} = ${type} and ${wf_instances.subject_id} = ${id} and ${wf_instances.finished_at} is null`,
    )
    .returning();
  if (!closed) return null;
  await tx.insert(wf_events).values({
    instance_id: closed.id,
    from_step: closed.step,
    to_step: closed.step,
    decision: input.decision,
    actor_user_id: mover.kind === 'user' ? mover.meta.auth.user.id : null,
    actor_role: mover.kind === 'user' ? mover.meta.auth.activeRole : null,
    catatan: input.catatan,
  });
  return closed;
}
