import {
  date,
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
import { master_aturan_internals, master_instansis, master_upgs } from './masters';
import { ppg_kegiatan_utamas } from './ppg-kegiatan';

/**
 * The institution's year (issue 25 §2), the hub (instansi, tahun): its profile (data, UPG decree and members,
 * internal rule, leadership commitment, contacts, the four stages; evidence files in `mediables` as
 * `ppg_profil_klop`/`dokumen-upg`) and its work plan, reviewed on the workflow engine (subject `ppg_rencana_kerja`).
 */
export const ppg_profil_klops = pgTable(
  'ppg_profil_klops',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    upg_id: integer('upg_id').references(() => master_upgs.id, { onDelete: 'set null' }),
    tahun: integer('tahun').notNull(),
    alamat: varchar('alamat', { length: 500 }),
    telepon: varchar('telepon', { length: 50 }),
    email: varchar('email', { length: 255 }),
    website: varchar('website', { length: 255 }),
    jumlah_pegawai: integer('jumlah_pegawai').notNull().default(0),
    sk_upg_nomor: varchar('sk_upg_nomor', { length: 100 }),
    sk_upg_tanggal: date('sk_upg_tanggal', { mode: 'string' }),
    /** [{ nama, jabatan }]: the UPG's members as the decree names them. */
    anggota_upg: jsonb('anggota_upg').$type<{ nama: string; jabatan: string }[]>().notNull().default([]),
    aturan_internal_id: integer('aturan_internal_id').references(() => master_aturan_internals.id, {
      onDelete: 'set null',
    }),
    komitmen_pimpinan: text('komitmen_pimpinan'),
    /** [{ nama, jabatan, telepon, email }]. */
    kontak: jsonb('kontak')
      .$type<{ nama: string; jabatan: string | null; telepon: string | null; email: string | null }[]>()
      .notNull()
      .default([]),
    /** { komitmen|aturan|upg|monev: { selesai, keterangan } }: the four stages and what is done. */
    tahapan: jsonb('tahapan')
      .$type<Record<string, { selesai: boolean; keterangan: string | null }>>()
      .notNull(),
    /** Raised by every write (409 when stale). */
    revisi: integer('revisi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_profil_klops_unique').on(t.instansi_id, t.tahun),
    // Covers the year's list (kpk-profile-klop): the page is chosen by index-only reads.
    index('ppg_profil_klops_tahun_idx').on(t.tahun, t.instansi_id, t.id),
  ],
);

/** The year's work plan of an institution: one per institution-year, its status the engine's position. */
export const ppg_rencana_kerjas = pgTable(
  'ppg_rencana_kerjas',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    tahun: integer('tahun').notNull(),
    /** draft, submit, return, approved (SPEC §4 approval inputs). */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    revisi: integer('revisi').notNull().default(1),
    /** The reviewer's last note (a return's reasons). */
    catatan: text('catatan'),
    diajukan_at: timestamp('diajukan_at', { withTimezone: true }),
    /** Days the submission came after the window closed (0: in time). */
    terlambat_hari: integer('terlambat_hari').notNull().default(0),
    disetujui_by: integer('disetujui_by').references(() => users.id, { onDelete: 'set null' }),
    disetujui_at: timestamp('disetujui_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_rencana_kerjas_unique').on(t.instansi_id, t.tahun),
    // The year's plans by status, index-only for the profile list and the dashboard.
    index('ppg_rencana_kerjas_tahun_idx').on(t.tahun, t.instansi_id, t.status, t.id),
  ],
);

/** One planned activity with its target per quarter. */
export const ppg_rencana_kerja_items = pgTable(
  'ppg_rencana_kerja_items',
  {
    id: serial('id').primaryKey(),
    rencana_kerja_id: integer('rencana_kerja_id')
      .notNull()
      .references(() => ppg_rencana_kerjas.id, { onDelete: 'cascade' }),
    urutan: smallint('urutan').notNull(),
    jenis: varchar('jenis', { length: 30 }).notNull(),
    uraian: varchar('uraian', { length: 1000 }).notNull(),
    satuan: varchar('satuan', { length: 50 }).notNull(),
    target_tw1: integer('target_tw1').notNull().default(0),
    target_tw2: integer('target_tw2').notNull().default(0),
    target_tw3: integer('target_tw3').notNull().default(0),
    target_tw4: integer('target_tw4').notNull().default(0),
    keterangan: varchar('keterangan', { length: 1000 }),
    /** The KPK's main activity of the year the item contributes to, if any. */
    kegiatan_utama_id: integer('kegiatan_utama_id').references(() => ppg_kegiatan_utamas.id),
  },
  (t) => [
    index('ppg_rencana_kerja_items_rk_idx').on(t.rencana_kerja_id, t.urutan),
    index('ppg_rencana_kerja_items_kegiatan_utama_idx').on(t.kegiatan_utama_id),
  ],
);
