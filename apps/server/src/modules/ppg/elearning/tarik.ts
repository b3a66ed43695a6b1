import {
  type ElearningPeriode,
  type ElearningTarik,
  type StatusElearningTarik,
  statusElearningTarikLabel,
} from '@gratifikasi/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_elearning_tariks } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import {
  ELEARNING_UNCONFIGURED,
  type ElearningPlatform,
  elearningKind,
  elearningOf,
} from '../../../platform/elearning';
import { AppError } from '../../../platform/errors';
import { conflictOnClash } from '../konfigurasi/versi';
import { checkRows } from './import';
import { simpanPeriode } from './service';

export const ELEARNING_TARIK_JOB = 'ppg.elearning.tarik';
/** The row errors kept on a failed pull for the screen (the first ones; the count says how many). */
const GALAT_SHOWN = 200;

type TarikRow = typeof ppg_elearning_tariks.$inferSelect;

const viewOf = (r: TarikRow): ElearningTarik => ({
  id: r.id,
  tahun: r.tahun,
  triwulan: r.triwulan,
  status: r.status as StatusElearningTarik,
  status_label: statusElearningTarikLabel(r.status as StatusElearningTarik),
  total_baris: r.total_baris,
  disimpan: r.disimpan,
  pesan: r.pesan,
  galat: r.galat,
  created_at: r.created_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
});

/** The latest pull (its state for the screen), or null. */
export async function latestTarik(db: Db): Promise<ElearningTarik | null> {
  const [row] = await db.select().from(ppg_elearning_tariks).orderBy(desc(ppg_elearning_tariks.id)).limit(1);
  return row ? viewOf(row) : null;
}

/**
 * `POST ppg/elearning/tarik`: asks for a period from the learning platform. The request and its job are written in
 * one transaction (the job exists exactly when the request does); one pull at a time (409 while one is waiting or
 * running); 409 when this server has no platform.
 */
export async function requestTarik(
  ctx: ServerContext,
  request: RequestMeta,
  periode: ElearningPeriode,
): Promise<ElearningTarik> {
  if (elearningKind(ctx.config) === 'none') throw new AppError('CONFLICT', ELEARNING_UNCONFIGURED);
  const BUSY = 'Penarikan data sebelumnya masih berjalan; tunggu hingga selesai';
  // The check answers in words; the partial unique index holds when two requests race past it.
  const row = await conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        const [busy] = await tx
          .select({ id: ppg_elearning_tariks.id })
          .from(ppg_elearning_tariks)
          .where(inArray(ppg_elearning_tariks.status, ['antri', 'berjalan']))
          .limit(1)
          .for('update');
        if (busy)
          throw new AppError('CONFLICT', 'Penarikan data sebelumnya masih berjalan; tunggu hingga selesai');
        const [created] = await tx
          .insert(ppg_elearning_tariks)
          .values({ ...periode, created_by: request.auth?.user.id ?? null })
          .returning();
        if (!created) throw new Error('tarik not created');
        await ctx.jobs.enqueue(
          tx,
          ELEARNING_TARIK_JOB,
          { id: created.id },
          { maxAttempts: 3, backoffSeconds: 30 },
        );
        await audit(tx, request, {
          action: 'elearning.tarik.minta',
          entity: 'ppg_elearning_tarik',
          entity_id: created.id,
          after: periode,
        });
        return created;
      }),
    BUSY,
  );
  ctx.jobs.wake();
  return viewOf(row);
}

const SYSTEM: RequestMeta = { id: 'job:elearning', ip: '127.0.0.1', headers: {}, auth: null };

async function finish(db: Db, id: number, set: Partial<TarikRow>) {
  await db
    .update(ppg_elearning_tariks)
    .set({ ...set, finished_at: new Date() })
    .where(eq(ppg_elearning_tariks.id, id));
}

/**
 * The job: reads the period from the platform, checks every row by the file's rule, and saves them all (replacing
 * the period's figures of those institutions, audited) or none, keeping the row errors on the request. A platform
 * failure throws so the queue retries; on the last attempt the request ends failed with the platform's message.
 */
export async function runTarik(
  ctx: ServerContext,
  platform: ElearningPlatform,
  id: number,
  lastAttempt: boolean,
) {
  const db = ctx.db;
  const [req] = await db
    .select()
    .from(ppg_elearning_tariks)
    .where(and(eq(ppg_elearning_tariks.id, id), inArray(ppg_elearning_tariks.status, ['antri', 'berjalan'])));
  if (!req) return;
  await db.update(ppg_elearning_tariks).set({ status: 'berjalan' }).where(eq(ppg_elearning_tariks.id, id));
  let rows: Awaited<ReturnType<ElearningPlatform['penyelesaian']>>;
  try {
    rows = await platform.penyelesaian(req.tahun, req.triwulan);
  } catch (e) {
    if (!lastAttempt) throw e;
    await finish(db, id, { status: 'gagal', pesan: e instanceof Error ? e.message : String(e) });
    return;
  }
  const checked = await checkRows(
    db,
    rows.map((cells, i) => ({ row: i + 1, cells })),
  );
  const { result } = checked;
  if (rows.length === 0 || !result.valid) {
    await finish(db, id, {
      status: 'gagal',
      total_baris: result.total_rows,
      disimpan: 0,
      pesan:
        rows.length === 0
          ? 'Platform tidak memberi data untuk periode ini'
          : `${result.total_rows - result.valid_rows} baris dari platform tidak valid. Tidak ada data yang disimpan.`,
      galat: result.rows.filter((r) => r.errors.length > 0).slice(0, GALAT_SHOWN),
    });
    return;
  }
  await db.transaction(async (tx) => {
    const disimpan = await simpanPeriode(
      tx,
      SYSTEM,
      { tahun: req.tahun, triwulan: req.triwulan as 1 | 2 | 3 | 4 },
      checked.baris,
      'platform',
      req.created_by,
    );
    await tx
      .update(ppg_elearning_tariks)
      .set({ status: 'selesai', total_baris: result.total_rows, disimpan, finished_at: new Date() })
      .where(eq(ppg_elearning_tariks.id, id));
  });
}

/** Registers the pull job on the durable queue. */
export function registerElearningJobs(
  ctx: ServerContext,
  platform: ElearningPlatform = elearningOf(ctx.config, ctx.db),
) {
  ctx.jobs.register(
    ELEARNING_TARIK_JOB,
    async (payload, job) => {
      const id = Number((payload as { id?: unknown }).id);
      if (!Number.isInteger(id)) return;
      await runTarik(ctx, platform, id, job.attempt >= job.maxAttempts);
    },
    { timeoutSeconds: 300 },
  );
}
