import { periksaKriteriaSkor, type SkorEdit, type SkorSetDetail } from '@gratifikasi/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  master_kriteria_skor_monevs,
  ppg_indikators,
  ppg_skor_levels,
  ppg_skor_sets,
} from '../../../db/schema';
import { masterColumn } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { instanceOf } from '../../workflow/engine';
import { indikatorsOf, opsiKonfigurasi } from './indikator';
import { INDIKATOR_CFG, SKOR_CFG, skorSubject } from './kind';
import {
  berlakuId,
  createVersi,
  decideVersi,
  headOf,
  lockDraft,
  type Meta,
  sebelumnyaId,
  touchDraft,
} from './versi';

const ks = master_kriteria_skor_monevs;

/** The levels of a score set, in order, with their criterion's name. */
export async function levelsOf(db: Db, setId: number) {
  const rows = await db
    .select({ l: ppg_skor_levels, kriteria: masterColumn(ks, 'nama') })
    .from(ppg_skor_levels)
    .innerJoin(ks, eq(ks.id, ppg_skor_levels.kriteria_skor_monev_id))
    .where(eq(ppg_skor_levels.skor_set_id, setId))
    .orderBy(asc(ppg_skor_levels.indikator_id), asc(ppg_skor_levels.urutan), asc(ppg_skor_levels.id));
  return rows.map(({ l, kriteria }) => ({
    id: l.id,
    indikator_id: l.indikator_id,
    kriteria_skor_monev_id: l.kriteria_skor_monev_id,
    kriteria: String(kriteria),
    skor: Number(l.skor),
    deskripsi: l.deskripsi,
  }));
}

export async function jumlahLevel(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: ppg_skor_levels.skor_set_id, n: count() })
    .from(ppg_skor_levels)
    .where(inArray(ppg_skor_levels.skor_set_id, ids))
    .groupBy(ppg_skor_levels.skor_set_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The indicator version each score set scores, by score set. */
export async function indikatorVersiOf(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: ppg_skor_sets.id, versi: INDIKATOR_CFG.table.versi })
    .from(ppg_skor_sets)
    .innerJoin(INDIKATOR_CFG.table, eq(INDIKATOR_CFG.table.id, ppg_skor_sets.indikator_set_id))
    .where(inArray(ppg_skor_sets.id, ids));
  return new Map(rows.map((r) => [r.id, r.versi]));
}

async function indikatorSetOf(db: Db, id: number) {
  const [row] = await db
    .select({ indikator_set_id: ppg_skor_sets.indikator_set_id, tahun: ppg_skor_sets.tahun })
    .from(ppg_skor_sets)
    .where(eq(ppg_skor_sets.id, id));
  if (!row) throw new AppError('NOT_FOUND', `${SKOR_CFG.label} tidak ditemukan`);
  return row;
}

/** `GET kriteria-verif-skor/{id}`: the version, each indicator it scores with its levels, the panel and the path. */
export async function skorDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
  penyunting: boolean,
): Promise<SkorSetDetail> {
  const head = await headOf(ctx, auth, SKOR_CFG, skorSubject, id, penyunting);
  const { indikator_set_id, tahun } = await indikatorSetOf(ctx.db, id);
  const [indikators, levels, [ind], berlaku] = await Promise.all([
    indikatorsOf(ctx.db, indikator_set_id),
    levelsOf(ctx.db, id),
    ctx.db
      .select({ versi: INDIKATOR_CFG.table.versi })
      .from(INDIKATOR_CFG.table)
      .where(eq(INDIKATOR_CFG.table.id, indikator_set_id)),
    berlakuId(ctx.db, INDIKATOR_CFG, tahun),
  ]);
  return {
    ...head,
    indikator_set_id,
    indikator_versi: ind?.versi ?? 0,
    indikator_usang: berlaku !== indikator_set_id,
    indikators: indikators.map((i) => ({ ...i, levels: levels.filter((l) => l.indikator_id === i.id) })),
  };
}

/** The score criteria in force for a year; 404 before any is approved. */
export async function skorBerlaku(ctx: ServerContext, auth: AuthContext, tahun: number, penyunting: boolean) {
  const id = await berlakuId(ctx.db, SKOR_CFG, tahun);
  if (id === null)
    throw new AppError('NOT_FOUND', `Belum ada konfigurasi skor yang disetujui untuk tahun ${tahun}`);
  return skorDetail(ctx, auth, id, penyunting);
}

/**
 * Copies the levels of score set `from` onto the indicators of `indikatorSetId`, matched by indicator code (a new
 * indicator version keeps its codes); indicators with no match start without levels.
 */
async function copyLevels(tx: Db, from: number, to: number, indikatorSetId: number): Promise<number> {
  const old = await tx
    .select({ l: ppg_skor_levels, kode: ppg_indikators.kode })
    .from(ppg_skor_levels)
    .innerJoin(ppg_indikators, eq(ppg_indikators.id, ppg_skor_levels.indikator_id))
    .where(eq(ppg_skor_levels.skor_set_id, from));
  const target = await tx
    .select({ id: ppg_indikators.id, kode: ppg_indikators.kode })
    .from(ppg_indikators)
    .where(eq(ppg_indikators.set_id, indikatorSetId));
  const byKode = new Map(target.map((t) => [t.kode.toUpperCase(), t.id]));
  const rows = old.flatMap(({ l, kode }) => {
    const indikator_id = byKode.get(kode.toUpperCase());
    return indikator_id
      ? [
          {
            skor_set_id: to,
            indikator_id,
            kriteria_skor_monev_id: l.kriteria_skor_monev_id,
            skor: l.skor,
            deskripsi: l.deskripsi,
            urutan: l.urutan,
          },
        ]
      : [];
  });
  if (rows.length) await tx.insert(ppg_skor_levels).values(rows);
  return rows.length;
}

/**
 * `POST kriteria-verif-skor`: a new draft for a year, scoring the year's indicator set in force (409 before one is
 * approved), its levels copied from the year's criteria in force, else the last approved of an earlier year.
 */
export async function createSkorSet(ctx: ServerContext, meta: Meta, tahun: number) {
  const indikatorSetId = await berlakuId(ctx.db, INDIKATOR_CFG, tahun);
  if (indikatorSetId === null) {
    throw new AppError(
      'CONFLICT',
      `Konfigurasi indikator tahun ${tahun} belum disetujui; kriteria skor disusun atas indikator yang berlaku`,
    );
  }
  return createVersi(
    ctx,
    meta,
    SKOR_CFG,
    skorSubject,
    tahun,
    { indikator_set_id: indikatorSetId },
    async (tx, id) => {
      const dari = (await berlakuId(tx, SKOR_CFG, tahun)) ?? (await sebelumnyaId(tx, SKOR_CFG, tahun));
      return { dari, jumlah: dari === null ? 0 : await copyLevels(tx, dari, id, indikatorSetId) };
    },
  );
}

/** The checks of a set of levels against its indicators and the criteria master; `lengkap` adds the two-level rule. */
async function periksa(
  tx: Db,
  indikatorSetId: number,
  levels: { indikator_id: number; kriteria_skor_monev_id: number; skor: number }[],
  lengkap: boolean,
): Promise<Record<string, string[]>> {
  const indikators = await indikatorsOf(tx, indikatorSetId);
  const { kriteria_skor } = await opsiKonfigurasi(tx);
  const errors = periksaKriteriaSkor(indikators, levels, kriteria_skor);
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => lengkap || !k.startsWith('indikator.'))
      .map(([k, v]) => [k, [v]]),
  );
}

/** `PUT kriteria-verif-skor/{id}`: the draft's levels replaced, at the revision the editor saw. */
export async function editSkorSet(ctx: ServerContext, meta: Meta, id: number, body: SkorEdit) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockDraft(tx, SKOR_CFG, id, body.revisi);
    const { indikator_set_id } = await indikatorSetOf(tx, id);
    const errors = await periksa(tx, indikator_set_id, body.levels, false);
    if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const before = await levelsOf(tx, id);
    await tx.delete(ppg_skor_levels).where(eq(ppg_skor_levels.skor_set_id, id));
    if (body.levels.length) {
      await tx.insert(ppg_skor_levels).values(
        body.levels.map((l, n) => ({
          skor_set_id: id,
          indikator_id: l.indikator_id,
          kriteria_skor_monev_id: l.kriteria_skor_monev_id,
          skor: l.skor.toFixed(2),
          deskripsi: l.deskripsi,
          urutan: n + 1,
        })),
      );
    }
    const revisi = await touchDraft(tx, SKOR_CFG, row, body.catatan);
    await audit(tx, meta, {
      action: `${SKOR_CFG.auditPrefix}.update`,
      entity: SKOR_CFG.type,
      entity_id: id,
      before: {
        levels: before.map(({ indikator_id, kriteria_skor_monev_id, skor }) => ({
          indikator_id,
          kriteria_skor_monev_id,
          skor,
        })),
      },
      after: { levels: body.levels, catatan: body.catatan ?? null },
    });
    const instance = await instanceOf(tx, SKOR_CFG.type, id);
    return { id, status: row.status, version: instance?.version ?? 1, revisi };
  });
}

/**
 * `POST kriteria-verif-skor/{id}/keputusan`: sent and approved only complete (422) and while the indicator set it
 * scores is still the one in force (409: a newer indicator version was approved; start a new score version).
 */
export function decideSkorSet(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
) {
  return decideVersi(ctx, meta, SKOR_CFG, skorSubject, id, body, async (tx, row, keputusan) => {
    if (keputusan !== 'kirim' && keputusan !== 'setuju') return;
    const { indikator_set_id } = await indikatorSetOf(tx, id);
    if ((await berlakuId(tx, INDIKATOR_CFG, row.tahun)) !== indikator_set_id) {
      throw new AppError(
        'CONFLICT',
        'Kriteria skor ini disusun atas versi indikator yang sudah tidak berlaku; tolak versi ini lalu buat versi baru',
      );
    }
    const levels = await levelsOf(tx, id);
    const errors = await periksa(tx, indikator_set_id, levels, true);
    if (Object.keys(errors).length)
      throw new AppError('VALIDATION_FAILED', 'Kriteria skor belum lengkap', errors);
  });
}
