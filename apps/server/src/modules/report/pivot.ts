import {
  INDONESIAN_MONTHS,
  PIVOT_MAX_BARIS,
  PIVOT_MAX_KOLOM,
  type PivotDimensi,
  type PivotQuery,
  type PivotResult,
  pivotPerObjek,
} from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cacheOf } from '../../platform/cache';
import { AppError } from '../../platform/errors';
import { summarySource } from './engine';
import { ringkasanRefreshedAt } from './ringkasan';
import { type ReportCaller, scopeKey } from './scope';

const months = sql.raw(`array[${INDONESIAN_MONTHS.map((m) => `'${m}'`).join(',')}]`);

/** Each dimension's label over the summary rows `s` and their masters (labels sort in their natural order). */
const DIMENSI_SQL: Record<PivotDimensi, SQL> = {
  tahun: sql`s.tahun::text`,
  triwulan: sql`'Triwulan ' || (array['I','II','III','IV'])[(s.bulan - 1) / 3 + 1]`,
  bulan: sql`lpad(s.bulan::text, 2, '0') || ' ' || (${months})[s.bulan]`,
  instansi: sql`coalesce(i.nama, '(Tanpa instansi)')`,
  unit_kerja: sql`coalesce(u.nama, '(Tanpa unit kerja)')`,
  provinsi: sql`coalesce(p.nama, '(Tanpa provinsi)')`,
  status: sql`coalesce(st.nama, s.status)`,
  kanal: sql`s.kanal`,
  rentang: sql`s.rentang || '. ' || (array['< Rp1 juta','Rp1–10 juta','Rp10–100 juta','> Rp100 juta'])[s.rentang]`,
  jenis_objek: sql`coalesce(j.nama, '(Tanpa jenis objek)')`,
};

/**
 * The pivot (issue 14 §3): the measure summed over the chosen row and column dimensions on the server, with the row
 * totals, column totals and grand total from the same statement (grouping sets), so they always add up.
 */
export async function runPivot(db: Db, caller: ReportCaller, q: PivotQuery): Promise<PivotResult> {
  const r = q.baris.map((d, i) => sql`${DIMENSI_SQL[d]} as ${sql.identifier(`r${i}`)}`);
  const c = q.kolom.map((d, i) => sql`${DIMENSI_SQL[d]} as ${sql.identifier(`c${i}`)}`);
  const rn = q.baris.map((_, i) => sql.identifier(`r${i}`));
  const cn = q.kolom.map((_, i) => sql.identifier(`c${i}`));
  // Every cell, the row totals, the column totals and the grand total (a set that repeats another is left out).
  const sets = new Map<string, SQL[]>();
  for (const names of [
    [...q.baris.map((_, i) => `r${i}`), ...q.kolom.map((_, i) => `c${i}`)],
    q.baris.map((_, i) => `r${i}`),
    q.kolom.map((_, i) => `c${i}`),
    [],
  ]) {
    sets.set(
      names.join(','),
      names.map((n) => sql`${sql.identifier(n)}`),
    );
  }
  const setSql = sql.join(
    [...sets.values()].map((s) => sql`(${sql.join(s, sql`, `)})`),
    sql`, `,
  );
  // The kind of object is an item's: such a pivot reads the item-grain summary (its measures are the items').
  const perObjek = pivotPerObjek(q);
  const source = summarySource(caller, q, perObjek ? 'objek' : 'laporan');
  const v = q.ukuran === 'nilai' ? sql`sum(x.v)::numeric(22,2)::text` : sql`sum(x.v)::int`;
  const stmt = sql`
    select ${sql.join(
      [...rn, ...cn].map((n) => sql`${n}`),
      sql`, `,
    )},
           grouping(${sql.join(rn, sql`, `)})::int as gr
           ${cn.length ? sql`, grouping(${sql.join(cn, sql`, `)})::int as gc` : sql`, 0 as gc`},
           ${v} as v
    from (select ${sql.join([...r, ...c], sql`, `)}, s.${sql.identifier(q.ukuran)} as v
          from ${source}
          left join instansis i on i.id = s.instansi_id
          ${perObjek ? sql`left join jenis_objeks j on j.id = s.jenis_objek_id` : sql`left join unit_kerjas u on u.id = s.unit_kerja_id`}
          left join provinsis p on p.id = s.provinsi_id
          left join status_laporans st on st.kode = s.status and st.deleted_at is null) x
    group by grouping sets (${setSql})`;
  // The aggregation over the summary, kept per caller scope, query and summary refresh (30 s at most).
  const refreshed = await ringkasanRefreshedAt(db);
  const rows = await cacheOf(db).get(
    'report',
    `pivot|${scopeKey(caller.scope)}|${JSON.stringify(q)}|${refreshed ?? ''}`,
    async () => rowsOf<Record<string, unknown>>(await db.execute(stmt)),
  );
  const cells = rows.map((row) => ({
    r: Number(row.gr) === 0 ? q.baris.map((_, i) => String(row[`r${i}`])) : null,
    c: q.kolom.length > 0 && Number(row.gc) === 0 ? q.kolom.map((_, i) => String(row[`c${i}`])) : null,
    v: typeof row.v === 'number' ? row.v : String(row.v ?? '0'),
  }));
  const rowKeys = new Set(cells.filter((x) => x.r).map((x) => JSON.stringify(x.r)));
  const colKeys = new Set(cells.filter((x) => x.c).map((x) => JSON.stringify(x.c)));
  if (rowKeys.size > PIVOT_MAX_BARIS || colKeys.size > PIVOT_MAX_KOLOM) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      baris: [
        `Hasil terlalu besar untuk layar (${rowKeys.size} baris × ${colKeys.size} kolom): persempit filter atau ` +
          'ekspor laporan rinciannya',
      ],
    });
  }
  return {
    baris: q.baris,
    kolom: q.kolom,
    ukuran: q.ukuran,
    cells,
    refreshed_at: caller.scope.kind === 'semua' ? refreshed : null,
  };
}
