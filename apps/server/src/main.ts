import cluster from 'node:cluster';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { openDatabase, pgliteDir } from './db/client';
import { lockDataDir } from './db/datadir-lock';
import { seed } from './db/seed';
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

/** The cluster's primary migrates and seeds once, before any API process starts. */
async function prepareDatabase(config: AppConfig): Promise<void> {
  const database = openDatabase(config);
  try {
    await database.migrate();
    const seeded = await seed(database.db, config);
    let demoReports = 0;
    let demoVolume = null;
    if (config.demoSeed) {
      // The demo's work in progress goes through the API itself, so it needs an app (closed again before forking).
      const app = await buildApp({ config, database });
      demoReports = await seedDemoWork(app);
      await seedDemoKonten(app);
      await seedDemoDokumenPublik(app).catch((e) => console.error('demo dokumen publik', e));
      await seedDemoPiutang(app).catch((e) => console.error('demo piutang', e));
      await seedDemoPpgUpg(app).catch((e) => console.error('demo ppg diseminasi', e));
      await seedDemoKegiatan(app).catch((e) => console.error('demo kegiatan', e));
      await seedDemoLaporanKegiatan(app).catch((e) => console.error('demo laporan kegiatan', e));
      await seedDemoKonfigurasi(app).catch((e) => console.error('demo ppg konfigurasi', e));
      await seedDemoProfilKlop(app).catch((e) => console.error('demo ppg profil klop', e));
      await seedDemoRisiko(app).catch((e) => console.error('demo ppg risiko', e));
      await seedDemoVerifikasi(app).catch((e) => console.error('demo ppg verifikasi', e));
      await seedDemoSkorTahunLalu(app).catch((e) => console.error('demo ppg skor tahun lalu', e));
      await seedDemoIntervensi(app).catch((e) => console.error('demo ppg intervensi', e));
      await seedDemoRealisasiKlop(app).catch((e) => console.error('demo ppg realisasi klop', e));
      await seedDemoElearning(app).catch((e) => console.error('demo ppg e-learning', e));
      // After the UPG accounts and the year's participants exist: the broadcasts reach them.
      await seedDemoBroadcast(app).catch((e) => console.error('demo broadcast', e));
      await seedDemoSurvei(app).catch((e) => console.error('demo ppg survei', e));
      await seedDemoSurveiKegiatan(app).catch((e) => console.error('demo ppg survei kegiatan', e));
      demoVolume = await seedDemoVolume(app).catch((e) => {
        console.error('demo volume', e);
        return null;
      });
      await app.close();
    }
    if (logsInfo(config))
      console.log(
        JSON.stringify({ msg: 'database migrated and seeded', ...seeded, demoReports, demoVolume }),
      );
  } finally {
    await database.close();
  }
}

/** One API process: open the database, build the app, listen; SIGINT/SIGTERM close the server, then the database. */
async function serve(config: AppConfig, migrate: boolean): Promise<void> {
  // The embedded database is one process's alone (a cluster needs PostgreSQL).
  const release = config.databaseUrl ? null : await lockDataDir(pgliteDir(config.dataDir));
  const database = openDatabase(config);
  if (migrate) await database.migrate();
  const seeded = migrate ? await seed(database.db, config) : undefined;
  const app = await buildApp({ config, database });
  const demoReports = seeded && config.demoSeed ? await seedDemoWork(app) : 0;
  if (seeded && config.demoSeed) await seedDemoKonten(app);
  if (seeded && config.demoSeed)
    await seedDemoDokumenPublik(app).catch((e) => app.log.error(e, 'demo dokumen publik'));
  if (seeded && config.demoSeed) await seedDemoPiutang(app).catch((e) => app.log.error(e, 'demo piutang'));
  if (seeded && config.demoSeed) {
    await seedDemoPpgUpg(app).catch((e) => app.log.error(e, 'demo ppg diseminasi'));
    await seedDemoKegiatan(app).catch((e) => app.log.error(e, 'demo kegiatan'));
    await seedDemoLaporanKegiatan(app).catch((e) => app.log.error(e, 'demo laporan kegiatan'));
    await seedDemoKonfigurasi(app).catch((e) => app.log.error(e, 'demo ppg konfigurasi'));
    await seedDemoProfilKlop(app).catch((e) => app.log.error(e, 'demo ppg profil klop'));
    await seedDemoRisiko(app).catch((e) => app.log.error(e, 'demo ppg risiko'));
    await seedDemoVerifikasi(app).catch((e) => app.log.error(e, 'demo ppg verifikasi'));
    await seedDemoSkorTahunLalu(app).catch((e) => app.log.error(e, 'demo ppg skor tahun lalu'));
    await seedDemoIntervensi(app).catch((e) => app.log.error(e, 'demo ppg intervensi'));
    await seedDemoRealisasiKlop(app).catch((e) => app.log.error(e, 'demo ppg realisasi klop'));
    await seedDemoElearning(app).catch((e) => app.log.error(e, 'demo ppg e-learning'));
    await seedDemoBroadcast(app).catch((e) => app.log.error(e, 'demo broadcast'));
    await seedDemoSurvei(app).catch((e) => app.log.error(e, 'demo ppg survei'));
    await seedDemoSurveiKegiatan(app).catch((e) => app.log.error(e, 'demo ppg survei kegiatan'));
  }
  const demoVolume =
    seeded && config.demoSeed
      ? await seedDemoVolume(app).catch((e) => {
          app.log.error(e, 'demo volume');
          return null;
        })
      : null;
  if (seeded) {
    app.log.info(
      {
        database: database.kind,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
        ...seeded,
        demoReports,
        demoVolume,
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
