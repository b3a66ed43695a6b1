import type { InboxTab, inboxQuerySchema, RoleName } from '@gratifikasi/domain';
import { and, eq, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../../context';
import { laporans, waitingKeyOf, wf_events, wf_instances } from '../../../../db/schema';
import { type Binder, inline, literalLimit } from '../../../../db/statements';
import type { AuthContext } from '../../../../platform/auth-context';
import { workflowActor } from '../../../workflow/engine';

export type InboxQueryOut = z.output<typeof inboxQuerySchema>;
export type InboxFilters = Pick<InboxQueryOut, 'langkah' | 'q' | 'grup_id'>;
export const i = wf_instances;

/** Who asks: user, active role, team and group (the auth hook loads them with the session). */
export interface Me {
  id: number;
  role: RoleName | null;
  tim: number | null;
  grup: number | null;
}

/** The asker as the inboxes see them: the auth hook loads the team and group with the session. */
export function meFromAuth(auth: AuthContext): Me {
  return {
    id: auth.user.id,
    role: auth.activeRole,
    tim: auth.user.tim_id ?? null,
    grup: auth.user.grup_id ?? null,
  };
}

export async function meOf(ctx: ServerContext, auth: AuthContext): Promise<Me> {
  if (auth.user.tim_id !== undefined && auth.user.grup_id !== undefined) return meFromAuth(auth);
  const actor = await workflowActor(ctx.db, { kind: 'user', meta: { auth, id: '', ip: '', headers: {} } });
  return { id: auth.user.id, role: auth.activeRole, tim: actor.tim_id ?? null, grup: actor.grup_id ?? null };
}

/** The holder keys that mean "me" (`wf_instances.holder`): me, my team, my group, anyone of the role. */
export function holderKeys(me: Me): string[] {
  return [
    `u${me.id}`,
    me.tim === null ? null : `t${me.tim}`,
    me.grup === null ? null : `g${me.grup}`,
    '*',
  ].filter((k): k is string => k !== null);
}

/** My waiting keys (`waitingKeyOf`) as values of a statement (`k0`, `k1`, …: how many is part of its shape). */
function boundWaitingKeys(me: Me, b: Binder): string[] {
  return holderKeys(me).map((k, n) => b.bind(`k${n}`, `${me.role ?? '-'}|${k}`));
}

/** My holder keys as values (the multi-role branch: a step that lists my role beside its first one). */
function boundHolderKeys(me: Me, b: Binder): string[] {
  return holderKeys(me).map((k, n) => b.bind(`h${n}`, k));
}

/** The instances whose step lists my role beside another first role (numbering), held by one of my keys. */
function multiRole(me: Me, b: Binder): SQL {
  const role = b.bind('role', me.role ?? '-');
  return and(
    sql`cardinality(${i.perans}) > 1`,
    sql`${i.perans} @> array[${role}]::varchar[]`,
    sql`${i.peran} <> ${role}`,
    inArray(i.holder, boundHolderKeys(me, b)),
  ) as SQL;
}

const waitingKey = waitingKeyOf(i);

/**
 * Waiting on me: one of my roles' steps, held by me, my team, my group or anyone of the role; not paused on the
 * reporter. `wf_instances_waiting_idx` reads only the rows of my keys; a step with several roles (numbering: the
 * secretariat or a team member) is found through its own small index.
 */
export function waitingOn(me: Me, b: Binder = inline()): SQL {
  return and(
    isNull(i.finished_at),
    isNull(i.paused_since),
    or(inArray(waitingKey, boundWaitingKeys(me, b)), multiRole(me, b)),
  ) as SQL;
}

/**
 * One page of the instances waiting on me (`extra`: the tab's and the list's other conditions), as ids in deadline
 * order: one ordered index range per key (and the multi-role branch), each cut at the page's end, merged. Reads
 * O(page) rows however many wait on a team, where one `in (…)` scan sorts them all. The first page's limits are
 * written into the SQL, so that its statement gets a reusable plan (`literalLimit`).
 */
export function waitingPageIds(
  me: Me,
  extra: SQL | undefined,
  limit: number,
  offset: number,
  b: Binder = inline(),
): SQL {
  const cut = offset === 0 ? literalLimit(limit) : b.bind('cut', limit + offset);
  const base = and(isNull(i.finished_at), isNull(i.paused_since), extra);
  const branch = (cond: SQL | undefined) =>
    sql`(select ${i.id} as id, ${i.due_on} as due_on from ${i} where ${and(base, cond)} order by ${i.due_on} asc nulls last, ${i.id} asc limit ${cut})`;
  const branches = [
    ...boundWaitingKeys(me, b).map((k) => branch(eq(waitingKey, k))),
    branch(multiRole(me, b)),
  ];
  const skip = offset === 0 ? sql`` : sql` offset ${b.bind('offset', offset)}`;
  return sql`(select w.id from (${sql.join(branches, sql` union all `)}) w order by w.due_on asc nulls last, w.id asc limit ${literalLimit(limit)}${skip})`;
}

/** Roles whose reach is every open report (the coordinator, the directorate, the leadership, the secretariat). */
export function reachesAll(me: Me): boolean {
  return me.role !== 'anggota_tim' && me.role !== 'ketua_tim' && me.role !== 'ketua_group';
}

/** What is below me: the member's own reports, the team's, the group's; the directorate and leadership see all. */
export function reachOf(me: Me, b: Binder = inline()): SQL {
  switch (me.role) {
    case 'anggota_tim':
      return eq(i.anggota_user_id, b.bind('reach', me.id));
    case 'ketua_tim':
      return me.tim === null ? sql`false` : eq(i.tim_id, b.bind('reach', me.tim));
    case 'ketua_group':
      return me.grup === null ? sql`false` : eq(i.grup_id, b.bind('reach', me.grup));
    default:
      return sql`true`;
  }
}

/** The instances I acted on (any step, any time): `wf_events_actor_idx`. */
export function actedBy(me: Me, b: Binder = inline()): SQL {
  return inArray(
    i.id,
    sql`(select ${wf_events.instance_id} from ${wf_events} where ${wf_events.actor_user_id} = ${b.bind('actor', me.id)})`,
  );
}

/** A tab's condition; `b` binds its values (a statement kept per shape), else they are inlined. */
export function tabCondition(tab: InboxTab, me: Me, today: string, b: Binder = inline()): SQL {
  const waiting = waitingOn(me, b);
  switch (tab) {
    case 'menunggu':
      return waiting;
    case 'proses':
      return and(isNull(i.finished_at), reachOf(me, b), not(waiting)) as SQL;
    case 'dikembalikan':
      return and(waiting, eq(i.last_decision, 'kembalikan')) as SQL;
    case 'terlambat':
      return and(
        isNull(i.finished_at),
        or(waiting, reachOf(me, b)),
        lt(i.due_on, b.bind('today', today)),
      ) as SQL;
    default:
      // Finished instances include those of deleted reports: left out here.
      return and(
        actedBy(me, b),
        not(waiting),
        sql`exists (select 1 from ${laporans} where ${laporans.id} = ${i.subject_id} and ${laporans.deleted_at} is null)`,
      ) as SQL;
  }
}

/**
 * The filters every tab shares. The report row is joined only to search it: an open instance's report is never
 * deleted (a report is deleted through the deletion request, which closes its instance); the one tab that lists
 * finished instances leaves those of deleted reports out.
 */
export function filters(q: InboxFilters, b: Binder = inline()): SQL[] {
  const out: SQL[] = [eq(i.subject_type, 'laporan')];
  if (q.langkah)
    out.push(
      inArray(
        i.step,
        q.langkah.split(',').map((step, n) => b.bind(`langkah${n}`, step)),
      ),
    );
  if (q.grup_id) out.push(eq(i.grup_id, b.bind('grup_id', q.grup_id)));
  if (q.q) {
    const like = b.bind('like', `%${q.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    out.push(
      sql`exists (select 1 from ${laporans} where ${laporans.id} = ${i.subject_id} and ${laporans.deleted_at} is null and ${laporans.search_text} like ${like})`,
    );
  }
  return out;
}

/** The cache key of one asker's counts under some filters. */
export function countsKey(me: Me, q: InboxFilters): string {
  return [me.role, me.id, me.tim, me.grup, q.langkah ?? '', q.grup_id ?? '', q.q ?? ''].join('|');
}
