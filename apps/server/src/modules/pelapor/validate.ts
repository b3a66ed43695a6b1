import type { FieldErrors } from '@gratifikasi/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pelapors } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';
import { readNik } from './nik';
import type { PelaporInput } from './schemas';

export const PELAPOR_MESSAGES = {
  nikTaken: 'NIK sudah terdaftar sebagai pelapor',
  birthDate: 'Tanggal lahir tidak sesuai dengan NIK',
  notFound: (what: string) => `${what} tidak ditemukan`,
  kota: 'Kota/kabupaten tidak berada di provinsi yang dipilih',
  kecamatan: 'Kecamatan tidak berada di kota/kabupaten yang dipilih',
  unitKerja: 'Unit kerja tidak berada di instansi yang dipilih',
  subUnit: 'Sub unit kerja tidak berada di unit kerja yang dipilih',
  instansiUpg: 'Instansi tidak termasuk dalam cakupan UPG Anda',
  ownNik: 'Akun pribadi hanya dapat memakai NIK pemilik akun (NIK yang didaftarkan)',
  noOwnNik: 'NIK belum tercatat pada akun Anda. Hubungi admin untuk melengkapinya.',
} as const;

/** A live master row's parent id (or just its existence when `parent` is omitted); null when there is none. */
async function liveRow(
  db: Db,
  key: string,
  id: number,
  parent?: string,
): Promise<{ parent: number | null } | null> {
  const table = masterTableOf(key);
  const [row] = await db
    .select({ parent: parent ? masterColumn(table, parent) : table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)))
    .limit(1);
  if (!row) return null;
  return { parent: row.parent === null ? null : Number(row.parent) };
}

/** True when a live pelapor other than `exceptId` has this NIK. */
export async function nikTaken(db: Db, nik: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .where(
      and(
        eq(pelapors.nik, nik),
        isNull(pelapors.deleted_at),
        exceptId ? ne(pelapors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when the UPG covers the instansi: its own (upgs.instansi_id) or one linked through instansi_upgs. */
export async function upgCoversInstansi(db: Db, upgId: number, instansiId: number): Promise<boolean> {
  const upgs = masterTableOf('upg');
  const [own] = await db
    .select({ id: upgs.id })
    .from(upgs)
    .where(
      and(eq(upgs.id, upgId), isNull(upgs.deleted_at), eq(masterColumn(upgs, 'instansi_id'), instansiId)),
    )
    .limit(1);
  if (own) return true;
  const links = masterTableOf('instansi-upg');
  const [linked] = await db
    .select({ id: links.id })
    .from(links)
    .where(
      and(
        eq(masterColumn(links, 'upg_id'), upgId),
        eq(masterColumn(links, 'instansi_id'), instansiId),
        isNull(links.deleted_at),
        eq(masterColumn(links, 'is_active'), true),
      ),
    )
    .limit(1);
  return linked !== undefined;
}

/**
 * The rules beyond the schema (issue 4 §2): NIK unique among live pelapors, birth date equal to the NIK's, every
 * region and unit inside its parent. Returns the gender read from the NIK; throws one 422 with every field error.
 */
export async function validatePelapor(
  db: Db,
  input: PelaporInput,
  opts: {
    exceptId?: number;
    upgId?: number | null;
    /** A self-service account (individu) may only hold its own registered NIK (issue 9 §1); null: none recorded. */
    ownNik?: string | null;
  } = {},
): Promise<{ jenis_kelamin: 'L' | 'P' }> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const nik = readNik(input.nik);
  if (opts.ownNik === null) add('nik', PELAPOR_MESSAGES.noOwnNik);
  else if (opts.ownNik !== undefined && input.nik !== opts.ownNik) add('nik', PELAPOR_MESSAGES.ownNik);
  else if (!nik.valid) add('nik', nik.pesan ?? 'NIK tidak valid');
  else if (await nikTaken(db, input.nik, opts.exceptId)) add('nik', PELAPOR_MESSAGES.nikTaken);
  if (nik.valid && nik.tanggal_lahir !== input.tanggal_lahir)
    add('tanggal_lahir', PELAPOR_MESSAGES.birthDate);

  const checkChild = async (
    field: string,
    key: string,
    label: string,
    id: number | null | undefined,
    parentField?: string,
    parentId?: number | null,
    mismatch?: string,
  ) => {
    if (id === null || id === undefined) return;
    const row = await liveRow(db, key, id, parentField);
    if (!row) add(field, PELAPOR_MESSAGES.notFound(label));
    else if (parentField && mismatch && row.parent !== parentId) add(field, mismatch);
  };
  await checkChild('provinsi_id', 'provinsi', 'Provinsi', input.provinsi_id);
  await checkChild(
    'kota_kabupaten_id',
    'kota-kabupaten',
    'Kota/kabupaten',
    input.kota_kabupaten_id,
    'provinsi_id',
    input.provinsi_id,
    PELAPOR_MESSAGES.kota,
  );
  await checkChild(
    'kecamatan_id',
    'kecamatan',
    'Kecamatan',
    input.kecamatan_id,
    'kota_kabupaten_id',
    input.kota_kabupaten_id,
    PELAPOR_MESSAGES.kecamatan,
  );
  await checkChild('instansi_id', 'instansi', 'Instansi', input.instansi_id);
  await checkChild(
    'unit_kerja_id',
    'unit-kerja',
    'Unit kerja',
    input.unit_kerja_id,
    'instansi_id',
    input.instansi_id,
    PELAPOR_MESSAGES.unitKerja,
  );
  if (input.sub_unit_kerja_id && !input.unit_kerja_id) add('sub_unit_kerja_id', PELAPOR_MESSAGES.subUnit);
  else
    await checkChild(
      'sub_unit_kerja_id',
      'sub-unit-kerja',
      'Sub unit kerja',
      input.sub_unit_kerja_id,
      'unit_kerja_id',
      input.unit_kerja_id,
      PELAPOR_MESSAGES.subUnit,
    );
  await checkChild('status_kedinasan_id', 'status-kedinasans', 'Status kedinasan', input.status_kedinasan_id);
  if (opts.upgId && !errors.instansi_id && !(await upgCoversInstansi(db, opts.upgId, input.instansi_id)))
    add('instansi_id', PELAPOR_MESSAGES.instansiUpg);

  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  return { jenis_kelamin: nik.jenis_kelamin ?? 'L' };
}
