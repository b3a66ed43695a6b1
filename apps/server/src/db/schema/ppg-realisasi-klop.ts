import {
  index,
  integer,
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
import { ppg_rencana_kerja_items, ppg_rencana_kerjas } from './ppg-profil-klop';

/**
 * A quarter's realisation of an approved work plan (issue 25 §2): one per plan and quarter, reviewed on the workflow
 * engine (subject `ppg_realisasi_rencana_kerja`); its lines hold, per plan item, the figure achieved and what was
 * done, and their evidence files live in `mediables` as `ppg_realisasi_item`/`bukti`.
 */
export const ppg_realisasi_rencana_kerjas = pgTable(
  'ppg_realisasi_rencana_kerjas',
  {
    id: serial('id').primaryKey(),
    rencana_kerja_id: integer('rencana_kerja_id')
      .notNull()
      .references(() => ppg_rencana_kerjas.id, { onDelete: 'cascade' }),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    tahun: integer('tahun').notNull(),
    triwulan: smallint('triwulan').notNull(),
    /** draft, submit, return, approved: the engine's position. */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    revisi: integer('revisi').notNull().default(1),
    catatan: text('catatan'),
    diajukan_at: timestamp('diajukan_at', { withTimezone: true }),
    /** Days the (last) submission came after the quarter's window closed (0: in time). */
    terlambat_hari: integer('terlambat_hari').notNull().default(0),
    disetujui_by: integer('disetujui_by').references(() => users.id, { onDelete: 'set null' }),
    disetujui_at: timestamp('disetujui_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_realisasi_rencana_kerjas_unique').on(t.rencana_kerja_id, t.triwulan),
    index('ppg_realisasi_rencana_kerjas_tahun_idx').on(t.tahun, t.triwulan, t.status),
  ],
);

/** One plan item's realisation in a quarter. */
export const ppg_realisasi_items = pgTable(
  'ppg_realisasi_items',
  {
    id: serial('id').primaryKey(),
    realisasi_id: integer('realisasi_id')
      .notNull()
      .references(() => ppg_realisasi_rencana_kerjas.id, { onDelete: 'cascade' }),
    rencana_item_id: integer('rencana_item_id')
      .notNull()
      .references(() => ppg_rencana_kerja_items.id, { onDelete: 'cascade' }),
    capaian: integer('capaian').notNull().default(0),
    uraian: text('uraian'),
  },
  (t) => [uniqueIndex('ppg_realisasi_items_unique').on(t.realisasi_id, t.rencana_item_id)],
);
