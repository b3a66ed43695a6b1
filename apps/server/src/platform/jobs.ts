import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { job_schedules, jobs as jobsTable } from '../db/schema';

export interface JobInfo {
  id: number;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** Runs one job; throwing makes it retry later (exponential backoff) until its attempts are spent. */
export type JobHandler = (payload: unknown, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (a delayed job). */
  runAfter?: Date;
  /** Attempts before the job is marked failed; default 5. */
  maxAttempts?: number;
  /** Wait before the first retry; doubles each attempt (30 s, 60 s, 120 s … by default). */
  backoffSeconds?: number;
  /** While a job of this name and key is pending or running, enqueueing another does nothing. */
  singletonKey?: string;
  /** A job of this name and key is only ever enqueued once (such rows are never purged). */
  onceKey?: string;
}

export interface RegisterOptions {
  /** How long a claim holds; a job still running after that (its process died) is claimed again. Default 300 s. */
  timeoutSeconds?: number;
}

/** The durable queue: jobs are rows in `jobs`, so a job survives a crash and is run once by one process. */
export interface Jobs {
  register: (name: string, handler: JobHandler, opts?: RegisterOptions) => void;
  /**
   * Inserts the job through `db` — pass the caller's transaction so the job exists exactly when the transaction
   * commits. Resolves to its id, or null when a singleton or once key already holds. Wakes this process's worker.
   */
  enqueue: (db: Db, name: string, payload: unknown, opts?: EnqueueOptions) => Promise<number | null>;
  /**
   * A recurring job: `cron` (5 fields, Asia/Jakarta) enqueues `name` once per occurrence across every process.
   * Re-declaring it with another expression replaces the expression.
   */
  schedule: (name: string, cron: string, payload?: unknown) => Promise<void>;
  /** Look for due jobs now rather than at the next poll (after a transaction that enqueued commits). */
  wake: () => void;
  /** Starts polling (main.ts; tests drain instead). */
  start: () => void;
  /** Stops polling and waits for the jobs in hand (shutdown). */
  stop: () => Promise<void>;
  /**
   * Runs due jobs until none is left (tests). `until` counts later jobs as due too, so retries in backoff run;
   * `schedules` first fires the schedules due by then.
   */
  drain: (opts?: { until?: Date; schedules?: boolean }) => Promise<void>;
}

export const SCHEDULE_TIMEZONE = 'Asia/Jakarta';
const DEFAULT_TIMEOUT_S = 300;
const MAX_ERROR_CHARS = 2000;

/** Inserts a job (see Jobs.enqueue); usable without a Jobs instance, e.g. from a helper that only has `tx`. */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await db
    .insert(jobsTable)
    .values({
      name,
      payload: payload ?? null,
      run_after: opts.runAfter ?? new Date(),
      max_attempts: opts.maxAttempts ?? 5,
      backoff_seconds: opts.backoffSeconds ?? 30,
      singleton_key: opts.singletonKey ?? null,
      once_key: opts.onceKey ?? null,
    })
    // Any unique index: the singleton (among pending and running jobs) or the once key.
    .onConflictDoNothing()
    .returning({ id: jobsTable.id });
  return row?.id ?? null;
}

/** The next occurrence of `cron` strictly after `after`; throws on an invalid expression. */
export function nextOccurrence(cron: string, after: Date): Date {
  const next = new Cron(cron, { timezone: SCHEDULE_TIMEZONE, paused: true }).nextRun(after);
  if (!next) throw new Error(`cron "${cron}" has no next occurrence`);
  return next;
}

type JobRow = typeof jobsTable.$inferSelect;

export function createJobs(
  db: Db,
  log: FastifyBaseLogger,
  opts: { concurrency?: number; pollMs?: number } = {},
): Jobs {
  const concurrency = opts.concurrency ?? 1;
  const pollMs = opts.pollMs ?? 2000;
  const handlers = new Map<string, { handler: JobHandler; timeoutSeconds: number }>();
  const schedules = new Map<string, { cron: string; payload: unknown }>();
  const worker = randomUUID().slice(0, 8);
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let again = false;

  /** Claims up to `concurrency` due jobs (or ones whose claim expired) this process can run. */
  const claim = async (until: Date): Promise<JobRow[]> => {
    const names = [...handlers.keys()];
    if (names.length === 0) return [];
    const now = new Date();
    const due = db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(
        and(
          inArray(jobsTable.name, names),
          or(
            and(eq(jobsTable.status, 'pending'), lte(jobsTable.run_after, until)),
            and(eq(jobsTable.status, 'running'), lt(jobsTable.locked_until, now)),
          ),
        ),
      )
      .orderBy(jobsTable.run_after, jobsTable.id)
      .limit(concurrency)
      .for('update', { skipLocked: true });
    // Each claim holds for its handler's timeout.
    const timeouts = [...handlers].map(([name, h]) => sql`when ${name} then ${h.timeoutSeconds}`);
    const lockedUntil = sql`${now.toISOString()}::timestamptz + (case ${jobsTable.name} ${sql.join(timeouts, sql` `)} else ${DEFAULT_TIMEOUT_S} end)::int * interval '1 second'`;
    const claimed = await db
      .update(jobsTable)
      .set({ status: 'running', attempts: sql`${jobsTable.attempts} + 1`, locked_until: lockedUntil })
      .where(inArray(jobsTable.id, due))
      .returning();
    return claimed;
  };

  const finish = async (job: JobRow, err: unknown) => {
    const now = new Date();
    if (err === undefined) {
      await db
        .update(jobsTable)
        .set({ status: 'done', finished_at: now, locked_until: null, last_error: null })
        .where(eq(jobsTable.id, job.id));
      return;
    }
    const spent = job.attempts >= job.max_attempts;
    const delayMs = job.backoff_seconds * 1000 * 2 ** Math.max(0, job.attempts - 1);
    log.warn(
      { err, job: job.name, jobId: job.id, attempt: job.attempts },
      spent ? 'job failed' : 'job will retry',
    );
    await db
      .update(jobsTable)
      .set({
        status: spent ? 'failed' : 'pending',
        finished_at: spent ? now : null,
        run_after: spent ? job.run_after : new Date(now.getTime() + delayMs),
        locked_until: null,
        last_error: String(err instanceof Error ? err.message : err).slice(0, MAX_ERROR_CHARS),
      })
      .where(eq(jobsTable.id, job.id));
  };

  const runOne = async (job: JobRow) => {
    const entry = handlers.get(job.name);
    // A job claimed again after its process died mid-run, with its attempts already spent.
    if (!entry || job.attempts > job.max_attempts) {
      await finish({ ...job, attempts: job.max_attempts }, new Error('attempts spent (claim expired)'));
      return;
    }
    let error: unknown;
    try {
      await entry.handler(job.payload, {
        id: job.id,
        name: job.name,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
      });
    } catch (err) {
      error = err ?? new Error('job failed');
    }
    await finish(job, error);
  };

  /** One batch; resolves to how many jobs ran. */
  const runBatch = async (until: Date): Promise<number> => {
    const claimed = await claim(until);
    await Promise.all(claimed.map(runOne));
    return claimed.length;
  };

  /** Enqueues the due occurrence of every schedule this process knows, advancing it in the same transaction. */
  const fireSchedules = async (now: Date) => {
    const names = [...schedules.keys()];
    if (names.length === 0) return;
    const dueWhere = and(inArray(job_schedules.name, names), lte(job_schedules.next_run_at, now));
    // The usual poll finds nothing due: one plain read, no transaction.
    const [any] = await db.select({ name: job_schedules.name }).from(job_schedules).where(dueWhere).limit(1);
    if (!any) return;
    await db.transaction(async (tx) => {
      const due = await tx.select().from(job_schedules).where(dueWhere).for('update', { skipLocked: true });
      for (const s of due) {
        // Singleton: after a long stop, one catch-up run, not one per missed occurrence.
        await enqueueJob(tx, s.name, s.payload, { singletonKey: 'schedule', maxAttempts: 3 });
        await tx
          .update(job_schedules)
          .set({ next_run_at: nextOccurrence(s.cron, now), updated_at: now })
          .where(eq(job_schedules.name, s.name));
      }
    });
  };

  const tick = async () => {
    try {
      await fireSchedules(new Date());
      while (started && (await runBatch(new Date())) > 0) {}
    } catch (err) {
      log.error({ err, worker }, 'job worker poll failed');
    }
  };

  const loop = () => {
    timer = null;
    if (!started) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = tick().finally(() => {
      ticking = null;
      if (!started) return;
      if (again) {
        again = false;
        setImmediate(loop);
      } else {
        timer = setTimeout(loop, pollMs);
        timer.unref();
      }
    });
  };

  const wake = () => {
    if (!started) return;
    if (ticking) again = true;
    else {
      if (timer) clearTimeout(timer);
      timer = null;
      setImmediate(loop);
    }
  };

  return {
    register: (name, handler, o = {}) => {
      handlers.set(name, { handler, timeoutSeconds: o.timeoutSeconds ?? DEFAULT_TIMEOUT_S });
    },
    enqueue: async (tx, name, payload, o) => {
      const id = await enqueueJob(tx, name, payload, o);
      // A transaction's job is visible once it commits; a poll before that just finds nothing.
      wake();
      return id;
    },
    schedule: async (name, cron, payload = null) => {
      const now = new Date();
      const next = nextOccurrence(cron, now);
      schedules.set(name, { cron, payload });
      await db
        .insert(job_schedules)
        .values({ name, cron, payload, next_run_at: next })
        .onConflictDoUpdate({
          target: job_schedules.name,
          set: {
            payload,
            cron,
            next_run_at: sql`case when ${job_schedules.cron} = ${cron} then ${job_schedules.next_run_at} else ${next} end`,
            updated_at: now,
          },
        });
    },
    wake,
    start: () => {
      if (started) return;
      started = true;
      log.info({ worker, concurrency, pollMs }, 'job worker started');
      setImmediate(loop);
    },
    stop: async () => {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await ticking;
    },
    drain: async (o = {}) => {
      // Jobs the drained ones enqueue count too: the horizon is never before the present.
      const horizon = () => new Date(Math.max(o.until?.getTime() ?? 0, Date.now()));
      await ticking;
      if (o.schedules) await fireSchedules(horizon());
      while ((await runBatch(horizon())) > 0) {}
      await ticking;
    },
  };
}
