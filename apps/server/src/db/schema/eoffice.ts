import { sql } from 'drizzle-orm';
import {
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
import { dokumen_surats } from './dokumen';
import { laporans } from './laporan';
import { piutang_tagihans } from './piutang';
import { ppg_laporan_kegiatans } from './ppg-kegiatan';

/**
 * A letter sent to the e-office for approval and signature (SPEC §7 "E-office integration"): the report, the
 * letter's kind and the numbering step that waits on it (a surat tagihan waits on no step: `langkah` 'tagihan',
 * `tagihan_id` its bill). `dokumen_id` is the letter issued on approval (the bill's signed letter). MENUNGGU (not sent yet) → TERKIRIM (the e-office has it: `ref`) → DISETUJUI | DITOLAK | DIABAIKAN (the
 * report had moved on by other means). A PPG activity report (issue 26 §3) is a letter of its own kind
 * (`jenis` LAPORAN_KEGIATAN, `laporan_kegiatan_id`), with no gratification report behind it.
 */
export const eoffice_kirimans = pgTable(
  'eoffice_kirimans',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id').references(() => laporans.id, { onDelete: 'cascade' }),
    laporan_kegiatan_id: integer('laporan_kegiatan_id').references(() => ppg_laporan_kegiatans.id, {
      onDelete: 'cascade',
    }),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    langkah: varchar('langkah', { length: 20 }).notNull(),
    dokumen_id: integer('dokumen_id').references(() => dokumen_surats.id, { onDelete: 'set null' }),
    tagihan_id: integer('tagihan_id').references(() => piutang_tagihans.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('MENUNGGU'),
    ref: varchar('ref', { length: 100 }),
    catatan: text('catatan'),
    tanggal_putusan: date('tanggal_putusan', { mode: 'string' }),
    percobaan: integer('percobaan').notNull().default(0),
    galat_terakhir: text('galat_terakhir'),
    coba_lagi_at: timestamp('coba_lagi_at', { withTimezone: true }).notNull().defaultNow(),
    terkirim_at: timestamp('terkirim_at', { withTimezone: true }),
    diputus_at: timestamp('diputus_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('eoffice_kirimans_status_idx').on(t.status, t.coba_lagi_at),
    index('eoffice_kirimans_laporan_idx').on(t.laporan_id),
    index('eoffice_kirimans_tagihan_idx').on(t.tagihan_id),
    // One letter of a kind in flight per report (per bill for surat tagihan, per activity report for its own).
    uniqueIndex('eoffice_kirimans_open_unique')
      .on(
        sql`coalesce(${t.laporan_id}, 0)`,
        t.jenis,
        sql`coalesce(${t.tagihan_id}, 0)`,
        sql`coalesce(${t.laporan_kegiatan_id}, 0)`,
      )
      .where(sql`status in ('MENUNGGU', 'TERKIRIM')`),
    index('eoffice_kirimans_laporan_kegiatan_idx').on(t.laporan_kegiatan_id),
  ],
);

/**
 * The built-in e-office (no EOFFICE_URL): the letters it has received and what its approver decided on the admin
 * screen. Stands in for the agency's system on one machine; the adapter reads it exactly as it would the real one.
 */
export const eoffice_simulator_surats = pgTable(
  'eoffice_simulator_surats',
  {
    id: serial('id').primaryKey(),
    /** The sender's idempotency key: the same letter sent twice is one letter. */
    kunci: varchar('kunci', { length: 100 }).notNull(),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    perihal: varchar('perihal', { length: 500 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    catatan: text('catatan'),
    tanggal: date('tanggal', { mode: 'string' }),
    diputus_oleh: integer('diputus_oleh').references(() => users.id, { onDelete: 'set null' }),
    diputus_at: timestamp('diputus_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eoffice_simulator_surats_kunci_unique').on(t.kunci),
    index('eoffice_simulator_surats_status_idx').on(t.status),
  ],
);
