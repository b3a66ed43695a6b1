import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { master_instansis } from './masters';
import { ppg_kegiatan_aktivitas } from './ppg-kegiatan';

const stamps = () => ({
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A survey of the PPG outreach (issue 27 §1): its approval runs on the workflow engine (subject `ppg_survei`). Once
 * answered its questions are frozen; a change makes a new version, a new row whose `induk_id` names the old one.
 */
export const ppg_surveis = pgTable(
  'ppg_surveis',
  {
    id: serial('id').primaryKey(),
    judul: varchar('judul', { length: 255 }).notNull(),
    deskripsi: text('deskripsi'),
    /** domain JENIS_SURVEI. */
    jenis: varchar('jenis', { length: 30 }).notNull(),
    induk_id: integer('induk_id').references((): AnyPgColumn => ppg_surveis.id, { onDelete: 'set null' }),
    versi_ke: integer('versi_ke').notNull().default(1),
    /** Raised by every change of the survey, its sections or questions (409 when a writer's is stale). */
    version: integer('version').notNull().default(1),
    ...stamps(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ppg_surveis_updated_idx').on(t.updated_at, t.id),
    uniqueIndex('ppg_surveis_induk_unique').on(t.induk_id),
  ],
);

export const ppg_survei_bagians = pgTable(
  'ppg_survei_bagians',
  {
    id: serial('id').primaryKey(),
    survei_id: integer('survei_id')
      .notNull()
      .references(() => ppg_surveis.id, { onDelete: 'cascade' }),
    judul: varchar('judul', { length: 255 }).notNull(),
    urutan: integer('urutan').notNull(),
  },
  (t) => [index('ppg_survei_bagians_survei_idx').on(t.survei_id, t.urutan)],
);

export const ppg_survei_pertanyaans = pgTable(
  'ppg_survei_pertanyaans',
  {
    id: serial('id').primaryKey(),
    survei_id: integer('survei_id')
      .notNull()
      .references(() => ppg_surveis.id, { onDelete: 'cascade' }),
    bagian_id: integer('bagian_id')
      .notNull()
      .references(() => ppg_survei_bagians.id, { onDelete: 'cascade' }),
    teks: text('teks').notNull(),
    /** domain TIPE_PERTANYAAN. */
    tipe: varchar('tipe', { length: 30 }).notNull(),
    wajib: boolean('wajib').notNull().default(false),
    opsi: jsonb('opsi').$type<string[]>().notNull().default([]),
    batas_min: doublePrecision('batas_min'),
    batas_max: doublePrecision('batas_max'),
    urutan: integer('urutan').notNull(),
  },
  (t) => [index('ppg_survei_pertanyaans_survei_idx').on(t.survei_id, t.bagian_id, t.urutan)],
);

/** The survey's history (spec §3): CREATE_SURVEY, UPDATE_SURVEY, CREATE_QUESTION, EDIT_QUESTION. */
export const ppg_survei_riwayats = pgTable(
  'ppg_survei_riwayats',
  {
    id: serial('id').primaryKey(),
    survei_id: integer('survei_id')
      .notNull()
      .references(() => ppg_surveis.id, { onDelete: 'cascade' }),
    aksi: varchar('aksi', { length: 30 }).notNull(),
    keterangan: text('keterangan').notNull(),
    data: jsonb('data'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ppg_survei_riwayats_survei_idx').on(t.survei_id, t.id)],
);

/** A window (survey-session) in which an approved survey is answered. */
export const ppg_survei_sesis = pgTable(
  'ppg_survei_sesis',
  {
    id: serial('id').primaryKey(),
    survei_id: integer('survei_id')
      .notNull()
      .references(() => ppg_surveis.id, { onDelete: 'restrict' }),
    nama: varchar('nama', { length: 255 }).notNull(),
    dibuka_pada: timestamp('dibuka_pada', { withTimezone: true }).notNull(),
    ditutup_pada: timestamp('ditutup_pada', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => [index('ppg_survei_sesis_survei_idx').on(t.survei_id, t.dibuka_pada)],
);

/** An institution asked to answer a session (survey-assignment); one per institution and session. */
export const ppg_survei_penugasans = pgTable(
  'ppg_survei_penugasans',
  {
    id: serial('id').primaryKey(),
    sesi_id: integer('sesi_id')
      .notNull()
      .references(() => ppg_survei_sesis.id, { onDelete: 'cascade' }),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_survei_penugasans_unique').on(t.sesi_id, t.instansi_id),
    index('ppg_survei_penugasans_instansi_idx').on(t.instansi_id),
  ],
);

/**
 * An institution's response to its assignment: one row per assignment (the unique index makes a second response
 * impossible), a draft until sent, read-only after. Answers keyed by question id.
 */
export const ppg_survei_jawabans = pgTable(
  'ppg_survei_jawabans',
  {
    id: serial('id').primaryKey(),
    /** The institution's assignment answered; null for a response through an activity session's survey link. */
    penugasan_id: integer('penugasan_id').references(() => ppg_survei_penugasans.id, { onDelete: 'cascade' }),
    survei_id: integer('survei_id')
      .notNull()
      .references(() => ppg_surveis.id, { onDelete: 'restrict' }),
    /** The activity session whose survey link this response came through (issue 27 §1 "Activity surveys"). */
    aktivitas_id: integer('aktivitas_id').references(() => ppg_kegiatan_aktivitas.id, {
      onDelete: 'cascade',
    }),
    /** The respondent of an activity response: domain kunciResponden (NIK/NIP), and the name they gave. */
    responden: varchar('responden', { length: 40 }),
    responden_nama: varchar('responden_nama', { length: 255 }),
    /** DRAF or TERKIRIM. */
    status: varchar('status', { length: 20 }).notNull(),
    jawaban: jsonb('jawaban').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    dikirim_pada: timestamp('dikirim_pada', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('ppg_survei_jawabans_penugasan_unique').on(t.penugasan_id),
    // One response per respondent to a session's survey: a repeat (or a race of two posts) finds this one.
    uniqueIndex('ppg_survei_jawabans_responden_unique').on(t.aktivitas_id, t.survei_id, t.responden),
    check(
      'ppg_survei_jawabans_subjek_ck',
      sql`(${t.penugasan_id} is null) <> (${t.aktivitas_id} is null) and (${t.aktivitas_id} is null) = (${t.responden} is null)`,
    ),
    index('ppg_survei_jawabans_survei_idx').on(t.survei_id, t.status),
  ],
);
