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
import { adminCodeRoutes } from './modules/admin-codes/routes';
import { auditChainRoutes, scheduleAuditChainJobs } from './modules/admin-logs/audit-chain-routes';
import { adminLogRoutes } from './modules/admin-logs/routes';
import { adminMediaRoutes } from './modules/admin-media/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { adminTotpRoutes } from './modules/admin-users/totp';
import { appConfigRoutes } from './modules/app-config/routes';
import { aturanRoutes } from './modules/aturan/routes';
import { svgCaptcha } from './modules/auth/captcha';
import { loginLockRoutes } from './modules/auth/login-locks';
import { authRoutes } from './modules/auth/routes';
import { dbThrottleStore, redisThrottleStore, withFallback } from './modules/auth/throttle-store';
import { totpProfileRoutes } from './modules/auth/totp/routes';
import { berandaRoutes } from './modules/beranda/routes';
import { pusatDokumenRoutes } from './modules/dokumen/pusat/routes';
import { dokumenRoutes } from './modules/dokumen/routes';
import { suratRoutes } from './modules/dokumen/surat/routes';
import { verifikasiRoutes } from './modules/dokumen/surat/verifikasi';
import { eofficeRoutes } from './modules/eoffice/routes';
import { scheduleEoffice } from './modules/eoffice/service';
import { hariKerjaRoutes } from './modules/hari-libur/routes';
import { healthRoutes } from './modules/health/routes';
import { instansiTransformasiRoutes } from './modules/instansi-transformasi/routes';
import { kontenBerkasRoutes } from './modules/konten/berkas';
import { knowledgeBaseRoutes } from './modules/konten/knowledge-base/routes';
import { kontenPublicRoutes } from './modules/konten/routes';
import { kursRoutes } from './modules/kurs/routes';
import { laporanFormulirRoutes } from './modules/laporan/formulir/routes';
import { laporanImportRoutes } from './modules/laporan/import/routes';
import { nlRoutes } from './modules/laporan/nl';
import { scheduleProsesJobs } from './modules/laporan/proses/links';
import { laporanRoutes } from './modules/laporan/routes';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { masterRoutes } from './modules/masters/routes';
import { notificationRoutes } from './modules/notification/routes';
import { scheduleOgJobs } from './modules/og/jobs';
import { ogRoutes } from './modules/og/routes';
import { pelaporRoutes } from './modules/pelapor/routes';
import { piutangRoutes } from './modules/piutang/routes';
import { ppgBroadcastRoutes } from './modules/ppg/broadcast/routes';
import { dasborIkutiPerubahan, dasborPpgRoutes } from './modules/ppg/dasbor/routes';
import { diseminasiRoutes } from './modules/ppg/diseminasi/routes';
import { ppgDokumenPublikRoutes } from './modules/ppg/dokumen-publik/routes';
import { elearningRoutes } from './modules/ppg/elearning/routes';
import { registerElearningJobs } from './modules/ppg/elearning/tarik';
import { inovasiRoutes } from './modules/ppg/inovasi/routes';
import { intervensiRoutes } from './modules/ppg/intervensi/routes';
import { presensiPublicRoutes } from './modules/ppg/kegiatan/presensi/public-routes';
import { ppgKegiatanRoutes } from './modules/ppg/kegiatan/routes';
import { surveiKegiatanPublicRoutes } from './modules/ppg/kegiatan/survei/public-routes';
import { ppgKegiatanUtamaRoutes } from './modules/ppg/kegiatan-utama/routes';
import { ppgKonfigurasiRoutes } from './modules/ppg/konfigurasi/routes';
import { ppgLaporanKegiatanRoutes } from './modules/ppg/laporan-kegiatan/routes';
import { profilKlopRoutes } from './modules/ppg/profil-klop/routes';
import { scheduleRealisasiJobs } from './modules/ppg/realisasi-klop/jobs';
import { realisasiKlopRoutes } from './modules/ppg/realisasi-klop/routes';
import { risikoRoutes } from './modules/ppg/risiko/routes';
import { registerSurveiJobs } from './modules/ppg/survei/distribusi';
import { ppgSurveiRoutes } from './modules/ppg/survei/routes';
import { registerHitungUlangSkor } from './modules/ppg/verifikasi/hitung-ulang';
import { ppgVerifikasiRoutes } from './modules/ppg/verifikasi/routes';
import { publicLinkRoutes } from './modules/public-link/routes';
import { registrationRoutes } from './modules/registration/routes';
import { openReportReadDb } from './modules/report/read-db';
import { scheduleRingkasan } from './modules/report/ringkasan';
import { dashboardRoutes, pivotRoutes, reportRoutes } from './modules/report/routes';
import { riwayatPermintaanRoutes } from './modules/riwayat-permintaan/routes';
import { sensorSkRoutes } from './modules/sensor-sk/routes';
import { seoRoutes } from './modules/seo/routes';
import { statistikRoutes } from './modules/statistik/routes';
import { userRoutes } from './modules/user/routes';
import { registerImporInstansiJobs } from './modules/wizard/commit-job';
import { wizardRoutes } from './modules/wizard/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { type RouteEntry, registerAccessControl } from './platform/access';
import { cacheOf } from './platform/cache';
import { attachInvalidationBus } from './platform/cache-bus';
import { registerDocs } from './platform/docs';
import { registerErrorHandling } from './platform/error-handler';
import { scheduleFileJobs } from './platform/file-retention';
import { type FileStorage, localStorage } from './platform/files';
import { scheduleHousekeeping } from './platform/housekeeping';
import { registerInputGuard } from './platform/input-guard';
import { createJobs, type Jobs } from './platform/jobs';
import { createMailer, smtpTransport } from './platform/mail';
import { createRbacCache } from './platform/rbac';
import { closeRedis, openRedis } from './platform/redis';
import { registerSecurity } from './platform/security';
import { createSettingsCache } from './platform/settings';
import { registerSpa } from './platform/spa';
import { createTokenUsers } from './platform/token-users';
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

  // PGlite is one connection: one job at a time; PostgreSQL: a few, each process claiming its own (SKIP LOCKED).
  const jobs =
    deps.jobs ?? createJobs(database.db, app.log, { concurrency: database.kind === 'pglite' ? 1 : 4 });
  const redis = await openRedis(config, (err) => app.log.warn({ err }, 'redis'));
  const transport =
    deps.mailTransport !== undefined ? deps.mailTransport : await smtpTransport(config.smtpUrl);
  const files = deps.files ?? localStorage(join(config.dataDir, 'files'));
  const ctx: ServerContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    rbac: createRbacCache(database.db),
    settings: createSettingsCache(database.db),
    jobs,
    mailer: await createMailer({ db: database.db, jobs, from: config.mailFrom, transport, log: app.log }),
    captcha: deps.captcha ?? svgCaptcha,
    files,
    redis,
    throttle: redis
      ? withFallback(redisThrottleStore(redis, config.redisKeyPrefix), dbThrottleStore(database.db), (err) =>
          app.log.warn({ err }, 'login throttle: redis unavailable, using the database'),
        )
      : dbThrottleStore(database.db),
    tokenUsers: createTokenUsers(),
    demo: { seeding: false },
  };
  const routeTable: RouteEntry[] = [];
  app.decorate('ctx', ctx);
  app.decorate('routeTable', routeTable);

  // Headers and rate limits first, so even a 401 carries security headers and a token flood is limited
  // before it costs a database lookup.
  await registerSecurity(app, {
    userMax: config.rateLimitMax,
    anonMax: config.rateLimitAnonMax,
    redis,
    redisKeyPrefix: config.redisKeyPrefix,
    tokenUsers: ctx.tokenUsers,
  });
  registerAccessControl(app, ctx, routeTable);
  await registerDocs(app);
  await openReportReadDb(app, ctx);

  await app.register(
    async (api) => {
      healthRoutes(api, ctx);
      maintenanceRoutes(api, ctx);
      appConfigRoutes(api, ctx);
      authRoutes(api, ctx);
      userRoutes(api, ctx);
      totpProfileRoutes(api, ctx);
      await api.register((scope) => registrationRoutes(scope, ctx));
      await api.register((scope) => wizardRoutes(scope, ctx));
      adminUserRoutes(api, ctx);
      adminTotpRoutes(api, ctx);
      adminAccessRoutes(api, ctx);
      adminLogRoutes(api, ctx);
      auditChainRoutes(api, ctx);
      adminCodeRoutes(api, ctx);
      loginLockRoutes(api, ctx);
      adminMediaRoutes(api, ctx);
      pelaporRoutes(api, ctx);
      notificationRoutes(api, ctx);
      await api.register((scope) => publicLinkRoutes(scope, ctx));
      laporanFormulirRoutes(api, ctx);
      dokumenRoutes(api, ctx);
      pusatDokumenRoutes(api, ctx);
      await api.register((scope) => suratRoutes(scope, ctx));
      await api.register((scope) => verifikasiRoutes(scope, ctx));
      await api.register((scope) => laporanImportRoutes(scope, ctx));
      // Before the master routes: its hook sees their hari-libur writes, and it owns /mata-uang/kurs-pajak.
      hariKerjaRoutes(api, ctx);
      await api.register((scope) => kursRoutes(scope, ctx));
      await api.register((scope) => laporanRoutes(scope, ctx));
      nlRoutes(api, ctx);
      workflowRoutes(api, ctx);
      // The public site: before the master routes, whose faq/list and image-slider it serves (published only).
      kontenPublicRoutes(api, ctx);
      knowledgeBaseRoutes(api, ctx);
      await api.register((scope) => kontenBerkasRoutes(scope, ctx));
      statistikRoutes(api, ctx);
      sensorSkRoutes(api, ctx);
      await api.register((scope) => presensiPublicRoutes(scope, ctx));
      await api.register((scope) => surveiKegiatanPublicRoutes(scope, ctx));
      ppgKegiatanRoutes(api, ctx);
      ppgKegiatanUtamaRoutes(api, ctx);
      await api.register((scope) => ppgDokumenPublikRoutes(scope, ctx));
      await api.register((scope) => ppgBroadcastRoutes(scope, ctx));
      await api.register((scope) => ppgLaporanKegiatanRoutes(scope, ctx));
      await api.register((scope) => ppgSurveiRoutes(scope, ctx));
      aturanRoutes(api, ctx);
      eofficeRoutes(api, ctx);
      await api.register((scope) => riwayatPermintaanRoutes(scope, ctx));
      await api.register((scope) => ogRoutes(scope, ctx));
      await api.register((scope) => piutangRoutes(scope, ctx));
      pivotRoutes(api, ctx);
      dashboardRoutes(api, ctx);
      berandaRoutes(api, ctx);
      dasborPpgRoutes(api, ctx);
      reportRoutes(api, ctx);
      // The institutions' dissemination events and innovations (issue 26 §4), each in a scope for multipart.
      await api.register((scope) => diseminasiRoutes(scope, ctx));
      await api.register((scope) => elearningRoutes(scope, ctx));
      await api.register((scope) => inovasiRoutes(scope, ctx));
      // The monitoring programme (issue 25): the year's frame, profiles and plans, quarters, risks, verification and
      // interventions. What they write is what the KPK's PPG dashboard counts: a write drops its cache.
      await api.register(async (ppg) => {
        dasborIkutiPerubahan(ppg, ctx);
        ppgKonfigurasiRoutes(ppg, ctx);
        ppgVerifikasiRoutes(ppg, ctx);
        await ppg.register((scope) => profilKlopRoutes(scope, ctx));
        await ppg.register((scope) => realisasiKlopRoutes(scope, ctx));
        await ppg.register((scope) => risikoRoutes(scope, ctx));
        await ppg.register((scope) => intervensiRoutes(scope, ctx));
      });
      // The transform of an institution (issue 28 §1); it writes masters, and empties their cache itself.
      instansiTransformasiRoutes(api, ctx);
      // Last, so a dropdown path another module serves stays with it; own scope for the multipart parser.
      await api.register((scope) => masterRoutes(scope, ctx));
    },
    { prefix: '/api' },
  );
  seoRoutes(app, ctx);
  await registerSpa(app, config.webDist);
  await scheduleHousekeeping(database.db, jobs);
  await scheduleProsesJobs(ctx);
  await scheduleEoffice(ctx);
  registerElearningJobs(ctx);
  await scheduleOgJobs(ctx);
  await scheduleRealisasiJobs(ctx);
  await scheduleAuditChainJobs(ctx, app.log);
  registerHitungUlangSkor(ctx);
  registerSurveiJobs(ctx);
  registerImporInstansiJobs(ctx);
  await scheduleRingkasan(database.db, jobs);
  await scheduleFileJobs({
    db: database.db,
    jobs,
    storage: files,
    retentionDays: config.mediaRetentionDays,
    log: app.log,
  });
  const cache = cacheOf(database.db);
  const bus = database.channel ? await attachInvalidationBus(cache, database.channel, app.log) : null;
  cache.setBus(bus);
  // The worker polls once main.ts starts it; closing stops it and waits for the jobs in hand (the rest stay queued).
  app.addHook('onClose', async () => {
    await jobs.stop();
    cache.setBus(null);
    await bus?.close();
    await closeRedis(redis);
  });
  return app as unknown as App;
}
