import { z } from 'zod';
import { PERMISSION_NAMES } from '../access/permissions';
import { ROLE_NAMES } from '../access/roles';
import { idSchema } from '../validation/input';

/** Body of `POST /api/auth/login` (the SPA's login call, spec §7). `token` is the captcha key, `captcha` the typed answer, `code` an optional one-time code (reserved). */
export const loginPayloadSchema = z.object({
  username: z.string().trim().min(1, 'Nama pengguna wajib diisi').max(100),
  password: z.string().min(1, 'Kata sandi wajib diisi').max(200),
  captcha: z.string().trim().max(20).optional().default(''),
  token: z.string().max(200).optional().default(''),
  code: z.string().max(20).optional().default(''),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

/** Token pair returned by login, refresh and `oauth/token`. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Body of `POST /api/auth/refresh`. */
export const refreshPayloadSchema = z.object({ refresh_token: z.string().min(1) });

/** `POST /api/captcha` answer: an SVG image and the key to send back as `token`. */
export const captchaSchema = z.object({ key: z.string(), svg: z.string(), enabled: z.boolean() });
export type Captcha = z.infer<typeof captchaSchema>;

export const roleNameSchema = z.enum(ROLE_NAMES);
export const permissionNameSchema = z.enum(PERMISSION_NAMES);

/** One role the user holds, with its access (assignment) id and the permissions it carries. */
export const profileRoleSchema = z.object({
  id: z.number().int(),
  name: roleNameSchema,
  label: z.string(),
  /** The access (role assignment) id; send it as `x-access-id` or to `user/change-role`. */
  access_id: z.number().int(),
  /** Optional scope of the assignment, e.g. an instansi or UPG. */
  scope: z.object({ type: z.string(), id: z.number().int(), name: z.string() }).nullable(),
  permissions: z.array(z.object({ name: permissionNameSchema })),
});

export const pelaporSummarySchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  nik: z.string().nullable(),
});

/** `GET /api/my-profile` data (issue 2 §3). */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(profileRoleSchema),
  active_role: z.object({ id: z.number().int(), name: roleNameSchema, label: z.string() }).nullable(),
  access_id: z.number().int().nullable(),
  pelapors: z.array(pelaporSummarySchema),
  max_idle: z.number().int(),
  session_alert_threshold: z.number().int(),
  is_plh_gh: z.boolean(),
  /** The account's phone and NIK (registration, issue 4 §1); optional so older answers still parse. */
  telepon: z.string().nullable().optional(),
  nik: z.string().nullable().optional(),
  /** `GET user/avatar` path with a version query when the user has an avatar, else null. */
  avatar_url: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export type ProfileRole = z.infer<typeof profileRoleSchema>;

/** Body of `POST /api/user/change-role`. */
export const changeRolePayloadSchema = z.object({ access_id: idSchema });

/** Password policy shared by every password form: at least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(8, 'Kata sandi minimal 8 karakter')
  .max(128, 'Kata sandi maksimal 128 karakter')
  .regex(/[A-Za-z]/, 'Kata sandi harus mengandung huruf')
  .regex(/[0-9]/, 'Kata sandi harus mengandung angka');

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const confirmationIssue = { message: 'Konfirmasi kata sandi tidak sama', path: ['password_confirmation'] };

/** Body of `POST /api/auth/forgot-password`. */
export const forgotPasswordPayloadSchema = z.object({
  email: z.string().trim().email('Format email tidak valid').max(200),
});
/** Body of `POST /api/auth/check-forgot-token`. */
export const checkForgotTokenPayloadSchema = z.object({ token: z.string().min(1).max(200) });
/** Body of `POST /api/auth/change-password` (reset through the e-mailed token). */
export const resetPasswordPayloadSchema = z
  .object({ token: z.string().min(1).max(200), password: passwordSchema, password_confirmation: z.string() })
  .refine(confirmed, confirmationIssue);
/** Body of `POST /api/user/changepassword-profile`. */
export const changePasswordProfilePayloadSchema = z
  .object({
    old_password: z.string().min(1, 'Kata sandi lama wajib diisi'),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine(confirmed, confirmationIssue);

/** `GET /api/maintenance` data. */
export const maintenanceSchema = z.object({ isMaintenance: z.boolean(), message: z.string() });
export type MaintenanceStatus = z.infer<typeof maintenanceSchema>;

/** `GET /api/health` data. */
/**
 * `demo`: `seeding` while a first start still fills in the demo after listening (logins already work), else
 * `ready`. `GET /api/health?demo=ready` answers 503 until it is ready (the e2e suite waits on it).
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  demo: z.enum(['seeding', 'ready']),
});
export const healthQuerySchema = z.object({ demo: z.literal('ready').optional() });
