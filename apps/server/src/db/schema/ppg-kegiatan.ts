import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import {
  master_bentuk_kegiatans,
  master_bidangs,
  master_instansis,
  master_jenis_kegiatans,
  master_kota_kabupatens,
  master_provinsis,
} from './masters';

/**
 * The year's main activities (kegiatan utama, issue 26 §1): the flagship activities the KPK runs with institutions,
 * which its activities serve and institutions' plan items link to. Removed softly (`deleted_at`), and only while
 * nothing links to it.
 */
export const ppg_kegiatan_utamas = pgTable(
  'ppg_kegiatan_utamas',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    nama: varchar('nama', { length: 300 }).notNull(),
    tujuan: text('tujuan'),
    deskripsi: text('deskripsi'),
    tanggal_mulai: date('tanggal_mulai', { mode: 'string' }),
    tanggal_selesai: date('tanggal_selesai', { mode: 'string' }),
    versi: integer('versi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ppg_kegiatan_utamas_tahun_idx').on(t.tahun, t.nama),
    uniqueIndex('ppg_kegiatan_utamas_nama_uq')
      .on(t.tahun, sql`lower(${t.nama})`)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * The KPK PPG team's activities (issue 26 §1). Each runs on the workflow engine (subject type `ppg_kegiatan`);
 * `status` is the status group of SPEC §3 its step gives, kept on the row for lists and counts.
 */
export const ppg_kegiatans = pgTable(
  'ppg_kegiatans',
  {
    id: serial('id').primaryKey(),
    judul: varchar('judul', { length: 300 }).notNull(),
    jenis_kegiatan_id: integer('jenis_kegiatan_id')
      .notNull()
      .references(() => master_jenis_kegiatans.id),
    bentuk_kegiatan_id: integer('bentuk_kegiatan_id')
      .notNull()
      .references(() => master_bentuk_kegiatans.id),
    sumber_penugasan: varchar('sumber_penugasan', { length: 30 }).notNull(),
    bidang_id: integer('bidang_id').references(() => master_bidangs.id),
    provinsi_id: integer('provinsi_id').references(() => master_provinsis.id),
    kota_kabupaten_id: integer('kota_kabupaten_id').references(() => master_kota_kabupatens.id),
    alamat: text('alamat'),
    tautan_rapat: varchar('tautan_rapat', { length: 1000 }),
    tanggal_mulai: date('tanggal_mulai', { mode: 'string' }).notNull(),
    tanggal_selesai: date('tanggal_selesai', { mode: 'string' }).notNull(),
    catatan_anggaran: text('catatan_anggaran'),
    deskripsi: text('deskripsi'),
    /** The main activity it serves, if any. */
    kegiatan_utama_id: integer('kegiatan_utama_id').references(() => ppg_kegiatan_utamas.id),
    /** Shown on the public `/kegiatan/:id` page. */
    dipublikasikan: boolean('dipublikasikan').notNull().default(false),
    status: varchar('status', { length: 30 }).notNull(),
    /** Raised by every change of the details or the team (409 to whoever saw an older one). */
    versi: integer('versi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ppg_kegiatans_status_idx').on(t.status, t.tanggal_mulai),
    index('ppg_kegiatans_tanggal_idx').on(t.tanggal_mulai),
    index('ppg_kegiatans_created_by_idx').on(t.created_by),
    index('ppg_kegiatans_kegiatan_utama_idx').on(t.kegiatan_utama_id),
    // The last change, part of the activity area's cache key (modules/ppg/kegiatan/cache.ts).
    index('ppg_kegiatans_updated_idx').on(t.updated_at),
    // The days it runs, for the calendar's "running on this day" (a GiST over ranges,
    // where a b-tree on either date would scan every activity before or after the day).
    index('ppg_kegiatans_rentang_idx').using(
      'gist',
      sql`daterange(${t.tanggal_mulai}, ${t.tanggal_selesai}, '[]')`,
    ),
    check('ppg_kegiatans_tanggal_ck', sql`${t.tanggal_selesai} >= ${t.tanggal_mulai}`),
  ],
);

/** The institutions an activity targets. */
export const ppg_kegiatan_instansis = pgTable(
  'ppg_kegiatan_instansis',
  {
    kegiatan_id: integer('kegiatan_id')
      .notNull()
      .references(() => ppg_kegiatans.id, { onDelete: 'cascade' }),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id),
  },
  (t) => [
    primaryKey({ columns: [t.kegiatan_id, t.instansi_id] }),
    index('ppg_kegiatan_instansis_instansi_idx').on(t.instansi_id),
  ],
);

/** The team the PPG group head assigns: a leader (KETUA) and members (ANGGOTA). */
export const ppg_kegiatan_tims = pgTable(
  'ppg_kegiatan_tims',
  {
    kegiatan_id: integer('kegiatan_id')
      .notNull()
      .references(() => ppg_kegiatans.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peran: varchar('peran', { length: 10 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kegiatan_id, t.user_id] }),
    index('ppg_kegiatan_tims_user_idx').on(t.user_id),
  ],
);

/** An activity's sessions (aktivitas): date, time, agenda, speakers, room, and the attendance it aims for. */
export const ppg_kegiatan_aktivitas = pgTable(
  'ppg_kegiatan_aktivitas',
  {
    id: serial('id').primaryKey(),
    kegiatan_id: integer('kegiatan_id')
      .notNull()
      .references(() => ppg_kegiatans.id, { onDelete: 'cascade' }),
    judul: varchar('judul', { length: 300 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jam_mulai: varchar('jam_mulai', { length: 5 }).notNull(),
    jam_selesai: varchar('jam_selesai', { length: 5 }).notNull(),
    agenda: text('agenda'),
    narasumber: jsonb('narasumber').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ruang: varchar('ruang', { length: 300 }),
    target_peserta: integer('target_peserta').notNull().default(0),
    catatan: text('catatan'),
    /** The session's short report, written after it (`…/laporan`), and its documentation photos [{ nama, url }]. */
    laporan: text('laporan'),
    dokumentasi: jsonb('dokumentasi')
      .$type<{ nama: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    versi: integer('versi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ppg_kegiatan_aktivitas_kegiatan_idx').on(t.kegiatan_id, t.tanggal),
    index('ppg_kegiatan_aktivitas_tanggal_idx').on(t.tanggal, t.jam_mulai),
    // The last change, part of the activity area's cache key (modules/ppg/kegiatan/cache.ts).
    index('ppg_kegiatan_aktivitas_updated_idx').on(t.updated_at),
  ],
);

/**
 * One person's attendance at one session, taken through the session's attendance link. A person is their identity
 * number: the unique index makes a repeat scan find the first row, never write a second.
 */
export const ppg_kegiatan_presensis = pgTable(
  'ppg_kegiatan_presensis',
  {
    id: serial('id').primaryKey(),
    aktivitas_id: integer('aktivitas_id')
      .notNull()
      .references(() => ppg_kegiatan_aktivitas.id, { onDelete: 'cascade' }),
    nama: varchar('nama', { length: 150 }).notNull(),
    jenis_identitas: varchar('jenis_identitas', { length: 3 }).notNull(),
    nomor_identitas: varchar('nomor_identitas', { length: 18 }).notNull(),
    instansi_id: integer('instansi_id').references(() => master_instansis.id),
    instansi_lain: varchar('instansi_lain', { length: 300 }),
    level_jabatan: varchar('level_jabatan', { length: 30 }).notNull(),
    jabatan: varchar('jabatan', { length: 200 }),
    email: varchar('email', { length: 200 }).notNull(),
    telepon: varchar('telepon', { length: 50 }).notNull(),
    persetujuan_at: timestamp('persetujuan_at', { withTimezone: true }).notNull(),
    link_id: integer('link_id'),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_kegiatan_presensis_orang_uq').on(t.aktivitas_id, t.nomor_identitas),
    index('ppg_kegiatan_presensis_aktivitas_idx').on(t.aktivitas_id, t.created_at),
  ],
);

/**
 * An activity's report (issue 26 §3): one per activity, written by its team, approved by the PPG group head and the
 * director, signed through the e-office. It runs on the workflow engine (subject type `ppg_laporan_kegiatan`);
 * `status` is spec §4's approval status its step gives. Once signed it is issued once as a letter: its number, its
 * verification code (the QR), the template version and the SHA-256 of the stored PDF are kept and never change.
 */
export const ppg_laporan_kegiatans = pgTable(
  'ppg_laporan_kegiatans',
  {
    id: serial('id').primaryKey(),
    kegiatan_id: integer('kegiatan_id')
      .notNull()
      .references(() => ppg_kegiatans.id, { onDelete: 'cascade' }),
    ringkasan: text('ringkasan').notNull(),
    hasil: text('hasil').notNull(),
    tindak_lanjut: text('tindak_lanjut'),
    /** What was done in each session: [{ aktivitas_id, uraian }]. */
    sesi: jsonb('sesi')
      .$type<{ aktivitas_id: number; uraian: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Files uploaded through the one upload path: [{ nama, url, jenis }]. */
    lampiran: jsonb('lampiran')
      .$type<{ nama: string; url: string; jenis: 'DOKUMENTASI' | 'LAMPIRAN' }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 20 }).notNull(),
    versi: integer('versi').notNull().default(1),
    nomor: varchar('nomor', { length: 100 }),
    tanggal_surat: date('tanggal_surat', { mode: 'string' }),
    kode: varchar('kode', { length: 40 }),
    template_versi_id: integer('template_versi_id'),
    sha256: varchar('sha256', { length: 64 }),
    media_id: integer('media_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_laporan_kegiatans_kegiatan_uq').on(t.kegiatan_id),
    uniqueIndex('ppg_laporan_kegiatans_kode_uq').on(t.kode),
    uniqueIndex('ppg_laporan_kegiatans_nomor_uq').on(t.nomor),
    index('ppg_laporan_kegiatans_status_idx').on(t.status, t.updated_at),
    // The list's default order (the newest change first) and part of the activity area's cache key.
    index('ppg_laporan_kegiatans_updated_idx').on(t.updated_at, t.id),
  ],
);
