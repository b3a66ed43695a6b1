import {
  clockUrgency,
  INBOX_TABS,
  type InboxItem,
  type InboxTab,
  type inboxQuerySchema,
  masterByKey,
  type RoleName,
  roleByName,
  workingDaysLeft,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import { laporans, pelapors, role_users, users, wf_events, wf_instances } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { workflowActor } from '../../workflow/engine';
import { cachedHolidays, loadProcess } from '../../workflow/graph';
import { cachedMasterNames, todayJakarta } from '../lookups';
import { LAPORAN_PROCESS } from './subject';

type Query = z.output<typeof inboxQuerySchema>;
const GRUP_TABLE = masterByKey('grup')?.table ?? 'grups';
const i = wf_instances;

interface Me {
  id: number;
  role: RoleName | null;
  tim: number | null;
  grup: number | null;
}

/** Waiting on me: my role, held by me, my team, my group or anyone of the role; not paused on the reporter. */
function waitingOn(me: Me): SQL {
  const holders = [
    eq(i.holder_user_id, me.id),
    me.tim === null ? undefined : eq(i.holder_tim_id, me.tim),
    me.grup === null ? undefined : eq(i.holder_grup_id, me.grup),
    and(isNull(i.holder_user_id), isNull(i.holder_tim_id), isNull(i.holder_grup_id)),
  ];
  return and(
    isNull(i.finished_at),
    isNull(i.paused_since),
    eq(i.peran, me.role ?? '-'),
    or(...holders),
  ) as SQL;
}

/** What is below me: the member's own reports, the team's, the group's; the directorate and leadership see all. */
function reachOf(me: Me): SQL {
  switch (me.role) {
    case 'anggota_tim':
      return eq(i.anggota_user_id, me.id);
    case 'ketua_tim':
      return me.tim === null ? sql`false` : eq(i.tim_id, me.tim);
    case 'ketua_group':
      return me.grup === null ? sql`false` : eq(i.grup_id, me.grup);
    default:
      return sql`true`;
  }
}

function tabCondition(tab: InboxTab, me: Me, today: string): SQL {
  const waiting = waitingOn(me);
  switch (tab) {
    case 'menunggu':
      return waiting;
    case 'proses':
      return and(isNull(i.finished_at), reachOf(me), not(waiting)) as SQL;
    case 'dikembalikan':
      return and(waiting, eq(i.last_decision, 'kembalikan')) as SQL;
    case 'terlambat':
      return and(isNull(i.finished_at), or(waiting, reachOf(me)), lt(i.due_on, today)) as SQL;
    default:
      return and(
        sql`exists (select 1 from ${wf_events} where ${wf_events.instance_id} = ${i.id} and ${wf_events.actor_user_id} = ${me.id})`,
        not(waiting),
      ) as SQL;
  }
}

async function meOf(ctx: ServerContext, auth: AuthContext): Promise<Me> {
  const actor = await workflowActor(ctx.db, { kind: 'user', meta: { auth, id: '', ip: '', headers: {} } });
  return { id: auth.user.id, role: auth.activeRole, tim: actor.tim_id ?? null, grup: actor.grup_id ?? null };
}

function filters(q: Pick<Query, 'langkah' | 'q' | 'grup_id'>): SQL[] {
  const out: SQL[] = [eq(i.subject_type, 'laporan'), isNull(laporans.deleted_at)];
  if (q.langkah) out.push(inArray(i.step, q.langkah.split(',')));
  if (q.grup_id) out.push(eq(i.grup_id, q.grup_id));
  if (q.q) out.push(sql`${laporans.search_text} like ${`%${q.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  return out;
}

/** `GET laporan/kotak-masuk`: one tab of the active role's inbox, a page at a time, most urgent first. */
export async function inboxPage(ctx: ServerContext, auth: AuthContext, q: Query) {
  const me = await meOf(ctx, auth);
  const today = todayJakarta();
  const where = and(tabCondition(q.tab, me, today), ...filters(q)) as SQL;
  const order =
    q.tab === 'menunggu' || q.tab === 'terlambat' || q.tab === 'dikembalikan'
      ? [sql`${i.due_on} asc nulls last`, asc(i.id)]
      : [desc(i.updated_at), desc(i.id)];
  const offset = (q.page - 1) * q.per_page;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: laporans.id,
        nosig: laporans.nosig,
        pelapor_nama: pelapors.nama,
        tanggal_lapor: laporans.tanggal_lapor,
        total_nilai: laporans.total_nilai,
        status: laporans.status,
        step: i.step,
        version: i.version,
        holder_user: users.name,
        holder_tim_id: i.holder_tim_id,
        holder_grup_id: i.holder_grup_id,
        grup_id: i.grup_id,
        anggota_user_id: i.anggota_user_id,
        due_on: i.due_on,
        last_decision: i.last_decision,
        paused_since: i.paused_since,
        finished_at: i.finished_at,
      })
      .from(i)
      .innerJoin(laporans, eq(laporans.id, i.subject_id))
      .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .leftJoin(users, eq(users.id, i.holder_user_id))
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(i)
      .innerJoin(laporans, eq(laporans.id, i.subject_id))
      .where(where),
  ]);
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
  const anggotaIds = [...new Set(rows.flatMap((r) => (r.anggota_user_id ? [r.anggota_user_id] : [])))];
  const anggota = anggotaIds.length
    ? new Map(
        (
          await ctx.db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, anggotaIds))
        ).map((u) => [u.id, u.name]),
      )
    : new Map<number, string>();
  const items: InboxItem[] = rows.map((r) => {
    const left = r.due_on && !r.finished_at ? workingDaysLeft(r.due_on, today, holidays) : null;
    return {
      id: r.id,
      nosig: r.nosig,
      pelapor_nama: r.pelapor_nama,
      tanggal_lapor: r.tanggal_lapor,
      total_nilai: String(r.total_nilai),
      status: r.status,
      step: r.step,
      step_nama: graph.tasks.get(r.step)?.nama ?? r.step,
      version: r.version,
      pemegang:
        r.holder_user ??
        (r.holder_tim_id ? (timNames.get(r.holder_tim_id) ?? null) : null) ??
        (r.holder_grup_id ? (grupNames.get(r.holder_grup_id) ?? null) : null),
      grup: r.grup_id ? (grupNames.get(r.grup_id) ?? null) : null,
      anggota: r.anggota_user_id ? (anggota.get(r.anggota_user_id) ?? null) : null,
      batas: r.finished_at ? null : r.due_on,
      hari_tersisa: left,
      urgensi: left === null ? null : clockUrgency(left),
      dikembalikan: r.last_decision === 'kembalikan',
      menunggu_pelapor: r.paused_since !== null,
    };
  });
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** `GET laporan/kotak-masuk/jumlah`: the count of every tab and the open reports in reach per step. */
export async function inboxCounts(
  ctx: ServerContext,
  auth: AuthContext,
  q: Pick<Query, 'langkah' | 'q' | 'grup_id'>,
) {
  const me = await meOf(ctx, auth);
  const today = todayJakarta();
  const base = filters(q);
  const countOf = async (cond: SQL) => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(i)
      .innerJoin(laporans, eq(laporans.id, i.subject_id))
      .where(and(cond, ...base));
    return row?.n ?? 0;
  };
  const tabs = await Promise.all(
    INBOX_TABS.map(async (t) => ({
      key: t.key,
      label: t.label,
      count: await countOf(tabCondition(t.key, me, today)),
    })),
  );
  const perStep = await ctx.db
    .select({ step: i.step, n: sql<number>`count(*)::int` })
    .from(i)
    .innerJoin(laporans, eq(laporans.id, i.subject_id))
    .where(and(isNull(i.finished_at), or(waitingOn(me), reachOf(me)), ...base))
    .groupBy(i.step);
  const { graph, order } = await loadProcess(ctx.db, LAPORAN_PROCESS);
  const byStep = new Map(perStep.map((r) => [r.step, r.n]));
  return {
    tabs,
    per_langkah: order
      .filter((step) => byStep.has(step))
      .map((step) => ({ step, nama: graph.tasks.get(step)?.nama ?? step, count: byStep.get(step) ?? 0 })),
  };
}

/**
 * `GET laporan/beban`: whom the caller can distribute to and their open load — the coordinator sees every group,
 * a group head the members of their group (with their team).
 */
export async function distributionLoad(ctx: ServerContext, auth: AuthContext, jenis: 'grup' | 'anggota') {
  const me = await meOf(ctx, auth);
  if (jenis === 'grup') {
    const grup = masterTableOf('grup');
    const rows = await ctx.db
      .select({
        id: grup.id,
        nama: masterColumn(grup, 'nama'),
        // Spelled out: inside select() a column renders without its table, and "id" would be the instance's.
        beban: sql<number>`(select count(*)::int from ${i} where ${i.subject_type} = 'laporan' and ${i.grup_id} = ${sql.raw(`"${GRUP_TABLE}"."id"`)} and ${i.finished_at} is null)`,
      })
      .from(grup)
      .where(and(isNull(grup.deleted_at), eq(masterColumn(grup, 'is_active'), true)))
      .orderBy(asc(masterColumn(grup, 'nama')));
    return rows.map((r) => ({ id: r.id, nama: String(r.nama), keterangan: null, beban: r.beban }));
  }
  if (me.grup === null) return [];
  const rows = await ctx.db
    .selectDistinct({
      id: users.id,
      nama: users.name,
      tim_id: users.tim_id,
      beban: sql<number>`(select count(*)::int from ${i} where ${i.subject_type} = 'laporan' and ${i.anggota_user_id} = ${users.id} and ${i.finished_at} is null)`,
    })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(
      and(
        eq(users.grup_id, me.grup),
        eq(users.is_active, true),
        isNull(users.deleted_at),
        eq(role_users.role_id, roleByName('anggota_tim').id),
      ),
    )
    .orderBy(users.name);
  const tims = await cachedMasterNames(
    ctx.db,
    'tim',
    rows.map((r) => r.tim_id),
  );
  return rows.map((r) => ({
    id: r.id,
    nama: r.nama,
    keterangan: r.tim_id ? (tims.get(r.tim_id) ?? null) : 'Belum ditempatkan pada tim',
    beban: r.beban,
  }));
}
