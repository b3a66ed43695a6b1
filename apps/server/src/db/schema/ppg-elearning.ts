import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { master_instansis } from './masters';

/**
 * An institution's e-learning figures of a period (issue 27 §4): employees enrolled in and having completed the
 * KPK's course, as the learning platform's export (or its adapter) gave them. One row per (period, institution);
 * an import or a pull replaces the period's row of each institution it names. The share and the level are not
 * stored: they follow from the KLOP profile's employee count and the configured thresholds when read.
 */
export const ppg_elearnings = pgTable(
  'ppg_elearnings',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    tahun: integer('tahun').notNull(),
    triwulan: smallint('triwulan').notNull(),
    terdaftar: integer('terdaftar').notNull(),
    selesai: integer('selesai').notNull(),
    /** `impor` (a file) or `platform` (pulled through the adapter). */
    sumber: varchar('sumber', { length: 20, enum: ['impor', 'platform'] }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_elearnings_periode_instansi').on(t.tahun, t.triwulan, t.instansi_id),
    index('ppg_elearnings_instansi_idx').on(t.instansi_id, t.tahun, t.triwulan),
  ],
);

/** One pull of a period from the learning platform, run on the durable queue; its state for the screen. */
export const ppg_elearning_tariks = pgTable(
  'ppg_elearning_tariks',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    triwulan: smallint('triwulan').notNull(),
    status: varchar('status', { length: 20, enum: ['antri', 'berjalan', 'selesai', 'gagal'] })
      .notNull()
      .default('antri'),
    total_baris: integer('total_baris'),
    disimpan: integer('disimpan'),
    pesan: text('pesan'),
    /** The rows refused (nothing saved then): [{ row, key, errors }]. */
    galat: jsonb('galat').$type<{ row: number; key: string; errors: string[] }[]>().notNull().default([]),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ppg_elearning_tariks_created_idx').on(t.created_at, t.id),
    // One pull waiting or running at a time, whatever two clicks race.
    uniqueIndex('ppg_elearning_tariks_satu_aktif')
      .on(sql`(true)`)
      .where(sql`${t.status} in ('antri', 'berjalan')`),
  ],
);
