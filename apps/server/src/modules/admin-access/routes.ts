import { envelope, idParamSchema, idSchema, PERMISSION_NAMES } from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { assertSystemAdmin } from '../admin-users/kpk-scope';
import { idParams, pageQuerySchema, pageSchema } from '../admin-users/paging';
import {
  grantPermission,
  listPermissions,
  listPermissionUsers,
  listRoles,
  listRoleUsers,
  revokePermission,
  setRolePermissions,
} from './service';

/** Changing what a role or a user may do is the system administrators' (not the KPK admin's). */
const systemOnly = (request: FastifyRequest) =>
  assertSystemAdmin(requireAuth(request), 'Hanya administrator sistem yang dapat mengubah hak akses');

const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  permissions: z.array(z.string()),
  user_count: z.number().int(),
});
const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  roles: z.array(z.string()),
});
const permissionUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  permission_id: z.number().int(),
  permission: z.string(),
});
const roleUserSchema = z.object({
  access_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_label: z.string(),
  scope_type: z.string().nullable(),
  scope_id: z.number().int().nullable(),
  scope_name: z.string().nullable(),
});
const userIdFilter = idParamSchema.optional();

/** Roles, permissions and their grants (permission manajemen-user). */
export function adminAccessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: ['manajemen-user'] as const } };
  const tags = ['admin-access'];

  r.get(
    '/admin/roles',
    {
      config,
      schema: {
        tags,
        summary: 'Roles with permission names and user counts',
        response: { 200: envelope(pageSchema(roleSchema)) },
      },
    },
    async () => ({ data: await listRoles(ctx) }),
  );

  r.get(
    '/admin/permissions',
    {
      config,
      schema: {
        tags,
        summary: 'Permissions and the roles holding them',
        response: { 200: envelope(pageSchema(permissionSchema)) },
      },
    },
    async () => ({ data: await listPermissions(ctx) }),
  );

  r.put(
    '/admin/roles/:id/permissions',
    {
      config,
      schema: {
        tags,
        summary: "Replace a role's permissions (permission-roles)",
        params: idParams,
        body: z.object({ permissions: z.array(z.string().max(100)).max(PERMISSION_NAMES.length) }),
        response: { 200: envelope(roleSchema) },
      },
    },
    async (request) => {
      systemOnly(request);
      return {
        data: await setRolePermissions(ctx, request, request.params.id, request.body.permissions),
        message: 'Hak akses peran berhasil disimpan',
      };
    },
  );

  r.get(
    '/admin/permission-users',
    {
      config,
      schema: {
        tags,
        summary: 'Permissions granted to users directly',
        querystring: pageQuerySchema.extend({
          user_id: userIdFilter,
          permission: z.string().max(100).optional(),
        }),
        response: { 200: envelope(pageSchema(permissionUserSchema)) },
      },
    },
    async (request) => ({ data: await listPermissionUsers(ctx, request.query) }),
  );

  r.post(
    '/admin/permission-users',
    {
      config,
      schema: {
        tags,
        summary: 'Grant a permission to a user directly',
        body: z.object({ user_id: idSchema, permission: z.string().max(100) }),
        response: {
          201: envelope(permissionUserSchema.pick({ user_id: true, permission_id: true, permission: true })),
        },
      },
    },
    async (request, reply) => {
      systemOnly(request);
      const data = await grantPermission(ctx, request, request.body.user_id, request.body.permission);
      ctx.rbac.invalidate();
      return reply.code(201).send({ data, message: 'Hak akses berhasil diberikan' });
    },
  );

  r.delete(
    '/admin/permission-users/:user_id/:permission_id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a direct grant',
        params: z.object({
          user_id: idParamSchema,
          permission_id: idParamSchema,
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      systemOnly(request);
      await revokePermission(ctx, request, request.params.user_id, request.params.permission_id);
      ctx.rbac.invalidate();
      return { data: null, message: 'Hak akses berhasil dicabut' };
    },
  );

  r.get(
    '/admin/role-users',
    {
      config,
      schema: {
        tags,
        summary: 'Accesses: user + role + scope',
        querystring: pageQuerySchema.extend({
          role: z.string().max(100).optional(),
          user_id: userIdFilter,
          scope_type: z.string().max(50).optional(),
        }),
        response: { 200: envelope(pageSchema(roleUserSchema)) },
      },
    },
    async (request) => ({ data: await listRoleUsers(ctx, request.query) }),
  );
}
