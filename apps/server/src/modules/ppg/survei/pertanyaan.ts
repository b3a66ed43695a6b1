import { TIPE_BEROPSI, TIPE_PERTANYAAN_LABELS, type TipePertanyaan } from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { ppg_survei_bagians, ppg_survei_pertanyaans } from '../../../db/schema';
import { AppError, fieldError } from '../../../platform/errors';
import { bagianOf, bukaUntukUbah, catat, urutanBerikut } from './builder';
import type { Meta } from './kind';

export interface PertanyaanIsi {
  teks: string;
  tipe: TipePertanyaan;
  wajib: boolean;
  opsi: string[];
  batas_min?: number | null | undefined;
  batas_max?: number | null | undefined;
}

const fieldsOf = (q: PertanyaanIsi) => ({
  teks: q.teks,
  tipe: q.tipe,
  wajib: q.wajib,
  opsi: TIPE_BEROPSI.includes(q.tipe) ? q.opsi : [],
  batas_min: q.tipe === 'ANGKA' ? (q.batas_min ?? null) : null,
  batas_max: q.tipe === 'ANGKA' ? (q.batas_max ?? null) : null,
});

/** `POST survey/{id}/bagian`: a new section at the end (UPDATE_SURVEY). */
export async function tambahBagian(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { judul: string; versi: number },
) {
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, id, body.versi);
    const urutan = await urutanBerikut(tx, id);
    const [row] = await tx
      .insert(ppg_survei_bagians)
      .values({ survei_id: id, judul: body.judul, urutan })
      .returning({ id: ppg_survei_bagians.id });
    await catat(tx, meta, id, 'UPDATE_SURVEY', `Bagian "${body.judul}" ditambahkan`, { bagian_id: row?.id });
    return { id, version };
  });
}

/** `PUT survey/{id}/bagian/{bagianId}`: renames a section (UPDATE_SURVEY). */
export async function ubahBagian(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  bagianId: number,
  body: { judul: string; versi: number },
) {
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, id, body.versi);
    const before = await bagianOf(tx, id, bagianId);
    await tx.update(ppg_survei_bagians).set({ judul: body.judul }).where(eq(ppg_survei_bagians.id, bagianId));
    await catat(
      tx,
      meta,
      id,
      'UPDATE_SURVEY',
      `Bagian "${before.judul}" diganti nama menjadi "${body.judul}"`,
      {
        bagian_id: bagianId,
      },
    );
    return { id, version };
  });
}

/** `DELETE survey/{id}/bagian/{bagianId}?versi=`: removes a section and its questions; the last one stays. */
export async function hapusBagian(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  bagianId: number,
  versi: number,
) {
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, id, versi);
    const bagian = await bagianOf(tx, id, bagianId);
    const all = await tx
      .select({ id: ppg_survei_bagians.id })
      .from(ppg_survei_bagians)
      .where(eq(ppg_survei_bagians.survei_id, id));
    if (all.length <= 1) throw new AppError('CONFLICT', 'Survei harus memiliki minimal satu bagian');
    await tx.delete(ppg_survei_bagians).where(eq(ppg_survei_bagians.id, bagianId));
    await catat(tx, meta, id, 'UPDATE_SURVEY', `Bagian "${bagian.judul}" beserta pertanyaannya dihapus`, {
      bagian_id: bagianId,
    });
    return { id, version };
  });
}

/** `POST survey-question`: a question at the end of a section (CREATE_QUESTION). */
export async function tambahPertanyaan(
  ctx: ServerContext,
  meta: Meta,
  body: { survei_id: number; bagian_id: number; pertanyaan: PertanyaanIsi; versi: number },
) {
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, body.survei_id, body.versi);
    await bagianOf(tx, body.survei_id, body.bagian_id).catch(() => {
      throw fieldError('bagian_id', 'Bagian tidak ada pada survei ini');
    });
    const urutan = await urutanBerikut(tx, body.survei_id, body.bagian_id);
    const fields = fieldsOf(body.pertanyaan);
    const [row] = await tx
      .insert(ppg_survei_pertanyaans)
      .values({ ...fields, survei_id: body.survei_id, bagian_id: body.bagian_id, urutan })
      .returning({ id: ppg_survei_pertanyaans.id });
    await catat(
      tx,
      meta,
      body.survei_id,
      'CREATE_QUESTION',
      `Pertanyaan ${TIPE_PERTANYAAN_LABELS[fields.tipe].toLowerCase()} ditambahkan: "${fields.teks}"`,
      { pertanyaan_id: row?.id, ...fields },
    );
    return { id: body.survei_id, version, pertanyaan_id: row?.id ?? 0 };
  });
}

async function pertanyaanOf(ctx: ServerContext, id: number) {
  const [row] = await ctx.db.select().from(ppg_survei_pertanyaans).where(eq(ppg_survei_pertanyaans.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan');
  return row;
}

/** `PUT survey-question/{id}` (EDIT_QUESTION). */
export async function ubahPertanyaan(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { pertanyaan: PertanyaanIsi; versi: number },
) {
  const { survei_id } = await pertanyaanOf(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, survei_id, body.versi);
    const [before] = await tx.select().from(ppg_survei_pertanyaans).where(eq(ppg_survei_pertanyaans.id, id));
    if (!before) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan');
    const fields = fieldsOf(body.pertanyaan);
    await tx.update(ppg_survei_pertanyaans).set(fields).where(eq(ppg_survei_pertanyaans.id, id));
    const { id: _i, survei_id: _s, bagian_id: _b, urutan: _u, ...was } = before;
    await catat(tx, meta, survei_id, 'EDIT_QUESTION', `Pertanyaan diubah: "${fields.teks}"`, {
      pertanyaan_id: id,
      before: was,
      after: fields,
    });
    return { id: survei_id, version };
  });
}

/** `DELETE survey-question/{id}?versi=` (EDIT_QUESTION: the question removed). */
export async function hapusPertanyaan(ctx: ServerContext, meta: Meta, id: number, versi: number) {
  const { survei_id } = await pertanyaanOf(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, survei_id, versi);
    const [gone] = await tx
      .delete(ppg_survei_pertanyaans)
      .where(eq(ppg_survei_pertanyaans.id, id))
      .returning({ teks: ppg_survei_pertanyaans.teks });
    if (!gone) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan');
    await catat(tx, meta, survei_id, 'EDIT_QUESTION', `Pertanyaan dihapus: "${gone.teks}"`, {
      pertanyaan_id: id,
    });
    return { id: survei_id, version };
  });
}

/**
 * `PUT survey/{id}/urutan`: the order the builder's drag leaves — every section of the survey exactly once, every
 * question exactly once, a question may move to another section (UPDATE_SURVEY).
 */
export async function aturUrutan(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { versi: number; bagian: { id: number; pertanyaan: number[] }[] },
) {
  return ctx.db.transaction(async (tx) => {
    const { version } = await bukaUntukUbah(tx, meta, id, body.versi);
    const bagians = await tx
      .select({ id: ppg_survei_bagians.id })
      .from(ppg_survei_bagians)
      .where(eq(ppg_survei_bagians.survei_id, id));
    const qs = await tx
      .select({ id: ppg_survei_pertanyaans.id })
      .from(ppg_survei_pertanyaans)
      .where(eq(ppg_survei_pertanyaans.survei_id, id));
    const sameSet = (a: number[], b: number[]) =>
      a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));
    if (
      !sameSet(
        body.bagian.map((b) => b.id),
        bagians.map((b) => b.id),
      )
    ) {
      throw fieldError('bagian', 'Urutan harus memuat setiap bagian survei tepat satu kali');
    }
    if (
      !sameSet(
        body.bagian.flatMap((b) => b.pertanyaan),
        qs.map((q) => q.id),
      )
    ) {
      throw fieldError('bagian', 'Urutan harus memuat setiap pertanyaan survei tepat satu kali');
    }
    for (const [i, b] of body.bagian.entries()) {
      await tx
        .update(ppg_survei_bagians)
        .set({ urutan: i + 1 })
        .where(eq(ppg_survei_bagians.id, b.id));
      for (const [j, q] of b.pertanyaan.entries()) {
        await tx
          .update(ppg_survei_pertanyaans)
          .set({ bagian_id: b.id, urutan: j + 1 })
          .where(and(eq(ppg_survei_pertanyaans.id, q), inArray(ppg_survei_pertanyaans.survei_id, [id])));
      }
    }
    await catat(tx, meta, id, 'UPDATE_SURVEY', 'Urutan bagian dan pertanyaan diubah', body.bagian);
    return { id, version };
  });
}
