import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { media } from './files';
import { laporans } from './laporan';
import { master_template_dokumens } from './masters';
import { laporan_nomor_surats } from './workflow';

/**
 * Every body a letter template has had (issue 11 §1): an edit of master `template-dokumen` that changes its body
 * adds the next version here; a letter records the version it was made from.
 */
export const template_dokumen_versis = pgTable(
  'template_dokumen_versis',
  {
    id: serial('id').primaryKey(),
    template_id: integer('template_id')
      .notNull()
      .references(() => master_template_dokumens.id, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 30 }).notNull(),
    versi: integer('versi').notNull(),
    konten: text('konten').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('template_dokumen_versis_unique').on(t.template_id, t.versi)],
);

/**
 * A letter made for a report (issue 11 §2): its kind, number and date, the template version it came from, the
 * SHA-256 of its bytes, the file, and the random code of its public verification page. A signed scan uploaded
 * for it is a row of its own (`sumber = 'pindaian'`) and becomes the report's final document of that kind.
 * It is cancelled with its own `dibatalkan_at`, or when its number is (pembatalan-sk).
 */
export const dokumen_surats = pgTable(
  'dokumen_surats',
  {
    id: serial('id').primaryKey(),
    kode: varchar('kode', { length: 40 }).notNull(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 30 }).notNull(),
    nomor: varchar('nomor', { length: 100 }),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    nomor_surat_id: integer('nomor_surat_id').references(() => laporan_nomor_surats.id, {
      onDelete: 'set null',
    }),
    template_versi_id: integer('template_versi_id').references(() => template_dokumen_versis.id, {
      onDelete: 'set null',
    }),
    sumber: varchar('sumber', { length: 10 }).notNull().default('sistem'),
    final: boolean('final').notNull().default(false),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    media_id: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    dibatalkan_at: timestamp('dibatalkan_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dokumen_surats_kode_unique').on(t.kode),
    index('dokumen_surats_laporan_idx').on(t.laporan_id, t.jenis),
  ],
);
