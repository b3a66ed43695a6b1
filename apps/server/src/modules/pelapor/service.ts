import type { Pelapor } from '@gratifikasi/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { laporans, pelapor_riwayats, pelapors, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { AuthContext, RequestMeta } from '../../platform/auth-context';
import { AppError, fieldError } from '../../platform/errors';
import { type PelaporRow, pelaporForActor, upgOf } from './access';
import type { PelaporInput } from './schemas';
import { PELAPOR_MESSAGES, validatePelapor } from './validate';
import { pelaporView } from './view';

/** The employment fields whose change writes a pelapor_riwayats row. */
const EMPLOYMENT = [
  'instansi_id',
  'unit_kerja_id',
  'sub_unit_kerja_id',
  'jabatan',
  'golongan',
  'status_kedinasan_id',
] as const;

function columnsOf(input: PelaporInput, jenisKelamin: 'L' | 'P') {
  return {
    nama: input.nama,
    nik: input.nik,
    tempat_lahir: input.tempat_lahir,
    tanggal_lahir: input.tanggal_lahir,
    jenis_kelamin: jenisKelamin,
    alamat: input.alamat,
    provinsi_id: input.provinsi_id,
    kota_kabupaten_id: input.kota_kabupaten_id,
    kecamatan_id: input.kecamatan_id ?? null,
    telepon: input.telepon,
    email: input.email,
    instansi_id: input.instansi_id,
    unit_kerja_id: input.unit_kerja_id ?? null,
    sub_unit_kerja_id: input.sub_unit_kerja_id ?? null,
    jabatan: input.jabatan,
    golongan: input.golongan ?? null,
    status_kedinasan_id: input.status_kedinasan_id ?? null,
  };
}

async function writeRiwayat(tx: Db, row: PelaporRow, input: PelaporInput, auth: AuthContext) {
  await tx.insert(pelapor_riwayats).values({
    pelapor_id: row.id,
    jenis: input.jenis_perubahan ?? 'UBAH',
    instansi_id: row.instansi_id,
    unit_kerja_id: row.unit_kerja_id,
    sub_unit_kerja_id: row.sub_unit_kerja_id,
    jabatan: row.jabatan,
    golongan: row.golongan,
    status_kedinasan_id: row.status_kedinasan_id,
    berlaku_mulai: input.berlaku_mulai ?? null,
    keterangan: input.keterangan_perubahan ?? null,
    created_by: auth.user.id,
  });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

/** Runs a write; a NIK clash that slipped past the check (two saves at once) still answers the 422. */
async function guardNik<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isUniqueViolation(error) || isUniqueViolation(cause))
      throw fieldError('nik', PELAPOR_MESSAGES.nikTaken);
    throw error;
  }
}

/** The owner columns a new pelapor gets from its creator's active role (issue 4 §2). */
function ownerOf(auth: AuthContext): { user_id: number | null; upg_id: number | null } {
  switch (auth.activeRole) {
    case 'individu':
      return { user_id: auth.user.id, upg_id: null };
    case 'upg': {
      const upg = upgOf(auth);
      if (upg === null) throw new AppError('FORBIDDEN', 'Akun UPG Anda belum terhubung dengan UPG');
      return { user_id: null, upg_id: upg };
    }
    case 'data_entry':
    case 'anggota_tim':
    case 'sysadmin':
    case 'superuser':
      return { user_id: null, upg_id: null };
    default:
      throw new AppError('FORBIDDEN');
  }
}

/** The registered NIK of a self-service caller (individu), whose profiles must carry it; undefined for staff. */
async function ownNikOf(db: Db, auth: AuthContext): Promise<string | null | undefined> {
  if (auth.activeRole !== 'individu') return undefined;
  const [row] = await db.select({ nik: users.nik }).from(users).where(eq(users.id, auth.user.id));
  return row?.nik ?? null;
}

export async function createPelapor(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  input: PelaporInput,
): Promise<Pelapor> {
  const owner = ownerOf(auth);
  const ownNik = await ownNikOf(ctx.db, auth);
  const { jenis_kelamin } = await validatePelapor(ctx.db, input, { upgId: owner.upg_id, ownNik });
  const id = await guardNik(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pelapors)
        .values({
          ...columnsOf(input, jenis_kelamin),
          ...owner,
          created_by: auth.user.id,
          created_by_role: auth.activeRole,
          updated_by: auth.user.id,
        })
        .returning();
      await writeRiwayat(tx, row, input, auth);
      await audit(tx, request, {
        action: 'pelapor.create',
        entity: 'pelapor',
        entity_id: row.id,
        after: row,
      });
      return row.id;
    }),
  );
  return pelaporView(ctx.db, id);
}

export async function updatePelapor(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  id: number,
  input: PelaporInput,
): Promise<Pelapor> {
  const before = await pelaporForActor(ctx.db, auth, id, 'write');
  const upgId = auth.activeRole === 'upg' ? before.upg_id : null;
  const ownNik = await ownNikOf(ctx.db, auth);
  const { jenis_kelamin } = await validatePelapor(ctx.db, input, { exceptId: id, upgId, ownNik });
  await guardNik(() =>
    ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(pelapors)
        .set({ ...columnsOf(input, jenis_kelamin), updated_by: auth.user.id, updated_at: new Date() })
        .where(and(eq(pelapors.id, id), isNull(pelapors.deleted_at)))
        .returning();
      if (!after) throw new AppError('NOT_FOUND', 'Pelapor tidak ditemukan');
      const changed = EMPLOYMENT.some((field) => (before[field] ?? null) !== (after[field] ?? null));
      if (changed) await writeRiwayat(tx, after, input, auth);
      await audit(tx, request, { action: 'pelapor.update', entity: 'pelapor', entity_id: id, before, after });
    }),
  );
  return pelaporView(ctx.db, id);
}

export async function deletePelapor(ctx: ServerContext, request: RequestMeta, auth: AuthContext, id: number) {
  const before = await pelaporForActor(ctx.db, auth, id, 'write');
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(laporans)
      .where(and(eq(laporans.pelapor_id, id), isNull(laporans.deleted_at)));
    if (n > 0) throw new AppError('CONFLICT', 'Pelapor masih memiliki laporan yang sedang diproses');
    await tx
      .update(pelapors)
      .set({ deleted_at: new Date(), updated_by: auth.user.id })
      .where(eq(pelapors.id, id));
    await audit(tx, request, { action: 'pelapor.delete', entity: 'pelapor', entity_id: id, before });
  });
}

export async function restorePelapor(
  ctx: ServerContext,
  request: RequestMeta,
  auth: AuthContext,
  id: number,
): Promise<Pelapor> {
  const before = await pelaporForActor(ctx.db, auth, id, 'write', { withDeleted: true });
  if (before.deleted_at === null) throw new AppError('CONFLICT', 'Pelapor tidak dalam keadaan terhapus');
  await guardNik(() =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(pelapors)
        .set({ deleted_at: null, updated_by: auth.user.id, updated_at: new Date() })
        .where(eq(pelapors.id, id));
      await audit(tx, request, { action: 'pelapor.restore', entity: 'pelapor', entity_id: id, before });
    }),
  );
  return pelaporView(ctx.db, id);
}
