import {
  type PetaRisiko,
  petaRisiko,
  RISK_BANDS,
  type RisikoDetail,
  type RisikoItem,
  type RisikoQuery,
  type RiskBand,
  rentangBand,
  riskBand,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_identifikasi_risikos, ppg_realisasi_mitigasis } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { mediaInfo, mediaOf } from '../../../platform/files';
import { userName } from '../diseminasi/read';
import { type PpgActor, scopeOf } from '../diseminasi/scope';

export const REALISASI_MEDIA = 'ppg_realisasi_mitigasi';
export const BUKTI = 'bukti';

const r = ppg_identifikasi_risikos;
const m = ppg_realisasi_mitigasis;
const T = {
  instansi: () => masterTableOf('instansi'),
  penyebab: () => masterTableOf('penyebab-risiko'),
  probabilitas: () => masterTableOf('probabilitas-risiko'),
  dampak: () => masterTableOf('dampak-kerugian'),
  klasifikasi: () => masterTableOf('klasifikasi-risiko'),
  level: () => masterTableOf('level-risiko'),
};
const nama = (key: keyof typeof T) => masterColumn(T[key](), 'nama');
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The scores of a band, as SQL on `skor`. */
function bandSql(band: RiskBand): SQL | undefined {
  const { lebihDari, sampai } = rentangBand(band);
  return and(
    lebihDari === null ? undefined : gt(r.skor, lebihDari),
    sampai === null ? undefined : lte(r.skor, sampai),
  );
}

/** The live risks a query asks for, within what the actor may see. */
export function risikoWhere(actor: PpgActor, q: Partial<RisikoQuery>): SQL | undefined {
  return and(
    isNull(r.deleted_at),
    scopeOf(actor, r.instansi_id),
    q.instansi_id !== undefined ? eq(r.instansi_id, q.instansi_id) : undefined,
    q.tahun !== undefined ? eq(r.tahun, q.tahun) : undefined,
    q.band !== undefined ? bandSql(q.band as RiskBand) : undefined,
    q.klasifikasi_risiko_id !== undefined ? eq(r.klasifikasi_risiko_id, q.klasifikasi_risiko_id) : undefined,
    q.q ? or(ilike(r.proses_layanan, like(q.q)), ilike(r.risiko, like(q.q))) : undefined,
  );
}

function selection() {
  return {
    id: r.id,
    instansi_id: r.instansi_id,
    instansi_nama: nama('instansi'),
    tahun: r.tahun,
    proses_layanan: r.proses_layanan,
    risiko: r.risiko,
    penyebab_risiko_id: r.penyebab_risiko_id,
    penyebab_nama: nama('penyebab'),
    uraian_penyebab: r.uraian_penyebab,
    probabilitas_risiko_id: r.probabilitas_risiko_id,
    probabilitas_nama: nama('probabilitas'),
    probabilitas_nilai: r.probabilitas_nilai,
    dampak_kerugian_id: r.dampak_kerugian_id,
    dampak_nama: nama('dampak'),
    dampak_nilai: r.dampak_nilai,
    skor: r.skor,
    klasifikasi_risiko_id: r.klasifikasi_risiko_id,
    klasifikasi_nama: nama('klasifikasi'),
    level_risiko_id: r.level_risiko_id,
    level_nama: nama('level'),
    level_warna: masterColumn(T.level(), 'warna'),
    rencana_mitigasi: r.rencana_mitigasi,
    penanggung_jawab: r.penanggung_jawab,
    tenggat: r.tenggat,
    progres_terakhir: sql<
      number | null
    >`(select ${m.progres} from ${m} where ${m.identifikasi_id} = ${r.id} order by ${m.triwulan} desc limit 1)`,
    revisi: r.revisi,
    created_by: r.created_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function joined(db: Db, extra: Record<string, SQL.Aliased | SQL> = {}) {
  return db
    .select({ ...selection(), ...extra })
    .from(r)
    .innerJoin(T.instansi(), eq(T.instansi().id, r.instansi_id))
    .innerJoin(T.penyebab(), eq(T.penyebab().id, r.penyebab_risiko_id))
    .innerJoin(T.probabilitas(), eq(T.probabilitas().id, r.probabilitas_risiko_id))
    .innerJoin(T.dampak(), eq(T.dampak().id, r.dampak_kerugian_id))
    .innerJoin(T.klasifikasi(), eq(T.klasifikasi().id, r.klasifikasi_risiko_id))
    .leftJoin(T.level(), eq(T.level().id, r.level_risiko_id));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

export function toItem(row: Row): RisikoItem {
  const ref = (id: unknown, n: unknown) => ({ id: Number(id), nama: String(n ?? '') });
  const skor = Number(row.skor);
  return {
    id: row.id,
    instansi: ref(row.instansi_id, row.instansi_nama),
    tahun: row.tahun,
    proses_layanan: row.proses_layanan,
    risiko: row.risiko,
    penyebab_risiko: ref(row.penyebab_risiko_id, row.penyebab_nama),
    probabilitas_risiko: {
      ...ref(row.probabilitas_risiko_id, row.probabilitas_nama),
      nilai: row.probabilitas_nilai,
    },
    dampak_kerugian: { ...ref(row.dampak_kerugian_id, row.dampak_nama), nilai: row.dampak_nilai },
    skor,
    band: riskBand(skor).band,
    klasifikasi_risiko: ref(row.klasifikasi_risiko_id, row.klasifikasi_nama),
    level_risiko:
      row.level_risiko_id === null
        ? null
        : {
            ...ref(row.level_risiko_id, row.level_nama),
            warna: (row.level_warna as string | null) ?? null,
          },
    rencana_mitigasi: row.rencana_mitigasi,
    penanggung_jawab: row.penanggung_jawab,
    tenggat: row.tenggat,
    progres_terakhir: row.progres_terakhir === null ? null : Number(row.progres_terakhir),
    revisi: row.revisi,
    updated_at: row.updated_at.toISOString(),
  };
}

function orderOf(q: Partial<RisikoQuery>) {
  const dir = q.order === 'asc' ? asc : desc;
  switch (q.sort) {
    case 'proses_layanan':
      return [dir(r.proses_layanan), desc(r.id)];
    case 'tenggat':
      return [dir(r.tenggat), desc(r.id)];
    case 'instansi':
      return [dir(nama('instansi')), desc(r.skor), desc(r.id)];
    case 'updated_at':
      return [dir(r.updated_at), desc(r.id)];
    default:
      return [dir(r.skor), desc(r.id)];
  }
}

/** `GET identifikasi-titik-rawan`: a page of risks, highest score first by default. */
export async function listRisiko(db: Db, actor: PpgActor, q: Partial<RisikoQuery>) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const rows = await joined(db, { __total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(risikoWhere(actor, q))
    .orderBy(...orderOf(q))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map((row) => toItem(row)),
    total: Number((rows[0] as { __total?: number } | undefined)?.__total ?? 0),
    page,
    per_page: perPage,
  };
}

/** The live risk `id` if the actor may see it; NOT_FOUND otherwise (another institution's id included). */
export async function findRisiko(db: Db, actor: PpgActor, id: number) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), isNull(r.deleted_at), scopeOf(actor, r.instansi_id)));
  if (!row) throw new AppError('NOT_FOUND', 'Risiko tidak ditemukan');
  return row;
}

/** The realisations of risks (every quarter recorded), with their evidence. */
export async function realisasiOf(db: Db, ids: readonly number[], triwulan?: number) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(m)
    .where(and(inArray(m.identifikasi_id, [...ids]), triwulan ? eq(m.triwulan, triwulan) : undefined))
    .orderBy(asc(m.identifikasi_id), asc(m.triwulan));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      identifikasi_id: row.identifikasi_id,
      triwulan: row.triwulan,
      progres: row.progres,
      uraian: row.uraian,
      bukti: (await mediaOf(db, REALISASI_MEDIA, row.id, BUKTI)).map(mediaInfo),
      revisi: row.revisi,
      updated_at: row.updated_at.toISOString(),
    })),
  );
}

/** `GET identifikasi-titik-rawan/{id}`: the risk with each quarter's realisation. */
export async function risikoDetail(db: Db, actor: PpgActor, id: number): Promise<RisikoDetail> {
  await findRisiko(db, actor, id);
  const [row] = await joined(db).where(eq(r.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Risiko tidak ditemukan');
  return {
    ...toItem(row),
    uraian_penyebab: row.uraian_penyebab,
    realisasi: await realisasiOf(db, [id]),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by ? await userName(db, row.created_by) : null,
  };
}

/** `GET identifikasi-titik-rawan/peta`: how many risks of a year sit at each probability × impact. */
export async function petaRisikoOf(
  db: Db,
  actor: PpgActor,
  q: { tahun: number; instansi_id?: number },
): Promise<PetaRisiko> {
  const rows = await db
    .select({
      probabilitas: r.probabilitas_nilai,
      dampak: r.dampak_nilai,
      jumlah: sql<number>`count(*)::int`,
    })
    .from(r)
    .where(risikoWhere(actor, q))
    .groupBy(r.probabilitas_nilai, r.dampak_nilai);
  const sel = petaRisiko(rows.map((x) => ({ ...x, jumlah: Number(x.jumlah) })));
  const perBand = Object.fromEntries(RISK_BANDS.map((b) => [b, 0])) as Record<string, number>;
  for (const cell of sel.flat()) perBand[cell.band] = (perBand[cell.band] ?? 0) + cell.jumlah;
  const total = Object.values(perBand).reduce((a, b) => a + b, 0);
  return { tahun: q.tahun, total, per_band: perBand, sel };
}

/** `GET realisasi-mitigasi`: a page of a year's risks, each with its progress in one quarter (or null). */
export async function listRealisasi(
  db: Db,
  actor: PpgActor,
  q: { tahun: number; triwulan: number; instansi_id?: number; page?: number; per_page?: number },
) {
  const page = await listRisiko(db, actor, {
    tahun: q.tahun,
    instansi_id: q.instansi_id,
    page: q.page,
    per_page: q.per_page,
  });
  const realisasi = await realisasiOf(
    db,
    page.items.map((i) => i.id),
    q.triwulan,
  );
  const byRisiko = new Map(realisasi.map((x) => [x.identifikasi_id, x]));
  return {
    ...page,
    items: page.items.map((risiko) => ({ risiko, realisasi: byRisiko.get(risiko.id) ?? null })),
  };
}
