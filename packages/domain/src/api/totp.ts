import { z } from 'zod';
import { tokenPairSchema } from './auth';

/** The code typed at the second step: a 6-digit TOTP code or a recovery code (dashes and spaces allowed). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Kode wajib diisi')
  .max(20, 'Kode tidak valid');

/**
 * `POST /api/auth/login` when the account needs the second factor: no tokens yet, a short-lived signed challenge.
 * `second_factor` is `totp` (ask the code) or `enrol` (the role requires it and the user has none yet: set it up
 * first with `auth/login/totp/setup`, then confirm with the first code).
 */
export const secondFactorChallengeSchema = z.object({
  second_factor: z.enum(['totp', 'enrol']),
  challenge: z.string(),
  expires_in: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What the password step answers: the token pair, or the challenge. */
export const loginAnswerSchema = z.union([tokenPairSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Body of `POST /api/auth/login/totp`. */
export const secondFactorPayloadSchema = z.object({
  challenge: z.string().min(1).max(1000),
  code: secondFactorCodeSchema,
});
/** Body of `POST /api/auth/login/totp/setup`. */
export const challengePayloadSchema = z.object({ challenge: z.string().min(1).max(1000) });

/** The pair, with the recovery codes when this step completed an enrolment (shown once). */
export const secondFactorAnswerSchema = tokenPairSchema.extend({
  recovery_codes: z.array(z.string()).optional(),
});
export type SecondFactorAnswer = z.infer<typeof secondFactorAnswerSchema>;

/** A new (pending) secret: what the authenticator app needs, as text and as a QR code (SVG). */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** `GET /api/user/totp`: the caller's second factor. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** A role of the account requires it: it cannot be turned off. */
  required: z.boolean(),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** Body of `POST /api/user/totp/confirm` and `…/recovery-codes`. */
export const totpCodePayloadSchema = z.object({ code: secondFactorCodeSchema });
/** Body of `POST /api/user/totp/disable`. */
export const totpDisablePayloadSchema = z.object({
  password: z.string().min(1, 'Kata sandi wajib diisi').max(200),
  code: secondFactorCodeSchema,
});
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** `GET /api/admin/users/:id/totp`: whether the account has a second factor (for the administrator's reset). */
export const adminTotpStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  confirmed_at: z.string().nullable(),
});
export type AdminTotpStatus = z.infer<typeof adminTotpStatusSchema>;
