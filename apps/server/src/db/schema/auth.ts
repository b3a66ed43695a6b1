import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
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

export const captchas = pgTable('captchas', {
  key: uuid('key').primaryKey(),
  answer_hash: varchar('answer_hash', { length: 64 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
