import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { trx_emails } from './platform';

/**
 * A broadcast e-mail of the PPG (issue 27 §2): subject, sanitised rich-text body, attachments (content files) and
 * the recipient filter. Its approval runs on the workflow engine (subject type `broadcast_email`); approval freezes
 * the recipients below and queues the sending.
 */
export const ppg_broadcasts = pgTable(
  'ppg_broadcasts',
  {
    id: serial('id').primaryKey(),
    judul: varchar('judul', { length: 200 }).notNull(),
    isi_html: text('isi_html').notNull(),
    /** `[{ url, nama }]`: plain content-file addresses. */
    lampiran: jsonb('lampiran').$type<{ url: string; nama: string }[]>().notNull().default([]),
    /** The recipient filter (domain `FilterPenerima`). */
    filter: jsonb('filter').notNull(),
    tahun: integer('tahun').notNull(),
    /** Recipients frozen at approval (null before). */
    jumlah_penerima: integer('jumlah_penerima'),
    /** Recipients handed to the outbox so far: the sending's cursor (a batch job runs only from where it expects). */
    diserahkan: integer('diserahkan').notNull().default(0),
    disetujui_at: timestamp('disetujui_at', { withTimezone: true }),
    /** Raised by every edit: an edit sends the one it read (409 when stale). */
    revisi: integer('revisi').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ppg_broadcasts_tahun_idx').on(t.tahun)],
);

/**
 * One recipient of an approved broadcast, once per address. `email_id` is its outbox row, set in the same
 * transaction that records it (so a crash leaves it either still queued or in the outbox, never both or neither);
 * its state is read from that row (pending / sent / failed with the error).
 */
export const ppg_broadcast_penerimas = pgTable(
  'ppg_broadcast_penerimas',
  {
    id: serial('id').primaryKey(),
    broadcast_id: integer('broadcast_id')
      .notNull()
      .references(() => ppg_broadcasts.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    nama: varchar('nama', { length: 200 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email_id: bigint('email_id', { mode: 'number' }).references(() => trx_emails.id, {
      onDelete: 'set null',
    }),
    /** How many times the failed mail was sent again ("kirim ulang yang gagal"). */
    kirim_ulang: integer('kirim_ulang').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ppg_broadcast_penerimas_unique').on(t.broadcast_id, t.email),
    index('ppg_broadcast_penerimas_email_idx').on(t.broadcast_id, t.email_id),
  ],
);
