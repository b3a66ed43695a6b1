import { type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import type { TransformasiRingkasan } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { invalidateMasterPages } from '../masters/list-cache';
import { applyMove, countMove, countStay, MOVES, rowsOf, STAYS } from './plan';

/** The types an institution can become; any other `:type` is not found. */
export const TRANSFORM_TYPES = ['unit-kerja'] as const;
export type TransformType = (typeof TRANSFORM_TYPES)[number];

interface InstansiRow {
  id: number;
  kode: string;
  nama: string;
  is_active: boolean;
  updated_at: string | Date;
}

export interface InstansiRingkas {
  id: number;
  kode: string;
  nama: string;
  is_active: boolean;
}

export interface TransformasiSelesai {
  target_instansi_id: number;
  target_nama: string;
  unit_kerja_id: number | null;
  unit_kerja_nama: string | null;
  created_at: string;
}

export interface TransformasiPreview extends TransformasiRingkasan {
  jenis: TransformType;
  instansi: InstansiRingkas;
  /** The institution's `updated_at` as read: the transform is refused (409) when it changed since. */
  version: string;
  target: InstansiRingkas | null;
  /** Where it went, when it was already transformed. */
  selesai: TransformasiSelesai | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const brief = (row: InstansiRow): InstansiRingkas => ({
  id: Number(row.id),
  kode: row.kode,
  nama: row.nama,
  is_active: row.is_active,
});

function assertType(type: string): asserts type is TransformType {
  if (!(TRANSFORM_TYPES as readonly string[]).includes(type)) throw new AppError('NOT_FOUND');
}

async function instansiRow(db: Db, id: number, lock: SQL = sql``): Promise<InstansiRow | undefined> {
  const [row] = await rowsOf<InstansiRow>(
    db,
    sql`select id, kode, nama, is_active, updated_at from instansis where id = ${id} and deleted_at is null ${lock}`,
  );
  return row;
}

async function doneOf(db: Db, id: number): Promise<TransformasiSelesai | null> {
  const [row] = await rowsOf<TransformasiSelesai & { created_at: string | Date }>(
    db,
    sql`select t.target_instansi_id, i.nama as target_nama, t.unit_kerja_id, u.nama as unit_kerja_nama, t.created_at
      from instansi_transformasis t join instansis i on i.id = t.target_instansi_id
      left join unit_kerjas u on u.id = t.unit_kerja_id
      where t.instansi_id = ${id}`,
  );
  return row
    ? {
        ...row,
        target_instansi_id: Number(row.target_instansi_id),
        unit_kerja_id: row.unit_kerja_id === null ? null : Number(row.unit_kerja_id),
        created_at: iso(row.created_at),
      }
    : null;
}

/** The target: another live, active institution (422 on the field otherwise). */
async function targetRow(db: Db, source: number, target: number, lock: SQL = sql``): Promise<InstansiRow> {
  const row = target === source ? undefined : await instansiRow(db, target, lock);
  if (!row?.is_active) {
    throw new AppError('VALIDATION_FAILED', 'Instansi tujuan tidak valid', {
      target_instansi_id: ['Pilih instansi tujuan lain yang aktif'],
    });
  }
  return row;
}

const unitsOf = (source: number) =>
  sql`select id from unit_kerjas where instansi_id = ${source} and deleted_at is null`;
const scopedAccesses = (source: number) =>
  sql`(scope_type = 'instansi' and scope_id = ${source}) or (scope_type = 'unit_kerja' and scope_id in (${unitsOf(source)}))`;

/** What moves and what stays, per table, were the institution transformed into the target now. */
async function ringkasan(db: Db, source: number, target: number | null): Promise<TransformasiRingkasan> {
  const pindah: TransformasiRingkasan['pindah'] = [];
  const tetap: TransformasiRingkasan['tetap'] = [];
  const stay = async (tabel: string, label: string, alasan: string, where: SQL) =>
    tetap.push({ tabel, label, alasan, jumlah: await countStay(db, tabel, where) });
  pindah.push(
    {
      tabel: 'unit_kerjas',
      label: 'Unit kerja (menjadi sub unit kerja dari unit kerja baru)',
      jumlah: await countStay(db, 'unit_kerjas', sql`instansi_id = ${source} and deleted_at is null`),
    },
    {
      tabel: 'laporans',
      label: 'Laporan',
      jumlah: await countStay(db, 'laporans', sql`instansi_id = ${source}`),
    },
    {
      tabel: 'pelapors',
      label: 'Profil pelapor',
      jumlah: await countStay(db, 'pelapors', sql`instansi_id = ${source}`),
    },
    {
      tabel: 'role_users',
      label: 'Akses pengguna berlingkup instansi atau unit kerjanya',
      jumlah: await countStay(db, 'role_users', scopedAccesses(source)),
    },
  );
  for (const spec of MOVES) {
    const n = await countMove(db, spec, source, target);
    pindah.push({ tabel: spec.table, label: spec.label, jumlah: n.pindah });
    if (n.bentrok > 0) {
      tetap.push({
        tabel: spec.table,
        label: spec.label,
        jumlah: n.bentrok,
        alasan: 'Instansi tujuan sudah memiliki data yang sama',
      });
    }
  }
  await stay('instansis', 'Instansi ini', 'Dinonaktifkan, tidak dihapus', sql`id = ${source}`);
  await stay(
    'unit_kerjas',
    'Unit kerja lama',
    'Dinonaktifkan; diganti sub unit kerja baru',
    sql`instansi_id = ${source} and deleted_at is null`,
  );
  await stay(
    'sub_unit_kerjas',
    'Sub unit kerja lama',
    'Dinonaktifkan bersama unit kerjanya',
    sql`unit_kerja_id in (${unitsOf(source)}) and deleted_at is null`,
  );
  for (const s of STAYS) await stay(s.table, s.label, s.alasan, s.where(source));
  return { pindah, tetap };
}

/** The preview of the transform (GET): what moves and what stays; with `target`, the rows the target already has. */
export async function previewTransform(
  ctx: ServerContext,
  id: number,
  type: string,
  target: number | null,
): Promise<TransformasiPreview> {
  assertType(type);
  const row = await instansiRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const selesai = await doneOf(ctx.db, id);
  const targetInstansi = target !== null && !selesai ? await targetRow(ctx.db, id, target) : null;
  const counts = selesai ? { pindah: [], tetap: [] } : await ringkasan(ctx.db, id, target);
  return {
    jenis: type,
    instansi: brief(row),
    version: iso(row.updated_at),
    target: targetInstansi ? brief(targetInstansi) : null,
    selesai,
    ...counts,
  };
}

/** A kode not used by a live row of `table`: `base`, else `base-2`, `base-3`… (kode is unique among live rows). */
async function freeKode(tx: Db, table: 'unit_kerjas' | 'sub_unit_kerjas', base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const kode = `${base.slice(0, 50 - suffix.length)}${suffix}`;
    const taken = await countStay(tx, table, sql`kode = ${kode} and deleted_at is null`);
    if (taken === 0) return kode;
  }
}

async function insertUnit(tx: Db, sql_: SQL): Promise<{ id: number; kode: string; nama: string }> {
  const [row] = await rowsOf<{ id: number; kode: string; nama: string }>(tx, sql_);
  if (!row) throw new Error('insert returned no row');
  return { ...row, id: Number(row.id) };
}

export interface TransformResult extends TransformasiRingkasan {
  id: number;
  instansi: InstansiRingkas;
  target: InstansiRingkas;
  unit_kerja: { id: number; kode: string; nama: string };
}

/**
 * The transform (POST), in one transaction: the institution becomes a new unit kerja of the target; its unit kerjas
 * become sub unit kerjas of it; its reports, reporters, scoped accesses, UPG membership, internal rules and PPG records
 * move (a row the target already has stays); its history stays; it is deactivated, not deleted, and records where it
 * went. A second run (inactive institution) is 422; a change since the preview (`version`) is 409.
 */
export async function runTransform(
  ctx: ServerContext,
  request: RequestMeta,
  id: number,
  type: string,
  body: { target_instansi_id: number; version: string },
): Promise<TransformResult> {
  assertType(type);
  const userId = request.auth?.user.id ?? null;
  const result = await ctx.db.transaction(async (tx) => {
    const source = await instansiRow(tx, id, sql`for update`);
    if (!source) throw new AppError('NOT_FOUND');
    if (!source.is_active || (await doneOf(tx, id))) {
      throw new AppError('VALIDATION_FAILED', 'Instansi ini sudah tidak aktif atau sudah ditransformasi');
    }
    if (iso(source.updated_at) !== body.version) throw new AppError('CONFLICT');
    const target = await targetRow(tx, id, body.target_instansi_id, sql`for share`);
    const summary = await ringkasan(tx, id, target.id);

    const unit = await insertUnit(
      tx,
      sql`insert into unit_kerjas (kode, nama, instansi_id, is_active, created_by, updated_by)
        values (${await freeKode(tx, 'unit_kerjas', source.kode)}, ${source.nama}, ${target.id}, true, ${userId},
          ${userId}) returning id, kode, nama`,
    );
    const oldUnits = await rowsOf<{ id: number; kode: string; nama: string }>(
      tx,
      sql`select id, kode, nama from unit_kerjas where instansi_id = ${id} and deleted_at is null order by id`,
    );
    const subOf = new Map<number, number>();
    for (const old of oldUnits) {
      const sub = await insertUnit(
        tx,
        sql`insert into sub_unit_kerjas (kode, nama, unit_kerja_id, is_active, created_by, updated_by)
          values (${await freeKode(tx, 'sub_unit_kerjas', old.kode)}, ${old.nama}, ${unit.id}, true, ${userId},
            ${userId}) returning id, kode, nama`,
      );
      subOf.set(Number(old.id), sub.id);
    }
    const subCase =
      subOf.size === 0
        ? sql`null`
        : sql`case unit_kerja_id ${sql.join(
            [...subOf].map(([u, s]) => sql`when ${u}::int then ${s}::int`),
            sql` `,
          )} else null end`;

    await tx.execute(sql`update pelapors set instansi_id = ${target.id}, unit_kerja_id = ${unit.id},
      sub_unit_kerja_id = ${subCase}, updated_at = now(), updated_by = ${userId} where instansi_id = ${id}`);
    await tx.execute(sql`update laporans set instansi_id = ${target.id}, unit_kerja_id = ${unit.id},
      version = version + 1, updated_at = now() where instansi_id = ${id}`);
    await tx.execute(sql`update role_users set scope_id = ${unit.id}, scope_name = ${unit.nama}
      where scope_type = 'unit_kerja' and scope_id in (${unitsOf(id)})`);
    await tx.execute(sql`update role_users set scope_id = ${target.id}, scope_name = ${target.nama}
      where scope_type = 'instansi' and scope_id = ${id}`);
    for (const spec of MOVES) await applyMove(tx, spec, id, target.id);

    await tx.execute(sql`update sub_unit_kerjas set is_active = false, updated_at = now(), updated_by = ${userId}
      where unit_kerja_id in (${unitsOf(id)}) and deleted_at is null`);
    await tx.execute(sql`update unit_kerjas set is_active = false, updated_at = now(), updated_by = ${userId}
      where instansi_id = ${id} and deleted_at is null`);
    await tx.execute(sql`update instansis set is_active = false, updated_at = now(), updated_by = ${userId}
      where id = ${id}`);
    const [record] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into instansi_transformasis (instansi_id, jenis, target_instansi_id, unit_kerja_id, ringkasan,
        created_by) values (${id}, ${type}, ${target.id}, ${unit.id}, ${JSON.stringify(summary)}::jsonb, ${userId})
        returning id`,
    );
    await audit(tx, request, {
      action: 'instansi.transformasi',
      entity: 'instansis',
      entity_id: id,
      before: brief(source),
      after: { jenis: type, target: brief(target), unit_kerja: unit, ...summary },
    });
    return {
      id: Number(record?.id),
      instansi: brief(source),
      target: brief(target),
      unit_kerja: unit,
      ...summary,
    };
  });
  // Unit kerjas and institutions changed outside the master routes: the dropdowns must not serve them stale.
  invalidateMasterPages(ctx.db);
  return result;
}
