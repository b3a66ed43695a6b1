import cluster from 'node:cluster';
import { buildApp } from './app';
import { buildFingerprint } from './build-info';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase, pgliteDir } from './db/client';
import { lockDataDir } from './db/datadir-lock';
import { markSeeded, seed, seedFingerprint, seedUpToDate } from './db/seed';
import { seedDemoKonten } from './modules/konten/demo';
import { seedDemoVolume } from './modules/laporan/demo';
import { seedDemoWork } from './modules/laporan/proses/demo';
import { seedDemoPiutang } from './modules/piutang/demo';
import { seedDemoBroadcast } from './modules/ppg/broadcast/demo';
import { seedDemoPpgUpg } from './modules/ppg/diseminasi/demo';
import { seedDemoDokumenPublik } from './modules/ppg/dokumen-publik/demo';
import { seedDemoElearning } from './modules/ppg/elearning/demo';
import { seedDemoIntervensi } from './modules/ppg/intervensi/demo';
import { seedDemoKegiatan } from './modules/ppg/kegiatan/demo';
import { seedDemoSurveiKegiatan } from './modules/ppg/kegiatan/survei/demo';
import { seedDemoKonfigurasi } from './modules/ppg/konfigurasi/demo';
import { seedDemoLaporanKegiatan } from './modules/ppg/laporan-kegiatan/demo';
import { seedDemoProfilKlop } from './modules/ppg/profil-klop/demo';
import { seedDemoRealisasiKlop } from './modules/ppg/realisasi-klop/demo';
import { seedDemoRisiko } from './modules/ppg/risiko/demo';
import { seedDemoSurvei } from './modules/ppg/survei/demo';
import { seedDemoVerifikasi } from './modules/ppg/verifikasi/demo';
import { seedDemoSkorTahunLalu } from './modules/ppg/verifikasi/demo-lalu';
import { STATISTIK_CACHE } from './modules/statistik/service';
import { cacheOf } from './platform/cache';

/** The primary of a cluster has no app logger: it writes its few lines as the same JSON, at info level. */
const logsInfo = (config: AppConfig) => ['info', 'debug', 'trace'].includes(config.logLevel);

type App = Awaited<ReturnType<typeof buildApp>>;

/** The demo's parts in order, each seeded through the API (so through the services users take). */
const DEMO_PARTS: readonly [string, (app: App) => Promise<unknown>][] = [
  ['konten', seedDemoKonten],
  ['dokumen publik', seedDemoDokumenPublik],
  ['piutang', seedDemoPiutang],
  ['ppg diseminasi', seedDemoPpgUpg],
  ['kegiatan', seedDemoKegiatan],
  ['laporan kegiatan', seedDemoLaporanKegiatan],
  ['ppg konfigurasi', seedDemoKonfigurasi],
  ['ppg profil klop', seedDemoProfilKlop],
  ['ppg risiko', seedDemoRisiko],
  ['ppg verifikasi', seedDemoVerifikasi],
  ['ppg skor tahun lalu', seedDemoSkorTahunLalu],
  ['ppg intervensi', seedDemoIntervensi],
  ['ppg realisasi klop', seedDemoRealisasiKlop],
  ['ppg e-learning', seedDemoElearning],
  // After the UPG accounts and the year's participants exist: the broadcasts reach them.
  ['broadcast', seedDemoBroadcast],
  ['ppg survei', seedDemoSurvei],
  ['ppg survei kegiatan', seedDemoSurveiKegiatan],
];

/** Logs a demo part that failed; the seed is then not recorded as done, so the next start tries it again. */
type LogError = (err: unknown, part: string) => void;

/** Runs one demo part; false when it failed (logged). */
const attempt = (part: string, run: () => Promise<unknown>, logError: LogError) =>
  run().then(
    () => true,
    (err: unknown) => {
      logError(err, `demo ${part}`);
      return false;
    },
  );

/**
 * The demo beyond its accounts, through the API: the work in progress first (the example reports every KPK role
 * finds in its inbox), every part of DEMO_PARTS, then the volume (two years of reports that fill the lists and
 * charts). `stop()` says to stop between parts (the server is shutting down). Returns whether every part succeeded.
 */
async function seedDemoRest(app: App, logError: LogError, stop: () => boolean) {
  let complete = true;
  const started = Date.now();
  const parts = [['laporan', seedDemoWork] as const, ...DEMO_PARTS, ['volume', seedDemoVolume] as const];
  for (const [part, run] of parts) {
    if (stop()) return false;
    const t0 = Date.now();
    complete = (await attempt(part, () => run(app), logError)) && complete;
    app.log.debug({ part, ms: Date.now() - t0 }, 'demo part seeded');
  }
  app.log.info({ ms: Date.now() - started, complete }, 'demo seeded');
  return complete;
}

/**
 * Migrates, then seeds unless the last complete seed had the same fingerprint (the same build, year and demo
 * switch: a restart of a built server skips it). Before returning: the reference data and the demo accounts, so
 * logins work once the server listens. Returns what was seeded (null when skipped) and, with the demo, `rest`: the
 * demo's reports and other parts, to run after listening; it records the seed as done when every part succeeded, so
 * a failed or interrupted one is tried again at the next start.
 */
async function migrateAndSeed(config: AppConfig, database: Database, withApp: () => Promise<App>) {
  await database.migrate();
  const fingerprint = seedFingerprint(buildFingerprint(), config);
  if (await seedUpToDate(database.db, fingerprint)) return { seeded: null, rest: null };
  const seeded = await seed(database.db, config);
  if (!config.demoSeed) {
    await markSeeded(database.db, fingerprint);
    return { seeded, rest: null };
  }
  const app = await withApp();
  const logError: LogError = (err, part) => app.log.error(err, part);
  const rest = async (stop: () => boolean) => {
    if (await seedDemoRest(app, logError, stop)) await markSeeded(database.db, fingerprint);
  };
  return { seeded, rest };
}

/** The cluster's primary migrates and seeds once, before any API process starts. */
async function prepareDatabase(config: AppConfig): Promise<void> {
  const database = openDatabase(config);
  let app: App | null = null;
  try {
    // The demo goes through the API itself, so it needs an app (closed again before forking); the API processes
    // start once all of it is there.
    const { seeded, rest } = await migrateAndSeed(config, database, async () => {
      app = await buildApp({ config, database });
      return app;
    });
    await rest?.(() => false);
    if (logsInfo(config))
      console.log(
        JSON.stringify({ msg: seeded ? 'database migrated and seeded' : 'database migrated', ...seeded }),
      );
  } finally {
    await (app as App | null)?.close();
    await database.close();
  }
}

/** One API process: open the database, build the app, listen; SIGINT/SIGTERM close the server, then the database. */
async function serve(config: AppConfig, migrate: boolean): Promise<void> {
  // The embedded database is one process's alone (a cluster needs PostgreSQL).
  const release = config.databaseUrl ? null : await lockDataDir(pgliteDir(config.dataDir));
  const database = openDatabase(config);
  // The demo's seed builds the app first (its parts go through the API); the same app then serves.
  const holder: { app: App | null } = { app: null };
  const built = async () => {
    holder.app ??= await buildApp({ config, database });
    return holder.app;
  };
  const { seeded, rest } = migrate
    ? await migrateAndSeed(config, database, built)
    : { seeded: null, rest: null };
  const app = await built();
  if (seeded) {
    app.log.info(
      {
        database: database.kind,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
        ...seeded,
      },
      'database migrated and seeded',
    );
  }

  let closing = false;
  // The rest of a first start's demo, filled in after listening (null when there is none).
  let demoRest: Promise<void> | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // The demo part in hand finishes (the rest waits for the next start), as the jobs in hand do.
      await demoRest;
      await app.close();
      // PGlite must be closed to flush its files; an abrupt exit can leave the data directory needing recovery.
      await database.close();
      await release?.();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!rest) {
    app.ctx.jobs.start();
    return;
  }
  // The accounts and every role's example reports are there (logins work); the rest of the demo follows through the
  // API while health says `demo: seeding`. The job queue starts after it, as it did after a seed before listening:
  // no job acts on the demo while it is being built.
  app.ctx.demo.seeding = true;
  demoRest = rest(() => closing).finally(() => {
    app.ctx.demo.seeding = false;
    // The open data warmed at listen held the demo's first reports only.
    cacheOf(app.ctx.db).invalidate(STATISTIK_CACHE);
    if (!closing) app.ctx.jobs.start();
  });
}

/**
 * The primary of a cluster (WEB_CONCURRENCY > 1, PostgreSQL): migrates and seeds once, then forks the API processes,
 * which share the port; a process that dies unexpectedly is replaced. SIGINT/SIGTERM stop every process.
 */
async function primary(config: AppConfig): Promise<void> {
  await prepareDatabase(config);
  if (logsInfo(config))
    console.log(JSON.stringify({ msg: `starting ${config.webConcurrency} API processes` }));
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return primary(config);
  // A cluster's worker finds the database ready; a single process prepares it itself.
  return serve(config, !cluster.isWorker);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
