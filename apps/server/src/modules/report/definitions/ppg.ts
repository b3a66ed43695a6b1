import {
  type ReportFilters,
  RISK_BANDS,
  type RiskBand,
  rentangBand,
  STATUS_RENCANA_KERJA,
  statusRencanaKerjaLabel,
} from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import { bandSql } from '../../ppg/dasbor/query';
import { instansiWhere, target } from './instansi-filters';
import { countWithTotals } from './objek';
import type { BarisQuery } from './types';

/**
 * The institution reports read from the PPG records (issue 25 §4): the risk registers (`ppg_identifikasi_risikos`)
 * and each institution's programme of the year (plan, realisation, dissemination, innovation). Their rows are
 * institutions, so they apply their filters themselves; the KPK area reads the whole set.
 */

const BAND_COLUMN: Record<RiskBand, string> = {
  LOW: 'low',
  MEDIUM: 'medium',
  HIGH: 'high',
  'VERY HIGH': 'very_high',
};

/** The band of a score column as SQL text (SPEC §4). */
const bandOf = (col: string) =>
  sql.join(
    [
      sql`case`,
      ...RISK_BANDS.filter((b) => b !== 'VERY HIGH').map(
        (b) => sql`when ${sql.raw(col)} <= ${rentangBand(b).sampai} then ${b}`,
      ),
      sql`else 'VERY HIGH' end`,
    ],
    sql` `,
  );

const risiko = (f: ReportFilters) => {
  const w: SQL[] = [];
  if (f.instansi_id !== undefined) w.push(sql`and i.id = ${Number(f.instansi_id)}`);
  if (f.provinsi_id !== undefined) w.push(sql`and i.provinsi_id = ${Number(f.provinsi_id)}`);
  if (f.band_risiko !== undefined)
    w.push(sql`and x.${sql.identifier(BAND_COLUMN[f.band_risiko as RiskBand])} > 0`);
  return sql`
  select i.id as _id, i.nama as instansi, p.nama as provinsi, x.jumlah, x.low, x.medium, x.high, x.very_high,
         round(x.skor_maks::numeric, 2)::text as skor_maks, x.skor_maks as _skor_maks,
         round(x.skor_rata::numeric, 2)::text as skor_rata, x.skor_rata as _skor_rata,
         coalesce(lv.nama || ' (' || ${bandOf('x.skor_maks')} || ')', ${bandOf('x.skor_maks')}) as level,
         round(x.progres::numeric, 2)::text as progres
  from (select r.instansi_id, count(*)::int as jumlah,
               ${sql.join(
                 RISK_BANDS.map(
                   (b) =>
                     sql`count(*) filter (where ${bandSql(b, sql`r.skor`)})::int as ${sql.identifier(BAND_COLUMN[b])}`,
                 ),
                 sql`, `,
               )},
               max(r.skor) as skor_maks, avg(r.skor) as skor_rata, avg(coalesce(m.progres, 0)) as progres,
               (array_agg(r.level_risiko_id order by r.skor desc, r.id))[1] as level_id
        from ppg_identifikasi_risikos r
        left join lateral (select max(m.progres) as progres from ppg_realisasi_mitigasis m
                           where m.identifikasi_id = r.id) m on true
        where r.tahun = ${Number(f.tahun)} and r.deleted_at is null group by r.instansi_id) x
  join instansis i on i.id = x.instansi_id left join provinsis p on p.id = i.provinsi_id
  left join level_risikos lv on lv.id = x.level_id and lv.deleted_at is null
  where true ${sql.join(w, sql` `)}`;
};

export const risikoInstansi: BarisQuery = {
  kind: 'baris',
  key: 'report-risiko-instansi',
  needsTahun: true,
  ownFilters: true,
  sortBy: { skor_maks: '_skor_maks', skor_rata: '_skor_rata' },
  tieBreak: '_id',
  query: (_w, _a, f) => risiko(f),
  count: (_w, _a, f) => countWithTotals(risiko(f), ['jumlah', 'low', 'medium', 'high', 'very_high']),
};

const statusLabel = sql.join(
  [
    sql`case k.status`,
    ...STATUS_RENCANA_KERJA.map((s) => sql`when ${s} then ${statusRencanaKerjaLabel(s, true)}`),
    sql`else 'Belum ada' end`,
  ],
  sql` `,
);

const kegiatan = (f: ReportFilters) => {
  const tahun = Number(f.tahun);
  return sql`
  with d as (select instansi_id, count(*)::int as n, sum(jumlah_peserta)::int as peserta from ppg_diseminasis
             where tahun = ${tahun} and deleted_at is null group by 1),
       v as (select instansi_id, count(*)::int as n from ppg_inovasis
             where tahun = ${tahun} and deleted_at is null group by 1),
       c as (select r.instansi_id, sum(ri.capaian)::int as capaian
             from ppg_realisasi_items ri join ppg_realisasi_rencana_kerjas r on r.id = ri.realisasi_id
             where r.tahun = ${tahun} and r.status in ('submit', 'approved') group by 1),
       pm as (select instansi_id from ppg_peserta_monevs where tahun = ${tahun}),
       ids as (select instansi_id from d union select instansi_id from v union select instansi_id from pm
               union select instansi_id from ppg_rencana_kerjas where tahun = ${tahun}
               union select instansi_id from ppg_profil_klops where tahun = ${tahun})
  select i.id as _id, i.nama as instansi, b.nama as bidang,
         case when pm.instansi_id is null then 'Tidak' else 'Ya' end as peserta_monev,
         ${statusLabel} as rencana, coalesce(k.kegiatan, 0)::int as kegiatan_rencana,
         coalesce(k.target, 0)::int as target_rencana, coalesce(c.capaian, 0)::int as capaian,
         case when coalesce(k.target, 0) = 0 then null
              else round(100.0 * coalesce(c.capaian, 0) / k.target, 2)::text end as persen_capaian,
         coalesce(d.n, 0)::int as diseminasi, coalesce(d.peserta, 0)::int as peserta_diseminasi,
         coalesce(v.n, 0)::int as inovasi
  from ids join instansis i on i.id = ids.instansi_id left join bidangs b on b.id = i.bidang_id
  left join pm on pm.instansi_id = i.id
  left join lateral (
    select k.status, count(it.id)::int as kegiatan,
           sum(it.target_tw1 + it.target_tw2 + it.target_tw3 + it.target_tw4)::int as target
    from ppg_rencana_kerjas k left join ppg_rencana_kerja_items it on it.rencana_kerja_id = k.id
    where k.instansi_id = i.id and k.tahun = ${tahun} group by k.id, k.status) k on true
  left join c on c.instansi_id = i.id left join d on d.instansi_id = i.id left join v on v.instansi_id = i.id
  ${target(f)}
  where ${instansiWhere(f)}`;
};

export const kegiatanInstansi: BarisQuery = {
  kind: 'baris',
  key: 'report-kegiatan-instansi',
  needsTahun: true,
  ownFilters: true,
  sortBy: { instansi: 'instansi' },
  tieBreak: '_id',
  query: (_w, _a, f) => kegiatan(f),
  count: (_w, _a, f) =>
    countWithTotals(kegiatan(f), [
      'kegiatan_rencana',
      'target_rencana',
      'capaian',
      'diseminasi',
      'peserta_diseminasi',
      'inovasi',
    ]),
};
