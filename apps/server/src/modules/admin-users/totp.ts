import { type AdminTotpStatus, adminTotpStatusSchema, envelope } from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { findLoginUserById, roleNamesOf } from '../auth/login-session';
import { roleRequiresTotp } from '../auth/totp/service';
import { deleteTotp, findTotp } from '../auth/totp/store';
import { assertSystemAdmin } from './kpk-scope';
import { idParams } from './paging';

const ONLY_SYSTEM_ADMIN = 'Hanya administrator sistem yang dapat mengatur ulang autentikasi dua faktor';

async function statusOf(ctx: ServerContext, id: number): Promise<AdminTotpStatus> {
  const user = await findLoginUserById(ctx, id);
  if (!user) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan');
  const row = await findTotp(ctx.db, id);
  return {
    enabled: Boolean(row?.confirmed_at),
    required: roleRequiresTotp(ctx, roleNamesOf(await ctx.rbac.get(), user.accesses)),
    confirmed_at: row?.confirmed_at?.toISOString() ?? null,
  };
}

/**
 * /api/admin/users/:id/totp: a user's second factor and its reset by a system administrator (sysadmin, superuser;
 * not the KPK admin), for a lost phone: the secret and recovery codes are deleted, the user enrols again.
 */
export function adminTotpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: ['manajemen-user'] as const } };
  const tags = ['admin-users'];
  const response = { 200: envelope(adminTotpStatusSchema) };

  r.get(
    '/admin/users/:id/totp',
    { config, schema: { tags, summary: "A user's second factor", params: idParams, response } },
    async (request) => {
      assertSystemAdmin(requireAuth(request), ONLY_SYSTEM_ADMIN);
      return { data: await statusOf(ctx, request.params.id) };
    },
  );

  r.delete(
    '/admin/users/:id/totp',
    {
      config,
      schema: { tags, summary: "Reset a user's second factor (audited)", params: idParams, response },
    },
    async (request) => {
      assertSystemAdmin(requireAuth(request), ONLY_SYSTEM_ADMIN);
      const { id } = request.params;
      const before = await statusOf(ctx, id);
      if (!(await findTotp(ctx.db, id)))
        throw new AppError('CONFLICT', 'Pengguna belum memakai autentikasi dua faktor');
      await ctx.db.transaction(async (tx) => {
        await deleteTotp(tx, id);
        await audit(tx, request, {
          action: 'totp_reset',
          entity: 'users',
          entity_id: id,
          before: { enabled: before.enabled, confirmed_at: before.confirmed_at },
        });
      });
      return { data: await statusOf(ctx, id), message: 'Autentikasi dua faktor pengguna telah diatur ulang' };
    },
  );
}
