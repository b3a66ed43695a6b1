import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from './config';
import type { CaptchaGenerator, ServerContext } from './context';
import type { Database } from './db/client';
import { adminAccessRoutes } from './modules/admin-access/routes';
import { adminLogRoutes } from './modules/admin-logs/routes';
import { adminMediaRoutes } from './modules/admin-media/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { appConfigRoutes } from './modules/app-config/routes';
import { svgCaptcha } from './modules/auth/captcha';
import { authRoutes } from './modules/auth/routes';
import { hariKerjaRoutes } from './modules/hari-libur/routes';
import { healthRoutes } from './modules/health/routes';
import { kursRoutes } from './modules/kurs/routes';
import { laporanFormulirRoutes } from './modules/laporan/formulir/routes';
import { laporanImportRoutes } from './modules/laporan/import/routes';
import { laporanRoutes } from './modules/laporan/routes';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { masterRoutes } from './modules/masters/routes';
import { notificationRoutes } from './modules/notification/routes';
import { pelaporRoutes } from './modules/pelapor/routes';
import { publicLinkRoutes } from './modules/public-link/routes';
import { registrationRoutes } from './modules/registration/routes';
import { userRoutes } from './modules/user/routes';
import { type RouteEntry, registerAccessControl } from './platform/access';
import { registerDocs } from './platform/docs';
import { registerErrorHandling } from './platform/error-handler';
import { type FileStorage, localStorage } from './platform/files';
import { scheduleHousekeeping } from './platform/housekeeping';
import { registerInputGuard } from './platform/input-guard';
import { createInProcessJobs, type Jobs } from './platform/jobs';
import { createMailer, smtpTransport } from './platform/mail';
import { createRbacCache } from './platform/rbac';
import { registerSecurity } from './platform/security';
import { createSettingsCache } from './platform/settings';
import { registerSpa } from './platform/spa';
import { configureZodLocale } from './platform/zod-locale';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Pino options or an existing logger; tests pass `false`. */
  logger?: boolean | FastifyBaseLogger | Record<string, unknown>;
  /** Overrides SMTP_URL's transport (tests use nodemailer's JSON transport). */
  mailTransport?: Transporter | null;
  jobs?: Jobs;
  captcha?: CaptchaGenerator;
  /** File storage; defaults to local disk under DATA_DIR/files. */
  files?: FileStorage;
}

/** The server, its shared context, and every route it registered with the access each declares. */
export type App = FastifyInstance & { ctx: ServerContext; routeTable: RouteEntry[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pino-pretty is a dev dependency; a production install without it still logs (as JSON). */
function prettyAvailable(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(config: AppConfig) {
  const pretty = config.env === 'development' && prettyAvailable();
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

/** The whole server: platform plugins, then every module. `main.ts` and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  configureZodLocale();
  const { config, database } = deps;
  const logger = deps.logger ?? loggerOptions(config);
  const app = Fastify({
    ...(typeof logger === 'object' && 'info' in logger
      ? { loggerInstance: logger as FastifyBaseLogger }
      : { logger }),
    // Keep a well-formed id from a proxy so logs line up; otherwise mint one. It is also the support id.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && UUID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Many clients send `Content-Type: application/json` with an empty body on a bodiless POST (logout, captcha).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return jsonParser(req, text, done);
  });
  // OAuth clients post x-www-form-urlencoded (RFC 6749 §4.3).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQuery(body as string));
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerInputGuard(app);

  const jobs = deps.jobs ?? createInProcessJobs(app.log);
  const transport = deps.mailTransport !== undefined ? deps.mailTransport : smtpTransport(config.smtpUrl);
  const ctx: ServerContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    rbac: createRbacCache(database.db),
    settings: createSettingsCache(database.db),
    jobs,
    mailer: createMailer({ db: database.db, jobs, from: config.mailFrom, transport, log: app.log }),
    captcha: deps.captcha ?? svgCaptcha,
    files: deps.files ?? localStorage(join(config.dataDir, 'files')),
  };
  const routeTable: RouteEntry[] = [];
  app.decorate('ctx', ctx);
  app.decorate('routeTable', routeTable);

  // Headers and rate limits first, so even a 401 carries security headers and a token flood is limited
  // before it costs a database lookup.
  await registerSecurity(app, { rateLimitMax: config.rateLimitMax });
  registerAccessControl(app, ctx, routeTable);
  await registerDocs(app);

  await app.register(
    async (api) => {
      healthRoutes(api, ctx);
      maintenanceRoutes(api, ctx);
      appConfigRoutes(api, ctx);
      authRoutes(api, ctx);
      userRoutes(api, ctx);
      await api.register((scope) => registrationRoutes(scope, ctx));
      adminUserRoutes(api, ctx);
      adminAccessRoutes(api, ctx);
      adminLogRoutes(api, ctx);
      adminMediaRoutes(api, ctx);
      pelaporRoutes(api, ctx);
      notificationRoutes(api, ctx);
      await api.register((scope) => publicLinkRoutes(scope, ctx));
      laporanFormulirRoutes(api, ctx);
      await api.register((scope) => laporanImportRoutes(scope, ctx));
      // Before the master routes: its hook sees their hari-libur writes, and it owns /mata-uang/kurs-pajak.
      hariKerjaRoutes(api, ctx);
      await api.register((scope) => kursRoutes(scope, ctx));
      await api.register((scope) => laporanRoutes(scope, ctx));
      // Last, so a dropdown path another module serves stays with it; own scope for the multipart parser.
      await api.register((scope) => masterRoutes(scope, ctx));
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDist);
  const stopHousekeeping = scheduleHousekeeping(database.db, jobs);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await jobs.drain();
  });
  return app as unknown as App;
}
