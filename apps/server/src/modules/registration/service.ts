import {
  type ActivationResult,
  type FieldErrors,
  type NikCheck,
  nikError,
  nikIdentity,
  REGISTRATION_MESSAGES,
  type RegistrationResult,
  roleByName,
} from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { pelapors, role_users, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { activationMail } from './mails';
import { claimUserToken, invalidateUserTokens, issueUserToken, lockAccountIdentity } from './tokens';

/** True when a live account or a live reporter profile already holds the NIK. */
export async function nikTaken(db: Db, nik: string): Promise<boolean> {
  const [account, profile] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.nik, nik), isNull(users.deleted_at)))
      .limit(1),
    db
      .select({ id: pelapors.id })
      .from(pelapors)
      .where(and(eq(pelapors.nik, nik), isNull(pelapors.deleted_at)))
      .limit(1),
  ]);
  return account.length > 0 || profile.length > 0;
}

/** True when another live account uses the e-mail (case-insensitive). */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deleted_at)))
    .limit(2);
  return rows.some((r) => r.id !== exceptUserId);
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  // The unique index is on lower(username) over every row, deleted ones included.
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** `GET user/registration-checknik/{nik}`: validity per spec §5, whether it is taken, and what it tells. */
export async function checkNik(db: Db, nik: string): Promise<NikCheck> {
  const message = nik === '' ? 'NIK wajib diisi' : nikError(nik);
  const identity = message ? null : nikIdentity(nik);
  if (!identity) {
    return {
      nik,
      valid: false,
      terdaftar: false,
      jenis_kelamin: null,
      tanggal_lahir: null,
      pesan: message ?? 'NIK tidak valid',
    };
  }
  const terdaftar = await nikTaken(db, nik);
  return {
    nik,
    valid: true,
    terdaftar,
    jenis_kelamin: identity.jenis_kelamin,
    tanggal_lahir: identity.tanggal_lahir,
    pesan: terdaftar ? REGISTRATION_MESSAGES.nikTaken : null,
  };
}

export interface RegistrationInput {
  nama: string;
  nik: string;
  email: string;
  username: string;
  telepon: string;
  password: string;
}

async function identityErrors(db: Db, input: RegistrationInput): Promise<FieldErrors> {
  const [nik, email, username] = await Promise.all([
    nikTaken(db, input.nik),
    emailTaken(db, input.email),
    usernameTaken(db, input.username),
  ]);
  const errors: FieldErrors = {};
  if (nik) errors.nik = [REGISTRATION_MESSAGES.nikTaken];
  if (email) errors.email = [REGISTRATION_MESSAGES.emailTaken];
  if (username) errors.username = [REGISTRATION_MESSAGES.usernameTaken];
  return errors;
}

/**
 * `POST user/registration`: a not-yet-activated individu account, its 24-hour activation link in the outbox.
 * No pelapor is created; the guard sends an individu without one to the reporter-registration screen.
 */
export async function register(
  ctx: ServerContext,
  request: RequestMeta,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const hash = await hashPassword(input.password);
  const email = input.email.trim();
  const mailId = await ctx.db.transaction(async (tx) => {
    await lockAccountIdentity(tx);
    const errors = await identityErrors(tx, input);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.nama,
        email,
        nik: input.nik,
        telepon: input.telepon,
        password_hash: hash,
        activated_at: null,
      })
      .returning({ id: users.id });
    await tx.insert(role_users).values({ user_id: user.id, role_id: roleByName('individu').id });
    const token = await issueUserToken(tx, user.id, 'ACTIVATION');
    await audit(tx, request, {
      action: 'register',
      entity: 'users',
      entity_id: user.id,
      user_id: user.id,
      role_name: 'individu',
      after: { username: input.username, email, nik: input.nik },
    });
    return ctx.mailer.record(tx, activationMail(ctx.config.appUrl, email, input.nama, token));
  });
  ctx.mailer.dispatch(mailId);
  return { username: input.username, email };
}

/** `POST user/activation`: ACTIVATION sets activated_at; EMAIL_CHANGE moves the account to the new address. */
export async function activate(
  ctx: ServerContext,
  request: RequestMeta,
  token: string,
  password?: string,
): Promise<ActivationResult> {
  const hash = password === undefined ? null : await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimUserToken(tx, token, hash ? ['ACTIVATION'] : ['ACTIVATION', 'EMAIL_CHANGE']);
    const [before] = await tx
      .select({
        username: users.username,
        email: users.email,
        activated_at: users.activated_at,
        deleted_at: users.deleted_at,
      })
      .from(users)
      .where(eq(users.id, claimed.user_id));
    if (!before || before.deleted_at !== null) throw new AppError('LINK_EXPIRED');
    const now = new Date();
    const changes: Partial<typeof users.$inferInsert> = { updated_at: now };
    if (claimed.type === 'EMAIL_CHANGE') {
      const newEmail = claimed.new_email ?? '';
      if (newEmail === '' || (await emailTaken(tx, newEmail, claimed.user_id))) {
        throw fieldError('email', REGISTRATION_MESSAGES.emailTaken);
      }
      changes.email = newEmail;
      // Following an e-mailed link proves the address, so a pending account is activated as well.
      changes.activated_at = before.activated_at ?? now;
    } else {
      changes.activated_at = before.activated_at ?? now;
      if (hash) {
        changes.password_hash = hash;
        changes.password_changed_at = now;
        changes.must_change_password = false;
      }
    }
    await tx.update(users).set(changes).where(eq(users.id, claimed.user_id));
    await audit(tx, request, {
      action: claimed.type === 'EMAIL_CHANGE' ? 'email_change_confirm' : 'activation',
      entity: 'users',
      entity_id: claimed.user_id,
      user_id: claimed.user_id,
      role_name: null,
      before: { email: before.email, activated_at: before.activated_at },
      after: { email: changes.email ?? before.email, password_set: hash !== null },
    });
    return { type: claimed.type, username: before.username, email: changes.email ?? before.email };
  });
}

/**
 * `POST user/activation-request`: when a live, not-yet-activated account has the e-mail, its open activation
 * links are spent and a new one mailed. The caller learns nothing either way.
 */
export async function requestActivation(
  ctx: ServerContext,
  request: RequestMeta,
  email: string,
): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.deleted_at),
        isNull(users.activated_at),
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  if (!user?.email) return;
  const to = user.email;
  const mailId = await ctx.db.transaction(async (tx) => {
    await invalidateUserTokens(tx, user.id, 'ACTIVATION');
    const token = await issueUserToken(tx, user.id, 'ACTIVATION');
    await audit(tx, request, {
      action: 'activation_request',
      entity: 'users',
      entity_id: user.id,
      user_id: user.id,
      role_name: null,
    });
    return ctx.mailer.record(tx, activationMail(ctx.config.appUrl, to, user.name, token));
  });
  ctx.mailer.dispatch(mailId);
}
