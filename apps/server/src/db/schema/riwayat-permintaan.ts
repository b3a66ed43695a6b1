import type { RekamJejakHasil } from '@gratifikasi/domain';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * A request for persons' reporting records (issue 11 §6), e.g. from another agency by letter: who asked, their
 * letter, and the persons traced (`riwayat_permintaan_orangs`), each with what the search found when it ran.
 */
export const riwayat_permintaans = pgTable(
  'riwayat_permintaans',
  {
    id: serial('id').primaryKey(),
    instansi_peminta: varchar('instansi_peminta', { length: 255 }).notNull(),
    nomor_surat: varchar('nomor_surat', { length: 100 }).notNull(),
    tanggal_surat: date('tanggal_surat', { mode: 'string' }).notNull(),
    perihal: varchar('perihal', { length: 500 }).notNull(),
    keterangan: text('keterangan'),
    /** FORM (typed one at a time) or EXCEL (a sheet of many). */
    sumber: varchar('sumber', { length: 10 }).notNull().default('FORM'),
    dicari_at: timestamp('dicari_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('riwayat_permintaans_created_idx').on(t.created_at, t.id)],
);

/** One person of a request: searched by NIK or name, and the reporters and reports found, kept with the request. */
export const riwayat_permintaan_orangs = pgTable(
  'riwayat_permintaan_orangs',
  {
    id: serial('id').primaryKey(),
    permintaan_id: integer('permintaan_id')
      .notNull()
      .references(() => riwayat_permintaans.id, { onDelete: 'cascade' }),
    urutan: integer('urutan').notNull(),
    nik: varchar('nik', { length: 16 }),
    nama: varchar('nama', { length: 150 }),
    jumlah_laporan: integer('jumlah_laporan').notNull().default(0),
    hasil: jsonb('hasil').$type<RekamJejakHasil>().notNull(),
  },
  (t) => [index('riwayat_permintaan_orangs_permintaan_idx').on(t.permintaan_id, t.urutan)],
);
