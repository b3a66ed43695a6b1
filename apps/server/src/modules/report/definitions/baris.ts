import { type SQL, sql } from 'drizzle-orm';
import type { BarisQuery } from './types';

const status = sql`coalesce((select st.nama from status_laporans st where st.kode = l.status and st.deleted_at is null
  limit 1), l.status)`;
const pelapor = sql`(select p.nama from pelapors p where p.id = l.pelapor_id)`;
const instansi = sql`(select i.nama from instansis i where i.id = l.instansi_id)`;

const today = sql`(now() at time zone 'Asia/Jakarta')::date`;

/** The decision clock of the report's process (wf_instances of subject laporan). */
const clock = sql`join wf_instances w on w.subject_type = 'laporan' and w.subject_id = l.id`;

export const BARIS_QUERIES: BarisQuery[] = [
  {
    kind: 'baris',
    key: 'report-logbook',
    sortBy: { tanggal_lapor: 'l.submitted_at', nosig: 'l.nosig', nilai: 'l.total_nilai' },
    query: (where) => sql`
      select l.id as _id, l.nosig, to_char(l.submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal_lapor,
             ${pelapor} as pelapor, ${instansi} as instansi, l.nama_pemberi as pemberi, ${status} as status,
             l.total_nilai::text as nilai, case when l.is_terlambat then 'Ya' else 'Tidak' end as terlambat,
             case when l.batas_lapor_upg is null then null when l.is_terlambat_upg then 'Ya' else 'Tidak' end
               as terlambat_upg
      from laporans l where ${where}`,
    count: (where) => sql`select count(*)::int as n from laporans l where ${where}`,
  },
  {
    kind: 'baris',
    key: 'report-database',
    sortBy: {
      tanggal_penerimaan: 'l.tanggal_penerimaan',
      nosig: 'l.nosig',
      nilai: 'r.nilai_rupiah',
      jenis_objek: 'r.jenis_objek_id',
    },
    query: (where) => sql`
      select l.id as _id, l.nosig, l.tanggal_penerimaan::text as tanggal_penerimaan, ${pelapor} as pelapor, ${instansi} as instansi,
             (select j.nama from jenis_objeks j where j.id = r.jenis_objek_id) as jenis_objek, r.uraian,
             l.nama_pemberi as pemberi, r.nilai_rupiah::text as nilai, ${status} as status
      from laporans l join rincian_laporans r on r.laporan_id = l.id and r.deleted_at is null
      where ${where}`,
    count: (where) => sql`select count(*)::int as n, coalesce(sum(r.nilai_rupiah), 0)::text as nilai
      from laporans l join rincian_laporans r on r.laporan_id = l.id and r.deleted_at is null where ${where}`,
  },
  {
    kind: 'baris',
    key: 'report-30hk',
    sortBy: { mulai: 'w.clock_started_on', tenggat: 'w.clock_due_on', selesai: 'w.clock_done_on' },
    query: (where) => sql`
      select l.id as _id, l.nosig, ${instansi} as instansi, w.clock_started_on::text as mulai, w.clock_due_on::text as tenggat,
             w.clock_done_on::text as selesai, w.paused_hk as jeda_hk,
             case when w.clock_done_on is null and w.clock_due_on < (now() at time zone 'Asia/Jakarta')::date
                    then 'Lewat tenggat'
                  when w.clock_done_on is null then 'Berjalan'
                  when w.clock_done_on <= w.clock_due_on then 'Selesai tepat waktu'
                  else 'Selesai terlambat' end as keadaan
      from laporans l ${clock} where ${where} and w.clock_started_on is not null`,
    count: (where) =>
      sql`select count(*)::int as n from laporans l ${clock} where ${where} and w.clock_started_on is not null`,
  },
  {
    // SK delivered to the reporter within 7 HK (UU 30/2002 Pasal 17; issue 28 §2): every report whose SK is numbered.
    kind: 'baris',
    key: 'report-7hk',
    periode: sql`l.sk_tanggal`,
    sortBy: { tanggal_sk: 'l.sk_tanggal', batas: 'l.sk_batas_sampai', sampai: 'l.sk_sampai_at' },
    query: (where) => sql`
      select l.id as _id, l.nosig, ${instansi} as instansi, l.sk_tanggal::text as tanggal_sk,
             l.sk_batas_sampai::text as batas,
             to_char(l.sk_sampai_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as sampai,
             case l.sk_sampai_via when 'UNDUH' then 'Unduhan pelapor' when 'EOFFICE' then 'E-office' end as melalui,
             case when l.sk_sampai_at is null and l.sk_batas_sampai < ${today} then 'Lewat batas, belum sampai'
                  when l.sk_sampai_at is null then 'Belum sampai'
                  when (l.sk_sampai_at at time zone 'Asia/Jakarta')::date <= l.sk_batas_sampai then 'Tepat waktu'
                  else 'Terlambat' end as keadaan
      from laporans l where ${where} and l.sk_batas_sampai is not null`,
    count: (where) =>
      sql`select count(*)::int as n from laporans l where ${where} and l.sk_batas_sampai is not null`,
  },
];

/**
 * The common filters of a row report over reports `l` (the scope is added by the engine). The year and month apply
 * to `periode`, a date, when given; else to when the report was filed (in Jakarta).
 */
export function barisFilters(f: Record<string, string | number | undefined>, periode?: SQL): SQL[] {
  const out: SQL[] = [];
  if (periode && f.tahun !== undefined) {
    out.push(sql`extract(year from ${periode}) = ${Number(f.tahun)}`);
    if (f.bulan !== undefined) out.push(sql`extract(month from ${periode}) = ${Number(f.bulan)}`);
  } else if (periode && f.bulan !== undefined) {
    out.push(sql`extract(month from ${periode}) = ${Number(f.bulan)}`);
  } else if (f.tahun !== undefined) {
    const y = Number(f.tahun);
    const m = f.bulan !== undefined ? Number(f.bulan) : null;
    const from = m ? `${y}-${String(m).padStart(2, '0')}-01` : `${y}-01-01`;
    const to = m
      ? m === 12
        ? `${y + 1}-01-01`
        : `${y}-${String(m + 1).padStart(2, '0')}-01`
      : `${y + 1}-01-01`;
    out.push(sql`l.submitted_at >= ${`${from}T00:00:00+07:00`}::timestamptz`);
    out.push(sql`l.submitted_at < ${`${to}T00:00:00+07:00`}::timestamptz`);
  } else if (f.bulan !== undefined) {
    out.push(sql`extract(month from l.submitted_at at time zone 'Asia/Jakarta') = ${Number(f.bulan)}`);
  }
  if (f.instansi_id !== undefined) out.push(sql`l.instansi_id = ${Number(f.instansi_id)}`);
  if (f.unit_kerja_id !== undefined) out.push(sql`l.unit_kerja_id = ${Number(f.unit_kerja_id)}`);
  if (f.status !== undefined) out.push(sql`l.status = ${String(f.status)}`);
  if (f.kanal !== undefined) out.push(sql`l.kanal = ${String(f.kanal)}`);
  if (f.q)
    out.push(
      sql`l.search_text like ${`%${String(f.q)
        .toLowerCase()
        .replace(/[\\%_]/g, '\\$&')}%`}`,
    );
  return out;
}
