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

/**
 * The demo's work in progress, through the app's API. A part that fails is logged and the rest go on; `complete`
 * says whether every part succeeded (only then is the seed recorded as done, so a failed part is tried again at the
 * next start).
 */
async function seedDemo(app: App, logError: (err: unknown, part: string) => void) {
  let complete = true;
  const attempt = async <T>(part: string, run: () => Promise<T>): Promise<T | null> =>
    run().catch((err: unknown) => {
      complete = false;
      logError(err, `demo ${part}`);
      return null;
    });
  const demoReports = (await attempt('laporan', () => seedDemoWork(app))) ?? 0;
  for (const [part, run] of DEMO_PARTS) await attempt(part, () => run(app));
  const demoVolume = await attempt('volume', () => seedDemoVolume(app));
  return { demoReports, demoVolume, complete };
}

/**
 * Migrates, then seeds unless the last complete seed had the same fingerprint (the same build, year and demo
 * switch: a restart of a built server skips it). Returns what was seeded, or null when skipped.
 */
async function migrateAndSeed(config: AppConfig, database: Database, withApp: () => Promise<App>) {
  await database.migrate();
  const fingerprint = seedFingerprint(buildFingerprint(), config);
  if (await seedUpToDate(database.db, fingerprint)) return null;
  const seeded = await seed(database.db, config);
  let demo = { demoReports: 0, demoVolume: null as unknown, complete: true };
  if (config.demoSeed) {
    const app = await withApp();
    demo = await seedDemo(app, (err, part) => app.log.error(err, part));
  }
  if (demo.complete) await markSeeded(database.db, fingerprint);
  return { ...seeded, demoReports: demo.demoReports, demoVolume: demo.demoVolume };
}

/** The cluster's primary migrates and seeds once, before any API process starts. */
async function prepareDatabase(config: AppConfig): Promise<void> {
  const database = openDatabase(config);
  let app: App | null = null;
  try {
    // The demo's work in progress goes through the API itself, so it needs an app (closed again before forking).
    const seeded = await migrateAndSeed(config, database, async () => {
      app = await buildApp({ config, database });
      return app;
    });
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
  const seeded = migrate ? await migrateAndSeed(config, database, built) : null;
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
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
  app.ctx.jobs.start();
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
