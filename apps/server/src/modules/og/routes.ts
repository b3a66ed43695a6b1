import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ogLabelRoutes } from './label/routes';
import { ogRegisterRoutes } from './register/routes';
import { ogSerahRoutes } from './serah/routes';

/** Gratified objects (issue 12 §1–3): the register and custody, labels and scans, the records that move objects. */
export function ogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ogSerahRoutes(app, ctx);
  ogLabelRoutes(app, ctx);
  ogRegisterRoutes(app, ctx);
}
