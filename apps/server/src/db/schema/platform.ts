import {
  bigint,
  bigserial,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';

export const app_configs = pgTable('app_configs', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const audit_logs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role_name: varchar('role_name', { length: 100 }),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    entity_id: varchar('entity_id', { length: 100 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 100 }),
    request_id: uuid('request_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The hash chain (issue 28 §3), filled by the database's trigger `audit_logs_chain` on insert, never by the
     * application: the chain the row joined (one per database connection slot, so writers do not queue on one head),
     * its place in it, the hash of the row before it and its own (SHA-256 of the previous hash and the row's content,
     * `audit_row_hash`). Rows written before the chain existed have none.
     */
    chain: smallint('chain'),
    chain_seq: bigint('chain_seq', { mode: 'number' }),
    prev_hash: char('prev_hash', { length: 64 }),
    hash: char('hash', { length: 64 }),
  },
  (t) => [
    index('audit_logs_user_idx').on(t.user_id, t.created_at),
    index('audit_logs_entity_idx').on(t.entity, t.entity_id),
    index('audit_logs_created_idx').on(t.created_at),
    uniqueIndex('audit_logs_chain_idx').on(t.chain, t.chain_seq),
  ],
);

/** Each audit chain's last row (its place and hash): what the next row links to, and what a truncated tail misses. */
export const audit_chain_heads = pgTable('audit_chain_heads', {
  chain: smallint('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: char('hash', { length: 64 }).notNull(),
});

/** The checks of the audit chain (`npm run audit:verify`, the admin screen, the nightly job): what each found. */
export const audit_chain_checks = pgTable('audit_chain_checks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: varchar('status', { length: 20, enum: ['running', 'intact', 'broken', 'failed'] }).notNull(),
  /** Who asked (null: the schedule or the command line). */
  requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  chains_total: integer('chains_total').notNull().default(0),
  chains_done: integer('chains_done').notNull().default(0),
  rows_checked: bigint('rows_checked', { mode: 'number' }).notNull().default(0),
  /** Rows written before the chain began (not covered). */
  rows_unchained: bigint('rows_unchained', { mode: 'number' }).notNull().default(0),
  broken_id: bigint('broken_id', { mode: 'number' }),
  message: text('message'),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});

export const trx_emails = pgTable(
  'trx_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 20, enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('trx_emails_status_idx').on(t.status)],
);

/** An in-app notification for one user (and, through the outbox, often an e-mail too). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    judul: varchar('judul', { length: 255 }).notNull(),
    pesan: text('pesan').notNull(),
    /** An app path to open, e.g. /individu/laporan-detail/12. */
    tautan: varchar('tautan', { length: 500 }),
    entity: varchar('entity', { length: 50 }),
    entity_id: integer('entity_id'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.id)],
);

/**
 * Idempotency keys of retried requests (`Idempotency-Key` on `POST laporan/save`): the first request with a key
 * records it in its own transaction, so a retry after a lost response, or a double click, finds the result instead of
 * filing twice. A second request with the key while the first is running waits on the row. Kept a day.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    scope: varchar('scope', { length: 50 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    entity_id: integer('entity_id'),
    result: jsonb('result'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);

/**
 * The last complete seed at start (one row): the fingerprint of what seeded (the build, the year, the demo switch).
 * A start whose fingerprint matches skips the seed (issue 29: a one-second start).
 */
export const seed_state = pgTable('seed_state', {
  id: smallint('id').primaryKey().default(1),
  fingerprint: char('fingerprint', { length: 64 }).notNull(),
  seeded_at: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
