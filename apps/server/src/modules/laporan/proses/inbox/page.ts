import { clockUrgency, type InboxItem, rolesLabel, workingDaysLeft } from '@gratifikasi/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../../../../context';
import { laporans, pelapors, users } from '../../../../db/schema';
import { literalLimit, placeholders, reusableStatement } from '../../../../db/statements';
import type { AuthContext } from '../../../../platform/auth-context';
import { cachedHolidays, loadProcess } from '../../../workflow/graph';
import { cachedMasterNames, todayJakarta } from '../../lookups';
import { LAPORAN_PROCESS } from '../subject';
import { cachedInboxCounts } from './counts';
import { filters, type InboxQueryOut, i, meOf, tabCondition, waitingPageIds } from './where';

/** A user's name (the holder, the member a report is distributed to), read beside the page's row. */
const userName = (id: AnyPgColumn) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${id})`;

/** `GET laporan/kotak-masuk`: one tab of the active role's inbox, a page at a time, most urgent first. */
export async function inboxPage(ctx: ServerContext, auth: AuthContext, q: InboxQueryOut) {
  const me = await meOf(ctx, auth);
  const today = todayJakarta();
  const offset = (q.page - 1) * q.per_page;
  // Waiting tabs read their page through one ordered range per holder key; the others in their index order.
  const waiting = q.tab === 'menunggu' || q.tab === 'dikembalikan';
  // Values as placeholders: the statement is rendered once per shape (tab, role, keys and filters present) and,
  // without a text search, planned once per connection (db/statements.ts).
  const b = placeholders();
  const where = waiting
    ? inArray(
        i.id,
        waitingPageIds(
          me,
          and(...filters(q, b), q.tab === 'dikembalikan' ? eq(i.last_decision, 'kembalikan') : undefined),
          q.per_page,
          offset,
          b,
        ),
      )
    : (and(tabCondition(q.tab, me, today, b), ...filters(q, b)) as SQL);
  // The outer offset: the waiting tabs' page is cut inside waitingPageIds; past the first page it is a placeholder.
  const paged = offset > 0;
  const skip = !waiting && paged ? b.bind('page_offset', offset) : 0;
  const order =
    q.tab === 'menunggu' || q.tab === 'terlambat' || q.tab === 'dikembalikan'
      ? [sql`${i.due_on} asc nulls last`, asc(i.id)]
      : [desc(i.updated_at), desc(i.id)];
  // The page is read in index order and joined to its report row by row; the total is the tab's cached count. The
  // names are subqueries, not joins: planning a five-table join costs more than running it over a page. First pages
  // without a text search are planned once per connection (their limits are literals: `literalLimit`).
  const statement = reusableStatement(
    ctx.db,
    `inbox|${q.tab}|${me.role}|${q.per_page}|${paged}|${b.names.join(',')}`,
    !q.q && !paged,
    (name) =>
      ctx.db
        .select({
          id: laporans.id,
          nosig: laporans.nosig,
          pelapor_nama: sql<
            string | null
          >`(select ${pelapors.nama} from ${pelapors} where ${pelapors.id} = ${laporans.pelapor_id})`,
          tanggal_lapor: laporans.tanggal_lapor,
          total_nilai: laporans.total_nilai,
          status: laporans.status,
          step: i.step,
          version: i.version,
          holder_user: userName(i.holder_user_id),
          holder_tim_id: i.holder_tim_id,
          holder_grup_id: i.holder_grup_id,
          grup_id: i.grup_id,
          anggota_user_id: i.anggota_user_id,
          anggota_nama: userName(i.anggota_user_id),
          due_on: i.due_on,
          last_decision: i.last_decision,
          paused_since: i.paused_since,
          finished_at: i.finished_at,
        })
        .from(i)
        .innerJoin(laporans, eq(laporans.id, i.subject_id))
        .where(where)
        .orderBy(...order)
        .limit(literalLimit(q.per_page))
        .offset(skip)
        .prepare(name),
  );
  const rows = await statement.execute(b.values);
  const { tabs } = await cachedInboxCounts(ctx, me, q);
  const total = tabs[q.tab];
  const holidays = await cachedHolidays(ctx.db);
  const { graph } = await loadProcess(ctx.db, LAPORAN_PROCESS);
  const grupNames = await cachedMasterNames(
    ctx.db,
    'grup',
    rows.flatMap((r) => [r.grup_id, r.holder_grup_id]),
  );
  const timNames = await cachedMasterNames(
    ctx.db,
    'tim',
    rows.map((r) => r.holder_tim_id),
  );
  const items: InboxItem[] = rows.map((r) => {
    const left = r.due_on && !r.finished_at ? workingDaysLeft(r.due_on, today, holidays) : null;
    const task = graph.tasks.get(r.step);
    return {
      id: r.id,
      nosig: r.nosig,
      pelapor_nama: r.pelapor_nama,
      tanggal_lapor: r.tanggal_lapor,
      total_nilai: String(r.total_nilai),
      status: r.status,
      step: r.step,
      step_nama: task?.nama ?? r.step,
      version: r.version,
      pemegang:
        r.holder_user ??
        (r.holder_tim_id ? (timNames.get(r.holder_tim_id) ?? null) : null) ??
        (r.holder_grup_id ? (grupNames.get(r.holder_grup_id) ?? null) : null) ??
        // Held by anyone of the step's role(s): the role is who to ask.
        (!r.finished_at && task?.roles.length ? rolesLabel(task.roles) : null),
      grup: r.grup_id ? (grupNames.get(r.grup_id) ?? null) : null,
      anggota: r.anggota_nama,
      batas: r.finished_at ? null : r.due_on,
      hari_tersisa: left,
      urgensi: left === null ? null : clockUrgency(left),
      dikembalikan: r.last_decision === 'kembalikan',
      menunggu_pelapor: r.paused_since !== null,
    };
  });
  return { items, total, page: q.page, per_page: q.per_page };
}
