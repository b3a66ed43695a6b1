import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { master_instansis, master_kriteria_skor_monevs, master_parameter_monevs } from './masters';

/**
 * The year's frame of the PPG monitoring (issue 25 §1): the schedule and participants of a year, the indicator set
 * and the score criteria, each set versioned per year and approved on the workflow engine (subject types
 * `ppg_konfigurasi_indikator`, `ppg_konfigurasi_skor`). An approved version is never written again.
 */

/** A year's windows: the work plan, each quarter's realisation, the verification (calendar days, both inclusive). */
export const ppg_jadwal_monevs = pgTable('ppg_jadwal_monevs', {
  tahun: integer('tahun').primaryKey(),
  rencana_mulai: date('rencana_mulai', { mode: 'string' }).notNull(),
  rencana_selesai: date('rencana_selesai', { mode: 'string' }).notNull(),
  tw1_mulai: date('tw1_mulai', { mode: 'string' }).notNull(),
  tw1_selesai: date('tw1_selesai', { mode: 'string' }).notNull(),
  tw2_mulai: date('tw2_mulai', { mode: 'string' }).notNull(),
  tw2_selesai: date('tw2_selesai', { mode: 'string' }).notNull(),
  tw3_mulai: date('tw3_mulai', { mode: 'string' }).notNull(),
  tw3_selesai: date('tw3_selesai', { mode: 'string' }).notNull(),
  tw4_mulai: date('tw4_mulai', { mode: 'string' }).notNull(),
  tw4_selesai: date('tw4_selesai', { mode: 'string' }).notNull(),
  verifikasi_mulai: date('verifikasi_mulai', { mode: 'string' }).notNull(),
  verifikasi_selesai: date('verifikasi_selesai', { mode: 'string' }).notNull(),
  /** Raised by every write: an edit sends the one it saw (409 when stale). */
  revisi: integer('revisi').notNull().default(1),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The institutions taking part in a year's monitoring (Peserta Monev). */
export const ppg_peserta_monevs = pgTable(
  'ppg_peserta_monevs',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_peserta_monevs_unique').on(t.tahun, t.instansi_id),
    index('ppg_peserta_monevs_instansi_idx').on(t.instansi_id, t.tahun),
  ],
);

/** Columns every configuration version shares (the indicator set and the score criteria). */
const versiColumns = () => ({
  id: serial('id').primaryKey(),
  tahun: integer('tahun').notNull(),
  versi: integer('versi').notNull(),
  /** DRAFT, IN PROGRESS, APPROVED, REJECTED (domain STATUS_KONFIGURASI): the engine's step status. */
  status: varchar('status', { length: 20 }).notNull(),
  /** Raised by every edit of the draft (409 when stale). */
  revisi: integer('revisi').notNull().default(1),
  catatan: text('catatan'),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  disetujui_by: integer('disetujui_by').references(() => users.id, { onDelete: 'set null' }),
  disetujui_at: timestamp('disetujui_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const OPEN = sql`status in ('DRAFT', 'IN PROGRESS')`;

export const ppg_indikator_sets = pgTable('ppg_indikator_sets', versiColumns(), (t) => [
  uniqueIndex('ppg_indikator_sets_versi').on(t.tahun, t.versi),
  // At most one version of a year on its way.
  uniqueIndex('ppg_indikator_sets_terbuka').on(t.tahun).where(OPEN),
]);

export const ppg_indikators = pgTable(
  'ppg_indikators',
  {
    id: serial('id').primaryKey(),
    set_id: integer('set_id')
      .notNull()
      .references(() => ppg_indikator_sets.id, { onDelete: 'cascade' }),
    kode: varchar('kode', { length: 20 }).notNull(),
    nama: varchar('nama', { length: 300 }).notNull(),
    tahap: smallint('tahap').notNull(),
    parameter_monev_id: integer('parameter_monev_id').references(() => master_parameter_monevs.id, {
      onDelete: 'restrict',
    }),
    /** Percent of the year's score, two decimals; the set's weights add up to 100. */
    bobot: numeric('bobot', { precision: 5, scale: 2 }).notNull(),
    /** The evidence documents the indicator requires. */
    bukti: jsonb('bukti').$type<string[]>().notNull().default([]),
    deskripsi: text('deskripsi'),
    urutan: integer('urutan').notNull().default(0),
  },
  (t) => [uniqueIndex('ppg_indikators_kode').on(t.set_id, t.kode)],
);

export const ppg_skor_sets = pgTable(
  'ppg_skor_sets',
  {
    ...versiColumns(),
    /** The approved indicator version these criteria score. */
    indikator_set_id: integer('indikator_set_id')
      .notNull()
      .references(() => ppg_indikator_sets.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('ppg_skor_sets_versi').on(t.tahun, t.versi),
    uniqueIndex('ppg_skor_sets_terbuka').on(t.tahun).where(OPEN),
  ],
);

/** A level a verifier may give on an indicator, and its score. */
export const ppg_skor_levels = pgTable(
  'ppg_skor_levels',
  {
    id: serial('id').primaryKey(),
    skor_set_id: integer('skor_set_id')
      .notNull()
      .references(() => ppg_skor_sets.id, { onDelete: 'cascade' }),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => ppg_indikators.id, { onDelete: 'restrict' }),
    kriteria_skor_monev_id: integer('kriteria_skor_monev_id')
      .notNull()
      .references(() => master_kriteria_skor_monevs.id, { onDelete: 'restrict' }),
    skor: numeric('skor', { precision: 7, scale: 2 }).notNull(),
    deskripsi: text('deskripsi').notNull(),
    urutan: integer('urutan').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ppg_skor_levels_unique').on(t.skor_set_id, t.indikator_id, t.kriteria_skor_monev_id),
    index('ppg_skor_levels_indikator_idx').on(t.indikator_id),
  ],
);
