import {
  type AdminLaporanDetail,
  type KoreksiRiwayat,
  koreksiField,
  koreksiFieldsFor,
  putusanDitetapkan,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { audit_logs, laporans, pelapors, rincian_laporans, users } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { cachedMasterNames, cachedStatusNames } from '../lookups';
import { KOREKSI_ACTION } from './koreksi';

interface KoreksiAudit {
  field?: string;
  rincian_id?: number | null;
  nilai?: unknown;
  alasan?: string;
}

/** A report's corrections, newest first, read back from their audit rows. */
export async function riwayatKoreksi(db: Db, id: number): Promise<KoreksiRiwayat[]> {
  const rows = await db
    .select({
      id: audit_logs.id,
      before: audit_logs.before,
      after: audit_logs.after,
      role_name: audit_logs.role_name,
      user_nama: users.name,
      created_at: audit_logs.created_at,
    })
    .from(audit_logs)
    .leftJoin(users, eq(users.id, audit_logs.user_id))
    .where(
      and(
        eq(audit_logs.entity, 'laporan'),
        eq(audit_logs.entity_id, String(id)),
        eq(audit_logs.action, KOREKSI_ACTION),
      ),
    )
    .orderBy(desc(audit_logs.id));
  return rows.map((r) => {
    const before = (r.before ?? {}) as KoreksiAudit;
    const after = (r.after ?? {}) as KoreksiAudit;
    const key = after.field ?? before.field ?? '';
    return {
      id: r.id,
      field: key,
      label: koreksiField(key)?.label ?? key,
      rincian_id: after.rincian_id ?? null,
      nilai_lama: before.nilai ?? null,
      nilai_baru: after.nilai ?? null,
      alasan: after.alasan ?? '',
      user_nama: r.user_nama,
      role_name: r.role_name,
      created_at: r.created_at.toISOString(),
    };
  });
}

/** `GET admin/laporans/{id}`: any live report (404 otherwise), its reporter, items and corrections. */
export async function adminLaporanDetail(db: Db, id: number): Promise<AdminLaporanDetail> {
  const [row] = await db
    .select()
    .from(laporans)
    .where(and(eq(laporans.id, id), isNull(laporans.deleted_at)));
  if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  const [[pelapor], items, koreksi, statuses] = await Promise.all([
    db.select().from(pelapors).where(eq(pelapors.id, row.pelapor_id)),
    db
      .select()
      .from(rincian_laporans)
      .where(and(eq(rincian_laporans.laporan_id, id), isNull(rincian_laporans.deleted_at)))
      .orderBy(asc(rincian_laporans.id)),
    riwayatKoreksi(db, id),
    cachedStatusNames(db),
  ]);
  const [instansi, objek] = await Promise.all([
    cachedMasterNames(db, 'instansi', [row.instansi_id]),
    cachedMasterNames(
      db,
      'jenis-objek',
      items.map((i) => i.jenis_objek_id),
    ),
  ]);
  return {
    laporan: {
      id: row.id,
      nosig: row.nosig,
      status: row.status,
      status_nama: statuses.get(row.status) ?? row.status,
      step: row.step,
      kanal: row.kanal,
      pelapor_nama: pelapor?.nama ?? '',
      pelapor_nik: pelapor?.nik ?? null,
      instansi_id: row.instansi_id,
      instansi_nama: row.instansi_id === null ? null : (instansi.get(row.instansi_id) ?? null),
      tanggal_penerimaan: row.tanggal_penerimaan,
      tanggal_lapor: row.tanggal_lapor,
      total_nilai: row.total_nilai,
      version: row.version,
      status_penomoran: row.status_penomoran,
      tempat_penerimaan: row.tempat_penerimaan,
      nama_pemberi: row.nama_pemberi,
      instansi_pemberi: row.instansi_pemberi,
      alamat_pemberi: row.alamat_pemberi,
      batas_lapor: row.batas_lapor,
      is_terlambat: row.is_terlambat,
      submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
    },
    pelapor: {
      id: row.pelapor_id,
      nama: pelapor?.nama ?? '',
      nik: pelapor?.nik ?? null,
      telepon: pelapor?.telepon ?? null,
      email: pelapor?.email ?? null,
      alamat: pelapor?.alamat ?? null,
    },
    rincian: items.map((i) => ({
      id: i.id,
      uraian: i.uraian,
      jenis_objek_nama: i.jenis_objek_id === null ? null : (objek.get(i.jenis_objek_id) ?? null),
      status_penerimaan: i.status_penerimaan,
      jumlah: i.jumlah,
      satuan: i.satuan,
      nilai_taksiran: i.nilai_taksiran,
      mata_uang_kode: i.mata_uang_kode,
      kurs: i.kurs,
      nilai_rupiah: i.nilai_rupiah,
      keterangan: i.keterangan,
    })),
    putusan_ditetapkan: putusanDitetapkan(row),
    field_dapat_dikoreksi: koreksiFieldsFor(row).map((f) => f.key),
    koreksi,
  };
}
