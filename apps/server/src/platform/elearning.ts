import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { ppg_profil_klops } from '../db/schema';
import { masterColumn, masterTableOf } from '../db/schema/masters';

/** One institution's completion as the learning platform reports it (the same columns as its export file). */
export interface ElearningPlatformBaris {
  kode_instansi: string;
  terdaftar: string;
  selesai: string;
}

/**
 * The one door to the KPK's learning platform (issue 27 §4): the completion of every institution for a period.
 * `ELEARNING_URL` set → the HTTP adapter; unset → in the demo the simulator, otherwise none (the figures then
 * come by file only). Failures throw; the pull job retries with backoff.
 */
export interface ElearningPlatform {
  readonly nama: ElearningKind;
  penyelesaian(tahun: number, triwulan: number): Promise<ElearningPlatformBaris[]>;
}

export type ElearningKind = 'http' | 'simulator' | 'none';
type ElearningConfig = Pick<AppConfig, 'elearningUrl' | 'simulators'>;

export const ELEARNING_UNCONFIGURED = 'Platform e-learning belum dikonfigurasi (ELEARNING_URL)';
const TIMEOUT_MS = 30_000;

const cellOf = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/**
 * The platform over HTTP: `GET {url}/penyelesaian?tahun=&triwulan=` → `{ baris: [{ kode_instansi, terdaftar,
 * selesai }] }`. The rows are checked by the same rule as a file's.
 */
export function httpElearning(url: string, fetcher: typeof fetch = fetch): ElearningPlatform {
  return {
    nama: 'http',
    async penyelesaian(tahun, triwulan) {
      const res = await fetcher(`${url}/penyelesaian?tahun=${tahun}&triwulan=${triwulan}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Platform e-learning menolak permintaan: HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { baris?: unknown } | null;
      if (!body || !Array.isArray(body.baris))
        throw new Error('Platform e-learning memberi jawaban tak dikenal');
      return body.baris.map((b) => {
        const r = (b ?? {}) as Record<string, unknown>;
        return {
          kode_instansi: cellOf(r.kode_instansi),
          terdaftar: cellOf(r.terdaftar),
          selesai: cellOf(r.selesai),
        };
      });
    },
  };
}

/** A stable number in [0, 1) from a text (the simulator's figures do not change between pulls of one period). */
const unit = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/**
 * The demo's learning platform: for every live institution with a code, enrolment near its KLOP employee count of
 * the year (or a size drawn from its code) and a completion that grows quarter by quarter.
 */
export function simulatorElearning(db: Db): ElearningPlatform {
  return {
    nama: 'simulator',
    async penyelesaian(tahun, triwulan) {
      const t = masterTableOf('instansi');
      const kode = masterColumn(t, 'kode');
      const rows = await db
        .select({ kode, pegawai: ppg_profil_klops.jumlah_pegawai })
        .from(t)
        .leftJoin(
          ppg_profil_klops,
          and(eq(ppg_profil_klops.instansi_id, t.id), eq(ppg_profil_klops.tahun, tahun)),
        )
        .where(
          and(
            isNull(t.deleted_at),
            sql`${masterColumn(t, 'is_active')} is not false`,
            sql`${kode} is not null`,
          ),
        )
        .orderBy(t.id);
      return rows.map((r) => {
        const k = String(r.kode);
        const pegawai = r.pegawai && r.pegawai > 0 ? r.pegawai : 50 + Math.floor(unit(`n:${k}`) * 1950);
        const terdaftar = Math.round(pegawai * (0.5 + 0.5 * unit(`t:${k}:${tahun}`)));
        const dasar = unit(`s:${k}:${tahun}`) * 0.6;
        const selesai = Math.min(terdaftar, Math.round(terdaftar * Math.min(1, dasar + 0.1 * triwulan)));
        return { kode_instansi: k, terdaftar: String(terdaftar), selesai: String(selesai) };
      });
    },
  };
}

const noElearning: ElearningPlatform = {
  nama: 'none',
  penyelesaian: async () => {
    throw new Error(ELEARNING_UNCONFIGURED);
  },
};

/** Which platform this server has: the KPK's, the demo's simulator, or none (production without ELEARNING_URL). */
export function elearningKind(config: ElearningConfig): ElearningKind {
  if (config.elearningUrl) return 'http';
  return config.simulators ? 'simulator' : 'none';
}

/** The learning platform this server talks to, from its configuration. */
export function elearningOf(config: ElearningConfig, db: Db): ElearningPlatform {
  const kind = elearningKind(config);
  if (kind === 'http' && config.elearningUrl) return httpElearning(config.elearningUrl);
  return kind === 'simulator' ? simulatorElearning(db) : noElearning;
}
