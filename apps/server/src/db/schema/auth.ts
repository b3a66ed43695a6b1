import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { role_users, users } from './access';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A login: the family of every access and refresh token issued from it. Revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access_id: integer('access_id').references(() => role_users.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: varchar('revoked_reason', { length: 50 }),
    ip: varchar('ip', { length: 100 }),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const access_tokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('access_tokens_session_idx').on(t.session_id)],
);

export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; presenting it again is reuse and revokes the family (after the grace window). */
    used_at: timestamp('used_at', { withTimezone: true }),
    /**
     * The pair issued when this token was rotated, AES-GCM encrypted with a key derived from this (unstored) token,
     * so that a second tab refreshing within the grace window gets the same pair.
     */
    successor: text('successor'),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

export const password_resets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/**
 * Failed-login counters of the login throttle (when REDIS_URL is unset): one row per key (`pair|user|ip`,
 * `user|name`, `ip|address`), a fixed window that starts with the first failure and ends at `expires_at`.
 */
export const login_throttles = pgTable(
  'login_throttles',
  {
    key: varchar('key', { length: 250 }).primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    username: varchar('username', { length: 100 }),
    ip: varchar('ip', { length: 100 }),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttles_expires_idx').on(t.expires_at)],
);

/**
 * A user's second factor (TOTP, issue 28 §3): the secret sealed with AES-256-GCM under a key derived from TOTP_KEY
 * (the user id bound in), active once `confirmed_at` is set by a first valid code; `last_step` is the time step of
 * the last code accepted, so a code is never accepted twice.
 */
export const user_totp = pgTable('user_totp', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  last_step: bigint('last_step', { mode: 'number' }),
  created_at: createdAt(),
});

/** The ten one-time recovery codes of a confirmed second factor, as HMACs; `used_at` set by their one use. */
export const totp_recovery_codes = pgTable(
  'totp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [unique('totp_recovery_codes_user_code_uq').on(t.user_id, t.code_hash)],
);

export const captchas = pgTable('captchas', {
  key: uuid('key').primaryKey(),
  answer_hash: varchar('answer_hash', { length: 64 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
