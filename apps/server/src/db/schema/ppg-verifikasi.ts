import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { master_instansis } from './masters';
import { ppg_indikator_sets, ppg_indikators, ppg_skor_sets } from './ppg-konfigurasi';

/**
 * The verification of an institution's year (issue 25 §3): one per institution, year and indicator version, scored
 * by its assigned PPG member against the approved criteria and moved on the workflow engine (subject type
 * `ppg_verifikasi`). The director's approval keeps the score in `ppg_skor_instansis`.
 */
export const ppg_verifikasis = pgTable(
  'ppg_verifikasis',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    indikator_set_id: integer('indikator_set_id')
      .notNull()
      .references(() => ppg_indikator_sets.id, { onDelete: 'restrict' }),
    skor_set_id: integer('skor_set_id')
      .notNull()
      .references(() => ppg_skor_sets.id, { onDelete: 'restrict' }),
    anggota_user_id: integer('anggota_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Domain STATUS_VERIFIKASI: the engine's step status (a return to the member reads DIKEMBALIKAN). */
    status: varchar('status', { length: 20 }).notNull().default('BELUM'),
    /** Raised by every save of scores (409 when stale). */
    revisi: integer('revisi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_verifikasis_unique').on(t.instansi_id, t.tahun, t.indikator_set_id),
    index('ppg_verifikasis_tahun_idx').on(t.tahun, t.status),
    index('ppg_verifikasis_anggota_idx').on(t.anggota_user_id),
  ],
);

/** The member's score and note on one indicator. */
export const ppg_verifikasi_nilais = pgTable(
  'ppg_verifikasi_nilais',
  {
    id: serial('id').primaryKey(),
    verifikasi_id: integer('verifikasi_id')
      .notNull()
      .references(() => ppg_verifikasis.id, { onDelete: 'cascade' }),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => ppg_indikators.id, { onDelete: 'restrict' }),
    skor: numeric('skor', { precision: 7, scale: 2 }).notNull(),
    catatan: text('catatan'),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ppg_verifikasi_nilais_unique').on(t.verifikasi_id, t.indikator_id)],
);

/**
 * The kept score of an institution's year, one row per configuration version: written when the director approves
 * the verification, and again by the recompute job when a later version of the year's score criteria is approved.
 * Every version stays (the score history); `berlaku` marks the one in force, read by every report and dashboard.
 */
export const ppg_skor_instansis = pgTable(
  'ppg_skor_instansis',
  {
    id: serial('id').primaryKey(),
    verifikasi_id: integer('verifikasi_id')
      .notNull()
      .references(() => ppg_verifikasis.id, { onDelete: 'restrict' }),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    tahun: integer('tahun').notNull(),
    indikator_set_id: integer('indikator_set_id')
      .notNull()
      .references(() => ppg_indikator_sets.id, { onDelete: 'restrict' }),
    skor_set_id: integer('skor_set_id')
      .notNull()
      .references(() => ppg_skor_sets.id, { onDelete: 'restrict' }),
    /** 0…100 (domain hitungSkor), and each stage's points. */
    total: numeric('total', { precision: 5, scale: 2 }).notNull(),
    tahap_1: numeric('tahap_1', { precision: 5, scale: 2 }).notNull(),
    tahap_2: numeric('tahap_2', { precision: 5, scale: 2 }).notNull(),
    tahap_3: numeric('tahap_3', { precision: 5, scale: 2 }).notNull(),
    tahap_4: numeric('tahap_4', { precision: 5, scale: 2 }).notNull(),
    disetujui_by: integer('disetujui_by').references(() => users.id, { onDelete: 'set null' }),
    disetujui_at: timestamp('disetujui_at', { withTimezone: true }).notNull().defaultNow(),
    /** The score in force of its verification (the latest criteria version); earlier versions stay as history. */
    berlaku: boolean('berlaku').notNull().default(true),
    /** 'persetujuan' (the director's approval) or 'hitung_ulang' (recomputed after a criteria change). */
    sumber: varchar('sumber', { length: 20 }).notNull().default('persetujuan'),
  },
  (t) => [
    uniqueIndex('ppg_skor_instansis_verifikasi').on(t.verifikasi_id).where(sql`berlaku`),
    uniqueIndex('ppg_skor_instansis_versi').on(t.instansi_id, t.tahun, t.indikator_set_id, t.skor_set_id),
    index('ppg_skor_instansis_tahun_idx').on(t.tahun),
  ],
);
