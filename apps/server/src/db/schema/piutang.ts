import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { pelapors, users } from './access';
import { laporans, rincian_laporans } from './laporan';

const created = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A surat tagihan (issue 12 §4): the bill for one report item the SK ruled state-owned and the reporter keeps. Its
 * value is in rupiah, converted from the item's currency at the tax rate of the decision date (kept with the rate and
 * its date). It refers to the report and item, not to an object register row. What is owed is never stored here:
 * it is the sum of the ledger entries.
 */
export const piutang_tagihans = pgTable(
  'piutang_tagihans',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id),
    rincian_id: integer('rincian_id')
      .notNull()
      .references(() => rincian_laporans.id),
    pelapor_id: integer('pelapor_id')
      .notNull()
      .references(() => pelapors.id),
    nomor: varchar('nomor', { length: 100 }).notNull(),
    tahun: integer('tahun').notNull(),
    urut: integer('urut').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    tanggal_keputusan: date('tanggal_keputusan', { mode: 'string' }).notNull(),
    va: varchar('va', { length: 20 }).notNull(),
    mata_uang: varchar('mata_uang', { length: 3 }).notNull().default('IDR'),
    nilai: numeric('nilai', { precision: 20, scale: 2 }).notNull(),
    mata_uang_asal: varchar('mata_uang_asal', { length: 3 }).notNull(),
    nilai_asal: numeric('nilai_asal', { precision: 20, scale: 2 }).notNull(),
    kurs: numeric('kurs', { precision: 20, scale: 4 }).notNull(),
    kurs_tanggal: date('kurs_tanggal', { mode: 'string' }),
    keterangan: text('keterangan'),
    created_by: integer('created_by').references(() => users.id),
    ...created,
  },
  (t) => [
    uniqueIndex('piutang_tagihans_va_uq').on(t.va),
    uniqueIndex('piutang_tagihans_nomor_uq').on(t.nomor),
    uniqueIndex('piutang_tagihans_rincian_uq').on(t.rincian_id),
    index('piutang_tagihans_pelapor_idx').on(t.pelapor_id, t.mata_uang),
    index('piutang_tagihans_laporan_idx').on(t.laporan_id),
  ],
);

/**
 * The receivables ledger: append-only (a trigger refuses UPDATE and DELETE). TAGIHAN > 0, BAYAR < 0, BATAL the
 * negation of the entry it reverses; a restore is a new entry copying the reversed one (`memulihkan_id`). Each
 * amount keeps its currency and, for a bill, the source rate and its date.
 */
export const piutang_entris = pgTable(
  'piutang_entris',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tagihan_id: integer('tagihan_id')
      .notNull()
      .references(() => piutang_tagihans.id),
    pelapor_id: integer('pelapor_id').notNull(),
    mata_uang: varchar('mata_uang', { length: 3 }).notNull(),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    jumlah: numeric('jumlah', { precision: 20, scale: 2 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kurs: numeric('kurs', { precision: 20, scale: 4 }),
    kurs_tanggal: date('kurs_tanggal', { mode: 'string' }),
    referensi: varchar('referensi', { length: 64 }),
    membatalkan_id: bigint('membatalkan_id', { mode: 'number' }),
    memulihkan_id: bigint('memulihkan_id', { mode: 'number' }),
    keterangan: text('keterangan'),
    created_by: integer('created_by'),
    ...created,
  },
  (t) => [
    index('piutang_entris_debitur_idx').on(t.pelapor_id, t.mata_uang, t.tanggal),
    index('piutang_entris_tagihan_idx').on(t.tagihan_id),
    index('piutang_entris_tanggal_idx').on(t.tanggal),
    uniqueIndex('piutang_entris_batal_uq').on(t.membatalkan_id),
    uniqueIndex('piutang_entris_referensi_uq')
      .on(t.referensi)
      .where(sql`${t.jenis} = 'BAYAR' and ${t.memulihkan_id} is null`),
  ],
);

/**
 * Every payment notification received (callback or settlement), once per notification id: the second delivery of
 * the same id books nothing. `status`: DIBUKUKAN (booked), TINJAU (unknown VA, or a VA already settled: listed for
 * review, not booked).
 */
export const pembayaran_notifikasis = pgTable(
  'pembayaran_notifikasis',
  {
    id: serial('id').primaryKey(),
    notification_id: varchar('notification_id', { length: 64 }).notNull(),
    va: varchar('va', { length: 20 }).notNull(),
    jumlah: numeric('jumlah', { precision: 20, scale: 2 }).notNull(),
    mata_uang: varchar('mata_uang', { length: 3 }).notNull(),
    dibayar_at: timestamp('dibayar_at', { withTimezone: true }).notNull(),
    sumber: varchar('sumber', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    alasan: text('alasan'),
    tagihan_id: integer('tagihan_id').references(() => piutang_tagihans.id),
    entri_id: bigint('entri_id', { mode: 'number' }),
    klasifikasi: varchar('klasifikasi', { length: 20 }),
    selisih: numeric('selisih', { precision: 20, scale: 2 }),
    duplikat: integer('duplikat').notNull().default(0),
    payload: jsonb('payload').notNull(),
    ...created,
  },
  (t) => [
    uniqueIndex('pembayaran_notifikasis_nid_uq').on(t.notification_id),
    index('pembayaran_notifikasis_status_idx').on(t.status, t.id),
  ],
);

/** An uploaded statement (treasury or bank): parsed rows staged, then compared with the ledger; submit closes it. */
export const rekon_batches = pgTable('rekon_batches', {
  id: serial('id').primaryKey(),
  nama_file: varchar('nama_file', { length: 255 }).notNull(),
  sumber: varchar('sumber', { length: 20 }).notNull(),
  periode_dari: date('periode_dari', { mode: 'string' }),
  periode_sampai: date('periode_sampai', { mode: 'string' }),
  status: varchar('status', { length: 20 }).notNull(),
  jumlah_baris: integer('jumlah_baris').notNull().default(0),
  jumlah_error: integer('jumlah_error').notNull().default(0),
  ringkasan: jsonb('ringkasan'),
  created_by: integer('created_by').references(() => users.id),
  submitted_by: integer('submitted_by').references(() => users.id),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
  ...created,
});

/** One statement row as read, with its errors (a row with errors is never compared or booked). */
export const rekon_rows = pgTable(
  'rekon_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => rekon_batches.id, { onDelete: 'cascade' }),
    baris: integer('baris').notNull(),
    tanggal: varchar('tanggal', { length: 40 }).notNull(),
    va: varchar('va', { length: 40 }).notNull(),
    jumlah: varchar('jumlah', { length: 40 }).notNull(),
    referensi: varchar('referensi', { length: 100 }).notNull(),
    errors: jsonb('errors').$type<string[]>().notNull(),
  },
  (t) => [index('rekon_rows_batch_idx').on(t.batch_id, t.baris)],
);

/** The comparison's result per reference (replaced by `recompare`). */
export const rekon_hasils = pgTable(
  'rekon_hasils',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => rekon_batches.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    referensi: varchar('referensi', { length: 100 }).notNull(),
    va: varchar('va', { length: 40 }).notNull(),
    baris: integer('baris'),
    entri_id: bigint('entri_id', { mode: 'number' }),
    jumlah_rekening: numeric('jumlah_rekening', { precision: 20, scale: 2 }),
    jumlah_buku: numeric('jumlah_buku', { precision: 20, scale: 2 }),
    selisih: numeric('selisih', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [index('rekon_hasils_batch_idx').on(t.batch_id, t.status, t.id)],
);
