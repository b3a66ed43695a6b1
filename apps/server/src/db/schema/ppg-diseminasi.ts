import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import {
  master_implementasi_inovasis,
  master_instansis,
  master_jenis_diseminasis,
  master_klasifikasi_kegiatans,
  master_kota_kabupatens,
  master_level_jabatan_pesertas,
  master_provinsis,
  master_sasaran_kegiatans,
  master_upgs,
} from './masters';

const audited = () => ({
  version: integer('version').notNull().default(1),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * An institution's own dissemination event (issue 26 §4): what, when, for whom, by whom, where; the year and
 * quarter follow its first day on the Jakarta calendar (`triwulanOf`), kept for the filters and the hub
 * (instansi, tahun). Participants per position level are `ppg_diseminasi_pesertas`, their sum `jumlah_peserta`.
 */
export const ppg_diseminasis = pgTable(
  'ppg_diseminasis',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    upg_id: integer('upg_id').references(() => master_upgs.id, { onDelete: 'set null' }),
    nama_kegiatan: varchar('nama_kegiatan', { length: 255 }).notNull(),
    jenis_diseminasi_id: integer('jenis_diseminasi_id')
      .notNull()
      .references(() => master_jenis_diseminasis.id, { onDelete: 'restrict' }),
    klasifikasi_kegiatan_id: integer('klasifikasi_kegiatan_id')
      .notNull()
      .references(() => master_klasifikasi_kegiatans.id, { onDelete: 'restrict' }),
    sasaran_kegiatan_id: integer('sasaran_kegiatan_id')
      .notNull()
      .references(() => master_sasaran_kegiatans.id, { onDelete: 'restrict' }),
    tanggal_awal: date('tanggal_awal', { mode: 'string' }).notNull(),
    tanggal_akhir: date('tanggal_akhir', { mode: 'string' }).notNull(),
    tahun: integer('tahun').notNull(),
    triwulan: integer('triwulan').notNull(),
    narasumber: varchar('narasumber', { length: 500 }).notNull(),
    provinsi_id: integer('provinsi_id')
      .notNull()
      .references(() => master_provinsis.id, { onDelete: 'restrict' }),
    kabkota_id: integer('kabkota_id')
      .notNull()
      .references(() => master_kota_kabupatens.id, { onDelete: 'restrict' }),
    tempat: varchar('tempat', { length: 255 }),
    uraian: text('uraian'),
    jumlah_peserta: integer('jumlah_peserta').notNull().default(0),
    ...audited(),
  },
  (t) => [
    index('ppg_diseminasis_instansi_tahun_idx').on(t.instansi_id, t.tahun, t.triwulan),
    index('ppg_diseminasis_tahun_idx').on(t.tahun, t.tanggal_awal, t.id),
  ],
);

/** How many of an event's participants held each position level. */
export const ppg_diseminasi_pesertas = pgTable(
  'ppg_diseminasi_pesertas',
  {
    diseminasi_id: integer('diseminasi_id')
      .notNull()
      .references(() => ppg_diseminasis.id, { onDelete: 'cascade' }),
    level_jabatan_peserta_id: integer('level_jabatan_peserta_id')
      .notNull()
      .references(() => master_level_jabatan_pesertas.id, { onDelete: 'restrict' }),
    jumlah: integer('jumlah').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.diseminasi_id, t.level_jabatan_peserta_id] }),
    index('ppg_diseminasi_pesertas_level_idx').on(t.level_jabatan_peserta_id),
  ],
);

/**
 * An institution's innovation in gratification control (issue 26 §4): the problem it answers, what it is, its
 * goal and impact, how far it is put into practice, in which year and quarter; evidence files are media.
 */
export const ppg_inovasis = pgTable(
  'ppg_inovasis',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    upg_id: integer('upg_id').references(() => master_upgs.id, { onDelete: 'set null' }),
    nama: varchar('nama', { length: 255 }).notNull(),
    permasalahan: text('permasalahan').notNull(),
    deskripsi: text('deskripsi').notNull(),
    tujuan: text('tujuan').notNull(),
    dampak: text('dampak').notNull(),
    implementasi_inovasi_id: integer('implementasi_inovasi_id')
      .notNull()
      .references(() => master_implementasi_inovasis.id, { onDelete: 'restrict' }),
    tahun: integer('tahun').notNull(),
    triwulan: integer('triwulan').notNull(),
    ...audited(),
  },
  (t) => [index('ppg_inovasis_instansi_tahun_idx').on(t.instansi_id, t.tahun, t.triwulan)],
);
