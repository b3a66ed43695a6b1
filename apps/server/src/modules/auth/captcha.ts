import { randomUUID } from 'node:crypto';
import type { Captcha } from '@gratifikasi/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptchaLib from 'svg-captcha';
import type { CaptchaGenerator, ServerContext } from '../../context';
import { captchas } from '../../db/schema';
import { fieldError } from '../../platform/errors';
import { sha256 } from '../../platform/tokens';

const CAPTCHA_TTL_MS = 5 * 60_000;

/** Five characters without look-alikes (0/o, 1/l/i) so a person can read them. */
export const svgCaptcha: CaptchaGenerator = () => {
  const { text, data } = svgCaptchaLib.create({ size: 5, noise: 2, ignoreChars: '0oO1lIi', color: true });
  return { text, svg: data };
};

const answerHash = (answer: string) => sha256(answer.trim().toLowerCase());

/** A fresh captcha; only the hash of its answer is kept, for five minutes. */
export async function createCaptcha(ctx: ServerContext): Promise<Captcha> {
  const key = randomUUID();
  if (!ctx.config.captchaEnabled) return { key, svg: '', enabled: false };
  const { text, svg } = ctx.captcha();
  await ctx.db.insert(captchas).values({
    key,
    answer_hash: answerHash(text),
    expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { key, svg, enabled: true };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One use: the captcha is consumed whether or not the answer is right. Case-insensitive. */
export async function verifyCaptcha(ctx: ServerContext, key: string, answer: string): Promise<void> {
  if (!ctx.config.captchaEnabled) return;
  const wrong = fieldError('captcha', 'Captcha tidak sesuai, silakan coba lagi');
  if (!UUID.test(key) || answer.trim() === '') throw wrong;
  const [row] = await ctx.db
    .update(captchas)
    .set({ used_at: new Date() })
    .where(and(eq(captchas.key, key), isNull(captchas.used_at), gt(captchas.expires_at, new Date())))
    .returning({ answer_hash: captchas.answer_hash });
  if (!row || row.answer_hash !== answerHash(answer)) throw wrong;
}
