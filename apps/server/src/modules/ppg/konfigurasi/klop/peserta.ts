import type { PesertaQuery } from '@gratifikasi/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import {
  master_instansis,
  master_klasifikasi_instansis,
  ppg_jadwal_monevs,
  ppg_peserta_monevs,
} from '../../../../db/schema';
import { masterColumn } from '../../../../db/schema/masters';
import { audit } from '../../../../platform/audit';
import { AppError, fieldError } from '../../../../platform/errors';
import type { Meta } from '../versi';

// The participants of a year's monitoring (Peserta Monev): who they are, adding and removing them.
const j = ppg_jadwal_monevs;
const p = ppg_peserta_monevs;
const ins = master_instansis;
const kls = master_klasifikasi_instansis;
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether an institution takes part in a year's monitoring. */
export async function isPesertaMonev(db: Db, tahun: number, instansiId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.tahun, tahun), eq(p.instansi_id, instansiId)))
    .limit(1);
  return row !== undefined;
}

/** SQL: the institution (an `instansis.id` column) takes part in the year's monitoring (the MONEV filter). */
export function pesertaMonevSql(instansiId: SQL | typeof ins.id, tahun: number): SQL {
  return sql`exists (select 1 from ${p} where ${p.tahun} = ${tahun} and ${p.instansi_id} = ${instansiId})`;
}

export async function jumlahPeserta(db: Db, tahun: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).where(eq(p.tahun, tahun));
  return Number(row?.n ?? 0);
}

/** A year that has a schedule (409 otherwise): participants belong to a configured year. */
async function lockYear(tx: Db, tahun: number) {
  const [row] = await tx.select({ tahun: j.tahun }).from(j).where(eq(j.tahun, tahun)).for('update').limit(1);
  if (!row) throw new AppError('CONFLICT', `Jadwal monitoring tahun ${tahun} belum dibuat`);
}

/** `GET konfigurasi-klop/{tahun}/peserta`: institutions, participants only (MONEV) or all (ALL), searched, paged. */
export async function listPeserta(
  db: Db,
  tahun: number,
  q: Required<Pick<PesertaQuery, 'peserta' | 'sort' | 'order'>> & {
    q?: string | undefined;
    page: number;
    per_page: number;
  },
) {
  const nama = masterColumn(ins, 'nama');
  const kode = masterColumn(ins, 'kode');
  const joined = and(eq(p.instansi_id, ins.id), eq(p.tahun, tahun));
  const where = and(
    isNull(ins.deleted_at),
    q.peserta === 'MONEV' ? sql`${p.id} is not null` : undefined,
    q.q
      ? or(
          ilike(nama, escapeLike(q.q)),
          ilike(kode, escapeLike(q.q)),
          ilike(masterColumn(ins, 'singkatan'), escapeLike(q.q)),
        )
      : undefined,
  );
  const column = q.sort === 'kode' ? kode : nama;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        instansi_id: ins.id,
        kode,
        nama,
        klasifikasi: masterColumn(kls, 'nama'),
        ditambahkan_at: p.created_at,
      })
      .from(ins)
      .leftJoin(p, joined)
      .leftJoin(kls, eq(kls.id, masterColumn(ins, 'klasifikasi_instansi_id')))
      .where(where)
      .orderBy(q.order === 'desc' ? desc(column) : asc(column), asc(ins.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(ins).leftJoin(p, joined).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      instansi_id: r.instansi_id,
      kode: r.kode === null ? null : String(r.kode),
      nama: String(r.nama),
      klasifikasi: r.klasifikasi === null ? null : String(r.klasifikasi),
      peserta: r.ditambahkan_at !== null,
      ditambahkan_at: r.ditambahkan_at?.toISOString() ?? null,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}

/** `POST konfigurasi-klop/{tahun}/peserta`: institutions added as participants (those already in are left). */
export async function tambahPeserta(ctx: ServerContext, meta: Meta, tahun: number, ids: readonly number[]) {
  return ctx.db.transaction(async (tx) => {
    await lockYear(tx, tahun);
    const unique = [...new Set(ids)];
    const known = await tx
      .select({ id: ins.id })
      .from(ins)
      .where(and(inArray(ins.id, unique), isNull(ins.deleted_at)));
    const found = new Set(known.map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length) throw fieldError('instansi_ids', `Instansi #${missing.join(', #')} tidak ditemukan`);
    const added = await tx
      .insert(p)
      .values(unique.map((instansi_id) => ({ tahun, instansi_id, created_by: meta.auth.user.id })))
      .onConflictDoNothing()
      .returning({ instansi_id: p.instansi_id });
    await audit(tx, meta, {
      action: 'ppg.peserta-monev.create',
      entity: 'ppg_peserta_monev',
      entity_id: tahun,
      after: { tahun, instansi_ids: added.map((a) => a.instansi_id) },
    });
    return { tahun, ditambahkan: added.length, jumlah_peserta: await jumlahPeserta(tx, tahun) };
  });
}

/** `DELETE konfigurasi-klop/{tahun}/peserta/{instansiId}`: an institution no longer a participant (404 if it was not). */
export async function hapusPeserta(ctx: ServerContext, meta: Meta, tahun: number, instansiId: number) {
  return ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(p)
      .where(and(eq(p.tahun, tahun), eq(p.instansi_id, instansiId)))
      .returning({ id: p.id });
    if (!gone) throw new AppError('NOT_FOUND', 'Instansi ini bukan peserta monitoring tahun tersebut');
    await audit(tx, meta, {
      action: 'ppg.peserta-monev.delete',
      entity: 'ppg_peserta_monev',
      entity_id: tahun,
      before: { tahun, instansi_id: instansiId },
    });
    return { tahun, jumlah_peserta: await jumlahPeserta(tx, tahun) };
  });
}

/** Every participant of a year for the Excel export: code, name, classification, since. */
export async function pesertaSemua(db: Db, tahun: number) {
  return db
    .select({
      kode: masterColumn(ins, 'kode'),
      nama: masterColumn(ins, 'nama'),
      klasifikasi: masterColumn(kls, 'nama'),
      ditambahkan_at: p.created_at,
    })
    .from(p)
    .innerJoin(ins, eq(ins.id, p.instansi_id))
    .leftJoin(kls, eq(kls.id, masterColumn(ins, 'klasifikasi_instansi_id')))
    .where(eq(p.tahun, tahun))
    .orderBy(asc(masterColumn(ins, 'nama')));
}
