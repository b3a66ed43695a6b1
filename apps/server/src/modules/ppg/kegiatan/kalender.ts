import {
  KALENDER_PER_HARI,
  type Kalender,
  type KalenderHari,
  KEGIATAN_DI_LUAR_KALENDER,
  KEGIATAN_ROLES,
  kalenderQuerySchema,
  rentangKalender,
  STATUS_KEGIATAN_LABELS,
  type StatusKegiatan,
} from '@gratifikasi/domain';
import { and, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ppg_kegiatan_aktivitas, ppg_kegiatans } from '../../../db/schema';
import { requireAuth } from '../../../platform/access';
import { cachedKegiatan } from './cache';
import { kegiatanku, rentangKegiatan } from './kind';

/** A json column as the driver hands it: parsed by node-postgres, text where a driver leaves it so. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const K = ppg_kegiatans;
const A = ppg_kegiatan_aktivitas;

/**
 * Each day of the range with its first activities (running that day) and sessions (held that day), at most `cap` of
 * each, and how many there are: one statement, each day's lookups bounded by the range index and the session date
 * index, so a month costs the same with 100 activities or 100,000. Each day's rows are read once for both the count
 * and the first few (numbered in order; no LIMIT, which would tempt the planner to walk the start-date index from the
 * first activity ever until three match).
 */
async function hariKalender(db: Db, awal: string, akhir: string, cap: number, milik: SQL | undefined) {
  /** The activities the calendar shows: not declined or cancelled, and the caller's when asked. */
  const tampil = and(not(inArray(K.status, [...KEGIATAN_DI_LUAR_KALENDER])), milik);
  const kegiatanHari = and(sql`${rentangKegiatan} @> h.d`, tampil);
  const sesiHari = and(
    sql`${A.tanggal} = h.d`,
    sql`exists (select 1 from ${K} where ${K.id} = ${A.kegiatan_id} and ${tampil})`,
  );
  /** One pass over a day's rows: how many, and the first `cap` of them in order, as `{n, items}`. */
  const hariIni = (kolom: SQL, urutan: SQL, from: SQL, where: SQL | undefined) => sql`(
      select json_build_object('n', count(*), 'items',
               coalesce(json_agg(json_build_object(${kolom}) order by x.rn) filter (where x.rn <= ${cap}), '[]'::json))
      from (select *, row_number() over (order by ${urutan}) as rn from ${from} where ${where}) x)`;
  const rows = rowsOf<{
    tanggal: string;
    kegiatan: { n: number; items: Omit<KalenderHari['kegiatan'][number], 'status_label'>[] } | string;
    sesi: { n: number; items: KalenderHari['sesi'] } | string;
  }>(
    await db.execute(sql`
    select to_char(h.d, 'YYYY-MM-DD') as tanggal,
      ${hariIni(
        sql.raw(`'id', x.id, 'judul', x.judul, 'status', x.status, 'tanggal_mulai', x.tanggal_mulai,
                 'tanggal_selesai', x.tanggal_selesai`),
        sql`${K.tanggal_mulai}, ${K.id}`,
        sql`${K}`,
        kegiatanHari,
      )} as kegiatan,
      ${hariIni(
        sql.raw(`'id', x.id, 'kegiatan_id', x.kegiatan_id, 'judul', x.judul, 'tanggal', x.tanggal,
                 'jam_mulai', x.jam_mulai, 'jam_selesai', x.jam_selesai, 'ruang', x.ruang`),
        sql`${A.jam_mulai}, ${A.id}`,
        sql`${A}`,
        sesiHari,
      )} as sesi
    from (select d::date as d from generate_series(${awal}::date, ${akhir}::date, interval '1 day') d) h
    order by h.d`),
  );
  return rows.map(
    (r): KalenderHari => ({
      tanggal: r.tanggal,
      jumlah_kegiatan: Number(json(r.kegiatan).n),
      jumlah_sesi: Number(json(r.sesi).n),
      kegiatan: json(r.kegiatan).items.map((k) => ({
        ...k,
        status_label: STATUS_KEGIATAN_LABELS[k.status as StatusKegiatan] ?? k.status,
      })),
      sesi: json(r.sesi).items,
    }),
  );
}

/**
 * `GET kegiatan-kalender?bulan=YYYY-MM|minggu=YYYY-MM-DD&milik=semua|saya`: a month's or a week's days, each with the
 * activities running (declined and cancelled ones left out) and the sessions held, the first few listed and all
 * counted.
 */
export function kalenderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/kegiatan-kalender',
    {
      config: { access: { roles: KEGIATAN_ROLES } },
      schema: {
        tags: ['ppg-kegiatan'],
        summary: "A month or a week of activities and sessions (every one, or the caller's)",
        querystring: kalenderQuerySchema,
      },
    },
    async (request): Promise<{ data: Kalender }> => {
      const auth = requireAuth(request);
      const { awal, akhir } = rentangKalender(request.query);
      const tampilan = request.query.bulan ? 'bulan' : 'minggu';
      const milik = request.query.milik === 'saya' ? kegiatanku(auth.user.id) : undefined;
      const hari = await cachedKegiatan(
        ctx.db,
        `kalender|${awal}|${akhir}|${milik ? auth.user.id : ''}`,
        () => hariKalender(ctx.db, awal, akhir, KALENDER_PER_HARI[tampilan], milik),
      );
      return { data: { tampilan, awal, akhir, hari } };
    },
  );
}
