import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { eoffice_simulator_surats } from '../db/schema';
import { AppError } from './errors';

/** A letter as the e-office receives it. `kunci` makes a resend the same letter (idempotency). */
export interface EofficeSurat {
  kunci: string;
  jenis: string;
  perihal: string;
}

/** What the e-office says of a letter now. */
export type EofficeStatus =
  | { status: 'MENUNGGU' }
  | { status: 'DISETUJUI'; tanggal: string | null; catatan: string | null }
  | { status: 'DITOLAK'; catatan: string | null }
  /** The e-office does not know the reference (an unknown letter): ignored and logged by the caller. */
  | { status: 'TIDAK_DIKENAL' };

/**
 * The one door to the agency's e-office (SPEC §7): send a letter for approval and signature, and ask what became of
 * it. `EOFFICE_URL` set → the HTTP adapter; unset → in the demo the simulator (a table and the admin screen
 * eoffice-simulator), otherwise none: every call fails saying so, and the letters wait with that message.
 * Failures throw; the caller retries with backoff and loses nothing.
 */
export interface Eoffice {
  readonly nama: EofficeKind;
  kirim(surat: EofficeSurat): Promise<{ ref: string }>;
  status(ref: string): Promise<EofficeStatus>;
}

const TIMEOUT_MS = 10_000;

/**
 * The agency's e-office over HTTP: `POST {url}/surat` `{kunci, jenis, perihal}` → `{ref}`; `GET {url}/surat/{ref}` →
 * `{status: PENDING|APPROVED|REJECTED, tanggal?, catatan?}`, 404 for a reference it does not know.
 */
export function httpEoffice(url: string, fetcher: typeof fetch = fetch): Eoffice {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetcher(`${url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return res;
  };
  return {
    nama: 'http',
    async kirim(surat) {
      const res = await call('/surat', { method: 'POST', body: JSON.stringify(surat) });
      if (!res.ok) throw new Error(`e-office menolak kiriman: HTTP ${res.status}`);
      const body = (await res.json()) as { ref?: unknown };
      if (typeof body.ref !== 'string' || body.ref === '')
        throw new Error('e-office tidak memberi nomor referensi');
      return { ref: body.ref };
    },
    async status(ref) {
      const res = await call(`/surat/${encodeURIComponent(ref)}`);
      if (res.status === 404) return { status: 'TIDAK_DIKENAL' };
      if (!res.ok) throw new Error(`e-office tidak menjawab status: HTTP ${res.status}`);
      const body = (await res.json()) as { status?: unknown; tanggal?: unknown; catatan?: unknown };
      const catatan = typeof body.catatan === 'string' ? body.catatan : null;
      const tanggal =
        typeof body.tanggal === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.tanggal) ? body.tanggal : null;
      if (body.status === 'APPROVED') return { status: 'DISETUJUI', tanggal, catatan };
      if (body.status === 'REJECTED') return { status: 'DITOLAK', catatan };
      if (body.status === 'PENDING') return { status: 'MENUNGGU' };
      throw new Error(`e-office memberi status yang tidak dikenal: ${String(body.status)}`);
    },
  };
}

/** The built-in e-office: letters are rows of `eoffice_simulator_surats`, decided on the admin screen. */
export function simulatorEoffice(db: Db): Eoffice {
  return {
    nama: 'simulator',
    async kirim(surat) {
      await db.insert(eoffice_simulator_surats).values(surat).onConflictDoNothing();
      const [row] = await db
        .select({ id: eoffice_simulator_surats.id })
        .from(eoffice_simulator_surats)
        .where(eq(eoffice_simulator_surats.kunci, surat.kunci));
      if (!row) throw new Error('simulator e-office tidak menyimpan surat');
      return { ref: `SIM-${row.id}` };
    },
    async status(ref) {
      const id = /^SIM-(\d{1,9})$/.exec(ref)?.[1];
      if (!id) return { status: 'TIDAK_DIKENAL' };
      const [row] = await db
        .select()
        .from(eoffice_simulator_surats)
        .where(eq(eoffice_simulator_surats.id, Number(id)));
      if (!row) return { status: 'TIDAK_DIKENAL' };
      if (row.status === 'APPROVED')
        return { status: 'DISETUJUI', tanggal: row.tanggal, catatan: row.catatan };
      if (row.status === 'REJECTED') return { status: 'DITOLAK', catatan: row.catatan };
      return { status: 'MENUNGGU' };
    },
  };
}

export type EofficeKind = 'http' | 'simulator' | 'none';
type EofficeConfig = Pick<AppConfig, 'eofficeUrl' | 'simulators'>;

export const EOFFICE_UNCONFIGURED = 'Layanan e-office belum dikonfigurasi (EOFFICE_URL)';

/** Which e-office this server has: the agency's, the demo's simulator, or none (production without EOFFICE_URL). */
export function eofficeKind(config: EofficeConfig): EofficeKind {
  if (config.eofficeUrl) return 'http';
  return config.simulators ? 'simulator' : 'none';
}

/** No e-office: a letter queued for it waits, its last error saying what the administrator must set. */
const noEoffice: Eoffice = {
  nama: 'none',
  kirim: async () => {
    throw new Error(EOFFICE_UNCONFIGURED);
  },
  status: async () => {
    throw new Error(EOFFICE_UNCONFIGURED);
  },
};

/** The e-office this server talks to, from its configuration. */
export function eofficeOf(config: EofficeConfig, db: Db): Eoffice {
  const kind = eofficeKind(config);
  if (kind === 'http' && config.eofficeUrl) return httpEoffice(config.eofficeUrl);
  return kind === 'simulator' ? simulatorEoffice(db) : noEoffice;
}

/** Refuses (409) sending a letter for signature when there is no e-office, naming what cannot be done. */
export function assertEoffice(config: EofficeConfig, what: string): void {
  if (eofficeKind(config) === 'none') throw new AppError('CONFLICT', `${EOFFICE_UNCONFIGURED}: ${what}`);
}
