import { reporterStatusLabel } from '@gratifikasi/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { app_configs } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import type { AuthContext } from '../../platform/auth-context';
import { cacheOf } from '../../platform/cache';
import { AppError } from '../../platform/errors';
import {
  APP_CONFIG_DEFAULTS,
  APP_CONFIG_KEYS,
  APP_CONFIG_SCHEMAS,
  type AppConfigKey,
  type Settings,
} from '../../platform/settings';
import { masterNames } from '../masters/list-cache';
import { isKpkListRole } from './access';

/** A master row as the report needs it: id, kode (when the master has one) and nama. */
export interface MasterRef {
  id: number;
  kode: string | null;
  nama: string | null;
}

function hasColumn(key: string, name: string): boolean {
  try {
    masterColumn(masterTableOf(key), name);
    return true;
  } catch {
    return false;
  }
}

/** The live rows of a master among `ids`, by id. */
export async function masterRefs(
  db: Db,
  key: string,
  ids: readonly number[],
): Promise<Map<number, MasterRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const table = masterTableOf(key);
  const kode = hasColumn(key, 'kode') ? masterColumn(table, 'kode') : sql`null`;
  const nama = hasColumn(key, 'nama') ? masterColumn(table, 'nama') : sql`null`;
  const rows = await db
    .select({ id: table.id, kode, nama })
    .from(table)
    .where(and(inArray(table.id, unique), isNull(table.deleted_at)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        kode: r.kode === null ? null : String(r.kode),
        nama: r.nama === null ? null : String(r.nama),
      },
    ]),
  );
}

/** The is_keluarga flag of a hubungan-pemberi-penerima row. */
export async function hubunganIsKeluarga(db: Db, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const table = masterTableOf('hubungan-pemberi-penerima');
  const [row] = await db
    .select({ v: masterColumn(table, 'is_keluarga') })
    .from(table)
    .where(sql`${table.id} = ${id}`)
    .limit(1);
  return row?.v === true;
}

/** Live currency codes among `kodes` (the mata-uang master). */
export async function knownCurrencies(db: Db, kodes: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(kodes.map((k) => k.toUpperCase()))];
  if (unique.length === 0) return new Set();
  const table = masterTableOf('mata-uang');
  const kode = masterColumn(table, 'kode');
  const rows = await db
    .select({ kode })
    .from(table)
    .where(and(inArray(sql`upper(${kode})`, unique), isNull(table.deleted_at)));
  return new Set(rows.map((r) => String(r.kode).toUpperCase()));
}

/** Status names by kode (the status-laporan master); falls back to the kode itself. */
export async function statusNames(db: Db): Promise<Map<string, string>> {
  const table = masterTableOf('status-laporan');
  const rows = await db
    .select({ kode: masterColumn(table, 'kode'), nama: masterColumn(table, 'nama') })
    .from(table)
    .where(isNull(table.deleted_at));
  return new Map(rows.map((r) => [String(r.kode), String(r.nama)]));
}

/**
 * A report status as this caller reads it: the KPK's name (the status-laporan master) for the KPK, the reporter's
 * words for the reporter's side (reporter, UPG, data entry), who never see the KPK's internal stages.
 */
export function statusNameFor(auth: AuthContext, names: Map<string, string>, kode: string): string {
  return isKpkListRole(auth.activeRole) ? (names.get(kode) ?? kode) : reporterStatusLabel(kode);
}

/** Status names by kode for the lists, from the one cache (a master: any master write drops it everywhere). */
export function cachedStatusNames(db: Db, via: Db = db): Promise<Map<string, string>> {
  return cacheOf(db).get('masters', 'status-names', () => statusNames(via));
}

/** id → nama of a master (every row, deleted too), from memory: see masters/list-cache.ts. */
export function cachedMasterNames(
  db: Db,
  key: string,
  ids: Iterable<number | null>,
): Promise<Map<number, string>> {
  return masterNames(db, key, ids, async () => {
    const table = masterTableOf(key);
    const nama = masterColumn(table, 'nama');
    const rows = await db.select({ id: table.id, nama }).from(table);
    return new Map(rows.map((r) => [r.id, String(r.nama ?? '')]));
  });
}

/** The holiday dates (hari-libur master), read in the caller's transaction. */
export async function holidaysOf(db: Db): Promise<Set<string>> {
  const table = masterTableOf('hari-libur');
  const rows = await db
    .select({ tanggal: masterColumn(table, 'tanggal') })
    .from(table)
    .where(isNull(table.deleted_at));
  return new Set(rows.map((r) => String(r.tanggal)));
}

/** A master id the payload names must exist (live); otherwise a 422 on that field. */
export function requireRef(
  refs: Map<number, MasterRef>,
  id: number | null | undefined,
  field: string,
  label: string,
): MasterRef | null {
  if (id === null || id === undefined) return null;
  const ref = refs.get(id);
  if (!ref) throw new AppError('VALIDATION_FAILED', undefined, { [field]: [`${label} tidak ditemukan`] });
  return ref;
}

/** Today's calendar date in Asia/Jakarta (UTC+7, no DST), 'YYYY-MM-DD'. */
export function todayJakarta(now = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The app configs read through the caller's transaction. Inside a transaction on PGlite (one connection) the
 * shared settings cache must not be refreshed through the pool: it would wait for this very transaction.
 */
export async function settingsVia(tx: Db): Promise<Settings> {
  const rows = await tx.select({ key: app_configs.key, value: app_configs.value }).from(app_configs);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const pick = <K extends AppConfigKey>(key: K): Settings[K] => {
    const parsed = APP_CONFIG_SCHEMAS[key].safeParse(stored.get(key));
    return (parsed.success ? parsed.data : APP_CONFIG_DEFAULTS[key].value) as Settings[K];
  };
  return Object.fromEntries(APP_CONFIG_KEYS.map((key) => [key, pick(key)])) as Settings;
}
