import type { Pelapor, PelaporRiwayat } from '@gratifikasi/domain';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pelapor_riwayats, pelapors, users } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The master tables a pelapor refers to, each with its `nama` column for display. */
export function refTables() {
  const ref = (key: string) => {
    const table = masterTableOf(key);
    return { table, nama: masterColumn(table, 'nama') };
  };
  return {
    provinsi: ref('provinsi'),
    kota: ref('kota-kabupaten'),
    kecamatan: ref('kecamatan'),
    instansi: ref('instansi'),
    unitKerja: ref('unit-kerja'),
    subUnit: ref('sub-unit-kerja'),
    statusKedinasan: ref('status-kedinasans'),
  };
}

/** SELECT of pelapors with the names of the masters they refer to; the caller adds WHERE, ORDER and paging. */
export function selectPelapors(db: Db) {
  const t = refTables();
  return db
    .select({
      p: pelapors,
      provinsi_nama: t.provinsi.nama,
      kota_kabupaten_nama: t.kota.nama,
      kecamatan_nama: t.kecamatan.nama,
      instansi_nama: t.instansi.nama,
      unit_kerja_nama: t.unitKerja.nama,
      sub_unit_kerja_nama: t.subUnit.nama,
      status_kedinasan_nama: t.statusKedinasan.nama,
    })
    .from(pelapors)
    .leftJoin(t.provinsi.table, eq(t.provinsi.table.id, pelapors.provinsi_id))
    .leftJoin(t.kota.table, eq(t.kota.table.id, pelapors.kota_kabupaten_id))
    .leftJoin(t.kecamatan.table, eq(t.kecamatan.table.id, pelapors.kecamatan_id))
    .leftJoin(t.instansi.table, eq(t.instansi.table.id, pelapors.instansi_id))
    .leftJoin(t.unitKerja.table, eq(t.unitKerja.table.id, pelapors.unit_kerja_id))
    .leftJoin(t.subUnit.table, eq(t.subUnit.table.id, pelapors.sub_unit_kerja_id))
    .leftJoin(t.statusKedinasan.table, eq(t.statusKedinasan.table.id, pelapors.status_kedinasan_id))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPelapors>['execute']>>[number];

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function toPelapor(row: SelectedRow): Pelapor {
  const p = row.p;
  return {
    id: p.id,
    user_id: p.user_id,
    nama: p.nama,
    nik: p.nik,
    tempat_lahir: p.tempat_lahir,
    tanggal_lahir: p.tanggal_lahir,
    jenis_kelamin: p.jenis_kelamin === 'L' || p.jenis_kelamin === 'P' ? p.jenis_kelamin : null,
    alamat: p.alamat,
    provinsi_id: p.provinsi_id,
    provinsi_nama: str(row.provinsi_nama),
    kota_kabupaten_id: p.kota_kabupaten_id,
    kota_kabupaten_nama: str(row.kota_kabupaten_nama),
    kecamatan_id: p.kecamatan_id,
    kecamatan_nama: str(row.kecamatan_nama),
    telepon: p.telepon,
    email: p.email,
    instansi_id: p.instansi_id,
    instansi_nama: str(row.instansi_nama),
    unit_kerja_id: p.unit_kerja_id,
    unit_kerja_nama: str(row.unit_kerja_nama),
    sub_unit_kerja_id: p.sub_unit_kerja_id,
    sub_unit_kerja_nama: str(row.sub_unit_kerja_nama),
    jabatan: p.jabatan,
    golongan: p.golongan,
    status_kedinasan_id: p.status_kedinasan_id,
    status_kedinasan_nama: str(row.status_kedinasan_nama),
    upg_id: p.upg_id,
    created_by: p.created_by,
    created_by_role: p.created_by_role,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    deleted_at: iso(p.deleted_at),
  };
}

/** One pelapor as the API shows it (the caller has already checked access). */
export async function pelaporView(db: Db, id: number): Promise<Pelapor> {
  const [row] = await selectPelapors(db).where(eq(pelapors.id, id)).limit(1);
  return toPelapor(row);
}

/** The employment history of one pelapor, newest first. */
export async function riwayatOf(db: Db, pelaporId: number, where?: SQL): Promise<PelaporRiwayat[]> {
  const t = refTables();
  const rows = await db
    .select({
      r: pelapor_riwayats,
      instansi_nama: t.instansi.nama,
      unit_kerja_nama: t.unitKerja.nama,
      created_by_name: users.name,
    })
    .from(pelapor_riwayats)
    .leftJoin(t.instansi.table, eq(t.instansi.table.id, pelapor_riwayats.instansi_id))
    .leftJoin(t.unitKerja.table, eq(t.unitKerja.table.id, pelapor_riwayats.unit_kerja_id))
    .leftJoin(users, eq(users.id, pelapor_riwayats.created_by))
    .where(where ?? eq(pelapor_riwayats.pelapor_id, pelaporId))
    .orderBy(desc(pelapor_riwayats.created_at), desc(pelapor_riwayats.id));
  return rows.map(({ r, ...names }) => ({
    id: r.id,
    jenis: r.jenis === 'MUTASI' || r.jenis === 'RANGKAP' ? r.jenis : 'UBAH',
    instansi_nama: str(names.instansi_nama),
    unit_kerja_nama: str(names.unit_kerja_nama),
    jabatan: r.jabatan,
    golongan: r.golongan,
    berlaku_mulai: r.berlaku_mulai,
    keterangan: r.keterangan,
    created_by_name: names.created_by_name,
    created_at: r.created_at.toISOString(),
  }));
}
