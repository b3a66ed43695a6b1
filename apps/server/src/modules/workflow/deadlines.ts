import { addWorkingDays, type RoleName } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { settingsVia, todayJakarta } from '../laporan/lookups';
import { cachedHolidays } from './graph';
import { subjectKinds } from './subject';

/**
 * Who hears when a holder of a role lets a deadline pass (issue 10 §4 escalation): the member's team leader, the
 * leader's group head, then up the directorate. The superior is narrowed to the subject's team or group where the
 * superior's role has one.
 */
export const ESCALATION: Partial<Record<RoleName, { role: RoleName; via: 'tim' | 'grup' | null }>> = {
  anggota_tim: { role: 'ketua_tim', via: 'tim' },
  ketua_tim: { role: 'ketua_group', via: 'grup' },
  ketua_group: { role: 'direktur', via: null },
  koordinator: { role: 'direktur', via: null },
  'Administrasi/Sekretaris': { role: 'direktur', via: null },
  direktur: { role: 'deputi', via: null },
  deputi: { role: 'pimpinan', via: null },
};

/** A placeholder id: each kind's notice link is its `path` with the subject's id put in its place. */
const ID_MARK = '987654321';

/** Every registered kind of subject as SQL values: (type, label, link with ID_MARK for the id). */
const kindValues = () =>
  sql.join(
    subjectKinds().map((k) => sql`(${k.type}, ${k.label}, ${k.path(Number(ID_MARK))})`),
    sql`, `,
  );

/** How a notice names its subject: a report by its number, any other kind by its label and id. */
const subjectName = sql.raw(
  `coalesce('Laporan ' || coalesce(l.nosig, '#' || l.id), k.label || ' #' || d.subject_id)`,
);
const subjectLink = sql.raw(`replace(k.path, '${ID_MARK}', d.subject_id::text)`);

const escalationValues = () =>
  sql.join(
    Object.entries(ESCALATION).map(([from, to]) => sql`(${from}, ${to?.role ?? ''}, ${to?.via ?? ''})`),
    sql`, `,
  );

export interface DeadlineRun {
  reminded: number;
  escalated: number;
  mails: number;
}

/**
 * The daily deadline job, set-based over every open subject: a reminder to whoever holds a step due within
 * `pengingat_tenggat_hk` working days, and an escalation to their superior once it has passed — each at most once
 * per deadline (the instance remembers the deadline it reminded of and escalated), in-app per subject and one digest
 * mail per person. A deadline moved by a transition or a pause is a new deadline.
 */
export async function runDeadlines(tx: Db, ctx: ServerContext, now = Date.now()): Promise<DeadlineRun> {
  const settings = await settingsVia(tx);
  const holidays = await cachedHolidays(ctx.db, tx);
  const today = todayJakarta(now);
  const horizon = addWorkingDays(today, settings.pengingat_tenggat_hk, holidays);
  const reminders =
    settings.pengingat_tenggat_hk > 0
      ? rowsOf<{ user_id: number }>(
          await tx.execute(sql`
      with due as (
        update wf_instances set reminded_due_on = due_on
        where finished_at is null and paused_since is null and due_on is not null
          and due_on >= ${today} and due_on <= ${horizon}
          and reminded_due_on is distinct from due_on
        returning id, subject_type, subject_id, step, peran, holder_user_id, holder_tim_id, holder_grup_id, due_on
      ), k(type, label, path) as (values ${kindValues()})
      insert into notifications (user_id, judul, pesan, tautan, entity, entity_id)
      select u.id, 'Tenggat mendekati',
        ${subjectName} || ' pada langkah ' || d.step || ' bertenggat '
          || to_char(d.due_on, 'DD-MM-YYYY') || '.',
        ${subjectLink}, d.subject_type, d.subject_id
      from due d
      join k on k.type = d.subject_type
      left join laporans l on l.id = d.subject_id and d.subject_type = 'laporan'
      join roles r on r.name = d.peran
      join role_users ru on ru.role_id = r.id
      join users u on u.id = ru.user_id and u.is_active and u.deleted_at is null
      where (d.holder_user_id is not null and u.id = d.holder_user_id)
         or (d.holder_user_id is null and d.holder_tim_id is not null and u.tim_id = d.holder_tim_id)
         or (d.holder_user_id is null and d.holder_tim_id is null and d.holder_grup_id is not null
             and u.grup_id = d.holder_grup_id)
         or (d.holder_user_id is null and d.holder_tim_id is null and d.holder_grup_id is null)
      returning user_id`),
        )
      : [];
  const escalations = settings.eskalasi_tenggat
    ? rowsOf<{ user_id: number }>(
        await tx.execute(sql`
      with late as (
        update wf_instances set escalated_due_on = due_on
        where finished_at is null and paused_since is null and due_on is not null and due_on < ${today}
          and escalated_due_on is distinct from due_on
        returning id, subject_type, subject_id, step, peran, tim_id, grup_id, due_on
      ), chain(from_role, to_role, via) as (values ${escalationValues()}),
      k(type, label, path) as (values ${kindValues()})
      insert into notifications (user_id, judul, pesan, tautan, entity, entity_id)
      select distinct on (u.id, d.id) u.id, 'Eskalasi: tenggat terlewati',
        ${subjectName} || ' pada langkah ' || d.step || ' melewati tenggat '
          || to_char(d.due_on, 'DD-MM-YYYY') || ' (pemegang: ' || d.peran || ').',
        ${subjectLink}, d.subject_type, d.subject_id
      from late d
      join k on k.type = d.subject_type
      left join laporans l on l.id = d.subject_id and d.subject_type = 'laporan'
      join chain c on c.from_role = d.peran
      join roles r on r.name = c.to_role
      join role_users ru on ru.role_id = r.id
      join users u on u.id = ru.user_id and u.is_active and u.deleted_at is null
      where c.via = '' or (c.via = 'tim' and u.tim_id = d.tim_id) or (c.via = 'grup' and u.grup_id = d.grup_id)
      returning user_id`),
      )
    : [];
  // One digest mail per person, whatever the number of reports.
  const perUser = new Map<number, number>();
  for (const r of [...reminders, ...escalations]) perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
  let mails = 0;
  if (perUser.size > 0) {
    const people = rowsOf<{ id: number; email: string | null; name: string }>(
      await tx.execute(
        sql`select id, email, name from users where id in (${sql.join(
          [...perUser.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    for (const p of people) {
      if (!p.email) continue;
      const n = perUser.get(Number(p.id)) ?? 0;
      await ctx.mailer.record(tx, {
        to: p.email,
        subject: '[Gratifikasi Online] Pengingat tenggat laporan',
        text: `Yth. ${p.name},\n\n${n} laporan memerlukan perhatian Anda karena tenggatnya mendekati atau terlewati. Lihat notifikasi di ${ctx.config.appUrl}/kpk/kpk-notifikasi.`,
        html: `<p>Yth. ${p.name.replace(/[&<>"']/g, '')},</p><p>${n} laporan memerlukan perhatian Anda karena tenggatnya mendekati atau terlewati.</p>`,
      });
      mails++;
    }
  }
  return { reminded: reminders.length, escalated: escalations.length, mails };
}
