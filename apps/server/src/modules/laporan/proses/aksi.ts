import {
  clockUrgency,
  decisionsAt,
  formOf,
  scopeRefusal,
  type WorkflowTask,
  workflowStepPath,
  workingDaysLeft,
} from '@gratifikasi/domain';
import { asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { users, wf_events } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { instanceOf, workflowActor } from '../../workflow/engine';
import { cachedHolidays, loadProcess } from '../../workflow/graph';
import type { WfInstance } from '../../workflow/subject';
import { laporanForActor } from '../access';
import { todayJakarta } from '../lookups';
import { laporanFacts } from './subject';

async function nameOf(ctx: ServerContext, master: 'grup' | 'tim', id: number | null): Promise<string | null> {
  if (id === null) return null;
  const table = masterTableOf(master);
  const [row] = await ctx.db
    .select({ nama: masterColumn(table, 'nama') })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? String(row.nama) : null;
}

async function userName(ctx: ServerContext, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? null;
}

/** Who holds the report now, in words: the member, else the team, else the group, else the role. */
async function holderText(ctx: ServerContext, instance: WfInstance, task: WorkflowTask | undefined) {
  const role = instance.peran;
  const name =
    (await userName(ctx, instance.holder_user_id)) ??
    (await nameOf(ctx, 'tim', instance.holder_tim_id)) ??
    (await nameOf(ctx, 'grup', instance.holder_grup_id));
  return { peran: role, nama: name, lingkup: task?.lingkup ?? 'peran' };
}

function deadline(due: string | null, today: string, holidays: ReadonlySet<string>) {
  if (!due) return null;
  const left = workingDaysLeft(due, today, holidays);
  return { batas: due, hari_tersisa: left, urgensi: clockUrgency(left) };
}

/**
 * `GET laporan/{id}/aksi`: where the report stands and what the caller may do now — the decisions open to them
 * (with the form each carries and the call to make), or why they may not act. Screens draw their buttons from it.
 */
export async function laporanAksi(ctx: ServerContext, auth: AuthContext, id: number) {
  const row = await laporanForActor(ctx.db, auth, id, 'read');
  const instance = await instanceOf(ctx.db, 'laporan', id);
  if (!instance) {
    return {
      laporan_id: id,
      dalam_proses: false,
      status: row.status,
      step: row.step,
      keputusan: [],
      dapat_bertindak: false,
      alasan: 'Laporan belum masuk proses KPK',
    };
  }
  const { graph, nama } = await loadProcess(ctx.db, instance.proses_kode, instance.proses_versi);
  const task = graph.tasks.get(instance.step);
  const holidays = await cachedHolidays(ctx.db);
  const today = todayJakarta();
  const actor = await workflowActor(ctx.db, { kind: 'user', meta: { auth, id: '', ip: '', headers: {} } });
  let alasan: string | null = null;
  if (instance.finished_at) alasan = 'Proses laporan ini sudah selesai';
  else if (!task) alasan = `Langkah ${instance.step} tidak ada pada alur`;
  else if (!actor.role || !task.roles.includes(actor.role)) {
    alasan = `Langkah ${task.kode} (${task.nama}) dikerjakan oleh peran ${task.roles.join(', ')}`;
  } else {
    alasan =
      scopeRefusal(
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
  const facts = await laporanFacts(ctx.db, row);
  const keputusan =
    alasan === null && task
      ? decisionsAt(graph, task.kode, facts).map((d) => ({
          keputusan: d.decision,
          label: d.label,
          ke: d.to,
          ke_nama: d.to_nama,
          formulir: formOf(task.formulir, d.decision),
          path: workflowStepPath(id, task.kode),
        }))
      : [];
  return {
    laporan_id: id,
    dalam_proses: true,
    proses: { kode: instance.proses_kode, versi: instance.proses_versi, nama },
    status: row.status,
    status_penomoran: row.status_penomoran,
    step: instance.step,
    step_nama: task?.nama ?? instance.step,
    version: instance.version,
    selesai: Boolean(instance.finished_at),
    pemegang: await holderText(ctx, instance, task),
    distribusi: {
      grup: await nameOf(ctx, 'grup', instance.grup_id),
      tim: await nameOf(ctx, 'tim', instance.tim_id),
      anggota: await userName(ctx, instance.anggota_user_id),
    },
    tenggat: deadline(instance.due_on, today, holidays),
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

/** `GET laporan/{id}/jejak`: the process and every transition the report went through, oldest first. */
export async function laporanJejak(ctx: ServerContext, auth: AuthContext, id: number) {
  await laporanForActor(ctx.db, auth, id, 'read');
  const instance = await instanceOf(ctx.db, 'laporan', id);
  if (!instance) throw new AppError('NOT_FOUND', 'Laporan belum masuk proses KPK');
  const events = await ctx.db
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
    .where(eq(wf_events.instance_id, instance.id))
    .orderBy(asc(wf_events.id));
  return {
    proses: { kode: instance.proses_kode, versi: instance.proses_versi },
    step: instance.step,
    langkah: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}
