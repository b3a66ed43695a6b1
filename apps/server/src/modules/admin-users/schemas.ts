import { idParamSchema, idSchema, nikFieldSchema, nipFieldSchema, passwordSchema } from '@gratifikasi/domain';
import { z } from 'zod';
import { pageQuerySchema } from './paging';

export const SCOPE_TYPES = ['instansi', 'upg', 'unit_kerja'] as const;

export const scopeSchema = z.object({
  scope_type: z.enum(SCOPE_TYPES),
  scope_id: idSchema,
  scope_name: z.string().trim().min(1, 'Wajib diisi').max(255),
});

export const accessInputSchema = z.object({
  role_id: idSchema,
  scope: scopeSchema.nullable().optional(),
});
export type AccessInput = z.infer<typeof accessInputSchema>;

const username = z
  .string()
  .trim()
  .min(3, 'Minimal 3 karakter')
  .max(100, 'Maksimal 100 karakter')
  .regex(/^[A-Za-z0-9._-]+$/, 'Hanya huruf, angka, titik, garis bawah, dan tanda hubung');
const email = z.string().trim().email('Format email tidak valid').max(200);

/**
 * KPK staff placement (grup and tim masters): the workflow gives a Group Head the reports of the grup, a Ketua
 * Tim and the Anggota Tim those of the tim. Absent: unchanged (on edit); null: cleared.
 */
const placement = {
  grup_id: idSchema.nullable().optional(),
  tim_id: idSchema.nullable().optional(),
};

export const createUserSchema = z.object({
  username,
  name: z.string().trim().min(1, 'Wajib diisi').max(200, 'Maksimal 200 karakter'),
  email,
  /**
   * The account holder's NIK: a self-service (individu) account may only file as the pelapor with this NIK
   * (issue 9 §1); registration records it, an administrator records it for an account they create.
   */
  nik: nikFieldSchema.nullable().optional(),
  /** A staff account's NIP (SPEC §5), printed under its holder's name on the letters they sign. */
  nip: nipFieldSchema.nullable().optional(),
  /** Absent: a password is generated and e-mailed to the user. */
  password: passwordSchema.optional(),
  roles: z.array(accessInputSchema).max(30).default([]),
  ...placement,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  name: z.string().trim().min(1, 'Wajib diisi').max(200, 'Maksimal 200 karakter'),
  email,
  /** Absent: unchanged; null: cleared. */
  nik: nikFieldSchema.nullable().optional(),
  nip: nipFieldSchema.nullable().optional(),
  ...placement,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const replaceRolesSchema = z.object({ roles: z.array(accessInputSchema).max(30) });

export const resetPasswordSchema = z.object({
  /** `link`: e-mail a reset link; `must_change`: the next call answers 471 until renewed via Lupa Password. */
  mode: z.enum(['link', 'must_change']),
});

export const userListQuerySchema = pageQuerySchema.extend({
  role: z.string().max(100).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  trashed: z.enum(['with', 'only']).optional(),
  grup_id: idParamSchema.optional(),
  tim_id: idParamSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const accessViewSchema = z.object({
  access_id: z.number().int(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_label: z.string(),
  scope: scopeSchema.nullable(),
});

export const userViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  nik: z.string().nullable(),
  nip: z.string().nullable(),
  is_active: z.boolean(),
  must_change_password: z.boolean(),
  grup_id: z.number().int().nullable(),
  grup_nama: z.string().nullable(),
  tim_id: z.number().int().nullable(),
  tim_nama: z.string().nullable(),
  accesses: z.array(accessViewSchema),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type UserView = z.infer<typeof userViewSchema>;

export const userDetailSchema = userViewSchema.extend({
  direct_permissions: z.array(z.string()),
  password_changed_at: z.string(),
  active_sessions: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
