import {
  envelope,
  idParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationReadAllSchema,
  notificationSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { listNotifications, markAllRead, markRead } from './service';

const config = { access: 'authenticated' as const };
const tags = ['notification'];

/** /api/notification: the signed-in user's in-app notifications (own only). */
export function notificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notification',
    {
      config,
      schema: {
        tags,
        summary: "The caller's notifications, newest first (unread=1: unread only), with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationPageSchema) },
      },
    },
    async (request) => ({
      data: await listNotifications(ctx.db, requireAuth(request).user.id, request.query),
    }),
  );

  r.post(
    '/notification/read-all',
    {
      config,
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
        response: { 200: envelope(notificationReadAllSchema) },
      },
    },
    async (request) => ({
      data: await markAllRead(ctx.db, request, requireAuth(request).user.id),
      message: 'Semua notifikasi ditandai sudah dibaca',
    }),
  );

  r.post(
    '/notification/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read (another user’s answers 404)',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(notificationSchema) },
      },
    },
    async (request) => ({
      data: await markRead(ctx.db, request, requireAuth(request).user.id, request.params.id),
    }),
  );
}
