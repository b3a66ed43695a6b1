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
    /** When the e-mail was confirmed; null for a registration still waiting for its activation link. */
    activated_at: timestamp('activated_at', { withTimezone: true }).defaultNow(),
    nik: varchar('nik', { length: 16 }),
    /** A staff account's NIP (18 digits, SPEC §5): printed under the signer's name on the letters. */
    nip: varchar('nip', { length: 18 }),
    telepon: varchar('telepon', { length: 50 }),
    avatar_media_id: integer('avatar_media_id'),
    /** Set by an administrator to force a renewal through "Lupa Password" (answers 471). */
    must_change_password: boolean('must_change_password').notNull().default(false),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Acting group head (Plh. GH) until this moment; null when not acting. */
    plh_gh_until: timestamp('plh_gh_until', { withTimezone: true }),
    /** KPK staff: the group (grup master) and team (tim master) they work in; the workflow's scopes read them. */
    grup_id: integer('grup_id'),
    tim_id: integer('tim_id'),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_nip_unique').on(t.nip).where(sql`${t.nip} is not null and ${t.deleted_at} is null`),
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

/**
 * A reporter profile (pelapor): identity and employment. One user may hold several (after a transfer); a UPG or
 * data-entry officer may keep profiles with no user. The history of employment changes is in pelapor_riwayats.
 */
export const pelapors = pgTable(
  'pelapors',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nama: varchar('nama', { length: 200 }).notNull(),
    nik: varchar('nik', { length: 16 }),
    tempat_lahir: varchar('tempat_lahir', { length: 100 }),
    tanggal_lahir: date('tanggal_lahir', { mode: 'string' }),
    /** L or P, read from the NIK (day + 40 for women). */
    jenis_kelamin: varchar('jenis_kelamin', { length: 1 }),
    alamat: text('alamat'),
    provinsi_id: integer('provinsi_id'),
    kota_kabupaten_id: integer('kota_kabupaten_id'),
    kecamatan_id: integer('kecamatan_id'),
    telepon: varchar('telepon', { length: 50 }),
    email: varchar('email', { length: 200 }),
    instansi_id: integer('instansi_id'),
    unit_kerja_id: integer('unit_kerja_id'),
    sub_unit_kerja_id: integer('sub_unit_kerja_id'),
    jabatan: varchar('jabatan', { length: 255 }),
    /** Civil-service grade IA–IVE (spec §3), or null for non-PNS. */
    golongan: varchar('golongan', { length: 5 }),
    status_kedinasan_id: integer('status_kedinasan_id'),
    /** The UPG that keeps this profile (UPG-managed reporters). */
    upg_id: integer('upg_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_by_role: varchar('created_by_role', { length: 100 }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('pelapors_user_idx').on(t.user_id),
    index('pelapors_instansi_idx').on(t.instansi_id),
    index('pelapors_created_by_idx').on(t.created_by),
    uniqueIndex('pelapors_nik_live_unique')
      .on(t.nik)
      .where(sql`${t.deleted_at} is null and ${t.nik} is not null`),
  ],
);

/** One change of a pelapor's employment: a transfer (MUTASI), a concurrent position (RANGKAP) or an edit (UBAH). */
export const pelapor_riwayats = pgTable(
  'pelapor_riwayats',
  {
    id: serial('id').primaryKey(),
    pelapor_id: integer('pelapor_id')
      .notNull()
      .references(() => pelapors.id, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    instansi_id: integer('instansi_id'),
    unit_kerja_id: integer('unit_kerja_id'),
    sub_unit_kerja_id: integer('sub_unit_kerja_id'),
    jabatan: varchar('jabatan', { length: 255 }),
    golongan: varchar('golongan', { length: 5 }),
    status_kedinasan_id: integer('status_kedinasan_id'),
    berlaku_mulai: date('berlaku_mulai', { mode: 'string' }),
    keterangan: text('keterangan'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pelapor_riwayats_pelapor_idx').on(t.pelapor_id, t.created_at)],
);

/** One-use, expiring links mailed to a user: account activation and confirmation of a new e-mail. */
export const user_tokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ACTIVATION or EMAIL_CHANGE. */
    type: varchar('type', { length: 20 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    new_email: varchar('new_email', { length: 200 }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.user_id, t.type)],
);
