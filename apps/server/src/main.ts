import cluster from 'node:cluster';
import type { App } from './app';
import { buildFingerprint } from './build-info';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase, pgliteDir } from './db/client';
import { lockDataDir } from './db/datadir-lock';
import { markSeeded, seed, seedFingerprint, seedUpToDate } from './db/seed';
import type { LogError } from './demo-seed';
import { START_GRACE_MS } from './platform/after-start';

/** The primary of a cluster has no app logger: it writes its few lines as the same JSON, at info level. */
const logsInfo = (config: AppConfig) => ['info', 'debug', 'trace'].includes(config.logLevel);

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
  const { seedDemoRest } = await import('./demo-seed');
  const rest = async (stop: () => boolean) => {
    if (await seedDemoRest(app, logError, stop)) await markSeeded(database.db, fingerprint);
  };
  return { seeded, rest };
}

/** The cluster's primary migrates and seeds once, before any API process starts. */
async function prepareDatabase(config: AppConfig): Promise<void> {
  const database = await openDatabase(config);
  let app: App | null = null;
  try {
    // The demo goes through the API itself, so it needs an app (closed again before forking); the API processes
    // start once all of it is there.
    const { seeded, rest } = await migrateAndSeed(config, database, async () => {
      const { buildApp } = await import('./app');
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
  // The database opens (PGlite compiles its WebAssembly off the main thread and starts) while the app's modules and
  // their packages load: the app is imported only now, not before this module runs.
  const database = await openDatabase(config);
  const appModule = import('./app');
  // The demo's seed builds the app first (its parts go through the API); the same app then serves.
  const holder: { app: App | null } = { app: null };
  const built = async () => {
    const { buildApp } = await appModule;
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
  // From the process's start (issue 29 "Start": bench/start.ts reads it beside the time to the first health answer).
  app.log.info({ startup_ms: Math.round(performance.now()) }, 'ready');
  if (!rest) {
    // The queue's first claim (and any job that fell due while the server was down) after the waiting requests.
    setTimeout(() => {
      if (!closing) app.ctx.jobs.start();
    }, START_GRACE_MS).unref();
    return;
  }
  // The accounts and every role's example reports are there (logins work); the rest of the demo follows through the
  // API while health says `demo: seeding`. The job queue starts after it, as it did after a seed before listening:
  // no job acts on the demo while it is being built.
  app.ctx.demo.seeding = true;
  demoRest = rest(() => closing).finally(() => {
    app.ctx.demo.seeding = false;
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
