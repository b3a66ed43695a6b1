import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { laporans, rincian_laporans } from './laporan';

/**
 * Where one subject stands in its process (ADR 0003): a report today, a PPG approval tomorrow — the engine knows a
 * subject only by (subject_type, subject_id). The holder columns say who may act now (the step's role, and the member,
 * team or group it is limited to) so every inbox is an index scan; the clock columns hold the legal deadlines.
 */
/**
 * "Waits on" as one key: `<role>|<holder>` (e.g. `direktur|*`, `ketua_tim|t3`) of an open instance not paused on the
 * reporter, null otherwise. Its index has statistics of its own: most instances are finished at the secretariat's
 * last step, so the planner, judging the role and the holder over the whole table, would take the secretariat's few
 * waiting ones for most of the table.
 */
export const waitingKeyOf = (t: {
  peran: AnyPgColumn;
  holder: AnyPgColumn;
  finished_at: AnyPgColumn;
  paused_since: AnyPgColumn;
}) =>
  sql`(case when ${t.finished_at} is null and ${t.paused_since} is null then ${t.peran} || '|' || ${t.holder} end)`;

export const wf_instances = pgTable(
  'wf_instances',
  {
    id: serial('id').primaryKey(),
    subject_type: varchar('subject_type', { length: 30 }).notNull(),
    subject_id: integer('subject_id').notNull(),
    /** The process and the version the subject started on: later edits of the process do not move it. */
    proses_kode: varchar('proses_kode', { length: 50 }).notNull(),
    proses_versi: integer('proses_versi').notNull(),
    step: varchar('step', { length: 30 }).notNull(),
    /** Raised by every transition: an actor who saw an older one gets 409. */
    version: integer('version').notNull().default(1),
    /** The role that acts now, and the one member / team / group among its holders (null: any of them). */
    peran: varchar('peran', { length: 100 }),
    /**
     * Every role that may act now (taskdef `roles`; `peran` is the first): numbering is done by the secretariat or a
     * team member. Inboxes and notices read this one.
     */
    perans: varchar('perans', { length: 100 }).array().notNull().default(sql`'{}'::varchar[]`),
    holder_user_id: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    holder_tim_id: integer('holder_tim_id'),
    holder_grup_id: integer('holder_grup_id'),
    /**
     * Who holds it, as one key: `u<user>`, `t<team>`, `g<group>` or `*` (anyone of the role) — the first set, as the
     * engine sets at most one and notices read them in that order. "Waiting on me" is `holder in (my four keys)`,
     * one index range per key instead of every open row of the role.
     */
    holder: varchar('holder', { length: 20 })
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce('u' || holder_user_id::text, 't' || holder_tim_id::text, 'g' || holder_grup_id::text, '*')`,
      ),
    /** Set by distribution: the group, the member and the member's team that handle the subject. */
    grup_id: integer('grup_id'),
    tim_id: integer('tim_id'),
    anggota_user_id: integer('anggota_user_id').references(() => users.id, { onDelete: 'set null' }),
    last_decision: varchar('last_decision', { length: 50 }),
    /** The step's deadline (taskdef periode_hk working days after it arrived; pauses push it back). */
    step_since: timestamp('step_since', { withTimezone: true }).notNull().defaultNow(),
    due_on: date('due_on', { mode: 'string' }),
    /** The decision clock (30 HK from completeness, UU 30/2002 Pasal 17): start, due date, when it stopped. */
    clock_started_on: date('clock_started_on', { mode: 'string' }),
    clock_due_on: date('clock_due_on', { mode: 'string' }),
    clock_done_on: date('clock_done_on', { mode: 'string' }),
    /** While waiting on the reporter: since when; working days paused so far. */
    paused_since: date('paused_since', { mode: 'string' }),
    paused_hk: integer('paused_hk').notNull().default(0),
    /** The daily job's marks: the deadline it last reminded of and escalated, so each happens once. */
    reminded_due_on: date('reminded_due_on', { mode: 'string' }),
    escalated_due_on: date('escalated_due_on', { mode: 'string' }),
    /** What each step stored last (step code → fields): what the letters are made from. */
    konten: jsonb('konten').$type<Record<string, unknown>>().notNull().default({}),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wf_instances_subject_unique').on(t.subject_type, t.subject_id),
    // "Waiting on me": the role's rows held by me, my team, my group or anyone (one key each), in deadline order.
    index('wf_instances_waiting_idx')
      .on(t.subject_type, waitingKeyOf(t), t.due_on, t.id)
      .where(sql`${t.finished_at} is null and ${t.paused_since} is null`),
    // A group's, a team's and a member's open ones in order of the latest move ("Dalam Proses" of a group head, a team
    // leader, a member: a page reads its rows from the index), and their counts (the prefix).
    index('wf_instances_grup_idx')
      .on(t.subject_type, t.grup_id, t.updated_at, t.id)
      .where(sql`${t.finished_at} is null`),
    // The open ones by deadline (the daily job), and their count per step read from the index alone (the inbox
    // counts of those who reach every open report).
    index('wf_instances_due_idx').on(t.due_on, t.subject_type, t.step).where(sql`${t.finished_at} is null`),
    // The inboxes (issue 10 benchmark): the open ones below a member or a team, and the directorate's "in process" tab
    // in order of the latest move.
    // Beside it, statistics on cardinality(perans) (migration 0026: drizzle does not declare them) tell the planner
    // how rare such instances are.
    index('wf_instances_multi_role_idx')
      .using('gin', t.perans)
      .where(sql`${t.finished_at} is null and cardinality(${t.perans}) > 1`),
    index('wf_instances_anggota_idx')
      .on(t.anggota_user_id, t.updated_at, t.id)
      .where(sql`${t.finished_at} is null`),
    index('wf_instances_tim_idx').on(t.tim_id, t.updated_at, t.id).where(sql`${t.finished_at} is null`),
    index('wf_instances_open_updated_idx')
      .on(t.subject_type, t.updated_at, t.id)
      .where(sql`${t.finished_at} is null`),
    index('wf_instances_step_idx').on(t.subject_type, t.step),
  ],
);

/** Every transition of every subject: who, in which role, from which step to which, with what fields. */
export const wf_events = pgTable(
  'wf_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instance_id: integer('instance_id')
      .notNull()
      .references(() => wf_instances.id, { onDelete: 'cascade' }),
    from_step: varchar('from_step', { length: 30 }),
    to_step: varchar('to_step', { length: 30 }).notNull(),
    decision: varchar('decision', { length: 50 }),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_role: varchar('actor_role', { length: 100 }),
    fields: jsonb('fields'),
    catatan: text('catatan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wf_events_instance_idx').on(t.instance_id, t.id),
    index('wf_events_actor_idx').on(t.actor_user_id, t.instance_id),
  ],
);

/**
 * Each level's recommendation on an item's ownership in the LHA (anggota, ketua_tim, ketua_group) and the one in
 * force (`current`): what the SK will decide per item.
 */
export const lha_status_kepemilikans = pgTable(
  'lha_status_kepemilikans',
  {
    rincian_id: integer('rincian_id')
      .notNull()
      .references(() => rincian_laporans.id, { onDelete: 'cascade' }),
    tingkat: varchar('tingkat', { length: 20 }).notNull(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 30 }).notNull(),
    nilai_negara: numeric('nilai_negara', { precision: 20, scale: 2 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rincian_id, t.tingkat] }),
    index('lha_status_kepemilikans_laporan_idx').on(t.laporan_id),
  ],
);

/** The SK's decision per item, written when the SK is signed: what the objects and receivables capability reads. */
export const og_status_kepemilikans = pgTable(
  'og_status_kepemilikans',
  {
    rincian_id: integer('rincian_id')
      .primaryKey()
      .references(() => rincian_laporans.id, { onDelete: 'cascade' }),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 30 }).notNull(),
    nilai_negara: numeric('nilai_negara', { precision: 20, scale: 2 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('og_status_kepemilikans_laporan_idx').on(t.laporan_id)],
);

/** The numbers a report's letters carry (SK, SPSK, SP3): issued by the numbering steps, never reused. */
export const laporan_nomor_surats = pgTable(
  'laporan_nomor_surats',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    tahun: integer('tahun').notNull(),
    urut: integer('urut').notNull(),
    nomor: varchar('nomor', { length: 100 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** Set when an SK is cancelled (pembatalan-sk): the number stays on record. */
    dibatalkan_at: timestamp('dibatalkan_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('laporan_nomor_surats_nomor_unique').on(t.jenis, t.tahun, t.urut),
    index('laporan_nomor_surats_laporan_idx').on(t.laporan_id, t.jenis),
  ],
);
