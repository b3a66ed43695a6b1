import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { adminRoutes } from './http/admin';
import { inboxRoutes } from './http/inbox';
import { stepRoutes } from './http/steps';
import { reviewRoutes } from './review/routes';

/** /api/laporan/{id}/aksi, jejak, hasil-tingkat, the fNN step calls, inboxes, distribution and administration (issue 10). */
export function prosesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  inboxRoutes(app, ctx);
  stepRoutes(app, ctx);
  adminRoutes(app, ctx);
  reviewRoutes(app, ctx);
}
