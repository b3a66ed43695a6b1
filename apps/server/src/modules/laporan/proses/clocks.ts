import { countWorkingDays, idParamSchema, pageNumberSchema } from '@gratifikasi/domain';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { laporans, pelapors, wf_instances } from '../../../db/schema';
import { cachedHolidays } from '../../workflow/graph';
import { todayJakarta } from '../lookups';

export const clockQuerySchema = z.object({
  /** berjalan: the clock runs or is paused; selesai: it stopped; terlambat: it passed its due date. */
  keadaan: z.enum(['semua', 'berjalan', 'selesai', 'terlambat']).default('semua'),
  tahun: z.coerce.number().int().min(2000).max(2100).optional(),
  grup_id: idParamSchema.optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
type ClockQuery = z.output<typeof clockQuerySchema>;

export const clockItemSchema = z.object({
  id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  step: z.string(),
  mulai: z.string(),
  batas: z.string().nullable(),
  selesai: z.string().nullable(),
  dijeda_sejak: z.string().nullable(),
  hari_dijeda: z.number(),
  /** Working days used so far (or in all), pauses excluded. */
  hari_kerja: z.number(),
  terlambat: z.boolean(),
});

/**
 * `GET laporan/list-hari-kerja`: the reports' 30 HK decision clocks (issue 10 §4) — start, pauses, due date, the day
 * it stopped and the working days used — what the 30HK and 7HK reports of the report engine read.
 */
export async function listHariKerja(ctx: ServerContext, q: ClockQuery) {
  const i = wf_instances;
  const today = todayJakarta();
  const conds: (SQL | undefined)[] = [
    eq(i.subject_type, 'laporan'),
    isNotNull(i.clock_started_on),
    isNull(laporans.deleted_at),
    q.grup_id ? eq(i.grup_id, q.grup_id) : undefined,
    q.tahun
      ? and(gte(i.clock_started_on, `${q.tahun}-01-01`), lt(i.clock_started_on, `${q.tahun + 1}-01-01`))
      : undefined,
  ];
  if (q.keadaan === 'berjalan') conds.push(isNull(i.clock_done_on));
  if (q.keadaan === 'selesai') conds.push(isNotNull(i.clock_done_on));
  if (q.keadaan === 'terlambat') {
    conds.push(
      or(
        and(isNull(i.clock_done_on), lt(i.clock_due_on, today)),
        sql`${i.clock_done_on} > ${i.clock_due_on}`,
      ),
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: laporans.id,
        nosig: laporans.nosig,
        pelapor_nama: pelapors.nama,
        step: i.step,
        mulai: i.clock_started_on,
        batas: i.clock_due_on,
        selesai: i.clock_done_on,
        dijeda_sejak: i.paused_since,
        hari_dijeda: i.paused_hk,
      })
      .from(i)
      .innerJoin(laporans, eq(laporans.id, i.subject_id))
      .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .where(where)
      .orderBy(desc(i.clock_started_on), desc(i.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(i)
      .innerJoin(laporans, eq(laporans.id, i.subject_id))
      .where(where),
  ]);
  const holidays = await cachedHolidays(ctx.db);
  const items = rows.map((r) => {
    const mulai = r.mulai ?? today;
    const end = r.selesai ?? r.dijeda_sejak ?? today;
    const used = Math.max(0, countWorkingDays(mulai, end, holidays) - r.hari_dijeda);
    const late = r.batas !== null && (r.selesai ?? today) > r.batas;
    return { ...r, mulai, hari_kerja: used, terlambat: late };
  });
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}
