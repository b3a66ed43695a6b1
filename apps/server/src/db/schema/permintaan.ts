import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { laporans } from './laporan';

/**
 * Requests on a report that run on the workflow engine as subjects of their own (issue 10 §2.9, ADR 0003): their
 * position is a `wf_instances` row of their type; these rows hold what was asked and where it stands. A report has
 * at most one open request of each kind (the partial unique index; the service answers 409 first).
 */
export const pembatalan_sks = pgTable(
  'pembatalan_sks',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    /** The SK number as it was when the cancellation was asked (the number row itself stays, marked cancelled). */
    nomor_sk: varchar('nomor_sk', { length: 100 }),
    alasan: text('alasan').notNull(),
    /** The step of the report's process it goes back to once approved. */
    kembali_ke: varchar('kembali_ke', { length: 30 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pembatalan_sks_open_unique')
      .on(t.laporan_id)
      .where(sql`${t.status} in ('DIAJUKAN', 'DIKEMBALIKAN')`),
    index('pembatalan_sks_status_idx').on(t.status, t.id),
    index('pembatalan_sks_laporan_idx').on(t.laporan_id),
  ],
);

/** A request to delete a report in process (fxx): approved by the group head, then the director. */
export const laporan_penghapusans = pgTable(
  'laporan_penghapusans',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    alasan: text('alasan').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('laporan_penghapusans_open_unique')
      .on(t.laporan_id)
      .where(sql`${t.status} in ('DIAJUKAN', 'DIKEMBALIKAN')`),
    index('laporan_penghapusans_status_idx').on(t.status, t.id),
    index('laporan_penghapusans_laporan_idx').on(t.laporan_id),
  ],
);
