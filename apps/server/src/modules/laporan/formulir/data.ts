import type { Laporan } from '@gratifikasi/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporans, pelapors } from '../../../db/schema/index';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { getLaporan, laporanDto } from '../filing/read';
import type { FormulirData } from './formulir';

/** The reporter's personal data the detail does not carry, and the city of the signature. */
async function pelaporExtra(db: Db, pelaporId: number): Promise<FormulirData['pelapor']> {
  const kota = masterTableOf('kota-kabupaten');
  const [row] = await db
    .select({
      tempat_lahir: pelapors.tempat_lahir,
      tanggal_lahir: pelapors.tanggal_lahir,
      golongan: pelapors.golongan,
      alamat: pelapors.alamat,
      kota: masterColumn(kota, 'nama'),
    })
    .from(pelapors)
    .leftJoin(kota, eq(kota.id, pelapors.kota_kabupaten_id))
    .where(eq(pelapors.id, pelaporId))
    .limit(1);
  return {
    tempat_lahir: row?.tempat_lahir ?? null,
    tanggal_lahir: row?.tanggal_lahir ?? null,
    golongan: row?.golongan ?? null,
    alamat: row?.alamat ?? null,
    kota: row?.kota ? String(row.kota) : null,
  };
}

/**
 * The checklist of the event's kind (checklist-kelengkapan-peristiwas), ticked when the report's `checklist` holds
 * the row's id or its checklist-kelengkapan id (the form may send either).
 */
async function checklistOf(
  db: Db,
  jenisPeristiwaId: number | null,
  ticked: readonly number[],
): Promise<FormulirData['checklist']> {
  if (jenisPeristiwaId === null) return [];
  const link = masterTableOf('checklist-kelengkapan-peristiwas');
  const item = masterTableOf('checklist-kelengkapan');
  const itemId = masterColumn(link, 'checklist_kelengkapan_id');
  const rows = await db
    .select({
      id: link.id,
      item_id: itemId,
      nama: masterColumn(item, 'nama'),
      keterangan: masterColumn(link, 'keterangan'),
      wajib: masterColumn(link, 'is_wajib'),
    })
    .from(link)
    .innerJoin(item, eq(item.id, itemId))
    .where(
      and(
        eq(masterColumn(link, 'jenis_peristiwa_id'), jenisPeristiwaId),
        isNull(link.deleted_at),
        isNull(item.deleted_at),
      ),
    )
    .orderBy(asc(link.id));
  const set = new Set(ticked);
  return rows.map((r) => ({
    label: `${String(r.nama ?? r.keterangan ?? '-')}${r.wajib === false ? ' (opsional)' : ''}`,
    checked: set.has(r.id) || set.has(Number(r.item_id)),
  }));
}

/** The formulir's data: `GET laporan/{id}` as the caller may read it (another's report → 404), plus the extras. */
export async function loadFormulir(db: Db, auth: AuthContext, id: number): Promise<FormulirData> {
  return formulirOf(db, await getLaporan(db, auth, id));
}

/**
 * The formulir's data of a report reached through a record whose own gate the caller passed (a bill read by the
 * receivables roles): the report's row is read without the caller's report scope.
 */
export async function loadFormulirOfRecord(db: Db, id: number): Promise<FormulirData> {
  const [row] = await db
    .select()
    .from(laporans)
    .where(and(eq(laporans.id, id), isNull(laporans.deleted_at)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  return formulirOf(db, await laporanDto(db, NO_ACTOR, row));
}

/** No one acting: the detail's own flags (may edit, may forward) come out false, as a letter needs them. */
const NO_ACTOR: AuthContext = {
  user: { id: 0, username: '', name: '', email: null, plh_gh_until: null },
  sessionId: 0,
  accesses: [],
  directPermissionIds: [],
  activeAccess: null,
  activeRole: null,
  permissions: new Set(),
};

async function formulirOf(db: Db, laporan: Laporan): Promise<FormulirData> {
  const [pelapor, checklist] = await Promise.all([
    pelaporExtra(db, laporan.pelapor_id),
    checklistOf(db, laporan.jenis_peristiwa_id, laporan.checklist),
  ]);
  return { laporan, pelapor, checklist };
}
