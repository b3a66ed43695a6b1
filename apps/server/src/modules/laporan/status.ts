import { STATUS_LAPORAN } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { laporans, pelapors, users } from '../../db/schema';
import { Writes } from '../../db/writes';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { notifyVia } from '../../platform/notify';
import { type LaporanRow, laporanForActor, nextVersion, upgScopeOf } from './access';
import { type Actor, actorOf, addHistory } from './filing/write';
import { enterKpkProcess } from './proses/start';

/**
 * Tells the reporter about their report: an in-app notification to the pelapor's user account (if any) and a mail
 * through the outbox to the pelapor's e-mail (else the account's). Returns the outbox ids to dispatch after commit.
 */
export async function notifyReporter(
  tx: Db,
  ctx: ServerContext,
  laporan: { id: number; pelapor_id: number },
  judul: string,
  pesan: string,
): Promise<number[]> {
  const writes = new Writes();
  notifyReporterVia(writes, tx, ctx, laporan, judul, pesan);
  const ids = await writes.flush(tx);
  await ctx.mailer.queue(tx, ids);
  return ids;
}

/** `notifyReporter` as parts of a batch of writes (a decision's one statement); the ids come from its flush. */
export function notifyReporterVia(
  writes: Writes,
  tx: Db,
  ctx: ServerContext,
  laporan: { id: number; pelapor_id: number },
  judul: string,
  pesan: string,
): void {
  notifyVia(
    writes,
    (p) =>
      tx
        .select({
          user_id: sql<number | null>`${pelapors.user_id}`.as('user_id'),
          email: sql<string | null>`coalesce(${pelapors.email}, ${users.email})`.as('email'),
        })
        .from(pelapors)
        .leftJoin(users, eq(users.id, pelapors.user_id))
        .where(eq(pelapors.id, p('pelapor', laporan.pelapor_id)))
        .limit(sql.raw('1') as unknown as number),
    'reporter',
    {
      judul,
      pesan,
      tautan: `/individu/laporan-detail/${laporan.id}`,
      entity: 'laporan',
      entity_id: laporan.id,
    },
    ctx.config.appUrl,
  );
}

export interface ChangeStatusOptions {
  action: string;
  catatan?: string | null;
  /** The workflow step the report now waits at (null clears it; undefined keeps it). */
  step?: string | null;
  /** Who moves it; null for the system. */
  actor: Actor | null;
  /** Extra columns to set with the move (assignee, deadlines, …). */
  set?: Partial<typeof laporans.$inferInsert>;
  /** The notice to the reporter; defaults to a status-change message. Pass false to stay silent. */
  notice?: { judul: string; pesan: string } | false;
}

/**
 * Moves a report to status `to`: updates the row, records the history, audits and notifies the reporter (in-app +
 * outbox). Runs in the caller's transaction; returns the outbox ids to `ctx.mailer.dispatch` after commit, when
 * the caller also calls `invalidateLaporanCounts` (before commit another process could reload the old counts).
 * The workflow calls this for every step.
 */
export async function changeStatus(
  tx: Db,
  ctx: ServerContext,
  laporan: LaporanRow,
  to: string,
  opts: ChangeStatusOptions,
): Promise<number[]> {
  await tx
    .update(laporans)
    .set({
      ...opts.set,
      ...nextVersion,
      status: to,
      ...(opts.step !== undefined ? { step: opts.step } : {}),
      updated_at: new Date(),
      updated_by: opts.actor?.auth.user.id ?? null,
    })
    .where(eq(laporans.id, laporan.id));
  await addHistory(tx, opts.actor, laporan.id, {
    action: opts.action,
    from: laporan.status,
    to,
    step: opts.step ?? laporan.step,
    catatan: opts.catatan ?? null,
  });
  if (opts.actor) {
    await audit(tx, opts.actor, {
      action: `laporan.${opts.action.toLowerCase()}`,
      entity: 'laporan',
      entity_id: laporan.id,
      before: { status: laporan.status },
      after: { status: to, catatan: opts.catatan ?? null },
    });
  }
  if (opts.notice === false) return [];
  const notice = opts.notice ?? {
    judul: `Status laporan ${laporan.nosig ?? ''}`.trim(),
    pesan: `Status laporan gratifikasi ${laporan.nosig ?? ''} berubah.`.replace('  ', ' '),
  };
  return notifyReporter(tx, ctx, laporan, notice.judul, notice.pesan);
}

/** `POST laporan/{id}/teruskan`: a UPG forwards a report it received to the KPK (DITERIMA_UPG → TERKIRIM). */
export async function teruskanLaporan(
  tx: Db,
  ctx: ServerContext,
  meta: RequestMeta,
  id: number,
  catatan: string | null,
): Promise<number[]> {
  const actor = actorOf(meta);
  if (upgScopeOf(actor.auth) === null) throw new AppError('FORBIDDEN');
  const row = await laporanForActor(tx, actor.auth, id, 'act');
  if (row.status !== STATUS_LAPORAN.DITERIMA_UPG) {
    throw new AppError('CONFLICT', 'Laporan hanya dapat diteruskan selama masih diterima di UPG');
  }
  const mailIds = await changeStatus(tx, ctx, row, STATUS_LAPORAN.TERKIRIM, {
    action: 'TERUSKAN',
    catatan,
    actor,
    set: { diteruskan_at: new Date() },
    notice: {
      judul: `Laporan ${row.nosig ?? ''} diteruskan ke KPK`,
      pesan: `Laporan gratifikasi ${row.nosig ?? ''} telah diteruskan oleh UPG kepada KPK.`,
    },
  });
  await enterKpkProcess(tx, ctx, row.id);
  return mailIds;
}
