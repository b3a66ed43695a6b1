import type { Writable } from 'node:stream';
import { LIKERT_LABELS, type SurveiHasil, TIPE_PERTANYAAN_LABELS } from '@gratifikasi/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { ppg_survei_jawabans, ppg_survei_penugasans, ppg_survei_sesis } from '../../../db/schema';
import { masterColumn as c, masterTableOf } from '../../../db/schema/masters';
import { rowsOf } from '../../../db/seed/reference/insert';
import { AppError } from '../../../platform/errors';
import { type CellValue, writeQueryXlsx } from '../../../platform/excel';
import { bagianSurvei } from './read';

const jawab = ppg_survei_jawabans;
const tugas = ppg_survei_penugasans;
const instansi = masterTableOf('instansi');

/** The sent responses of a survey (of one session when given), as a SQL condition on `ppg_survei_jawabans j`. */
function sentWhere(surveiId: number, sesiId?: number): SQL {
  return sesiId
    ? sql`j.survei_id = ${surveiId} and j.status = 'TERKIRIM' and exists (select 1 from ${tugas} t where t.id = j.penugasan_id and t.sesi_id = ${sesiId})`
    : sql`j.survei_id = ${surveiId} and j.status = 'TERKIRIM'`;
}

async function pertanyaanOf(ctx: ServerContext, surveiId: number) {
  return (await bagianSurvei(ctx.db, surveiId)).flatMap((b) => b.pertanyaan);
}

/**
 * `GET survey/{id}/hasil`: per question over the sent responses — counts per option (single and multiple choice,
 * Likert), the distribution and mean of numbers, how many answered each; a handful of aggregate queries over the
 * answers' JSON, whatever the number of responses.
 */
export async function hasilSurvei(
  ctx: ServerContext,
  surveiId: number,
  sesiId?: number,
): Promise<SurveiHasil> {
  const questions = await pertanyaanOf(ctx, surveiId);
  const where = sentWhere(surveiId, sesiId);
  const [responden] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from ${jawab} j where ${where}`),
  );
  const [penugasan] = await ctx.db
    .select({ n: count() })
    .from(tugas)
    .innerJoin(ppg_survei_sesis, eq(ppg_survei_sesis.id, tugas.sesi_id))
    .where(and(eq(ppg_survei_sesis.survei_id, surveiId), sesiId ? eq(tugas.sesi_id, sesiId) : undefined));
  // Values of scalar answers and of each element of multiple-choice answers, counted per question.
  const counted = rowsOf<{ k: string; v: string; n: number }>(
    await ctx.db.execute(sql`
      select e.key as k, coalesce(a.v, e.value #>> '{}') as v, count(*)::int as n
      from ${jawab} j
      cross join lateral jsonb_each(j.jawaban) e
      left join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value end) a(v) on true
      where ${where}
      group by 1, 2`),
  );
  const answered = rowsOf<{
    k: string;
    n: number;
    avg: number | null;
    min: number | null;
    max: number | null;
  }>(
    await ctx.db.execute(sql`
      select e.key as k, count(*)::int as n,
        avg(case when jsonb_typeof(e.value) = 'number' then (e.value #>> '{}')::float8 end)::float8 as avg,
        min(case when jsonb_typeof(e.value) = 'number' then (e.value #>> '{}')::float8 end)::float8 as min,
        max(case when jsonb_typeof(e.value) = 'number' then (e.value #>> '{}')::float8 end)::float8 as max
      from ${jawab} j cross join lateral jsonb_each(j.jawaban) e
      where ${where}
      group by 1`),
  );
  const byKey = new Map<string, { v: string; n: number }[]>();
  for (const r of counted) byKey.set(r.k, [...(byKey.get(r.k) ?? []), { v: r.v, n: Number(r.n) }]);
  const stats = new Map(answered.map((r) => [r.k, r]));
  const pertanyaan: SurveiHasil['pertanyaan'] = [];
  for (const q of questions) {
    const key = String(q.id);
    const values = byKey.get(key) ?? [];
    const s = stats.get(key);
    let sebaran: { nilai: string; jumlah: number }[] = [];
    if (q.tipe === 'PILIHAN_TUNGGAL' || q.tipe === 'PILIHAN_GANDA') {
      sebaran = q.opsi.map((o) => ({ nilai: o, jumlah: values.find((v) => v.v === o)?.n ?? 0 }));
    } else if (q.tipe === 'LIKERT') {
      sebaran = [1, 2, 3, 4, 5].map((p) => ({
        nilai: `${p} – ${LIKERT_LABELS[p]}`,
        jumlah: values.find((v) => Number(v.v) === p)?.n ?? 0,
      }));
    } else if (q.tipe === 'ANGKA' && s?.min != null && s.max != null) {
      sebaran = histogram(values, Number(s.min), Number(s.max));
    }
    pertanyaan.push({
      id: q.id,
      teks: q.teks,
      tipe: q.tipe,
      dijawab: Number(s?.n ?? 0),
      sebaran,
      rata_rata: q.tipe === 'ANGKA' || q.tipe === 'LIKERT' ? (s?.avg ?? null) : null,
      minimum: q.tipe === 'ANGKA' ? (s?.min ?? null) : null,
      maksimum: q.tipe === 'ANGKA' ? (s?.max ?? null) : null,
    });
  }
  return { jumlah_responden: Number(responden?.n ?? 0), jumlah_penugasan: penugasan?.n ?? 0, pertanyaan };
}

/** Numbers in at most five equal ranges between the lowest and highest answer (one bar per distinct value below). */
function histogram(values: { v: string; n: number }[], min: number, max: number) {
  const nums = values.map((x) => ({ v: Number(x.v), n: x.n })).filter((x) => Number.isFinite(x.v));
  if (nums.length <= 5)
    return nums.sort((a, b) => a.v - b.v).map((x) => ({ nilai: String(x.v), jumlah: x.n }));
  const width = (max - min) / 5;
  const fmt = (x: number) => String(Math.round(x * 100) / 100);
  return [0, 1, 2, 3, 4].map((i) => {
    const lo = min + i * width;
    const hi = i === 4 ? max : lo + width;
    return {
      nilai: `${fmt(lo)} – ${fmt(hi)}`,
      jumlah: nums.filter((x) => x.v >= lo && (i === 4 ? x.v <= hi : x.v < hi)).reduce((a, x) => a + x.n, 0),
    };
  });
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
      select ${c(instansi, 'nama')} as instansi_nama, j.jawaban ->> ${key} as jawaban
      from ${jawab} j join ${tugas} t on t.id = j.penugasan_id join ${instansi} on ${instansi.id} = t.instansi_id
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
    'Instansi',
    'Sesi',
    'Dikirim',
    ...questions.map((q, i) => `${i + 1}. ${q.teks} (${TIPE_PERTANYAAN_LABELS[q.tipe]})`),
  ];
  const query = sql`
    select ${c(instansi, 'nama')} as instansi, s.nama as sesi, j.dikirim_pada as dikirim, j.jawaban as jawaban
    from ${jawab} j join ${tugas} t on t.id = j.penugasan_id join ${ppg_survei_sesis} s on s.id = t.sesi_id
    join ${instansi} on ${instansi.id} = t.instansi_id
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
