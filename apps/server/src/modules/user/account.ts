import type { Readable } from 'node:stream';
import { REGISTRATION_MESSAGES } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { media, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AuthContext, RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { storeFile } from '../../platform/files';
import { verifyPassword } from '../../platform/passwords';
import { emailChangeMail, emailChangeNotice } from '../registration/mails';
import { emailTaken } from '../registration/service';
import { invalidateUserTokens, issueUserToken, lockAccountIdentity } from '../registration/tokens';

/** Avatars: images only (by magic bytes), at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The path the SPA fetches the avatar from; the media id makes a new upload a new URL (no stale cache). */
export const avatarUrl = (mediaId: number | null) => (mediaId === null ? null : `user/avatar?v=${mediaId}`);

/** `POST user/avatar`: stores the image and makes it the account's avatar (the old file is soft-deleted). */
export async function saveAvatar(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  file: { bytes: Buffer; filename: string },
): Promise<{ avatar_url: string }> {
  const userId = auth.user.id;
  const stored = await ctx.db.transaction(async (tx) => {
    const row = await storeFile(tx, ctx.files, file, {
      accept: ['image'],
      maxBytes: AVATAR_MAX_BYTES,
      createdBy: userId,
    });
    const [before] = await tx
      .select({ avatar_media_id: users.avatar_media_id })
      .from(users)
      .where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ avatar_media_id: row.id, updated_at: new Date() })
      .where(eq(users.id, userId));
    const old = before?.avatar_media_id ?? null;
    if (old !== null) await tx.update(media).set({ deleted_at: new Date() }).where(eq(media.id, old));
    await audit(tx, request, {
      action: 'avatar_update',
      entity: 'users',
      entity_id: userId,
      before: { avatar_media_id: old },
      after: { avatar_media_id: row.id },
    });
    return row;
  });
  return { avatar_url: avatarUrl(stored.id) ?? '' };
}

/** The caller's own avatar only (there is no way to name another user's), 404 when none. */
export async function readAvatar(
  ctx: ServerContext,
  auth: AuthContext,
): Promise<{ stream: Readable; mime: string; size: number }> {
  const [row] = await ctx.db
    .select({ storage_key: media.storage_key, mime_type: media.mime_type, size: media.size })
    .from(users)
    .innerJoin(media, eq(media.id, users.avatar_media_id))
    .where(and(eq(users.id, auth.user.id), isNull(media.deleted_at)));
  if (!row) throw new AppError('NOT_FOUND', 'Foto profil belum diunggah');
  return { stream: await ctx.files.open(row.storage_key), mime: row.mime_type, size: row.size };
}

/**
 * `POST user/change-email`: checks the password and that the address is free, then mails a confirmation link
 * to the new address and a notice to the old one. The e-mail changes only when the link is opened.
 */
export async function requestEmailChange(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  input: { email: string; password: string },
): Promise<{ email: string }> {
  const [user] = await ctx.db
    .select({ password_hash: users.password_hash, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!user || !(await verifyPassword(user.password_hash, input.password))) {
    throw fieldError('password', 'Kata sandi tidak sesuai');
  }
  const email = input.email.trim();
  if (user.email !== null && user.email.toLowerCase() === email.toLowerCase()) {
    throw fieldError('email', 'Email baru sama dengan email saat ini');
  }
  const mailIds = await ctx.db.transaction(async (tx) => {
    await lockAccountIdentity(tx);
    if (await emailTaken(tx, email, auth.user.id))
      throw fieldError('email', REGISTRATION_MESSAGES.emailTaken);
    await invalidateUserTokens(tx, auth.user.id, 'EMAIL_CHANGE');
    const token = await issueUserToken(tx, auth.user.id, 'EMAIL_CHANGE', email);
    await audit(tx, request, {
      action: 'email_change_request',
      entity: 'users',
      entity_id: auth.user.id,
      before: { email: user.email },
      after: { new_email: email },
    });
    const ids = [await ctx.mailer.record(tx, emailChangeMail(ctx.config.appUrl, email, user.name, token))];
    if (user.email) ids.push(await ctx.mailer.record(tx, emailChangeNotice(user.email, user.name, email)));
    return ids;
  });
  for (const id of mailIds) ctx.mailer.dispatch(id);
  return { email };
}

/** `POST user/update`: the account's name and phone. */
export async function updateAccount(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  input: { name: string; telepon: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name, telepon: users.telepon })
      .from(users)
      .where(eq(users.id, auth.user.id));
    await tx
      .update(users)
      .set({ name: input.name, telepon: input.telepon, updated_at: new Date() })
      .where(eq(users.id, auth.user.id));
    await audit(tx, request, {
      action: 'account_update',
      entity: 'users',
      entity_id: auth.user.id,
      before: before ?? null,
      after: input,
    });
  });
}
