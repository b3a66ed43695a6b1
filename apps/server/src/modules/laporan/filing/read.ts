import {
  type Laporan,
  type LaporanHistory,
  type Rincian,
  reporterHistory,
  STATUS_LAPORAN,
} from '@gratifikasi/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporan_histories, pelapors, rincian_laporans, users } from '../../../db/schema/index';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { mediaInfo, mediaOf } from '../../../platform/files';
import { canWriteLaporan, isKpkListRole, type LaporanRow, laporanForActor, upgScopeOf } from '../access';
import { LAMPIRAN_COLLECTION, LAPORAN_MEDIA_TYPE } from '../files/lampiran';
import { cachedStatusNames, masterRefs, statusNameFor } from '../lookups';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameOf = (refs: Map<number, { nama: string | null }>, id: number | null) =>
  id === null ? null : (refs.get(id)?.nama ?? null);

async function pelaporSummary(db: Db, id: number) {
  const instansi = masterTableOf('instansi');
  const unit = masterTableOf('unit-kerja');
  const [p] = await db
    .select({
      id: pelapors.id,
      nama: pelapors.nama,
      nik: pelapors.nik,
      jabatan: pelapors.jabatan,
      email: pelapors.email,
      telepon: pelapors.telepon,
      instansi_nama: masterColumn(instansi, 'nama'),
      unit_kerja_nama: masterColumn(unit, 'nama'),
    })
    .from(pelapors)
    .leftJoin(instansi, eq(instansi.id, pelapors.instansi_id))
    .leftJoin(unit, eq(unit.id, pelapors.unit_kerja_id))
    .where(eq(pelapors.id, id))
    .limit(1);
  return {
    id,
    nama: p?.nama ?? '',
    nik: p?.nik ?? null,
    jabatan: p?.jabatan ?? null,
    instansi_nama: (p?.instansi_nama as string | null) ?? null,
    unit_kerja_nama: (p?.unit_kerja_nama as string | null) ?? null,
    email: p?.email ?? null,
    telepon: p?.telepon ?? null,
  };
}

/** The live items of a report with their master names. */
export async function rincianOf(db: Db, laporanId: number): Promise<Rincian[]> {
  const rows = await db
    .select()
    .from(rincian_laporans)
    .where(and(eq(rincian_laporans.laporan_id, laporanId), isNull(rincian_laporans.deleted_at)))
    .orderBy(asc(rincian_laporans.id));
  const ids = (k: 'jenis_penerimaan_id' | 'jenis_objek_id' | 'lokasi_objek_gratifikasi_id') =>
    rows.flatMap((r) => (r[k] === null ? [] : [r[k]]));
  const [penerimaan, objek, lokasi] = await Promise.all([
    masterRefs(db, 'jenis-penerimaan', ids('jenis_penerimaan_id')),
    masterRefs(db, 'jenis-objek', ids('jenis_objek_id')),
    masterRefs(db, 'lokasi-objek-gratifikasi', ids('lokasi_objek_gratifikasi_id')),
  ]);
  return rows.map((r) => ({
    id: r.id,
    status_penerimaan: r.status_penerimaan === 'DITOLAK' ? 'DITOLAK' : 'DITERIMA',
    jenis_penerimaan_id: r.jenis_penerimaan_id,
    jenis_penerimaan_nama: nameOf(penerimaan, r.jenis_penerimaan_id),
    jenis_objek_id: r.jenis_objek_id,
    jenis_objek_nama: nameOf(objek, r.jenis_objek_id),
    uraian: r.uraian,
    jumlah: r.jumlah,
    satuan: r.satuan,
    nilai_taksiran: r.nilai_taksiran,
    mata_uang_kode: r.mata_uang_kode,
    kurs: r.kurs,
    kurs_tanggal: r.kurs_tanggal,
    nilai_rupiah: r.nilai_rupiah,
    lokasi_objek_gratifikasi_id: r.lokasi_objek_gratifikasi_id,
    lokasi_objek_gratifikasi_nama: nameOf(lokasi, r.lokasi_objek_gratifikasi_id),
    dititipkan: r.dititipkan === 'UPG' || r.dititipkan === 'KPK' ? r.dititipkan : 'TIDAK',
    keterangan: r.keterangan,
  }));
}

/** The full report as `GET laporan/{id}` shows it to this caller. */
export async function laporanDto(db: Db, auth: AuthContext, row: LaporanRow): Promise<Laporan> {
  const [statuses, pelapor, instansi, peristiwa, mediaLap, hubungan, creator, rincian, lampiran] =
    await Promise.all([
      cachedStatusNames(db),
      pelaporSummary(db, row.pelapor_id),
      masterRefs(db, 'instansi', row.instansi_id ? [row.instansi_id] : []),
      masterRefs(db, 'jenis-peristiwa', row.jenis_peristiwa_id ? [row.jenis_peristiwa_id] : []),
      masterRefs(db, 'media-laporan', row.media_laporan_id ? [row.media_laporan_id] : []),
      masterRefs(
        db,
        'hubungan-pemberi-penerima',
        row.hubungan_pemberi_penerima_id ? [row.hubungan_pemberi_penerima_id] : [],
      ),
      row.created_by
        ? db.select({ name: users.name }).from(users).where(eq(users.id, row.created_by)).limit(1)
        : Promise.resolve([]),
      rincianOf(db, row.id),
      mediaOf(db, LAPORAN_MEDIA_TYPE, row.id, LAMPIRAN_COLLECTION),
    ]);
  const kanal = row.kanal as Laporan['kanal'];
  return {
    id: row.id,
    nosig: row.nosig,
    version: row.version,
    status: row.status,
    status_nama: statusNameFor(auth, statuses, row.status),
    step: row.step,
    kanal,
    pelapor_id: row.pelapor_id,
    pelapor,
    instansi_id: row.instansi_id,
    instansi_nama: nameOf(instansi, row.instansi_id),
    upg_id: row.upg_id,
    jenis_peristiwa_id: row.jenis_peristiwa_id,
    jenis_peristiwa_nama: nameOf(peristiwa, row.jenis_peristiwa_id),
    media_laporan_id: row.media_laporan_id,
    media_laporan_nama: nameOf(mediaLap, row.media_laporan_id),
    tempat_penerimaan: row.tempat_penerimaan,
    tanggal_penerimaan: row.tanggal_penerimaan,
    tanggal_lapor: row.tanggal_lapor,
    hubungan_pemberi_penerima_id: row.hubungan_pemberi_penerima_id,
    hubungan_pemberi_penerima_nama: nameOf(hubungan, row.hubungan_pemberi_penerima_id),
    nama_pemberi: row.nama_pemberi,
    instansi_pemberi: row.instansi_pemberi,
    alamat_pemberi: row.alamat_pemberi,
    kronologi: row.kronologi,
    checklist: row.checklist ?? [],
    pernyataan_benar: row.pernyataan_benar,
    batas_lapor: row.batas_lapor,
    is_terlambat: row.is_terlambat,
    batas_lapor_upg: row.batas_lapor_upg,
    is_terlambat_upg: row.is_terlambat_upg,
    nl_hints: row.nl_hints ?? [],
    total_nilai: row.total_nilai,
    diterima_upg_at: row.diterima_upg_at,
    batas_teruskan: row.batas_teruskan,
    diteruskan_at: iso(row.diteruskan_at),
    submitted_at: iso(row.submitted_at),
    created_by: row.created_by,
    created_by_name: creator[0]?.name ?? null,
    created_by_role: row.created_by_role,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    rincian,
    lampiran: lampiran.map(mediaInfo),
    can_edit: canWriteLaporan(auth, row),
    can_teruskan: row.status === STATUS_LAPORAN.DITERIMA_UPG && upgScopeOf(auth) !== null,
  };
}

/** `GET laporan/{id}`. */
export async function getLaporan(db: Db, auth: AuthContext, id: number): Promise<Laporan> {
  return laporanDto(db, auth, await laporanForActor(db, auth, id, 'read'));
}

/** The link whose answer a history row records (the public-link answer writes `data.public_link_id`). */
function answerLinkOf(data: unknown): number | null {
  const id = (data as { public_link_id?: unknown } | null)?.public_link_id;
  return typeof id === 'number' ? id : null;
}

/**
 * `GET laporan/{id}/history`: oldest first, with user and status names. The reporter's side (reporter, UPG, data
 * entry) gets the changes that concern it, in its words, without KPK staff names, step codes or working notes.
 */
export async function laporanHistory(db: Db, auth: AuthContext, id: number): Promise<LaporanHistory[]> {
  // The read check beside the reads: a refused caller gets the 404 and none of the rows.
  const [, rows, statuses] = await Promise.all([
    laporanForActor(db, auth, id, 'read'),
    db
      .select({
        id: laporan_histories.id,
        action: laporan_histories.action,
        status_from: laporan_histories.status_from,
        status_to: laporan_histories.status_to,
        step: laporan_histories.step,
        catatan: laporan_histories.catatan,
        user_name: users.name,
        role_name: laporan_histories.role_name,
        created_at: laporan_histories.created_at,
        data: laporan_histories.data,
      })
      .from(laporan_histories)
      .leftJoin(users, eq(users.id, laporan_histories.user_id))
      .where(eq(laporan_histories.laporan_id, id))
      .orderBy(asc(laporan_histories.id)),
    cachedStatusNames(db),
  ]);
  const entries = rows.map(({ data, ...r }) => ({
    ...r,
    status_to_nama: r.status_to ? (statuses.get(r.status_to) ?? r.status_to) : null,
    created_at: r.created_at.toISOString(),
    public_link_id: answerLinkOf(data),
  }));
  return isKpkListRole(auth.activeRole) ? entries : reporterHistory(entries);
}
