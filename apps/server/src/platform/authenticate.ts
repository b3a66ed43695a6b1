import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { access_tokens, sessions, users } from '../db/schema';
import type { AccessRow, AccountRow } from './auth-context';
import { AppError } from './errors';

/** The session columns that decide whether a token family is still alive. */
export interface SessionState {
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** A user's standing, checked at login, on refresh and on every authenticated call. */
export interface UserState {
  is_active: boolean;
  deleted_at: Date | null;
  must_change_password: boolean;
  password_changed_at: Date;
}

/** 469, or 472 when another login replaced the session (single_session). */
export function assertSessionAlive(session: SessionState): void {
  if (session.revoked_at === null) return;
  throw new AppError(session.revoked_reason === 'replaced' ? 'SESSION_REPLACED' : 'SESSION_REVOKED');
}

/** 467 for a deactivated (or deleted) account, 471 for a password that must be renewed. */
export function assertUserAllowed(user: UserState, passwordMaxAgeDays: number, now = Date.now()): void {
  if (!user.is_active || user.deleted_at !== null) throw new AppError('ACCOUNT_INACTIVE');
  if (user.must_change_password) throw new AppError('PASSWORD_EXPIRED');
  if (passwordMaxAgeDays > 0 && now - user.password_changed_at.getTime() > passwordMaxAgeDays * 86_400_000) {
    throw new AppError('PASSWORD_EXPIRED');
  }
}

// The outer column is spelled out: drizzle renders `${users.id}` unqualified in a single-table select, where
// inside this subquery it would bind to role_users.id instead.
/** Accesses of a user as one JSON column (keeps the auth lookup to a single round trip). */
export const accessesOfUser = sql<AccessRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ru.id, 'role_id', ru.role_id, 'scope_type', ru.scope_type, 'scope_id', ru.scope_id, 'scope_name', ru.scope_name
  ) order by ru.id), '[]'::json) from role_users ru where ru.user_id = "users"."id")`;

export const directPermissionsOfUser = sql<number[]>`(
  select coalesce(json_agg(pu.permission_id), '[]'::json) from permission_users pu where pu.user_id = "users"."id")`;

/** The account fields of the profile, with the user's live pelapors as one JSON column. */
export const accountOfUserColumns = {
  telepon: users.telepon,
  nik: users.nik,
  avatar_media_id: users.avatar_media_id,
  pelapors: sql<AccountRow['pelapors']>`(
    select coalesce(json_agg(json_build_object('id', p.id, 'nama', p.nama, 'nik', p.nik) order by p.id), '[]'::json)
    from pelapors p where p.user_id = "users"."id" and p.deleted_at is null)`,
};

/** The session's and user's columns every authenticated call reads. */
const sessionColumns = {
  expires_at: access_tokens.expires_at,
  session_id: sessions.id,
  session_access_id: sessions.access_id,
  revoked_at: sessions.revoked_at,
  revoked_reason: sessions.revoked_reason,
  last_used_at: sessions.last_used_at,
  user_id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  is_active: users.is_active,
  deleted_at: users.deleted_at,
  must_change_password: users.must_change_password,
  password_changed_at: users.password_changed_at,
  plh_gh_until: users.plh_gh_until,
  grup_id: users.grup_id,
  tim_id: users.tim_id,
  accesses: accessesOfUser,
  direct_permission_ids: directPermissionsOfUser,
};

/** One query: access token → session → user with accesses and direct permissions, and `extra` columns. */
function tokenLookup<Extra extends Record<string, SQL | AnyPgColumn>>(db: Db, extra: Extra, name: string) {
  return db
    .select({ ...sessionColumns, ...extra })
    .from(access_tokens)
    .innerJoin(sessions, eq(sessions.id, access_tokens.session_id))
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(access_tokens.token_hash, sql.placeholder('hash')))
    .prepare(name);
}

export const prepareTokenLookup = (db: Db) => tokenLookup(db, {}, 'auth_token_lookup');
/** The same lookup with the account fields of the profile (`config.withAccount`). */
export const prepareTokenLookupWithAccount = (db: Db) =>
  tokenLookup(db, accountOfUserColumns, 'auth_token_lookup_account');

export type TokenLookup = ReturnType<typeof prepareTokenLookup>;

/** Touching last_used_at on every call would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function touchSession(db: Db, sessionId: number, lastUsedAt: Date): Promise<void> {
  if (Date.now() - lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
  await db.update(sessions).set({ last_used_at: new Date() }).where(eq(sessions.id, sessionId));
}
