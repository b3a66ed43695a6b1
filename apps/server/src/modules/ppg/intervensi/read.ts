import {
  alasanIntervensi,
  type IntervensiDetail,
  type IntervensiItem,
  type IntervensiQuery,
  KRITERIA_RISIKO_SANGAT_TINGGI,
  KRITERIA_SKOR_RENDAH,
  type RiskBand,
  riskBand,
  type StatusIntervensi,
  type UsulanIntervensi,
} from '@gratifikasi/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { AppError } from '../../../platform/errors';

type Raw = Record<string, unknown>;
const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** The live criteria of master `kriteria-intervensi` by kode, with their weight, and the recommendation each chooses. */
async function kriteriaOf(db: Db) {
  const rows = rowsOf<{
    id: number;
    kode: string;
    nama: string;
    bobot: string | null;
    rek_id: number | null;
    rek: string | null;
  }>(
    await db.execute(sql`
      select k.id, k.kode, k.nama, k.bobot, rk.id as rek_id, rk.nama as rek
      from kriteria_intervensis k
      left join lateral (select r.id, r.nama from rekomendasi_intervensis r
                         where r.kriteria_intervensi_id = k.id and r.deleted_at is null and r.is_active is not false
                         order by r.urutan, r.id limit 1) rk on true
      where k.deleted_at is null and k.is_active is not false`),
  );
  return new Map(
    rows.map((r) => [
      r.kode,
      {
        kriteria: { id: Number(r.id), nama: r.nama },
        bobot: Number(r.bobot ?? 0),
        rekomendasi: r.rek_id === null ? null : { id: Number(r.rek_id), nama: String(r.rek) },
      },
    ]),
  );
}

/** The live recommendations of master `rekomendasi-intervensi` (the form's choices), with the criterion each serves. */
export async function daftarRekomendasi(db: Db) {
  const rows = rowsOf<{ id: number; nama: string; kriteria: string | null }>(
    await db.execute(sql`select r.id, r.nama, k.nama as kriteria from rekomendasi_intervensis r
                         left join kriteria_intervensis k on k.id = r.kriteria_intervensi_id
                         where r.deleted_at is null and r.is_active is not false order by r.urutan, r.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), nama: r.nama, kriteria: r.kriteria ?? null }));
}

/**
 * The year's proposals: every institution whose kept score is below the bar or whose register holds a VERY HIGH
 * risk, with the reason (`alasanIntervensi`), the criterion met (the heavier when both) and its recommendation, and
 * the open intervention already recorded. Lowest score first.
 */
export async function usulanIntervensi(db: Db, tahun: number): Promise<UsulanIntervensi[]> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      with k as (select distinct on (s.instansi_id) s.instansi_id, s.total
                 from ppg_skor_instansis s where s.tahun = ${tahun} and s.berlaku
                 order by s.instansi_id, s.disetujui_at desc, s.id desc),
           rk as (select r.instansi_id, max(r.skor) as skor from ppg_identifikasi_risikos r
                  where r.tahun = ${tahun} and r.deleted_at is null group by 1),
           c as (select coalesce(k.instansi_id, rk.instansi_id) as instansi_id, k.total, rk.skor
                 from k full join rk on rk.instansi_id = k.instansi_id)
      select c.instansi_id, i.nama, ki.nama as klasifikasi, c.total, c.skor, o.id as open_id, o.status as open_status
      from c join instansis i on i.id = c.instansi_id
      left join klasifikasi_instansis ki on ki.id = i.klasifikasi_instansi_id
      left join ppg_intervensis o on o.instansi_id = c.instansi_id and o.tahun = ${tahun} and o.status <> 'SELESAI'
      order by c.total asc nulls last, i.nama`),
  );
  const kriteria = await kriteriaOf(db);
  const out: UsulanIntervensi[] = [];
  for (const row of rows) {
    const total = row.total === null ? null : Number(row.total);
    const band: RiskBand | null = row.skor === null ? null : riskBand(Number(row.skor)).band;
    const alasan = alasanIntervensi(total, band);
    if (!alasan) continue;
    const met = [
      ...(alasan.includes('skor') ? [kriteria.get(KRITERIA_SKOR_RENDAH)] : []),
      ...(band === 'VERY HIGH' ? [kriteria.get(KRITERIA_RISIKO_SANGAT_TINGGI)] : []),
    ].filter((k) => k !== undefined);
    const pick = met.sort((a, b) => b.bobot - a.bobot)[0];
    out.push({
      instansi: { id: Number(row.instansi_id), nama: String(row.nama) },
      klasifikasi: (row.klasifikasi as string | null) ?? null,
      tahun,
      total,
      risiko_tertinggi: band,
      alasan,
      kriteria: pick?.kriteria ?? null,
      rekomendasi: pick?.rekomendasi ?? null,
      intervensi_terbuka:
        row.open_id === null
          ? null
          : { id: Number(row.open_id), status: row.open_status as StatusIntervensi },
    });
  }
  return out;
}

/** The interventions a query asks for. */
function where(q: Partial<IntervensiQuery>): SQL {
  return and(
    sql`true`,
    q.tahun !== undefined ? sql`v.tahun = ${q.tahun}` : undefined,
    q.status !== undefined ? sql`v.status = ${q.status}` : undefined,
    q.jenis !== undefined ? sql`v.jenis = ${q.jenis}` : undefined,
    q.instansi_id !== undefined ? sql`v.instansi_id = ${Number(q.instansi_id)}` : undefined,
    q.q
      ? sql`(lower(i.nama) like ${like(q.q)} or lower(coalesce(v.catatan, '')) like ${like(q.q)})`
      : undefined,
  ) as SQL;
}

const ORDER: Record<string, string> = {
  tanggal: 'v.tanggal',
  instansi: 'i.nama',
  status: 'v.status',
  updated_at: 'v.updated_at',
};

const SELECT = sql`
  select v.*, v.tanggal::text as tanggal_teks, i.nama as instansi_nama, rk.nama as rekomendasi_nama, kr.nama as kriteria_nama,
         (select count(*)::int from ppg_intervensi_tindak_lanjuts t where t.intervensi_id = v.id) as jumlah_tl,
         (select max(t.tanggal)::text from ppg_intervensi_tindak_lanjuts t where t.intervensi_id = v.id) as tl_terakhir
  from ppg_intervensis v join instansis i on i.id = v.instansi_id
  join rekomendasi_intervensis rk on rk.id = v.rekomendasi_intervensi_id
  left join kriteria_intervensis kr on kr.id = v.kriteria_intervensi_id`;

function item(r: Raw): IntervensiItem {
  return {
    id: Number(r.id),
    instansi: { id: Number(r.instansi_id), nama: String(r.instansi_nama) },
    tahun: Number(r.tahun),
    tanggal: String(r.tanggal_teks),
    jenis: r.jenis as IntervensiItem['jenis'],
    rekomendasi: { id: Number(r.rekomendasi_intervensi_id), nama: String(r.rekomendasi_nama) },
    kriteria:
      r.kriteria_intervensi_id === null
        ? null
        : { id: Number(r.kriteria_intervensi_id), nama: String(r.kriteria_nama) },
    alasan: String(r.alasan),
    catatan: (r.catatan as string | null) ?? null,
    status: r.status as StatusIntervensi,
    jumlah_tindak_lanjut: Number(r.jumlah_tl ?? 0),
    tindak_lanjut_terakhir: (r.tl_terakhir as string | null) ?? null,
    revisi: Number(r.revisi),
    updated_at: iso(r.updated_at),
  };
}

/** The interventions, in order, `limit` at most from `offset` (the export reads them all up to its cap). */
export async function intervensiRows(db: Db, q: Partial<IntervensiQuery>, limit: number, offset = 0) {
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  const col = ORDER[q.sort ?? 'tanggal'] ?? 'v.tanggal';
  const rows = rowsOf<Raw>(
    await db.execute(
      sql`${SELECT} where ${where(q)} order by ${sql.raw(`${col} ${dir}, v.id ${dir}`)} limit ${limit} offset ${offset}`,
    ),
  );
  return rows.map(item);
}

/** `GET intervensi-upg`: one page with the count. */
export async function listIntervensi(db: Db, q: IntervensiQuery) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ppg_intervensis v join instansis i on i.id = v.instansi_id
                         where ${where(q)}`),
  );
  return {
    items: await intervensiRows(db, q, perPage, (page - 1) * perPage),
    total: Number(count?.n ?? 0),
    page,
    per_page: perPage,
  };
}

/** One intervention with its follow-ups (oldest first), or 404. */
export async function intervensiDetail(db: Db, id: number): Promise<IntervensiDetail> {
  const [row] = rowsOf<Raw>(
    await db.execute(sql`select x.*, u.name as dicatat_oleh from (${SELECT} where v.id = ${id}) x
                         left join users u on u.id = x.created_by`),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Intervensi tidak ditemukan');
  const tl = rowsOf<Raw>(
    await db.execute(sql`select t.id, t.tanggal::text as tanggal, t.catatan, t.penutup, t.created_at, u.name as oleh
                         from ppg_intervensi_tindak_lanjuts t left join users u on u.id = t.created_by
                         where t.intervensi_id = ${id} order by t.tanggal, t.id`),
  );
  return {
    ...item(row),
    tindak_lanjut: tl.map((t) => ({
      id: Number(t.id),
      tanggal: String(t.tanggal),
      catatan: String(t.catatan),
      penutup: Boolean(t.penutup),
      oleh: (t.oleh as string | null) ?? null,
      created_at: iso(t.created_at),
    })),
    dicatat_oleh: (row.dicatat_oleh as string | null) ?? null,
    created_at: iso(row.created_at),
    ditutup_at: row.ditutup_at === null ? null : iso(row.ditutup_at),
  };
}
