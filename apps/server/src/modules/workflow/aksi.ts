import {
  actorRefusal,
  clockUrgency,
  decisionsAt,
  type WorkflowFacts,
  workingDaysLeft,
} from '@gratifikasi/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { users, wf_events, wf_instances } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { todayJakarta } from '../laporan/lookups';
import { workflowActor } from './engine';
import { cachedHolidays, loadProcess } from './graph';
import type { WfInstance, WorkflowMover } from './subject';

/** What the caller may decide on a subject now: the engine's own answer, for any kind of subject. */
export interface SubjectAksi {
  proses: { kode: string; versi: number; nama: string };
  step: string;
  step_nama: string;
  version: number;
  selesai: boolean;
  tenggat: { batas: string; hari_tersisa: number; urgensi: string } | null;
  dapat_bertindak: boolean;
  alasan: string | null;
  keputusan: { keputusan: string; label: string; ke: string; ke_nama: string }[];
}

/**
 * The decision panel of a subject (like `GET laporan/{id}/aksi`, for any kind): the decisions open to the caller at
 * the instance's step, or why they may not act, judged by the same rule the transition applies.
 */
export async function subjectAksi(
  ctx: ServerContext,
  auth: AuthContext,
  instance: WfInstance,
  facts?: WorkflowFacts,
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
      )?.message ?? null;
  }
  const keputusan =
    alasan === null && task
      ? decisionsAt(graph, task.kode, facts).map((d) => ({
          keputusan: d.decision,
          label: d.label,
          ke: d.to,
          ke_nama: d.to_nama,
        }))
      : [];
  const holidays = await cachedHolidays(ctx.db);
  const left = instance.due_on ? workingDaysLeft(instance.due_on, todayJakarta(), holidays) : null;
  return {
    proses: { kode: instance.proses_kode, versi: instance.proses_versi, nama },
    step: instance.step,
    step_nama: task?.nama ?? instance.step,
    version: instance.version,
    selesai: Boolean(instance.finished_at),
    tenggat:
      instance.due_on && left !== null && !instance.finished_at
        ? { batas: instance.due_on, hari_tersisa: left, urgensi: clockUrgency(left) }
        : null,
    dapat_bertindak: alasan === null && keputusan.length > 0,
    alasan,
    keputusan,
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
