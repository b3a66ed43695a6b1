import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * The wizard's import of reports an institution's UPG handled itself (issue 28 §1): one batch per uploaded file.
 * validating → invalid | ready → committing → committed → undone; the counts and the commit's progress live here so
 * the screen polls one row.
 */
export const impor_instansi_batches = pgTable(
  'impor_instansi_batches',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id').notNull(),
    nama_berkas: varchar('nama_berkas', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('validating'),
    total_rows: integer('total_rows').notNull().default(0),
    valid_rows: integer('valid_rows').notNull().default(0),
    total_laporan: integer('total_laporan').notNull().default(0),
    valid_laporan: integer('valid_laporan').notNull().default(0),
    /** Reports inserted so far by the commit job (its progress). */
    committed_laporan: integer('committed_laporan').notNull().default(0),
    /** Why the commit job failed (its last error, in Indonesian), when it did. */
    pesan_kesalahan: text('pesan_kesalahan'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    committed_at: timestamp('committed_at', { withTimezone: true }),
    undone_at: timestamp('undone_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impor_instansi_batches_owner_idx').on(t.created_by, t.id)],
);

/** The prepared insert of one report of a batch: its report and item columns as the commit writes them. */
export interface ImporInstansiPlan {
  laporan: Record<string, unknown>;
  rincian: Record<string, unknown>[];
}

/**
 * One sheet row of a batch: its number, the report key, the cells as read (for the detail screen) and its errors.
 * The first row of a valid report carries the prepared insert (`plan`) and, once committed, the report's id.
 */
export const impor_instansi_rows = pgTable(
  'impor_instansi_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => impor_instansi_batches.id, { onDelete: 'cascade' }),
    row_number: integer('row_number').notNull(),
    key: varchar('key', { length: 100 }).notNull().default(''),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    has_error: boolean('has_error').notNull().default(false),
    plan: jsonb('plan').$type<ImporInstansiPlan>(),
    laporan_id: integer('laporan_id'),
  },
  (t) => [
    index('impor_instansi_rows_batch_idx').on(t.batch_id, t.row_number),
    index('impor_instansi_rows_error_idx').on(t.batch_id, t.row_number).where(sql`${t.has_error}`),
    // The commit job's next chunk: the prepared reports not yet inserted.
    index('impor_instansi_rows_pending_idx')
      .on(t.batch_id, t.row_number)
      .where(sql`${t.plan} is not null and ${t.laporan_id} is null`),
  ],
);
