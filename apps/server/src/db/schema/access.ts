import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 200 }),
    password_hash: text('password_hash').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** Set by an administrator to force a renewal through "Lupa Password" (answers 471). */
    must_change_password: boolean('must_change_password').notNull().default(false),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Acting group head (Plh. GH) until this moment; null when not acting. */
    plh_gh_until: timestamp('plh_gh_until', { withTimezone: true }),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

// Role and permission ids are fixed by the domain (ROLES, PERMISSIONS), hence no serial.
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 200 }).notNull(),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const permission_roles = pgTable(
  'permission_roles',
  {
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('permission_roles_unique').on(t.permission_id, t.role_id)],
);

/** An access: one role held by a user, optionally scoped (e.g. to an instansi or a UPG). */
export const role_users = pgTable(
  'role_users',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    scope_type: varchar('scope_type', { length: 50 }),
    scope_id: integer('scope_id'),
    scope_name: varchar('scope_name', { length: 255 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_users_user_idx').on(t.user_id)],
);

/** Permissions granted to a user directly, on top of those of the user's roles. */
export const permission_users = pgTable(
  'permission_users',
  {
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('permission_users_unique').on(t.user_id, t.permission_id)],
);

/** Minimal reporter profile; the reporting issue completes it. */
export const pelapors = pgTable(
  'pelapors',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nama: varchar('nama', { length: 200 }).notNull(),
    nik: varchar('nik', { length: 16 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('pelapors_user_idx').on(t.user_id)],
);
