import { envelope } from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { requestPasswordReset } from '../auth/password-reset';
import { EXPORT_MAX_ROWS, exportDate, sendSheet } from './export';
import { assertGrantable, assertSystemAdmin, assertUserInScope, managesAsKpkAdmin } from './kpk-scope';
import { idParams, pageSchema } from './paging';
import {
  createUserSchema,
  replaceRolesSchema,
  resetPasswordSchema,
  updateUserSchema,
  userDetailSchema,
  userListQuerySchema,
  userViewSchema,
} from './schemas';
import { findUserRow, getUser, listUsers } from './users-read';
import {
  activateUser,
  createUser,
  deactivateUser,
  deleteUser,
  forcePasswordChange,
  replaceUserRoles,
  restoreUser,
  updateUser,
} from './users-write';

const detail = { 200: envelope(userDetailSchema) };

/** The caller, once it is clear they are a system administrator (deleting and restoring are theirs). */
function assertedSystemAdmin(request: FastifyRequest) {
  const auth = requireAuth(request);
  assertSystemAdmin(auth);
  return auth;
}

/** /api/admin/users: user management (permission manajemen-user). */
export function adminUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: ['manajemen-user'] as const } };
  const tags = ['admin-users'];
  /** Every route on one user first checks that the account is within the caller's reach (404 if not). */
  const inScope = (request: FastifyRequest & { params: { id: number } }) =>
    assertUserInScope(ctx.db, requireAuth(request), request.params.id);

  r.get(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Users, paged (q over username/name/email; role, is_active, trashed, grup_id, tim_id)',
        querystring: userListQuerySchema,
        response: { 200: envelope(pageSchema(userViewSchema)) },
      },
    },
    async (request) => ({
      data: await listUsers(ctx, request.query, managesAsKpkAdmin(requireAuth(request))),
    }),
  );

  r.get(
    '/admin/users/export',
    {
      config,
      schema: { tags, summary: 'The whole filtered user list as .xlsx', querystring: userListQuerySchema },
    },
    async (request, reply) => {
      const { items } = await listUsers(
        ctx,
        { ...request.query, page: 1, per_page: EXPORT_MAX_ROWS },
        managesAsKpkAdmin(requireAuth(request)),
      );
      return sendSheet(
        reply,
        'pengguna',
        ['Nama Pengguna', 'Nama', 'Email', 'Peran', 'Grup', 'Tim', 'Status', 'Dibuat'],
        items.map((u) => [
          u.username,
          u.name,
          u.email,
          u.accesses
            .map((a) => (a.scope ? `${a.role_label} (${a.scope.scope_name})` : a.role_label))
            .join(', '),
          u.grup_nama ?? '',
          u.tim_nama ?? '',
          u.deleted_at ? 'Dihapus' : u.is_active ? 'Aktif' : 'Nonaktif',
          exportDate(u.created_at),
        ]),
      );
    },
  );

  r.get(
    '/admin/users/:id',
    { config, schema: { tags, summary: 'One user with accesses', params: idParams, response: detail } },
    async (request) => {
      await inScope(request);
      return { data: await getUser(ctx, request.params.id) };
    },
  );

  r.post(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        summary:
          'Create a user (with an optional KPK placement); without a password one is generated and e-mailed',
        body: createUserSchema,
        response: { 201: envelope(userDetailSchema) },
      },
    },
    async (request, reply) => {
      assertGrantable(
        requireAuth(request),
        request.body.roles.map((a) => a.role_id),
      );
      const data = await createUser(ctx, request, request.body);
      return reply.code(201).send({ data, message: 'Pengguna berhasil dibuat' });
    },
  );

  r.put(
    '/admin/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change name, e-mail, NIK and the KPK placement (grup, tim)',
        params: idParams,
        body: updateUserSchema,
        response: detail,
      },
    },
    async (request) => {
      await inScope(request);
      return {
        data: await updateUser(ctx, request, request.params.id, request.body),
        message: 'Pengguna berhasil diperbarui',
      };
    },
  );

  r.post(
    '/admin/users/:id/activate',
    { config, schema: { tags, summary: 'Activate', params: idParams, response: detail } },
    async (request) => {
      await inScope(request);
      return {
        data: await activateUser(ctx, request, request.params.id),
        message: 'Pengguna berhasil diaktifkan',
      };
    },
  );

  r.post(
    '/admin/users/:id/deactivate',
    {
      config,
      schema: {
        tags,
        summary: "Deactivate: the user's next call answers 467",
        params: idParams,
        response: detail,
      },
    },
    async (request) => {
      await inScope(request);
      return {
        data: await deactivateUser(ctx, request, requireAuth(request), request.params.id),
        message: 'Pengguna berhasil dinonaktifkan',
      };
    },
  );

  r.post(
    '/admin/users/:id/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'E-mail a reset link, or force a renewal (471) on the next call',
        params: idParams,
        body: resetPasswordSchema,
        response: detail,
      },
    },
    async (request) => {
      const { id } = request.params;
      await inScope(request);
      if (request.body.mode === 'must_change') {
        return {
          data: await forcePasswordChange(ctx, request, id),
          message: 'Pengguna wajib mengganti kata sandi',
        };
      }
      const user = await findUserRow(ctx.db, id);
      if (!user.email) throw new AppError('VALIDATION_FAILED', 'Pengguna tidak memiliki alamat email');
      if (!user.is_active || user.deleted_at) {
        throw new AppError('VALIDATION_FAILED', 'Pengguna tidak aktif; aktifkan terlebih dahulu');
      }
      await requestPasswordReset(ctx, request, user.email);
      await ctx.db.transaction((tx) =>
        audit(tx, request, {
          action: 'user_reset_link_sent',
          entity: 'users',
          entity_id: id,
          after: { email: user.email },
        }),
      );
      return {
        data: await getUser(ctx, id),
        message: `Tautan atur ulang kata sandi dikirim ke ${user.email}`,
      };
    },
  );

  r.put(
    '/admin/users/:id/roles',
    {
      config,
      schema: {
        tags,
        summary: "Replace the user's accesses (role + optional scope)",
        params: idParams,
        body: replaceRolesSchema,
        response: detail,
      },
    },
    async (request) => {
      await inScope(request);
      assertGrantable(
        requireAuth(request),
        request.body.roles.map((a) => a.role_id),
      );
      return {
        data: await replaceUserRoles(ctx, request, request.params.id, request.body.roles),
        message: 'Peran pengguna berhasil disimpan',
      };
    },
  );

  r.delete(
    '/admin/users/:id',
    { config, schema: { tags, summary: 'Soft delete', params: idParams, response: detail } },
    async (request) => ({
      data: await deleteUser(ctx, request, assertedSystemAdmin(request), request.params.id),
      message: 'Pengguna berhasil dihapus',
    }),
  );

  r.post(
    '/admin/users/:id/restore',
    { config, schema: { tags, summary: 'Restore a soft-deleted user', params: idParams, response: detail } },
    async (request) => {
      assertedSystemAdmin(request);
      return {
        data: await restoreUser(ctx, request, request.params.id),
        message: 'Pengguna berhasil dipulihkan',
      };
    },
  );
}
