import {
  alasanIntervensi,
  BATAS_SKOR_INTERVENSI,
  type DasborPpg,
  type IntervensiUsulan,
  PITA_SKOR,
  type RealisasiTriwulan,
  RISK_BANDS,
  RISK_THRESHOLDS,
  type RisikoBand,
  type RiskBand,
  rentangBand,
  STATUS_RENCANA_KERJA,
  STATUS_VERIFIKASI,
  STATUS_VERIFIKASI_LABELS,
  type StatusRencanaKerja,
  type StatusVerifikasi,
  statusRencanaKerjaLabel,
} from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * The PPG figures of a year (issue 25 §4), over every institution or one (`instansiId`): a handful of grouped
 * statements, each one pass over its table by year (indexed), never a query per institution. `dashboard/ppg`,
 * `user/ppg` and the PPG roles' homes all read these.
 */
export interface Lingkup {
  tahun: number;
  /** One institution (the UPG's own); undefined: all. */
  instansiId?: number;
}

const rows = async <T>(db: Db, q: SQL): Promise<T[]> => rowsOf<T>(await db.execute(q));
const inst = (l: Lingkup, col: SQL) =>
  l.instansiId === undefined ? sql`` : sql` and ${col} = ${l.instansiId}`;

/** A risk score's band as SQL (the thresholds of SPEC §4, from the domain). */
export function bandSql(band: RiskBand, col: SQL): SQL {
  const { lebihDari, sampai } = rentangBand(band);
  const parts: SQL[] = [];
  if (lebihDari !== null) parts.push(sql`${col} > ${lebihDari}`);
  if (sampai !== null) parts.push(sql`${col} <= ${sampai}`);
  return sql.join(parts, sql` and `);
}

export const VERY_HIGH_SQL = (col: SQL) => sql`${col} > ${RISK_THRESHOLDS.HIGH}`;

/** The score in force of each institution for the year (its latest verification's, at the criteria in force). */
const skorTerakhir = (l: Lingkup) => sql`
  select distinct on (s.instansi_id) s.instansi_id, s.total::float8 as total, s.tahap_1::float8 as t1,
         s.tahap_2::float8 as t2, s.tahap_3::float8 as t3, s.tahap_4::float8 as t4, s.disetujui_at
  from ppg_skor_instansis s where s.tahun = ${l.tahun} and s.berlaku${inst(l, sql`s.instansi_id`)}
  order by s.instansi_id, s.disetujui_at desc, s.id desc`;

/** Participants and profiles of the year. */
export async function hitungPeserta(db: Db, l: Lingkup): Promise<{ peserta: number; profil: number }> {
  const [row] = await rows<{ peserta: number; profil: number }>(
    db,
    sql`select (select count(*) from ppg_peserta_monevs p where p.tahun = ${l.tahun}${inst(l, sql`p.instansi_id`)})::int
                 as peserta,
               (select count(*) from ppg_profil_klops p where p.tahun = ${l.tahun}${inst(l, sql`p.instansi_id`)})::int
                 as profil`,
  );
  return { peserta: Number(row?.peserta ?? 0), profil: Number(row?.profil ?? 0) };
}

/** Work plans by status. */
export async function hitungRencana(db: Db, l: Lingkup): Promise<DasborPpg['rencana']> {
  const got = await rows<{ status: string; jumlah: number }>(
    db,
    sql`select k.status, count(*)::int as jumlah from ppg_rencana_kerjas k
        where k.tahun = ${l.tahun}${inst(l, sql`k.instansi_id`)} group by k.status`,
  );
  const by = new Map(got.map((r) => [r.status, Number(r.jumlah)]));
  const per_status = STATUS_RENCANA_KERJA.map((status) => ({
    status,
    label: statusRencanaKerjaLabel(status, true),
    jumlah: by.get(status) ?? 0,
  }));
  return { total: per_status.reduce((n, s) => n + s.jumlah, 0), per_status };
}

/**
 * Each quarter against the plan: the approved plans' targets, what the sent or accepted realisations achieved, how
 * many were sent, accepted and late (and, for one institution, its realisation's status).
 */
export async function hitungRealisasi(
  db: Db,
  l: Lingkup,
): Promise<(RealisasiTriwulan & { status: StatusRencanaKerja | null })[]> {
  const got = await rows<{
    triwulan: number;
    target: number;
    capaian: number;
    diajukan: number;
    disetujui: number;
    terlambat: number;
    status: string | null;
  }>(
    db,
    sql`with t as (
          select coalesce(sum(i.target_tw1), 0)::int as t1, coalesce(sum(i.target_tw2), 0)::int as t2,
                 coalesce(sum(i.target_tw3), 0)::int as t3, coalesce(sum(i.target_tw4), 0)::int as t4
          from ppg_rencana_kerja_items i join ppg_rencana_kerjas k on k.id = i.rencana_kerja_id
          where k.tahun = ${l.tahun} and k.status = 'approved'${inst(l, sql`k.instansi_id`)}),
        r as (
          select r.triwulan, count(*) filter (where r.status in ('submit', 'approved'))::int as diajukan,
                 count(*) filter (where r.status = 'approved')::int as disetujui,
                 count(*) filter (where r.status in ('submit', 'approved') and r.terlambat_hari > 0)::int as terlambat,
                 min(r.status) as status
          from ppg_realisasi_rencana_kerjas r where r.tahun = ${l.tahun}${inst(l, sql`r.instansi_id`)}
          group by r.triwulan),
        c as (
          select r.triwulan, sum(ri.capaian)::int as capaian
          from ppg_realisasi_items ri join ppg_realisasi_rencana_kerjas r on r.id = ri.realisasi_id
          where r.tahun = ${l.tahun} and r.status in ('submit', 'approved')${inst(l, sql`r.instansi_id`)}
          group by r.triwulan)
        select g.tw as triwulan, (array[t.t1, t.t2, t.t3, t.t4])[g.tw] as target, coalesce(c.capaian, 0)::int as capaian,
               coalesce(r.diajukan, 0)::int as diajukan, coalesce(r.disetujui, 0)::int as disetujui,
               coalesce(r.terlambat, 0)::int as terlambat, r.status
        from generate_series(1, 4) as g(tw) cross join t
        left join r on r.triwulan = g.tw left join c on c.triwulan = g.tw order by g.tw`,
  );
  return got.map((r) => {
    const target = Number(r.target);
    const capaian = Number(r.capaian);
    return {
      triwulan: Number(r.triwulan),
      target,
      capaian,
      persen: target > 0 ? Math.round((capaian / target) * 10_000) / 100 : null,
      diajukan: Number(r.diajukan),
      disetujui: Number(r.disetujui),
      terlambat: Number(r.terlambat),
      status: l.instansiId === undefined ? null : ((r.status as StatusRencanaKerja | null) ?? null),
    };
  });
}

/** Verifications by the step they stand at. */
export async function hitungVerifikasi(db: Db, l: Lingkup): Promise<DasborPpg['verifikasi']> {
  const got = await rows<{ status: string; jumlah: number }>(
    db,
    sql`select v.status, count(*)::int as jumlah from ppg_verifikasis v
        where v.tahun = ${l.tahun}${inst(l, sql`v.instansi_id`)} group by v.status`,
  );
  const by = new Map(got.map((r) => [r.status, Number(r.jumlah)]));
  const per_status = STATUS_VERIFIKASI.map((status: StatusVerifikasi) => ({
    status,
    label: STATUS_VERIFIKASI_LABELS[status],
    jumlah: by.get(status) ?? 0,
  }));
  return { total: per_status.reduce((n, s) => n + s.jumlah, 0), per_status };
}

/** The finished scores' count, mean and bands. */
export async function hitungSkor(db: Db, l: Lingkup): Promise<DasborPpg['skor']> {
  const bands = PITA_SKOR.map(
    (p, i) =>
      sql`count(*) filter (where s.total >= ${p.min}${p.max === null ? sql`` : sql` and s.total < ${p.max}`})::int as ${sql.identifier(`p${i}`)}`,
  );
  const [row] = await rows<Record<string, number | null>>(
    db,
    sql`select count(*)::int as jumlah, round(avg(s.total)::numeric, 2)::float8 as rata_rata, ${sql.join(bands, sql`, `)}
        from (${skorTerakhir(l)}) s`,
  );
  return {
    jumlah: Number(row?.jumlah ?? 0),
    rata_rata: row?.rata_rata === null || row?.rata_rata === undefined ? null : Number(row.rata_rata),
    pita: PITA_SKOR.map((p, i) => ({ ...p, jumlah: Number(row?.[`p${i}`] ?? 0) })),
  };
}

/** Risks by band: how many, and in how many institutions. */
export async function hitungRisiko(db: Db, l: Lingkup): Promise<RisikoBand[]> {
  const cols = RISK_BANDS.flatMap((band, i) => [
    sql`count(*) filter (where ${bandSql(band, sql`r.skor`)})::int as ${sql.identifier(`n${i}`)}`,
    sql`count(distinct r.instansi_id) filter (where ${bandSql(band, sql`r.skor`)})::int as ${sql.identifier(`i${i}`)}`,
  ]);
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select ${sql.join(cols, sql`, `)} from ppg_identifikasi_risikos r
        where r.tahun = ${l.tahun} and r.deleted_at is null${inst(l, sql`r.instansi_id`)}`,
  );
  return RISK_BANDS.map((band, i) => ({
    band,
    jumlah: Number(row?.[`n${i}`] ?? 0),
    instansi: Number(row?.[`i${i}`] ?? 0),
  }));
}

/**
 * The institutions proposed for intervention (issue 25 §3): a latest score below `BATAS_SKOR_INTERVENSI`, or a
 * VERY HIGH risk; the lowest score first, then the most VERY HIGH risks. `limit` rows, and how many in all.
 */
export async function usulanIntervensi(
  db: Db,
  l: Lingkup,
  limit = 10,
): Promise<{ jumlah: number; items: IntervensiUsulan[] }> {
  const got = await rows<{ id: number; nama: string; total: number | null; n: number; jumlah: number }>(
    db,
    sql`with s as (${skorTerakhir(l)}),
        v as (select r.instansi_id, count(*)::int as n from ppg_identifikasi_risikos r
              where r.tahun = ${l.tahun} and r.deleted_at is null and ${VERY_HIGH_SQL(sql`r.skor`)}${inst(l, sql`r.instansi_id`)}
              group by r.instansi_id),
        u as (select coalesce(s.instansi_id, v.instansi_id) as id, s.total, coalesce(v.n, 0)::int as n
              from s full join v on v.instansi_id = s.instansi_id
              where s.total < ${BATAS_SKOR_INTERVENSI} or v.n > 0)
        select u.id, i.nama, u.total, u.n, count(*) over ()::int as jumlah
        from u join instansis i on i.id = u.id
        order by u.total asc nulls last, u.n desc, i.nama, u.id limit ${limit}`,
  );
  return {
    jumlah: Number(got[0]?.jumlah ?? 0),
    items: got.map((r) => {
      const total = r.total === null ? null : Number(r.total);
      const n = Number(r.n);
      return {
        instansi: { id: Number(r.id), nama: r.nama },
        total,
        risiko_very_high: n,
        alasan: alasanIntervensi(total, n > 0 ? 'VERY HIGH' : null) ?? '',
      };
    }),
  };
}

/** The latest kept score of one institution in the year, with its stages. */
export async function skorInstansi(db: Db, l: Lingkup & { instansiId: number }) {
  const [row] = await rows<{
    total: number;
    t1: number;
    t2: number;
    t3: number;
    t4: number;
    disetujui_at: string | Date;
  }>(db, skorTerakhir(l));
  return row ?? null;
}
