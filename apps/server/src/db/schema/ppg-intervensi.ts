import { sql } from 'drizzle-orm';
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
import { master_instansis, master_kriteria_intervensis, master_rekomendasi_intervensis } from './masters';

/**
 * An intervention of the KPK's PPG team in an institution-year (issue 25 §3, `intervensi-upg`): proposed for a low
 * score or a VERY HIGH risk (`alasan`, the criterion met), recorded with its date, kind, the recommendation chosen
 * and a note; DIRENCANAKAN → BERJALAN → SELESAI. At most one open (not SELESAI) per institution and year; a closed
 * one is read-only.
 */
export const ppg_intervensis = pgTable(
  'ppg_intervensis',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    tahun: integer('tahun').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** Domain JENIS_INTERVENSI. */
    jenis: varchar('jenis', { length: 30 }).notNull(),
    rekomendasi_intervensi_id: integer('rekomendasi_intervensi_id')
      .notNull()
      .references(() => master_rekomendasi_intervensis.id, { onDelete: 'restrict' }),
    kriteria_intervensi_id: integer('kriteria_intervensi_id').references(
      () => master_kriteria_intervensis.id,
      {
        onDelete: 'set null',
      },
    ),
    /** Why it was proposed when recorded (domain `alasanIntervensi`), or the team's own reason. */
    alasan: text('alasan').notNull(),
    catatan: text('catatan'),
    /** Domain STATUS_INTERVENSI. */
    status: varchar('status', { length: 20 }).notNull().default('DIRENCANAKAN'),
    ditutup_at: timestamp('ditutup_at', { withTimezone: true }),
    /** Raised by every write: a change sends the one it read (409 when stale). */
    revisi: integer('revisi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppg_intervensis_terbuka').on(t.instansi_id, t.tahun).where(sql`status <> 'SELESAI'`),
    index('ppg_intervensis_tahun_idx').on(t.tahun, t.status, t.tanggal),
  ],
);

/** A follow-up note of an intervention (the closing note too, `penutup`). Append-only. */
export const ppg_intervensi_tindak_lanjuts = pgTable(
  'ppg_intervensi_tindak_lanjuts',
  {
    id: serial('id').primaryKey(),
    intervensi_id: integer('intervensi_id')
      .notNull()
      .references(() => ppg_intervensis.id, { onDelete: 'cascade' }),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    catatan: text('catatan').notNull(),
    penutup: boolean('penutup').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ppg_intervensi_tindak_lanjuts_idx').on(t.intervensi_id, t.tanggal)],
);
