import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { password_resets, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { newOpaqueToken, sha256 } from '../../platform/tokens';
import { revokeUserSessions } from './tokens';

const RESET_TTL_MS = 60 * 60_000;

function resetMail(appUrl: string, name: string, token: string) {
  const link = `${appUrl}/reset-password/${token}`;
  return {
    subject: 'Atur ulang kata sandi Gratifikasi Online',
    text: `Yth. ${name},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan berikut dalam 60 menit:\n${link}\n\nAbaikan email ini jika Anda tidak memintanya.`,
    html: `<p>Yth. ${escapeHtml(name)},</p><p>Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan berikut dalam 60 menit:</p><p><a href="${link}">${link}</a></p><p>Abaikan email ini jika Anda tidak memintanya.</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Always answers the same way, so the endpoint does not reveal which e-mails have accounts. */
export async function requestPasswordReset(
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
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  if (!user?.email) return;
  const token = newOpaqueToken();
  const to = user.email;
  const mailId = await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .insert(password_resets)
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + RESET_TTL_MS),
      })
      .returning({ id: password_resets.id });
    await audit(tx, request, {
      action: 'password_reset_request',
      entity: 'password_resets',
      entity_id: reset.id,
      user_id: user.id,
      role_name: null,
    });
    return ctx.mailer.record(tx, { to, ...resetMail(ctx.config.appUrl, user.name, token) });
  });
  ctx.mailer.dispatch(mailId);
}

async function findValidReset(ctx: ServerContext, token: string) {
  const [row] = await ctx.db
    .select({ id: password_resets.id, user_id: users.id, email: users.email })
    .from(password_resets)
    .innerJoin(users, eq(users.id, password_resets.user_id))
    .where(
      and(
        eq(password_resets.token_hash, sha256(token)),
        isNull(password_resets.used_at),
        gt(password_resets.expires_at, new Date()),
      ),
    );
  if (!row) throw new AppError('LINK_EXPIRED');
  return row;
}

export async function checkResetToken(
  ctx: ServerContext,
  token: string,
): Promise<{ valid: true; email: string }> {
  const row = await findValidReset(ctx, token);
  return { valid: true, email: row.email ?? '' };
}

/** Sets the new password, spends the token, and ends every session of the account. */
export async function resetPassword(
  ctx: ServerContext,
  request: RequestMeta,
  input: { token: string; password: string },
): Promise<void> {
  const row = await findValidReset(ctx, input.token);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(password_resets)
      .set({ used_at: new Date() })
      .where(and(eq(password_resets.id, row.id), isNull(password_resets.used_at)))
      .returning({ id: password_resets.id });
    if (spent.length === 0) throw new AppError('LINK_EXPIRED');
    await tx
      .update(users)
      .set({
        password_hash: hash,
        password_changed_at: new Date(),
        must_change_password: false,
        updated_at: new Date(),
      })
      .where(eq(users.id, row.user_id));
    const revoked = await revokeUserSessions(tx, row.user_id, 'password_reset');
    await audit(tx, request, {
      action: 'password_reset',
      entity: 'users',
      entity_id: row.user_id,
      user_id: row.user_id,
      role_name: null,
      after: { revoked_sessions: revoked },
    });
  });
}
