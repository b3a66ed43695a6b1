import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * The report engine's summary (issue 14 §1): filed reports counted per year × month × institution × unit × province ×
 * status × channel × value band, so the aggregate reports read a few thousand rows instead of a million reports. Kept
 * current by the durable job `report.ringkasan` (modules/report/ringkasan.ts); `report_refreshes` says when.
 */
export const report_ringkasans = pgTable(
  'report_ringkasans',
  {
    tahun: integer('tahun').notNull(),
    bulan: smallint('bulan').notNull(),
    instansi_id: integer('instansi_id'),
    unit_kerja_id: integer('unit_kerja_id'),
    provinsi_id: integer('provinsi_id'),
    status: varchar('status', { length: 50 }).notNull(),
    kanal: varchar('kanal', { length: 20 }).notNull(),
    /** The report's total value band: 1 below Rp1 million, 2 to 10 million, 3 to 100 million, 4 above. */
    rentang: smallint('rentang').notNull(),
    jumlah: integer('jumlah').notNull(),
    nilai: numeric('nilai', { precision: 22, scale: 2 }).notNull(),
    terlambat: integer('terlambat').notNull(),
    /** Reports whose 30 HK decision clock has stopped (decided), and those decided by its due date. */
    selesai: integer('selesai').notNull().default(0),
    selesai_tepat: integer('selesai_tepat').notNull().default(0),
  },
  (t) => [index('report_ringkasans_tahun_idx').on(t.tahun, t.bulan)],
);

/**
 * The summary at the grain of a report's items (objects): filed items counted per year × month filed × institution ×
 * province × status × channel × kind of object × kind of event, with their rupiah value and how many the SK ruled
 * state-owned. The pivot's "jenis objek" and the object-based reports read it; refreshed with `report_ringkasans`.
 */
export const report_ringkasan_objeks = pgTable(
  'report_ringkasan_objeks',
  {
    tahun: integer('tahun').notNull(),
    bulan: smallint('bulan').notNull(),
    instansi_id: integer('instansi_id'),
    provinsi_id: integer('provinsi_id'),
    status: varchar('status', { length: 50 }).notNull(),
    kanal: varchar('kanal', { length: 20 }).notNull(),
    jenis_objek_id: integer('jenis_objek_id'),
    jenis_peristiwa_id: integer('jenis_peristiwa_id'),
    objek: integer('objek').notNull(),
    nilai: numeric('nilai', { precision: 22, scale: 2 }).notNull(),
    /** Items the SK ruled state-owned (wholly or partly), and their rupiah value. */
    milik_negara: integer('milik_negara').notNull(),
    nilai_milik_negara: numeric('nilai_milik_negara', { precision: 22, scale: 2 }).notNull(),
  },
  (t) => [index('report_ringkasan_objeks_tahun_idx').on(t.tahun, t.bulan)],
);

/**
 * The months (filed) whose summary rows are stale: triggers on the reports, their items, their objects and their
 * process add a row for each month a write touches (the old month too when one moves), and the refresh redoes only
 * those (modules/report/ringkasan.ts). Plain inserts, no unique key: concurrent writers never wait on each other or
 * on a running refresh.
 */
export const report_ringkasan_bulans = pgTable('report_ringkasan_bulans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tahun: integer('tahun').notNull(),
  bulan: smallint('bulan').notNull(),
});

/** When each summary was last rebuilt (one row per summary name). */
export const report_refreshes = pgTable('report_refreshes', {
  nama: varchar('nama', { length: 50 }).primaryKey(),
  refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  baris: integer('baris').notNull().default(0),
  /** When the last full rebuild ran (between them, a refresh redoes only the months marked stale). */
  rebuilt_at: timestamp('rebuilt_at', { withTimezone: true }),
});

/** A user's named filter set of one report (SPEC §3 saved filters): the query string the report's URL carries. */
export const report_filter_simpans = pgTable(
  'report_filter_simpans',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report_key: varchar('report_key', { length: 60 }).notNull(),
    nama: varchar('nama', { length: 100 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_filter_simpans_unique').on(t.user_id, t.report_key, t.nama)],
);
