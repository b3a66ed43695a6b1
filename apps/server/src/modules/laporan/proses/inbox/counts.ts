import { INBOX_TABS, type InboxTab } from '@gratifikasi/domain';
import { and, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { rowsOf } from '../../../../db/seed/reference/insert';
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
  reachOf,
  tabCondition,
  waitingOn,
} from './where';

/** Counts of an asker's tabs: a few seconds stale at most, refreshed in the background; own moves drop them. */
const INBOX = 'workflow.inbox';

export interface InboxCounts {
  tabs: Record<InboxTab, number>;
  perStep: Map<string, number>;
}

/**
 * Every tab's count and the open reports in reach per step, in two statements: one pass over the open instances
 * in reach (counts with FILTER, grouped by step) and one over the instances the asker acted on.
 */
async function countAll(db: Db, me: Me, q: InboxFilters): Promise<InboxCounts> {
  const today = todayJakarta();
  const base = and(...filters(q)) as SQL;
  const waiting = waitingOn(me);
  const reach = reachOf(me);
  const open = rowsOf<{ step: string; n: number; w: number; p: number; k: number; t: number }>(
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
  const [done] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${i} where ${and(tabCondition('selesai', me, today), base)}`,
    ),
  );
  const sum = (key: 'w' | 'p' | 'k' | 't') => open.reduce((n, r) => n + Number(r[key]), 0);
  return {
    tabs: {
      menunggu: sum('w'),
      proses: sum('p'),
      dikembalikan: sum('k'),
      terlambat: sum('t'),
      selesai: Number(done?.n ?? 0),
    },
    perStep: new Map(open.map((r) => [r.step, Number(r.n)])),
  };
}

export async function cachedInboxCounts(ctx: ServerContext, me: Me, q: InboxFilters): Promise<InboxCounts> {
  return cacheOf(ctx.db).get(INBOX, countsKey(me, q), () => countAll(ctx.db, me, q));
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
