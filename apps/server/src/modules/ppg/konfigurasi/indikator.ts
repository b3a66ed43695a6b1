import {
  type IndikatorEdit,
  type IndikatorSetDetail,
  periksaIndikatorSet,
  TAHAP_PPG_LABELS,
  type TahapPpg,
  totalBobot,
} from '@gratifikasi/domain';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { master_kriteria_skor_monevs, master_parameter_monevs, ppg_indikators } from '../../../db/schema';
import { masterColumn } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { instanceOf } from '../../workflow/engine';
import { INDIKATOR_CFG, indikatorSubject } from './kind';
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

const pm = master_parameter_monevs;
const ks = master_kriteria_skor_monevs;

/** The active monev parameters (with their weights) and score criteria: the forms' choices. */
export async function opsiKonfigurasi(db: Db) {
  const [parameter, kriteria] = await Promise.all([
    db
      .select({
        id: pm.id,
        kode: masterColumn(pm, 'kode'),
        nama: masterColumn(pm, 'nama'),
        bobot: masterColumn(pm, 'bobot'),
      })
      .from(pm)
      .where(and(isNull(pm.deleted_at), eq(masterColumn(pm, 'is_active'), true)))
      .orderBy(asc(masterColumn(pm, 'urutan')), asc(pm.id)),
    db
      .select({
        id: ks.id,
        kode: masterColumn(ks, 'kode'),
        nama: masterColumn(ks, 'nama'),
        skor_min: masterColumn(ks, 'skor_min'),
        skor_max: masterColumn(ks, 'skor_max'),
      })
      .from(ks)
      .where(and(isNull(ks.deleted_at), eq(masterColumn(ks, 'is_active'), true)))
      .orderBy(asc(masterColumn(ks, 'urutan')), asc(ks.id)),
  ]);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    parameter_monev: parameter.map((p) => ({
      id: p.id,
      kode: p.kode === null ? null : String(p.kode),
      nama: String(p.nama),
      bobot: num(p.bobot),
    })),
    kriteria_skor: kriteria.map((k) => ({
      id: k.id,
      kode: k.kode === null ? null : String(k.kode),
      nama: String(k.nama),
      skor_min: Number(k.skor_min),
      skor_max: Number(k.skor_max),
    })),
  };
}

/** The indicators of a set, in order, with their parameter's name. */
export async function indikatorsOf(db: Db, setId: number) {
  const rows = await db
    .select({ i: ppg_indikators, parameter: masterColumn(pm, 'nama') })
    .from(ppg_indikators)
    .leftJoin(pm, eq(pm.id, ppg_indikators.parameter_monev_id))
    .where(eq(ppg_indikators.set_id, setId))
    .orderBy(asc(ppg_indikators.urutan), asc(ppg_indikators.id));
  return rows.map(({ i, parameter }) => ({
    id: i.id,
    kode: i.kode,
    nama: i.nama,
    tahap: i.tahap,
    tahap_label: TAHAP_PPG_LABELS[i.tahap as TahapPpg] ?? String(i.tahap),
    parameter_monev_id: i.parameter_monev_id,
    parameter_monev: parameter === null ? null : String(parameter),
    bobot: Number(i.bobot),
    bukti: i.bukti,
    deskripsi: i.deskripsi,
  }));
}

export async function jumlahIndikator(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: ppg_indikators.set_id, n: count() })
    .from(ppg_indikators)
    .where(inArray(ppg_indikators.set_id, ids))
    .groupBy(ppg_indikators.set_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** `GET konfigurasi-indikator/{id}`: the version, its indicators, the decision panel and its path. */
export async function indikatorDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
  penyunting: boolean,
): Promise<IndikatorSetDetail> {
  const head = await headOf(ctx, auth, INDIKATOR_CFG, indikatorSubject, id, penyunting);
  const indikators = await indikatorsOf(ctx.db, id);
  return { ...head, total_bobot: totalBobot(indikators), indikators };
}

/** The indicator set in force for a year (the other PPG parts score against it); 404 before one is approved. */
export async function indikatorBerlaku(
  ctx: ServerContext,
  auth: AuthContext,
  tahun: number,
  penyunting: boolean,
) {
  const id = await berlakuId(ctx.db, INDIKATOR_CFG, tahun);
  if (id === null)
    throw new AppError('NOT_FOUND', `Belum ada konfigurasi indikator yang disetujui untuk tahun ${tahun}`);
  return indikatorDetail(ctx, auth, id, penyunting);
}

async function copyIndikators(tx: Db, from: number, to: number): Promise<number> {
  const rows = await tx.select().from(ppg_indikators).where(eq(ppg_indikators.set_id, from));
  if (rows.length === 0) return 0;
  await tx.insert(ppg_indikators).values(rows.map(({ id: _id, set_id: _s, ...r }) => ({ ...r, set_id: to })));
  return rows.length;
}

/**
 * `POST konfigurasi-indikator`: a new draft for a year, copied from the year's version in force, else from the last
 * approved set of an earlier year ("copy from last year"), else empty.
 */
export async function createIndikatorSet(ctx: ServerContext, meta: Meta, tahun: number) {
  return createVersi(ctx, meta, INDIKATOR_CFG, indikatorSubject, tahun, {}, async (tx, id) => {
    const dari =
      (await berlakuId(tx, INDIKATOR_CFG, tahun)) ?? (await sebelumnyaId(tx, INDIKATOR_CFG, tahun));
    return { dari, jumlah: dari === null ? 0 : await copyIndikators(tx, dari, id) };
  });
}

/** The monev parameters that exist and are active, among `ids`. */
async function knownParameters(tx: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: pm.id })
    .from(pm)
    .where(and(inArray(pm.id, ids), isNull(pm.deleted_at)));
  return new Set(rows.map((r) => r.id));
}

/** `PUT konfigurasi-indikator/{id}`: the draft's indicators replaced, at the revision the editor saw. */
export async function editIndikatorSet(ctx: ServerContext, meta: Meta, id: number, body: IndikatorEdit) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockDraft(tx, INDIKATOR_CFG, id, body.revisi);
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    const params = await knownParameters(
      tx,
      body.indikators.flatMap((i) => (i.parameter_monev_id ? [i.parameter_monev_id] : [])),
    );
    body.indikators.forEach((i, n) => {
      const key = i.kode.toUpperCase();
      if (seen.has(key)) errors[`indikators.${n}.kode`] = [`Kode ${i.kode} sudah dipakai indikator lain`];
      seen.add(key);
      if (i.parameter_monev_id && !params.has(i.parameter_monev_id)) {
        errors[`indikators.${n}.parameter_monev_id`] = ['Parameter monev tidak ditemukan'];
      }
    });
    if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const before = await indikatorsOf(tx, id);
    await tx.delete(ppg_indikators).where(eq(ppg_indikators.set_id, id));
    if (body.indikators.length) {
      await tx.insert(ppg_indikators).values(
        body.indikators.map((i, n) => ({
          set_id: id,
          kode: i.kode,
          nama: i.nama,
          tahap: i.tahap,
          parameter_monev_id: i.parameter_monev_id ?? null,
          bobot: i.bobot.toFixed(2),
          bukti: i.bukti,
          deskripsi: i.deskripsi ?? null,
          urutan: n + 1,
        })),
      );
    }
    const revisi = await touchDraft(tx, INDIKATOR_CFG, row, body.catatan);
    await audit(tx, meta, {
      action: `${INDIKATOR_CFG.auditPrefix}.update`,
      entity: INDIKATOR_CFG.type,
      entity_id: id,
      before: { indikators: before.map(({ kode, nama, tahap, bobot }) => ({ kode, nama, tahap, bobot })) },
      after: { indikators: body.indikators, catatan: body.catatan ?? null },
    });
    const instance = await instanceOf(tx, INDIKATOR_CFG.type, id);
    return { id, status: row.status, version: instance?.version ?? 1, revisi };
  });
}

/** `POST konfigurasi-indikator/{id}/keputusan`: a set is sent (and approved) only complete (422 with what lacks). */
export function decideIndikatorSet(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
) {
  return decideVersi(ctx, meta, INDIKATOR_CFG, indikatorSubject, id, body, async (tx, _row, keputusan) => {
    if (keputusan !== 'kirim' && keputusan !== 'setuju') return;
    const items = await indikatorsOf(tx, id);
    const errors = periksaIndikatorSet(items);
    if (Object.keys(errors).length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Set indikator belum lengkap',
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
      );
    }
  });
}
