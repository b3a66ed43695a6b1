import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (platform/jobs.ts): one row per job. A job is claimed with `FOR UPDATE SKIP LOCKED`, so
 * several processes share the table without running a job twice; a claim holds until `locked_until`, after which a
 * job whose process died is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload'),
    status: varchar('status', { length: 20, enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** Not before this time (delayed jobs, the backoff between attempts). */
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** First retry after this many seconds, doubling each attempt. */
    backoff_seconds: integer('backoff_seconds').notNull().default(30),
    /** At most one pending or running job per (name, singleton_key). */
    singleton_key: varchar('singleton_key', { length: 200 }),
    /** At most one job ever per (name, once_key). */
    once_key: varchar('once_key', { length: 200 }),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.run_after, t.id).where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex('jobs_singleton_unique')
      .on(t.name, t.singleton_key)
      .where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex('jobs_once_unique').on(t.name, t.once_key),
    index('jobs_finished_idx').on(t.status, t.finished_at),
  ],
);

/** Recurring jobs: a cron expression per job name; whoever advances `next_run_at` enqueues that run. */
export const job_schedules = pgTable('job_schedules', {
  name: varchar('name', { length: 100 }).primaryKey(),
  cron: varchar('cron', { length: 100 }).notNull(),
  payload: jsonb('payload'),
  next_run_at: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
