import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AuthContext, RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { replaceAccesses, validateAccesses } from './accesses';
import { placementAfterEdit, resolvePlacement } from './placement';
import type { CreateUserInput, UpdateUserInput } from './schemas';
import { findUserRow, getUser, type UserRow } from './users-read';

/** What the audit trail records of a user: never the password hash. */
const snapshot = (row: UserRow) => ({
  username: row.username,
  name: row.name,
  email: row.email,
  nik: row.nik,
  nip: row.nip,
  is_active: row.is_active,
  must_change_password: row.must_change_password,
  grup_id: row.grup_id,
  grup_nama: row.grup_nama,
  tim_id: row.tim_id,
  tim_nama: row.tim_nama,
  deleted_at: row.deleted_at?.toISOString() ?? null,
});

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 14 characters from an unambiguous alphabet, always with letters and digits (the password policy). */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(LETTERS), pick(DIGITS)];
  while (chars.length < 14) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function welcomeMail(appUrl: string, name: string, username: string, password: string) {
  const login = `${appUrl}/login`;
  return {
    subject: 'Akun Gratifikasi Online Anda',
    text: `Yth. ${name},\n\nAkun Anda telah dibuat.\nNama pengguna: ${username}\nKata sandi: ${password}\n\nMasuk melalui ${login} dan segera ganti kata sandi Anda di halaman profil.`,
    html: `<p>Yth. ${escapeHtml(name)},</p><p>Akun Anda telah dibuat.</p><p>Nama pengguna: <strong>${escapeHtml(username)}</strong><br>Kata sandi: <strong>${escapeHtml(password)}</strong></p><p>Masuk melalui <a href="${login}">${login}</a> dan segera ganti kata sandi Anda di halaman profil.</p>`,
  };
}

async function assertUsernameFree(tx: Db, username: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  if (taken) throw fieldError('username', 'Sudah digunakan');
}

/** A NIK belongs to one live account. */
async function assertNikFree(tx: Db, nik: string | null | undefined, exceptId?: number): Promise<void> {
  if (!nik) return;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nik, nik), isNull(users.deleted_at)));
  if (taken && taken.id !== exceptId) throw fieldError('nik', 'NIK sudah dipakai akun lain');
}

/** A NIP belongs to one live account (the unique index holds it too). */
async function assertNipFree(tx: Db, nip: string | null | undefined, exceptId?: number): Promise<void> {
  if (!nip) return;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nip, nip), isNull(users.deleted_at)));
  if (taken && taken.id !== exceptId) throw fieldError('nip', 'NIP sudah dipakai akun lain');
}

export async function createUser(ctx: ServerContext, request: RequestMeta, input: CreateUserInput) {
  await validateAccesses(ctx, input.roles);
  const generated = input.password ? null : generatePassword();
  const hash = await hashPassword(input.password ?? (generated as string));
  const { id, mailId } = await ctx.db.transaction(async (tx) => {
    await assertUsernameFree(tx, input.username);
    await assertNikFree(tx, input.nik);
    await assertNipFree(tx, input.nip);
    const placement = await resolvePlacement(tx, {
      grup_id: input.grup_id ?? null,
      tim_id: input.tim_id ?? null,
    });
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.name,
        email: input.email,
        nik: input.nik ?? null,
        nip: input.nip ?? null,
        ...placement,
        password_hash: hash,
      })
      .returning({ id: users.id });
    await replaceAccesses(tx, created.id, input.roles);
    const row = await findUserRow(tx, created.id);
    await audit(tx, request, {
      action: 'user_create',
      entity: 'users',
      entity_id: created.id,
      after: { ...snapshot(row), roles: input.roles, password_emailed: generated !== null },
    });
    const mail = generated
      ? await ctx.mailer.record(tx, {
          to: input.email,
          ...welcomeMail(ctx.config.appUrl, input.name, input.username, generated),
        })
      : null;
    return { id: created.id, mailId: mail };
  });
  if (mailId !== null) ctx.mailer.dispatch(mailId);
  return getUser(ctx, id);
}

/** Runs one audited change to a user in a transaction and answers the user's detail. */
async function changeUser(
  ctx: ServerContext,
  request: RequestMeta,
  id: number,
  action: string,
  apply: (tx: Db, before: UserRow) => Promise<Record<string, unknown> | undefined>,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await findUserRow(tx, id);
    const extra = await apply(tx, before);
    const after = await findUserRow(tx, id);
    await audit(tx, request, {
      action,
      entity: 'users',
      entity_id: id,
      before: snapshot(before),
      after: { ...snapshot(after), ...extra },
    });
  });
  return getUser(ctx, id);
}

const touch = (tx: Db, id: number, values: Partial<typeof users.$inferInsert>) =>
  tx
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id));

export const updateUser = (ctx: ServerContext, request: RequestMeta, id: number, input: UpdateUserInput) =>
  changeUser(ctx, request, id, 'user_update', async (tx, before) => {
    await assertNikFree(tx, input.nik, id);
    await assertNipFree(tx, input.nip, id);
    const wanted = placementAfterEdit(before, input);
    await touch(tx, id, {
      name: input.name,
      email: input.email,
      ...(input.nik !== undefined ? { nik: input.nik } : {}),
      ...(input.nip !== undefined ? { nip: input.nip } : {}),
      ...(wanted ? await resolvePlacement(tx, wanted) : {}),
    });
    return undefined;
  });

function refuseSelf(auth: AuthContext, id: number, message: string): void {
  if (auth.user.id === id) throw new AppError('VALIDATION_FAILED', message);
}

/**
 * Deactivation takes effect on the user's very next call: every request checks is_active and answers 467
 * (a revoked session would answer 469 first, hiding the reason from the client).
 */
export function deactivateUser(ctx: ServerContext, request: RequestMeta, auth: AuthContext, id: number) {
  refuseSelf(auth, id, 'Anda tidak dapat menonaktifkan akun Anda sendiri');
  return changeUser(ctx, request, id, 'user_deactivate', async (tx) => {
    await touch(tx, id, { is_active: false });
    return undefined;
  });
}

/** Sessions opened before reactivation stay ended (469): the user signs in afresh. */
export const activateUser = (ctx: ServerContext, request: RequestMeta, id: number) =>
  changeUser(ctx, request, id, 'user_activate', async (tx, before) => {
    await touch(tx, id, { is_active: true });
    if (before.is_active) return undefined;
    const revoked = await tx
      .update(sessions)
      .set({ revoked_at: new Date(), revoked_reason: 'reactivated' })
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    return { revoked_sessions: revoked.length };
  });

export function deleteUser(ctx: ServerContext, request: RequestMeta, auth: AuthContext, id: number) {
  refuseSelf(auth, id, 'Anda tidak dapat menghapus akun Anda sendiri');
  return changeUser(ctx, request, id, 'user_delete', async (tx, before) => {
    if (before.deleted_at) throw new AppError('VALIDATION_FAILED', 'Pengguna sudah dihapus');
    await touch(tx, id, { deleted_at: new Date() });
    return undefined;
  });
}

export const restoreUser = (ctx: ServerContext, request: RequestMeta, id: number) =>
  changeUser(ctx, request, id, 'user_restore', async (tx) => {
    await touch(tx, id, { deleted_at: null });
    return undefined;
  });

/** The next call of the user answers 471 until the password is renewed through "Lupa Password". */
export const forcePasswordChange = (ctx: ServerContext, request: RequestMeta, id: number) =>
  changeUser(ctx, request, id, 'user_force_password_change', async (tx) => {
    await touch(tx, id, { must_change_password: true });
    return undefined;
  });

export function replaceUserRoles(
  ctx: ServerContext,
  request: RequestMeta,
  id: number,
  roles: Parameters<typeof replaceAccesses>[2],
) {
  return validateAccesses(ctx, roles).then(async () => {
    const result = await changeUser(ctx, request, id, 'user_roles_replace', async (tx, before) => {
      await replaceAccesses(tx, id, roles);
      const after = await findUserRow(tx, id);
      return { accesses_before: before.accesses, accesses: after.accesses };
    });
    ctx.rbac.invalidate();
    return result;
  });
}
