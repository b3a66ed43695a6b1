import type { Temuan } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { media } from './files';
import { laporans } from './laporan';

/**
 * SK redaction batches (issue 11 §5): numbered SKs whose personal data is removed before they are published. The
 * batch runs on the workflow engine (subject type `sensor_sk`); its items hold what was found in each SK, what the
 * reviewer left in or added, and the redacted file once approved.
 */
export const sensor_sk_batches = pgTable(
  'sensor_sk_batches',
  {
    id: serial('id').primaryKey(),
    judul: varchar('judul', { length: 200 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    diterbitkan_at: timestamp('diterbitkan_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sensor_sk_batches_status_idx').on(t.status, t.id)],
);

export const sensor_sk_items = pgTable(
  'sensor_sk_items',
  {
    id: serial('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => sensor_sk_batches.id, { onDelete: 'cascade' }),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    nomor_sk: varchar('nomor_sk', { length: 100 }),
    /** What the system found (the report's own data and patterns), when the item was added or the SK changed. */
    temuan: jsonb('temuan').$type<Temuan[]>().notNull().default([]),
    /** Findings the reviewer left in (not personal data after all), by their text. */
    abaikan: jsonb('abaikan').$type<string[]>().notNull().default([]),
    /** Text the reviewer marked by hand. */
    tambahan: jsonb('tambahan').$type<Temuan[]>().notNull().default([]),
    /** The SHA-256 of the SK the findings were read from, and of the redacted copy once published. */
    sumber_sha256: varchar('sumber_sha256', { length: 64 }),
    hasil_media_id: integer('hasil_media_id').references(() => media.id, { onDelete: 'set null' }),
    hasil_sha256: varchar('hasil_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('sensor_sk_items_unique').on(t.batch_id, t.laporan_id),
    index('sensor_sk_items_laporan_idx').on(t.laporan_id),
    // A report's SK is published by one batch at most: the others refuse it while it is in one not refused.
    index('sensor_sk_items_hasil_idx').on(t.laporan_id).where(sql`${t.hasil_media_id} is not null`),
  ],
);
