import { z } from 'zod';
import { nikError } from '../validation/nik';
import { nipError } from '../validation/nip';
import { personNameSchema } from '../validation/text';
import { passwordSchema } from './auth';

/** Account username: 4–50 letters, digits, period, underscore or hyphen. */
export const usernameSchema = z
  .string()
  .trim()
  .min(4, 'Nama pengguna minimal 4 karakter')
  .max(50, 'Nama pengguna maksimal 50 karakter')
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'Nama pengguna hanya boleh berisi huruf, angka, titik, garis bawah, dan tanda hubung',
  );

/** A required e-mail address. */
export const accountEmailSchema = z
  .string()
  .trim()
  .min(1, 'Email wajib diisi')
  .max(200, 'Email maksimal 200 karakter')
  .email('Format email tidak valid');

/** A required phone number: digits, spaces, brackets and hyphens, optionally starting with +. */
export const teleponSchema = z
  .string()
  .trim()
  .min(1, 'Nomor telepon wajib diisi')
  .max(50, 'Nomor telepon maksimal 50 karakter')
  .regex(/^\+?[0-9 ()-]{6,}$/, 'Nomor telepon tidak valid');

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmationIssue = { message: 'Konfirmasi kata sandi tidak sama', path: ['password_confirmation'] };

/** Message of a registration whose NIK or e-mail already belongs to an account. */
export const REGISTRATION_MESSAGES = {
  nikTaken: 'NIK sudah terdaftar',
  emailTaken: 'Email sudah digunakan',
  usernameTaken: 'Nama pengguna sudah digunakan',
  consent: 'Anda harus menyetujui pernyataan untuk mendaftar',
  notActivated:
    'Akun Anda belum diaktivasi. Silakan buka tautan aktivasi di email Anda atau minta tautan baru melalui halaman Reaktivasi.',
} as const;

/** A NIK field: 16 digits that pass the §5 rules (registration, an administrator recording an account's NIK). */
/** A civil servant's NIP (SPEC §5: 18 digits, birth date, appointment month, sex, serial), as a form field. */
export const nipFieldSchema = z
  .string()
  .trim()
  .min(1, 'NIP wajib diisi')
  .superRefine((value, ctx) => {
    const message = nipError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const nikFieldSchema = z
  .string()
  .trim()
  .min(1, 'NIK wajib diisi')
  .superRefine((value, ctx) => {
    const message = nikError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Body of `POST user/registration` (issue 4 §1). `token` is the captcha key, `captcha` the typed answer. */
export const registrationPayloadSchema = z
  .object({
    nama: personNameSchema,
    nik: nikFieldSchema,
    email: accountEmailSchema,
    username: usernameSchema,
    telepon: teleponSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    persetujuan: z.literal(true, { message: REGISTRATION_MESSAGES.consent }),
    captcha: z.string().trim().max(20).optional().default(''),
    token: z.string().max(200).optional().default(''),
  })
  .refine(confirmed, confirmationIssue);
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;

/** `POST user/registration` data: where the activation link went. */
export const registrationResultSchema = z.object({ username: z.string(), email: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** Kinds of one-use link mailed to a user (user_tokens.type). */
export const USER_TOKEN_TYPES = ['ACTIVATION', 'EMAIL_CHANGE'] as const;
export type UserTokenType = (typeof USER_TOKEN_TYPES)[number];

const linkToken = z.string().trim().min(1, 'Token wajib diisi').max(200);

/** Body of `POST user/activation`. */
export const activationPayloadSchema = z.object({ token: linkToken });

/** `POST user/activation` and `activation-changepassword` data: what the link did. */
export const activationResultSchema = z.object({
  type: z.enum(USER_TOKEN_TYPES),
  username: z.string(),
  email: z.string().nullable(),
});
export type ActivationResult = z.infer<typeof activationResultSchema>;

/** Body of `POST user/activation-request` (a new activation link). */
export const activationRequestPayloadSchema = z.object({ email: accountEmailSchema });

/** Body of `POST user/activation-changepassword`: activation that also sets the password. */
export const activationChangePasswordPayloadSchema = z
  .object({ token: linkToken, password: passwordSchema, password_confirmation: z.string() })
  .refine(confirmed, confirmationIssue);

/** Body of `POST user/change-email`: the new address, confirmed by the current password. */
export const changeEmailPayloadSchema = z.object({
  email: accountEmailSchema,
  password: z.string().min(1, 'Kata sandi wajib diisi').max(200),
});

/** Body of `POST user/update`: the account's name and phone. */
export const updateAccountPayloadSchema = z.object({ name: personNameSchema, telepon: teleponSchema });

/** `POST user/avatar` data. */
export const avatarResultSchema = z.object({ avatar_url: z.string() });

/** What a NIK tells: the holder's sex and birth date (YYYY-MM-DD); null when the NIK is invalid. */
export interface NikIdentity {
  jenis_kelamin: 'L' | 'P';
  tanggal_lahir: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Reads sex and birth date from a valid NIK (digits 7–12, DDMMYY; a day above 40 marks a woman). The century
 * is not encoded: 20YY unless that would make the holder younger than 15 on `today`, then 19YY.
 */
export function nikIdentity(nik: string, today: Date = new Date()): NikIdentity | null {
  if (nikError(nik) !== null || nik === '') return null;
  let day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  const jenis_kelamin = day > 40 ? 'P' : 'L';
  if (day > 40) day -= 40;
  const latest = today.getUTCFullYear() - 15;
  const candidates = 2000 + yy <= latest ? [2000 + yy, 1900 + yy] : [1900 + yy, 2000 + yy];
  const year = candidates.find((y) => isRealDate(y, month, day));
  if (year === undefined) return null;
  return { jenis_kelamin, tanggal_lahir: `${year}-${pad(month)}-${pad(day)}` };
}
