// The first start's demo beyond its accounts (main.ts runs it after listening); loaded only when a seed runs.
import type { App } from './app';
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
export type LogError = (err: unknown, part: string) => void;

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
export async function seedDemoRest(app: App, logError: LogError, stop: () => boolean) {
  let complete = true;
  const started = Date.now();
  const parts = [['laporan', seedDemoWork] as const, ...DEMO_PARTS, ['volume', seedDemoVolume] as const];
  for (const [part, run] of parts) {
    if (stop()) return false;
    const t0 = Date.now();
    complete = (await attempt(part, () => run(app), logError)) && complete;
    app.log.debug({ part, ms: Date.now() - t0 }, 'demo part seeded');
  }
  // The open data a listening server warmed before the demo's reports were there.
  cacheOf(app.ctx.db).invalidate(STATISTIK_CACHE);
  app.log.info({ ms: Date.now() - started, complete }, 'demo seeded');
  return complete;
}
