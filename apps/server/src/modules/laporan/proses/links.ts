import { addWorkingDays, formatDate } from '@gratifikasi/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { laporan_public_links } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { runDeadlines } from '../../workflow/deadlines';
import { instanceOf, transition, workflowActor } from '../../workflow/engine';
import { cachedHolidays } from '../../workflow/graph';
import { invalidateLaporanCounts } from '../list/list';
import { settingsVia, todayJakarta } from '../lookups';
import { laporanSubject } from './subject';
import { WAITING } from './waiting';

/**
 * The reporter answered a link: the report waiting at its step goes back to the member (the system moves it, in
 * the answer's transaction; its event names the link answered). Returns the outbox ids, or null when the report was not waiting on this link.
 */
export async function advanceOnAnswer(
  tx: Db,
  ctx: ServerContext,
  link: { id: number; laporan_id: number; type: string },
): Promise<number[] | null> {
  const waiting = WAITING[link.type];
  const instance = await instanceOf(tx, 'laporan', link.laporan_id);
  if (!waiting || !instance || instance.step !== waiting.step || instance.finished_at) return null;
  const result = await transition(
    tx,
    ctx,
    laporanSubject,
    link.laporan_id,
    { kind: 'system' },
    {
      decision: waiting.answered,
      version: instance.version,
      body: { catatan: 'Jawaban pelapor diterima melalui tautan' },
      // The event points to the answer (`GET laporan/{id}/jawaban-pelapor`, item `id`).
      event: { public_link_id: link.id },
    },
  );
  return result.mailIds;
}

const expiryPayload = z.object({ laporan_id: z.number().int(), link_id: z.number().int() });

/**
 * A link's deadline has passed (a durable job enqueued with the link, run once even after a restart): unanswered,
 * the report is not followed up (completeness) or goes back to the member (response). A link extended since
 * (`tanggal-expire`) or already answered leaves it alone.
 */
export async function expireLink(ctx: ServerContext, payload: unknown, now = new Date()): Promise<void> {
  const { laporan_id, link_id } = expiryPayload.parse(payload);
  const mailIds = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(laporan_public_links)
      .where(
        and(
          eq(laporan_public_links.id, link_id),
          isNull(laporan_public_links.submitted_at),
          isNull(laporan_public_links.closed_at),
        ),
      )
      .for('update')
      .limit(1);
    if (!link || link.expires_at > now) return [];
    const waiting = WAITING[link.type];
    const instance = await instanceOf(tx, 'laporan', laporan_id);
    if (!waiting || !instance || instance.step !== waiting.step || instance.finished_at) return [];
    const result = await transition(
      tx,
      ctx,
      laporanSubject,
      laporan_id,
      { kind: 'system' },
      {
        decision: 'kedaluwarsa',
        version: instance.version,
        body: { catatan: 'Pelapor tidak menjawab sampai batas waktu tautan berakhir' },
      },
    );
    return result.mailIds;
  });
  invalidateLaporanCounts(ctx.db);
  for (const id of mailIds) ctx.mailer.dispatch(id);
}

/** The report process's durable jobs: link expiry, and the daily reminders and escalation on weekdays at 07.00. */
export async function scheduleProsesJobs(ctx: ServerContext): Promise<void> {
  ctx.jobs.register('workflow.link-kedaluwarsa', (payload) => expireLink(ctx, payload));
  ctx.jobs.register('workflow.tenggat', async () => {
    await ctx.db.transaction((tx) => runDeadlines(tx, ctx));
  });
  await ctx.jobs.schedule('workflow.tenggat', '0 7 * * 1-5');
}

/** A moment's calendar date in Asia/Jakarta. */
const jakartaDate = (at: Date): string => todayJakarta(at.getTime());

/**
 * `POST laporan/{id}/tanggal-expire`: the member holding a report that waits on the reporter, or the head of the
 * report's own group, gives the open link a later last day (end of that day, Jakarta) — later than the link's
 * current one and no later than `maks_perpanjangan_tautan_hk` working days from today (app config), so neither the
 * link nor the clocks it pauses can be held open without end. A new expiry job follows it; the old one finds the
 * link still live.
 */
export async function extendLink(
  tx: Db,
  ctx: ServerContext,
  meta: RequestMeta & { auth: AuthContext },
  id: number,
  tanggal: string,
): Promise<{ link_id: number; expires_at: string }> {
  await laporanSubject.lock(tx, meta.auth, id);
  const instance = await instanceOf(tx, 'laporan', id);
  const waiting = Object.entries(WAITING).find(([, w]) => w.step === instance?.step);
  if (!instance || !waiting) throw new AppError('CONFLICT', 'Laporan tidak sedang menunggu jawaban pelapor');
  const actor = await workflowActor(tx, { kind: 'user', meta });
  const holder = actor.role === 'anggota_tim' && instance.anggota_user_id === actor.user_id;
  const head =
    actor.role === 'ketua_group' && instance.grup_id !== null && instance.grup_id === actor.grup_id;
  if (!holder && !head)
    throw new AppError(
      'FORBIDDEN',
      'Hanya anggota tim pemegang laporan atau group head grup laporan ini yang dapat memperpanjang',
    );
  const today = todayJakarta();
  if (tanggal <= today) throw fieldError('tanggal', 'Tanggal berakhir harus setelah hari ini');
  const [link] = await tx
    .select()
    .from(laporan_public_links)
    .where(
      and(
        eq(laporan_public_links.laporan_id, id),
        eq(laporan_public_links.type, waiting[0]),
        isNull(laporan_public_links.submitted_at),
        isNull(laporan_public_links.closed_at),
      ),
    )
    .orderBy(desc(laporan_public_links.id))
    .for('update')
    .limit(1);
  if (!link) throw new AppError('CONFLICT', 'Tidak ada tautan yang masih menunggu jawaban');
  const current = jakartaDate(link.expires_at);
  if (tanggal <= current) {
    throw fieldError(
      'tanggal',
      `Tanggal berakhir harus setelah batas tautan saat ini (${formatDate(current)})`,
    );
  }
  const settings = await settingsVia(tx);
  const maxHk = settings.maks_perpanjangan_tautan_hk;
  const latest = addWorkingDays(today, maxHk, await cachedHolidays(ctx.db, tx));
  if (tanggal > latest) {
    throw fieldError(
      'tanggal',
      `Tanggal berakhir paling lambat ${formatDate(latest)} (${maxHk} hari kerja dari hari ini)`,
    );
  }
  const expires = new Date(`${tanggal}T23:59:59+07:00`);
  await tx
    .update(laporan_public_links)
    .set({ expires_at: expires })
    .where(eq(laporan_public_links.id, link.id));
  await ctx.jobs.enqueue(
    tx,
    'workflow.link-kedaluwarsa',
    { laporan_id: id, link_id: link.id },
    { runAfter: new Date(expires.getTime() + 1000), onceKey: `link-kedaluwarsa:${link.id}:${tanggal}` },
  );
  await audit(tx, meta, {
    action: 'laporan.tanggal_expire',
    entity: 'laporan_public_link',
    entity_id: link.id,
    before: { expires_at: link.expires_at.toISOString() },
    after: { expires_at: expires.toISOString() },
  });
  return { link_id: link.id, expires_at: expires.toISOString() };
}
