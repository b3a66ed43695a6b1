import { INBOX_TABS, type InboxTab } from '@gratifikasi/domain';
import { and, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { rowsOf } from '../../../../db/rows';
import type { AuthContext } from '../../../../platform/auth-context';
import { cacheOf } from '../../../../platform/cache';
import { loadProcess } from '../../../workflow/graph';
import { todayJakarta } from '../../lookups';
import { LAPORAN_PROCESS } from '../subject';
import {
  countsKey,
  filters,
  type InboxFilters,
  i,
  type Me,
  meFromAuth,
  meOf,
  reachesAll,
  reachOf,
  tabCondition,
  waitingOn,
} from './where';

/** Counts of an asker's tabs: a few seconds stale at most, refreshed in the background; own moves drop them. */
const INBOX = 'workflow.inbox';
/** The open instances per step, shared by the askers who reach them all (15 seconds stale at most). */
const OPEN = 'workflow.inbox.open';

export interface InboxCounts {
  tabs: Record<InboxTab, number>;
  perStep: Map<string, number>;
}

type StepRows = { step: string; n: number; w: number; p: number; k: number; t: number }[];

/** The instances the asker acted on that wait on them no more (the "Selesai" tab). */
async function countDone(db: Db, me: Me, base: SQL, today: string): Promise<number> {
  const [done] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${i} where ${and(tabCondition('selesai', me, today), base)}`,
    ),
  );
  return Number(done?.n ?? 0);
}

function countsOf(open: StepRows, done: number): InboxCounts {
  const sum = (key: 'w' | 'p' | 'k' | 't') => open.reduce((n, r) => n + Number(r[key]), 0);
  return {
    tabs: {
      menunggu: sum('w'),
      proses: sum('p'),
      dikembalikan: sum('k'),
      terlambat: sum('t'),
      selesai: done,
    },
    perStep: new Map(open.map((r) => [r.step, Number(r.n)])),
  };
}

/**
 * A member's, a team's or a group's counts, in two statements: one pass over the open instances in reach or waiting
 * (counts with FILTER, grouped by step) and one over the instances the asker acted on.
 */
async function countInReach(db: Db, me: Me, q: InboxFilters): Promise<InboxCounts> {
  const today = todayJakarta();
  const base = and(...filters(q)) as SQL;
  const waiting = waitingOn(me);
  const reach = reachOf(me);
  const open = rowsOf<StepRows[number]>(
    await db.execute(sql`
      select ${i.step} as step, count(*)::int as n,
        count(*) filter (where ${waiting})::int as w,
        count(*) filter (where ${reach} and not (${waiting}))::int as p,
        count(*) filter (where ${waiting} and ${i.last_decision} = 'kembalikan')::int as k,
        count(*) filter (where ${i.due_on} < ${today})::int as t
      from ${i}
      where ${and(isNull(i.finished_at), or(waiting, reach), base)}
      group by ${i.step}`),
  );
  return countsOf(open, await countDone(db, me, base, today));
}

/** Every open instance per step and the overdue ones: shared by every asker who reaches all (per filters). */
async function countOpen(
  db: Db,
  q: InboxFilters,
  today: string,
): Promise<Map<string, { n: number; t: number }>> {
  const rows = rowsOf<{ step: string; n: number; t: number }>(
    await db.execute(sql`
      select ${i.step} as step, count(*)::int as n, count(*) filter (where ${i.due_on} < ${today})::int as t
      from ${i} where ${and(isNull(i.finished_at), ...filters(q))} group by ${i.step}`),
  );
  return new Map(rows.map((r) => [r.step, { n: Number(r.n), t: Number(r.t) }]));
}

/**
 * The counts of an asker who reaches every open report: what waits on them (through the holder index: their own
 * rows only) beside the open instances per step, which every such asker shares. In process = open − waiting; overdue
 * = every overdue open one.
 */
async function countAllReach(db: Db, me: Me, q: InboxFilters): Promise<InboxCounts> {
  const today = todayJakarta();
  const base = and(...filters(q)) as SQL;
  const [open, mine, done] = await Promise.all([
    cacheOf(db).get(OPEN, [today, q.langkah ?? '', q.grup_id ?? '', q.q ?? ''].join('|'), () =>
      countOpen(db, q, today),
    ),
    db.execute(sql`
      select ${i.step} as step, count(*)::int as w,
        count(*) filter (where ${i.last_decision} = 'kembalikan')::int as k
      from ${i} where ${and(waitingOn(me), base)} group by ${i.step}`),
    countDone(db, me, base, today),
  ]);
  const waiting = new Map(rowsOf<{ step: string; w: number; k: number }>(mine).map((r) => [r.step, r]));
  const rows: StepRows = [...open].map(([step, { n, t }]) => {
    const w = Number(waiting.get(step)?.w ?? 0);
    // The shared figures may be a few seconds older than mine: never fewer in process than none.
    return { step, n, w, p: Math.max(0, n - w), k: Number(waiting.get(step)?.k ?? 0), t };
  });
  // A step that waits on me but was not open when the shared figures were read.
  for (const [step, r] of waiting)
    if (!open.has(step)) rows.push({ step, n: Number(r.w), w: Number(r.w), p: 0, k: Number(r.k), t: 0 });
  return countsOf(rows, done);
}

export async function cachedInboxCounts(ctx: ServerContext, me: Me, q: InboxFilters): Promise<InboxCounts> {
  return cacheOf(ctx.db).get(INBOX, countsKey(me, q), () =>
    reachesAll(me) ? countAllReach(ctx.db, me, q) : countInReach(ctx.db, me, q),
  );
}

/** After a move: the actor's own unfiltered counts are read afresh (others' follow within the namespace's TTL). */
export function forgetInboxCounts(db: Db, auth: AuthContext): void {
  cacheOf(db).invalidate(INBOX, countsKey(meFromAuth(auth), {}));
}

/** `GET laporan/kotak-masuk/jumlah`: the count of every tab and the open reports in reach per step. */
export async function inboxCounts(ctx: ServerContext, auth: AuthContext, q: InboxFilters) {
  const me = await meOf(ctx, auth);
  const { tabs, perStep } = await cachedInboxCounts(ctx, me, q);
  const { graph, order } = await loadProcess(ctx.db, LAPORAN_PROCESS);
  return {
    tabs: INBOX_TABS.map((t) => ({ key: t.key, label: t.label, count: tabs[t.key] })),
    per_langkah: order
      .filter((step) => perStep.has(step))
      .map((step) => ({ step, nama: graph.tasks.get(step)?.nama ?? step, count: perStep.get(step) ?? 0 })),
  };
}
