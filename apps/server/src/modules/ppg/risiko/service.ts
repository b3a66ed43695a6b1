import {
  defaultJadwal,
  jendelaOf,
  jendelaRisiko,
  pesanLuarJendela,
  type RealisasiMitigasiBody,
  type RisikoBody,
  type RisikoUpdate,
  skorRisiko,
  statusJendela,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_identifikasi_risikos, ppg_realisasi_mitigasis } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { type PpgActor, requireMasterRow, requireUpg } from '../diseminasi/scope';
import { jadwalTahun } from '../konfigurasi/klop/service';
import { findRisiko } from './read';

const r = ppg_identifikasi_risikos;
const m = ppg_realisasi_mitigasis;

/** A year's register may change only inside its window (`jendelaRisiko`): 422 on `tahun` otherwise. */
export async function requireJendelaRisiko(db: Db, tahun: number, pada: string): Promise<void> {
  const jendela = jendelaRisiko((await jadwalTahun(db, tahun)) ?? defaultJadwal(tahun));
  const status = statusJendela(jendela, pada);
  if (status === 'DITUTUP') {
    throw fieldError('tahun', `Identifikasi risiko tahun ${tahun} sudah ditutup`);
  }
  if (status === 'BELUM_DIBUKA') {
    throw fieldError('tahun', `Identifikasi risiko tahun ${tahun} belum dibuka`);
  }
}

/** A quarter's realisation is recorded inside that quarter's realisation window (422 on `triwulan` otherwise). */
export async function requireJendelaRealisasi(
  db: Db,
  tahun: number,
  triwulan: Triwulan,
  pada: string,
): Promise<void> {
  const jadwal = (await jadwalTahun(db, tahun)) ?? defaultJadwal(tahun);
  const pesan = pesanLuarJendela(
    jendelaOf(jadwal, 'realisasi', triwulan),
    pada,
    `Realisasi mitigasi ${triwulanLabel(triwulan)}`,
  );
  if (pesan) throw fieldError('triwulan', pesan);
}

/** The stored columns of a body: references checked, the values of probability and impact, score and level. */
async function columnsOf(db: Db, body: RisikoBody) {
  await requireMasterRow(
    db,
    'penyebab-risiko',
    body.penyebab_risiko_id,
    'penyebab_risiko_id',
    'Penyebab risiko tidak ditemukan',
  );
  await requireMasterRow(
    db,
    'klasifikasi-risiko',
    body.klasifikasi_risiko_id,
    'klasifikasi_risiko_id',
    'Klasifikasi risiko tidak ditemukan',
  );
  const p = await requireMasterRow(
    db,
    'probabilitas-risiko',
    body.probabilitas_risiko_id,
    'probabilitas_risiko_id',
    'Probabilitas risiko tidak ditemukan',
  );
  const d = await requireMasterRow(
    db,
    'dampak-kerugian',
    body.dampak_kerugian_id,
    'dampak_kerugian_id',
    'Dampak kerugian tidak ditemukan',
  );
  const probabilitas_nilai = Number(p.nilai);
  const dampak_nilai = Number(d.nilai);
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 5;
  if (!valid(probabilitas_nilai))
    throw fieldError('probabilitas_risiko_id', 'Nilai probabilitas tidak valid');
  if (!valid(dampak_nilai)) throw fieldError('dampak_kerugian_id', 'Nilai dampak tidak valid');
  const { skor } = skorRisiko(probabilitas_nilai, dampak_nilai);
  // The level whose range (above batas_bawah, up to batas_atas) holds the score; the lowest takes a 0 too.
  const lv = masterTableOf('level-risiko');
  const [level] = await db
    .select({ id: lv.id })
    .from(lv)
    .where(
      and(
        isNull(lv.deleted_at),
        lt(masterColumn(lv, 'batas_bawah'), skor),
        gte(masterColumn(lv, 'batas_atas'), skor),
      ),
    )
    .orderBy(asc(masterColumn(lv, 'batas_bawah')))
    .limit(1);
  return {
    tahun: body.tahun,
    proses_layanan: body.proses_layanan,
    risiko: body.risiko,
    penyebab_risiko_id: body.penyebab_risiko_id,
    uraian_penyebab: body.uraian_penyebab ?? null,
    probabilitas_risiko_id: body.probabilitas_risiko_id,
    probabilitas_nilai,
    dampak_kerugian_id: body.dampak_kerugian_id,
    dampak_nilai,
    skor,
    klasifikasi_risiko_id: body.klasifikasi_risiko_id,
    level_risiko_id: level?.id ?? null,
    rencana_mitigasi: body.rencana_mitigasi,
    penanggung_jawab: body.penanggung_jawab,
    tenggat: body.tenggat,
  };
}

/** Records a risk of the UPG's institution for a year (inside the year's window), audited. */
export function createRisiko(db: Db, request: RequestMeta, actor: PpgActor, body: RisikoBody, pada: string) {
  const upg = requireUpg(actor);
  return db.transaction(async (tx) => {
    await requireJendelaRisiko(tx, body.tahun, pada);
    const userId = request.auth?.user.id ?? null;
    const [row] = await tx
      .insert(r)
      .values({
        ...(await columnsOf(tx, body)),
        instansi_id: upg.instansiId,
        upg_id: upg.upgId,
        created_by: userId,
        updated_by: userId,
      })
      .returning({ id: r.id });
    if (!row) throw new Error('risiko insert returned nothing');
    await audit(tx, request, {
      action: 'identifikasi-titik-rawan.create',
      entity: 'ppg_identifikasi_risiko',
      entity_id: row.id,
      after: body,
    });
    return row.id;
  });
}

/** Changes a risk the UPG owns, if it still has the revision the editor read (409 otherwise). */
export function updateRisiko(
  db: Db,
  request: RequestMeta,
  actor: PpgActor,
  id: number,
  body: RisikoUpdate,
  pada: string,
) {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const before = await findRisiko(tx, actor, id);
    if (before.revisi !== body.revisi) throw new AppError('CONFLICT');
    await requireJendelaRisiko(tx, before.tahun, pada);
    if (body.tahun !== before.tahun) await requireJendelaRisiko(tx, body.tahun, pada);
    const { revisi, ...rest } = body;
    const [updated] = await tx
      .update(r)
      .set({
        ...(await columnsOf(tx, rest)),
        revisi: sql`${r.revisi} + 1`,
        updated_by: request.auth?.user.id ?? null,
        updated_at: new Date(),
      })
      .where(and(eq(r.id, id), eq(r.revisi, revisi)))
      .returning({ id: r.id });
    if (!updated) throw new AppError('CONFLICT');
    await audit(tx, request, {
      action: 'identifikasi-titik-rawan.update',
      entity: 'ppg_identifikasi_risiko',
      entity_id: id,
      before,
      after: rest,
    });
  });
}

/** Removes (soft-deletes) a risk the UPG owns, with the revision read, inside the year's window; audited. */
export function deleteRisiko(
  db: Db,
  request: RequestMeta,
  actor: PpgActor,
  id: number,
  revisi: number | undefined,
  pada: string,
) {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const before = await findRisiko(tx, actor, id);
    if (revisi !== undefined && before.revisi !== revisi) throw new AppError('CONFLICT');
    await requireJendelaRisiko(tx, before.tahun, pada);
    await tx
      .update(r)
      .set({
        deleted_at: new Date(),
        updated_by: request.auth?.user.id ?? null,
        revisi: sql`${r.revisi} + 1`,
      })
      .where(eq(r.id, id));
    await audit(tx, request, {
      action: 'identifikasi-titik-rawan.delete',
      entity: 'ppg_identifikasi_risiko',
      entity_id: id,
      before,
    });
  });
}

/**
 * Records or changes a risk's mitigation progress in a quarter (one row per risk and quarter), inside the
 * quarter's realisation window. `revisi` 0 asks for a new row; a row already there needs the revision read.
 */
export function simpanRealisasi(
  db: Db,
  request: RequestMeta,
  actor: PpgActor,
  body: RealisasiMitigasiBody,
  pada: string,
): Promise<number> {
  requireUpg(actor);
  return db.transaction(async (tx) => {
    const risiko = await findRisiko(tx, actor, body.identifikasi_id);
    const tw = body.triwulan as Triwulan;
    await requireJendelaRealisasi(tx, risiko.tahun, tw, pada);
    const [existing] = await tx
      .select()
      .from(m)
      .where(and(eq(m.identifikasi_id, risiko.id), eq(m.triwulan, tw)))
      .for('update');
    const userId = request.auth?.user.id ?? null;
    const { revisi, ...rest } = body;
    if (!existing) {
      if (revisi !== 0) throw new AppError('CONFLICT');
      const [row] = await tx
        .insert(m)
        .values({ ...rest, created_by: userId, updated_by: userId })
        .onConflictDoNothing()
        .returning({ id: m.id });
      if (!row) throw new AppError('CONFLICT');
      await audit(tx, request, {
        action: 'realisasi-mitigasi.create',
        entity: 'ppg_realisasi_mitigasi',
        entity_id: row.id,
        after: rest,
      });
      return row.id;
    }
    if (existing.revisi !== revisi) throw new AppError('CONFLICT');
    await tx
      .update(m)
      .set({
        progres: rest.progres,
        uraian: rest.uraian,
        revisi: sql`${m.revisi} + 1`,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(eq(m.id, existing.id));
    await audit(tx, request, {
      action: 'realisasi-mitigasi.update',
      entity: 'ppg_realisasi_mitigasi',
      entity_id: existing.id,
      before: existing,
      after: rest,
    });
    return existing.id;
  });
}

/** The realisation `id` if the actor may reach its risk (NOT_FOUND otherwise). */
export async function findRealisasi(db: Db, actor: PpgActor, id: number) {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Realisasi mitigasi tidak ditemukan');
  const risiko = await findRisiko(db, actor, row.identifikasi_id).catch(() => null);
  if (!risiko) throw new AppError('NOT_FOUND', 'Realisasi mitigasi tidak ditemukan');
  return { ...row, tahun: risiko.tahun };
}
