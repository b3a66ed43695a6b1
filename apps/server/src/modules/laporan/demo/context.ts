import { addWorkingDays } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { bearerFor } from '../proses/demo';
import { type DemoItem, EVENTS, PEMBERI } from './catalogue';

export type App = FastifyInstance & { ctx: ServerContext };
/** A demo account acting in one of its roles: [username, role]. */
export type Who = readonly [username: string, role: string];
/** What a call answered (its envelope's `data`), typed by the caller. */
export type DemoCall = <T = unknown>(
  who: Who,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => Promise<T>;

/** The id of a live master row by kode (null when the reference data lacks it). */
export async function masterIdOf(db: Db, key: string, kode: string): Promise<number | null> {
  const table = masterTableOf(key);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(masterColumn(table, 'kode'), kode), isNull(table.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** Calls the API as a demo account (sessions made as a login would, revoked by the demo seed at its end). */
export function demoCaller(app: App): { call: DemoCall; multipart: DemoMultipart } {
  const tokens = new Map<string, string>();
  const token = async ([username, role]: Who) => {
    const key = `${username}|${role}`;
    let t = tokens.get(key);
    if (!t) {
      t = (await bearerFor(app.ctx.db, username, role)) ?? undefined;
      if (!t) throw new Error(`demo: no account ${username} (${role})`);
      tokens.set(key, t);
    }
    return t;
  };
  const check = <T>(
    res: { statusCode: number; body: string; json: () => { data: unknown } },
    what: string,
  ) => {
    if (res.statusCode !== 200 && res.statusCode !== 201)
      throw new Error(`demo ${what}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  const call: DemoCall = async <T>(who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    check<T>(
      await app.inject({
        method,
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${await token(who)}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
      `${method} ${url}`,
    );
  const multipart: DemoMultipart = async <T>(
    who: Who,
    url: string,
    body: { payload: Buffer; headers: Record<string, string> },
  ) =>
    check<T>(
      await app.inject({
        method: 'POST',
        url: `/api/${url}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${await token(who)}` },
      }),
      `POST ${url}`,
    );
  return { call, multipart };
}
export type DemoMultipart = <T = unknown>(
  who: Who,
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
) => Promise<T>;

/** Master ids by kode, read once per kode. */
export function masterIds(db: Db) {
  const cache = new Map<string, number>();
  return async (key: string, kode: string): Promise<number> => {
    const k = `${key}|${kode}`;
    let id = cache.get(k);
    if (id === undefined) {
      id = (await masterIdOf(db, key, kode)) ?? undefined;
      if (id === undefined) throw new Error(`demo: master ${key} ${kode} missing`);
      cache.set(k, id);
    }
    return id;
  };
}

/** A `laporan/save` (or draft) body: the i-th event and giver of the catalogue with the given items. */
export async function reportBody(
  ids: ReturnType<typeof masterIds>,
  i: number,
  pelaporId: number,
  items: readonly DemoItem[],
  today: string,
): Promise<Record<string, unknown>> {
  const event = EVENTS[i % EVENTS.length] ?? EVENTS[0];
  const pemberi = PEMBERI[i % PEMBERI.length] ?? PEMBERI[0];
  if (!event || !pemberi) throw new Error('demo: empty catalogue');
  return {
    pelapor_id: pelaporId,
    jenis_peristiwa_id: await ids('jenis-peristiwa', event.peristiwa),
    tempat_penerimaan: event.tempat,
    // Rates of the sample currencies start mid-November 2026: a week back at most keeps every item valued.
    tanggal_penerimaan: addWorkingDays(today, -(1 + (i % 5))),
    hubungan_pemberi_penerima_id: await ids('hubungan-pemberi-penerima', event.hubungan),
    nama_pemberi: pemberi.nama,
    instansi_pemberi: pemberi.instansi,
    alamat_pemberi: pemberi.alamat,
    kronologi: event.kronologi,
    rincian: await Promise.all(
      items.map(async (it) => ({
        jenis_penerimaan_id: await ids('jenis-penerimaan', it.penerimaan),
        jenis_objek_id: await ids('jenis-objek', it.objek),
        uraian: it.uraian,
        jumlah: 1,
        nilai_taksiran: String(it.nilai),
        mata_uang_kode: it.mata_uang,
      })),
    ),
    pernyataan_benar: true,
  };
}
