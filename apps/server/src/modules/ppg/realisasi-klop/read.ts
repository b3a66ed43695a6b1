import {
  persenCapaian,
  type RealisasiDto,
  type RealisasiQuery,
  rencanaKerjaDapatDiubah,
  type StatusRealisasi,
  statusJendela,
  statusRealisasiLabel,
  type Triwulan,
  targetTriwulan,
} from '@gratifikasi/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  ppg_profil_klops,
  ppg_realisasi_items,
  ppg_realisasi_rencana_kerjas,
  ppg_rencana_kerja_items,
  ppg_rencana_kerjas,
} from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { mediaInfo, mediaOf } from '../../../platform/files';
import { todayJakarta } from '../../laporan/lookups';
import { instanceOf } from '../../workflow/engine';
import { type PpgActor, scopeOf } from '../diseminasi/scope';
import { jadwalBerlaku, peninjau } from '../profil-klop/read';
import { REALISASI_TYPE } from './kind';

export const REALISASI_MEDIA = 'ppg_realisasi_item';
export const BUKTI = 'bukti';

const rr = ppg_realisasi_rencana_kerjas;
const rk = ppg_rencana_kerjas;
const lines = ppg_realisasi_items;

/**
 * The institution's APPROVED plan of the year (a realisation exists only against one): 404 when there is no plan,
 * 409 when it is not approved yet.
 */
export async function rencanaDisetujui(db: Db, instansiId: number, tahun: number) {
  const [plan] = await db
    .select({ id: rk.id, status: rk.status })
    .from(rk)
    .where(and(eq(rk.instansi_id, instansiId), eq(rk.tahun, tahun)));
  if (!plan) throw new AppError('NOT_FOUND', 'Rencana kerja tidak ditemukan');
  if (plan.status !== 'approved') {
    throw new AppError(
      'CONFLICT',
      'Realisasi hanya dapat diisi untuk rencana kerja yang sudah disetujui KPK',
    );
  }
  return plan;
}

/** The quarter's realisation row of a plan (null while not saved). */
export async function realisasiOf(db: Db, rencanaId: number, tw: Triwulan) {
  const [row] = await db
    .select()
    .from(rr)
    .where(and(eq(rr.rencana_kerja_id, rencanaId), eq(rr.triwulan, tw)));
  return row ?? null;
}

/** A realisation line by id the actor may reach (its evidence's owner); NOT_FOUND otherwise. */
export async function findLine(db: Db, actor: PpgActor, id: number) {
  const [row] = await db
    .select({ id: lines.id, realisasi_id: lines.realisasi_id, status: rr.status })
    .from(lines)
    .innerJoin(rr, eq(rr.id, lines.realisasi_id))
    .where(and(eq(lines.id, id), scopeOf(actor, rr.instansi_id)));
  if (!row) throw new AppError('NOT_FOUND', 'Realisasi tidak ditemukan');
  return row;
}

/** Evidence changes only while the realisation is a draft or returned (409 once sent or accepted). */
export async function lineWritable(db: Db, actor: PpgActor, id: number) {
  const row = await findLine(db, actor, id);
  if (!rencanaKerjaDapatDiubah(row.status as StatusRealisasi)) {
    throw new AppError(
      'CONFLICT',
      `Realisasi berstatus ${statusRealisasiLabel(row.status as StatusRealisasi)} dan tidak dapat diubah`,
    );
  }
}

/** `GET realisasi-rencana-kerja/{tahun}/{tw}`: each plan item with its quarter target, figure, text and evidence. */
export async function realisasiDetail(
  db: Db,
  auth: AuthContext,
  actor: PpgActor,
  instansiId: number,
  tahun: number,
  tw: Triwulan,
): Promise<RealisasiDto> {
  const plan = await rencanaDisetujui(db, instansiId, tahun);
  const row = await realisasiOf(db, plan.id, tw);
  const planItems = await db
    .select()
    .from(ppg_rencana_kerja_items)
    .where(eq(ppg_rencana_kerja_items.rencana_kerja_id, plan.id))
    .orderBy(asc(ppg_rencana_kerja_items.urutan));
  const done = row ? await db.select().from(lines).where(eq(lines.realisasi_id, row.id)) : [];
  const byItem = new Map(done.map((l) => [l.rencana_item_id, l]));
  const status = (row?.status ?? 'draft') as StatusRealisasi;
  const reviewer = peninjau(auth);
  const instance = row ? await instanceOf(db, REALISASI_TYPE, row.id) : null;
  const jendela = (await jadwalBerlaku(db, tahun)).realisasi[tw];
  const upg = actor.kind === 'upg';
  const items: RealisasiDto['items'] = [];
  for (const it of planItems) {
    const line = byItem.get(it.id);
    const target = targetTriwulan(it, tw);
    const capaian = line?.capaian ?? 0;
    const files = line ? await mediaOf(db, REALISASI_MEDIA, line.id, BUKTI) : [];
    items.push({
      id: line?.id ?? null,
      rencana_item_id: it.id,
      jenis: it.jenis as RealisasiDto['items'][number]['jenis'],
      uraian_kegiatan: it.uraian,
      satuan: it.satuan,
      target,
      capaian,
      persen: persenCapaian(capaian, target),
      uraian: line?.uraian ?? null,
      bukti: files.map(mediaInfo),
    });
  }
  return {
    id: row?.id ?? null,
    tahun,
    triwulan: tw,
    instansi_id: instansiId,
    rencana_kerja_id: plan.id,
    status,
    status_label: statusRealisasiLabel(status, reviewer),
    revisi: row?.revisi ?? 0,
    version: instance?.version ?? 1,
    catatan: row?.catatan ?? null,
    diajukan_at: row?.diajukan_at?.toISOString() ?? null,
    terlambat: (row?.terlambat_hari ?? 0) > 0,
    disetujui_at: row?.disetujui_at?.toISOString() ?? null,
    dapat_diubah: upg && rencanaKerjaDapatDiubah(status),
    jendela,
    status_jendela: statusJendela(jendela, todayJakarta()),
    aksi:
      upg && row && rencanaKerjaDapatDiubah(status)
        ? ['kirim']
        : reviewer && status === 'submit'
          ? ['kembalikan', 'setuju']
          : [],
    items,
  };
}

/** `GET realisasi-rencana-kerja?tahun=`: the quarters of a year (the UPG's own; the KPK's institutions, filtered). */
export async function listRealisasi(db: Db, auth: AuthContext, actor: PpgActor, q: RealisasiQuery) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const instansi = masterTableOf('instansi');
  const p = ppg_profil_klops;
  const where: SQL | undefined = and(
    scopeOf(actor, rr.instansi_id),
    eq(rr.tahun, q.tahun),
    q.triwulan !== undefined ? eq(rr.triwulan, q.triwulan) : undefined,
    q.status ? eq(rr.status, q.status) : undefined,
    q.upg_id !== undefined ? eq(p.upg_id, q.upg_id) : undefined,
  );
  const rows = await db
    .select({
      id: rr.id,
      tahun: rr.tahun,
      triwulan: rr.triwulan,
      upg_id: p.upg_id,
      instansi_id: rr.instansi_id,
      instansi_nama: masterColumn(instansi, 'nama'),
      status: rr.status,
      terlambat_hari: rr.terlambat_hari,
      diajukan_at: rr.diajukan_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(rr)
    .innerJoin(instansi, eq(instansi.id, rr.instansi_id))
    .leftJoin(p, and(eq(p.instansi_id, rr.instansi_id), eq(p.tahun, rr.tahun)))
    .where(where)
    .orderBy(asc(masterColumn(instansi, 'nama')), asc(rr.triwulan), asc(rr.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const reviewer = peninjau(auth);
  return {
    items: rows.map((r) => ({
      id: r.id,
      tahun: r.tahun,
      triwulan: r.triwulan,
      upg_id: r.upg_id,
      instansi: { id: r.instansi_id, nama: String(r.instansi_nama ?? '') },
      status: r.status as StatusRealisasi,
      status_label: statusRealisasiLabel(r.status as StatusRealisasi, reviewer),
      terlambat: r.terlambat_hari > 0,
      diajukan_at: r.diajukan_at?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? 0,
    page,
    per_page: perPage,
  };
}
