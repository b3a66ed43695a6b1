import {
  type OrangDicari,
  orangDicariSchema,
  REKAM_JEJAK_EXCEL_HEADERS,
  RIWAYAT_PERMINTAAN_MAX_ORANG,
  type RiwayatPermintaanBody,
  type riwayatPermintaanQuerySchema,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { riwayat_permintaan_orangs, riwayat_permintaans, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { readWorkbook, writeWorkbook } from '../../platform/excel';
import { cariRekamJejak } from './cari';

type Query = z.infer<typeof riwayatPermintaanQuerySchema>;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The requests, newest first, searched over the agency, letter number and subject, a page at a time. */
export async function listRiwayatPermintaan(db: Db, query: Query) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const t = riwayat_permintaans;
  const where = and(
    isNull(t.deleted_at),
    query.q
      ? or(
          ilike(t.instansi_peminta, likeOf(query.q)),
          ilike(t.nomor_surat, likeOf(query.q)),
          ilike(t.perihal, likeOf(query.q)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: t.id,
      instansi_peminta: t.instansi_peminta,
      nomor_surat: t.nomor_surat,
      tanggal_surat: t.tanggal_surat,
      perihal: t.perihal,
      sumber: t.sumber,
      dicari_at: t.dicari_at,
      jumlah_orang:
        sql<number>`(select count(*) from riwayat_permintaan_orangs o where o.permintaan_id = ${t.id})`.mapWith(
          Number,
        ),
      jumlah_ditemukan:
        sql<number>`(select count(*) from riwayat_permintaan_orangs o where o.permintaan_id = ${t.id} and o.jumlah_laporan > 0)`.mapWith(
          Number,
        ),
      dibuat_oleh: users.name,
      __total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.created_by))
    .where(where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map(({ __total, dicari_at, ...r }) => ({ ...r, dicari_at: dicari_at.toISOString() })),
    total: rows[0]?.__total ?? 0,
    page,
    per_page: perPage,
  };
}

export async function riwayatPermintaanDetail(db: Db, id: number) {
  const t = riwayat_permintaans;
  const [row] = await db
    .select({
      id: t.id,
      instansi_peminta: t.instansi_peminta,
      nomor_surat: t.nomor_surat,
      tanggal_surat: t.tanggal_surat,
      perihal: t.perihal,
      keterangan: t.keterangan,
      sumber: t.sumber,
      dicari_at: t.dicari_at,
      created_at: t.created_at,
      dibuat_oleh: users.name,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.created_by))
    .where(and(eq(t.id, id), isNull(t.deleted_at)));
  if (!row) throw new AppError('NOT_FOUND', 'Permintaan tidak ditemukan');
  const orang = await db
    .select({
      urutan: riwayat_permintaan_orangs.urutan,
      nik: riwayat_permintaan_orangs.nik,
      nama: riwayat_permintaan_orangs.nama,
      jumlah_laporan: riwayat_permintaan_orangs.jumlah_laporan,
      hasil: riwayat_permintaan_orangs.hasil,
    })
    .from(riwayat_permintaan_orangs)
    .where(eq(riwayat_permintaan_orangs.permintaan_id, id))
    .orderBy(asc(riwayat_permintaan_orangs.urutan));
  return {
    ...row,
    dicari_at: row.dicari_at.toISOString(),
    created_at: row.created_at.toISOString(),
    orang,
  };
}
export type RiwayatPermintaanDetail = Awaited<ReturnType<typeof riwayatPermintaanDetail>>;

/** Searches every person now, keeps what was found with the request, and audits each search. */
async function searchAndKeep(tx: Db, request: RequestMeta, id: number, orang: readonly OrangDicari[]) {
  await tx.delete(riwayat_permintaan_orangs).where(eq(riwayat_permintaan_orangs.permintaan_id, id));
  for (const [i, o] of orang.entries()) {
    const hasil = await cariRekamJejak(tx, o);
    await tx.insert(riwayat_permintaan_orangs).values({
      permintaan_id: id,
      urutan: i + 1,
      nik: o.nik,
      nama: o.nama,
      jumlah_laporan: hasil.laporan.length,
      hasil,
    });
    await audit(tx, request, {
      action: 'rekam_jejak.cari',
      entity: 'riwayat_permintaans',
      entity_id: id,
      after: { nik: o.nik, nama: o.nama, pelapor: hasil.pelapor.length, laporan: hasil.laporan.length },
    });
  }
}

const header = (body: RiwayatPermintaanBody) => ({
  instansi_peminta: body.instansi_peminta,
  nomor_surat: body.nomor_surat,
  tanggal_surat: body.tanggal_surat,
  perihal: body.perihal,
  keterangan: body.keterangan ?? null,
  sumber: body.sumber,
});

export async function createRiwayatPermintaan(
  ctx: ServerContext,
  request: RequestMeta,
  body: RiwayatPermintaanBody,
) {
  const userId = request.auth?.user.id ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(riwayat_permintaans)
      .values({ ...header(body), created_by: userId, updated_by: userId })
      .returning({ id: riwayat_permintaans.id });
    const created = row?.id ?? 0;
    await audit(tx, request, {
      action: 'riwayat_permintaan.create',
      entity: 'riwayat_permintaans',
      entity_id: created,
      after: header(body),
    });
    await searchAndKeep(tx, request, created, body.orang);
    return created;
  });
  return riwayatPermintaanDetail(ctx.db, id);
}

/** Changes the letter and the persons; every person is searched again, so the kept results are today's. */
export async function editRiwayatPermintaan(
  ctx: ServerContext,
  request: RequestMeta,
  id: number,
  body: RiwayatPermintaanBody,
) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(riwayat_permintaans)
      .where(and(eq(riwayat_permintaans.id, id), isNull(riwayat_permintaans.deleted_at)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Permintaan tidak ditemukan');
    const now = new Date();
    await tx
      .update(riwayat_permintaans)
      .set({ ...header(body), dicari_at: now, updated_at: now, updated_by: request.auth?.user.id ?? null })
      .where(eq(riwayat_permintaans.id, id));
    await audit(tx, request, {
      action: 'riwayat_permintaan.update',
      entity: 'riwayat_permintaans',
      entity_id: id,
      before: { ...before, created_at: undefined, updated_at: undefined },
      after: header(body),
    });
    await searchAndKeep(tx, request, id, body.orang);
  });
  return riwayatPermintaanDetail(ctx.db, id);
}

/** `req-rekam-jejak`: one person searched now, not kept; the search itself is audited. */
export async function reqRekamJejak(ctx: ServerContext, request: RequestMeta, orang: OrangDicari) {
  return ctx.db.transaction(async (tx) => {
    const hasil = await cariRekamJejak(tx, orang);
    await audit(tx, request, {
      action: 'rekam_jejak.cari',
      entity: 'pelapors',
      after: {
        nik: orang.nik,
        nama: orang.nama,
        pelapor: hasil.pelapor.length,
        laporan: hasil.laporan.length,
      },
    });
    return hasil;
  });
}

/** The sheet staff fill: a header row (NIK, Nama) and one person a row. */
export function rekamJejakTemplate(): Promise<Buffer> {
  return writeWorkbook('Permintaan', [...REKAM_JEJAK_EXCEL_HEADERS], [['3201011201900003', 'Budi Santoso']]);
}

const cellText = (v: unknown) =>
  v === null || v === undefined ? '' : v instanceof Date ? '' : String(v).trim();

/**
 * The persons of an uploaded sheet (columns NIK and Nama by header, any order), or each bad row's problem by its
 * sheet row number. Nothing is searched yet: the form shows the list, then saves the request.
 */
export async function readRekamJejakExcel(bytes: Buffer) {
  let sheet: Awaited<ReturnType<typeof readWorkbook>>;
  try {
    sheet = await readWorkbook(bytes);
  } catch {
    throw fieldError('file', 'Berkas Excel tidak dapat dibaca');
  }
  const col = (name: string) => sheet.headers.findIndex((h) => h.toLowerCase() === name.toLowerCase());
  const nikCol = col('NIK');
  const namaCol = col('Nama');
  if (nikCol < 0 && namaCol < 0)
    throw fieldError('file', 'Kolom NIK atau Nama tidak ditemukan pada baris pertama');
  if (sheet.rows.length > RIWAYAT_PERMINTAAN_MAX_ORANG) {
    throw fieldError('file', `Maksimal ${RIWAYAT_PERMINTAAN_MAX_ORANG} orang dalam satu berkas`);
  }
  const orang: OrangDicari[] = [];
  const masalah: { baris: number; pesan: string }[] = [];
  for (const row of sheet.rows) {
    // A NIK typed as a number loses nothing below 2^53, and NIKs are 16 digits: read it back as text.
    const rawNik = nikCol < 0 ? '' : row.cells[nikCol];
    const nik = typeof rawNik === 'number' ? rawNik.toFixed(0) : cellText(rawNik);
    const parsed = orangDicariSchema.safeParse({
      nik,
      nama: namaCol < 0 ? '' : cellText(row.cells[namaCol]),
    });
    if (parsed.success) orang.push(parsed.data);
    else masalah.push({ baris: row.rowNumber, pesan: parsed.error.issues.map((i) => i.message).join('; ') });
  }
  return { orang, masalah };
}
