import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ogFotoRoutes } from './foto/routes';
import { ogLabelRoutes } from './label/routes';
import { ogRegisterRoutes } from './register/routes';
import { ogResiRoutes } from './resi/routes';
import { ogRincianRoutes } from './rincian/routes';
import { ogSerahRoutes } from './serah/routes';

/** Gratified objects (issue 12 §1–3): the register and custody, labels and scans, the records that move objects. */
export async function ogRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Photos first, in a scope of their own for the multipart parser.
  await app.register((scope) => ogFotoRoutes(scope, ctx));
  await app.register((scope) => ogResiRoutes(scope, ctx));
  ogSerahRoutes(app, ctx);
  ogLabelRoutes(app, ctx);
  ogRincianRoutes(app, ctx);
  ogRegisterRoutes(app, ctx);
}
