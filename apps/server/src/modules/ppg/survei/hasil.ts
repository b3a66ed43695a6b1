import type { Writable } from 'node:stream';
import { LIKERT_LABELS, type SurveiHasil, TIPE_PERTANYAAN_LABELS } from '@gratifikasi/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { rowsOf } from '../../../db/rows';
import {
  ppg_kegiatan_aktivitas,
  ppg_survei_jawabans,
  ppg_survei_penugasans,
  ppg_survei_sesis,
} from '../../../db/schema';
import { masterColumn as c, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { type CellValue, writeQueryXlsx } from '../../../platform/excel';
import { bagianSurvei } from './read';

const jawab = ppg_survei_jawabans;
const tugas = ppg_survei_penugasans;
const instansi = masterTableOf('instansi');

/**
 * The sent responses of a survey — of one survey session, or of some activity sessions (their public survey
 * links), when given — as a SQL condition on `ppg_survei_jawabans j`.
 */
function sentWhere(surveiId: number, sesiId?: number, aktivitasIds?: readonly number[]): SQL {
  if (aktivitasIds) {
    const ids =
      aktivitasIds.length > 0
        ? sql.join(
            aktivitasIds.map((id) => sql`${id}`),
            sql`, `,
          )
        : sql`null`;
    return sql`j.survei_id = ${surveiId} and j.status = 'TERKIRIM' and j.aktivitas_id in (${ids})`;
  }
  return sesiId
    ? sql`j.survei_id = ${surveiId} and j.status = 'TERKIRIM' and exists (select 1 from ${tugas} t where t.id = j.penugasan_id and t.sesi_id = ${sesiId})`
    : sql`j.survei_id = ${surveiId} and j.status = 'TERKIRIM'`;
}

/** Aggregates as columns c0, c1, … (their own names repeat: `count`, `avg`). */
const named = (parts: SQL[]) =>
  sql.join(
    parts.map((p, i) => sql`${p} as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );

async function pertanyaanOf(ctx: ServerContext, surveiId: number) {
  return (await bagianSurvei(ctx.db, surveiId)).flatMap((b) => b.pertanyaan);
}

/**
 * `GET survey/{id}/hasil`: per question over the sent responses — counts per option (single and multiple choice,
 * Likert), the distribution and mean of numbers, how many answered each. One pass over the responses computes every
 * count and summary as a filtered aggregate (no row per answer), a second one the ranges of the number questions;
 * 100,000 responses in well under a second (bench/survei.ts).
 */
export async function hasilSurvei(
  ctx: ServerContext,
  surveiId: number,
  sesiId?: number,
  aktivitasIds?: readonly number[],
): Promise<SurveiHasil> {
  const questions = await pertanyaanOf(ctx, surveiId);
  const where = sentWhere(surveiId, sesiId, aktivitasIds);
  const [penugasan] = await ctx.db
    .select({ n: count() })
    .from(tugas)
    .innerJoin(ppg_survei_sesis, eq(ppg_survei_sesis.id, tugas.sesi_id))
    .where(and(eq(ppg_survei_sesis.survei_id, surveiId), sesiId ? eq(tugas.sesi_id, sesiId) : undefined));
  const aggs: SQL[] = [sql`count(*)::int`];
  const num = (k: string) => sql`(j.jawaban ->> ${k})::float8`;
  const isNum = (k: string) => sql`jsonb_typeof(j.jawaban -> ${k}) = 'number'`;
  for (const q of questions) {
    const k = String(q.id);
    aggs.push(sql`(count(*) filter (where j.jawaban ? ${k}))::int`);
    if (q.tipe === 'PILIHAN_TUNGGAL') {
      for (const o of q.opsi) aggs.push(sql`(count(*) filter (where j.jawaban ->> ${k} = ${o}))::int`);
    } else if (q.tipe === 'PILIHAN_GANDA') {
      for (const o of q.opsi) aggs.push(sql`(count(*) filter (where (j.jawaban -> ${k}) ? ${o}))::int`);
    } else if (q.tipe === 'LIKERT') {
      for (const p of [1, 2, 3, 4, 5])
        aggs.push(sql`(count(*) filter (where j.jawaban -> ${k} = ${String(p)}::jsonb))::int`);
      aggs.push(sql`avg(${num(k)}) filter (where ${isNum(k)})`);
    } else if (q.tipe === 'ANGKA') {
      aggs.push(sql`avg(${num(k)}) filter (where ${isNum(k)})`);
      aggs.push(sql`min(${num(k)}) filter (where ${isNum(k)})`);
      aggs.push(sql`max(${num(k)}) filter (where ${isNum(k)})`);
    }
  }
  const [row] = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`select ${named(aggs)} from ${jawab} j where ${where}`),
  );
  const values = aggs
    .map((_, i) => row?.[`c${i}`])
    .map((v) => (v === null || v === undefined ? null : Number(v)));
  let at = 0;
  const next = () => values[at++] ?? null;
  const responden = next() ?? 0;
  const pertanyaan: SurveiHasil['pertanyaan'] = [];
  const ranges: { index: number; k: string; min: number; max: number }[] = [];
  for (const q of questions) {
    const dijawab = next() ?? 0;
    let sebaran: { nilai: string; jumlah: number }[] = [];
    let rata: number | null = null;
    let minimum: number | null = null;
    let maksimum: number | null = null;
    if (q.tipe === 'PILIHAN_TUNGGAL' || q.tipe === 'PILIHAN_GANDA') {
      sebaran = q.opsi.map((o) => ({ nilai: o, jumlah: next() ?? 0 }));
    } else if (q.tipe === 'LIKERT') {
      sebaran = [1, 2, 3, 4, 5].map((p) => ({ nilai: `${p} – ${LIKERT_LABELS[p]}`, jumlah: next() ?? 0 }));
      rata = next();
    } else if (q.tipe === 'ANGKA') {
      rata = next();
      minimum = next();
      maksimum = next();
      if (minimum !== null && maksimum !== null) {
        ranges.push({ index: pertanyaan.length, k: String(q.id), min: minimum, max: maksimum });
      }
    }
    pertanyaan.push({
      id: q.id,
      teks: q.teks,
      tipe: q.tipe,
      dijawab,
      sebaran,
      rata_rata: rata,
      minimum,
      maksimum,
    });
  }
  if (ranges.length > 0) {
    // Five equal ranges between the lowest and highest answer of each number question (one bar when they are equal).
    const buckets = ranges.flatMap(({ k, min, max }) =>
      [1, 2, 3, 4, 5].map((b) =>
        max > min
          ? sql`(count(*) filter (where ${isNum(k)} and least(width_bucket(${num(k)}, ${min}::float8, ${max}::float8, 5), 5) = ${b}))::int`
          : sql`(count(*) filter (where ${isNum(k)}))::int`,
      ),
    );
    const [hist] = rowsOf<Record<string, unknown>>(
      await ctx.db.execute(sql`select ${named(buckets)} from ${jawab} j where ${where}`),
    );
    const counts = buckets.map((_, i) => Number(hist?.[`c${i}`] ?? 0));
    const fmt = (x: number) => String(Math.round(x * 100) / 100);
    ranges.forEach(({ index, min, max }, r) => {
      const q = pertanyaan[index];
      if (!q) return;
      const width = (max - min) / 5;
      q.sebaran =
        max > min
          ? [0, 1, 2, 3, 4].map((i) => ({
              nilai: `${fmt(min + i * width)} – ${fmt(i === 4 ? max : min + (i + 1) * width)}`,
              jumlah: counts[r * 5 + i] ?? 0,
            }))
          : [{ nilai: fmt(min), jumlah: counts[r * 5] ?? 0 }];
    });
  }
  return { jumlah_responden: responden, jumlah_penugasan: penugasan?.n ?? 0, pertanyaan };
}

/** `GET survey/{id}/hasil/teks`: the text (and date) answers of one question, paged. */
export async function teksJawaban(
  ctx: ServerContext,
  surveiId: number,
  q: { pertanyaan_id: number; sesi_id?: number | undefined; page: number; per_page: number },
) {
  const questions = await pertanyaanOf(ctx, surveiId);
  if (!questions.some((x) => x.id === q.pertanyaan_id))
    throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan');
  const key = String(q.pertanyaan_id);
  const where = sql`${sentWhere(surveiId, q.sesi_id)} and j.jawaban ? ${key}`;
  const items = rowsOf<{ instansi_nama: string; jawaban: string }>(
    await ctx.db.execute(sql`
      select coalesce(${c(instansi, 'nama')}, j.responden_nama) as instansi_nama, j.jawaban ->> ${key} as jawaban
      from ${jawab} j left join ${tugas} t on t.id = j.penugasan_id left join ${instansi} on ${instansi.id} = t.instansi_id
      where ${where}
      order by j.dikirim_pada desc, j.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
  );
  const [n] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from ${jawab} j where ${where}`),
  );
  return { items, total: Number(n?.n ?? 0), page: q.page, per_page: q.per_page };
}

/** The raw answers as .xlsx, streamed: one row per sent response, one column per question. */
export async function exportJawaban(ctx: ServerContext, surveiId: number, out: Writable, sesiId?: number) {
  const questions = await pertanyaanOf(ctx, surveiId);
  const headers = [
    'Instansi / Responden',
    'Sesi',
    'Dikirim',
    ...questions.map((q, i) => `${i + 1}. ${q.teks} (${TIPE_PERTANYAAN_LABELS[q.tipe]})`),
  ];
  const query = sql`
    select coalesce(${c(instansi, 'nama')}, j.responden_nama) as instansi,
      coalesce(s.nama, 'Kegiatan: ' || a.judul) as sesi, j.dikirim_pada as dikirim, j.jawaban as jawaban
    from ${jawab} j left join ${tugas} t on t.id = j.penugasan_id
    left join ${ppg_survei_sesis} s on s.id = t.sesi_id
    left join ${instansi} on ${instansi.id} = t.instansi_id
    left join ${ppg_kegiatan_aktivitas} a on a.id = j.aktivitas_id
    where ${sentWhere(surveiId, sesiId)}
    order by j.dikirim_pada, j.id`;
  const cell = (v: unknown): CellValue => {
    if (v === undefined || v === null) return null;
    if (Array.isArray(v)) return v.join('; ');
    return typeof v === 'number' ? v : String(v);
  };
  return writeQueryXlsx(
    ctx.db,
    'Jawaban Survei',
    headers,
    query,
    (r) => {
      const answers = (typeof r.jawaban === 'string' ? JSON.parse(r.jawaban) : r.jawaban) as Record<
        string,
        unknown
      >;
      return [
        String(r.instansi),
        String(r.sesi),
        r.dikirim ? new Date(String(r.dikirim)) : null,
        ...questions.map((q) => cell(answers?.[String(q.id)])),
      ];
    },
    out,
  );
}
