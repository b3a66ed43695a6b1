import {
  type AktivitasCreate,
  type AktivitasEdit,
  type AktivitasLaporan,
  KEGIATAN_DAPAT_DIUBAH,
  STALE_WORKFLOW_MESSAGE,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_kegiatan_aktivitas, ppg_kegiatans } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { unsignBerkasUrls } from '../../konten/berkas-akses';
import { diTim, lockKegiatan } from './kind';
import type { Meta } from './service';

const AKTIVITAS = 'ppg_kegiatan_aktivitas';

/** The caller may plan an activity's sessions and run their attendance: its drafter, its team, the group head. */
export async function bolehKelola(db: Db, auth: AuthContext, k: { id: number; created_by: number | null }) {
  if (auth.activeRole === 'ketua_group_ppg' || k.created_by === auth.user.id) return true;
  return diTim(db, k.id, auth.user.id);
}

/** The activity locked and the caller allowed to work its sessions (403), while it is open (409). */
async function kegiatanTerbuka(tx: Db, auth: AuthContext, kegiatanId: number) {
  const k = await lockKegiatan(tx, auth, kegiatanId);
  if (!(await bolehKelola(tx, auth, k))) {
    throw new AppError(
      'FORBIDDEN',
      'Hanya penyusun, tim kegiatan, atau Group Head PPG yang dapat mengelola sesi',
    );
  }
  if (!KEGIATAN_DAPAT_DIUBAH.includes(k.status)) {
    throw new AppError('CONFLICT', 'Sesi kegiatan pada status ini tidak dapat diubah lagi');
  }
  return k;
}

/** A session's date must fall within its activity's dates. */
async function dalamRentang(tx: Db, kegiatanId: number, tanggal: string) {
  const [k] = await tx
    .select({ mulai: ppg_kegiatans.tanggal_mulai, selesai: ppg_kegiatans.tanggal_selesai })
    .from(ppg_kegiatans)
    .where(eq(ppg_kegiatans.id, kegiatanId));
  if (k && (tanggal < k.mulai || tanggal > k.selesai)) {
    throw fieldError(
      'tanggal',
      `Tanggal sesi harus di antara ${k.mulai} dan ${k.selesai} (tanggal kegiatan)`,
    );
  }
}

const kolom = (b: AktivitasCreate) => ({
  judul: b.judul,
  tanggal: b.tanggal,
  jam_mulai: b.jam_mulai,
  jam_selesai: b.jam_selesai,
  agenda: b.agenda,
  narasumber: b.narasumber,
  ruang: b.ruang,
  target_peserta: b.target_peserta,
  catatan: b.catatan,
});

/** `POST kegiatan/{kegiatanId}/aktivitas`: a new session of the activity. */
export async function createAktivitas(
  ctx: ServerContext,
  meta: Meta,
  kegiatanId: number,
  body: AktivitasCreate,
) {
  return ctx.db.transaction(async (tx) => {
    await kegiatanTerbuka(tx, meta.auth, kegiatanId);
    await dalamRentang(tx, kegiatanId, body.tanggal);
    const [row] = await tx
      .insert(ppg_kegiatan_aktivitas)
      .values({ ...kolom(body), kegiatan_id: kegiatanId, created_by: meta.auth.user.id })
      .returning({ id: ppg_kegiatan_aktivitas.id, versi: ppg_kegiatan_aktivitas.versi });
    if (!row) throw new Error('ppg_kegiatan_aktivitas insert returned nothing');
    await audit(tx, meta, {
      action: 'kegiatan.aktivitas.create',
      entity: AKTIVITAS,
      entity_id: row.id,
      after: body,
    });
    return { id: row.id, kegiatan_id: kegiatanId, versi: row.versi };
  });
}

/** A session of `kegiatanId` (another activity's session id is 404). */
export async function aktivitasOf(db: Db, kegiatanId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(ppg_kegiatan_aktivitas)
    .where(and(eq(ppg_kegiatan_aktivitas.id, id), eq(ppg_kegiatan_aktivitas.kegiatan_id, kegiatanId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND', 'Sesi kegiatan tidak ditemukan');
  return row;
}

/** `PUT kegiatan/{kegiatanId}/aktivitas/{id}`: the session's details at the version seen. */
export async function editAktivitas(
  ctx: ServerContext,
  meta: Meta,
  kegiatanId: number,
  id: number,
  body: AktivitasEdit,
) {
  return ctx.db.transaction(async (tx) => {
    await kegiatanTerbuka(tx, meta.auth, kegiatanId);
    const before = await aktivitasOf(tx, kegiatanId, id, true);
    if (before.versi !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    await dalamRentang(tx, kegiatanId, body.tanggal);
    await tx
      .update(ppg_kegiatan_aktivitas)
      .set({ ...kolom(body), versi: before.versi + 1, updated_at: new Date() })
      .where(eq(ppg_kegiatan_aktivitas.id, id));
    await audit(tx, meta, {
      action: 'kegiatan.aktivitas.update',
      entity: AKTIVITAS,
      entity_id: id,
      before,
      after: body,
    });
    return { id, kegiatan_id: kegiatanId, versi: before.versi + 1 };
  });
}

/**
 * `PUT kegiatan/{kegiatanId}/aktivitas/{id}/laporan`: the session's short report and documentation photos (uploaded
 * through the one upload path), by whoever works the activity while it is open, at the version seen.
 */
export async function laporAktivitas(
  ctx: ServerContext,
  meta: Meta,
  kegiatanId: number,
  id: number,
  body: AktivitasLaporan,
) {
  return ctx.db.transaction(async (tx) => {
    await kegiatanTerbuka(tx, meta.auth, kegiatanId);
    const before = await aktivitasOf(tx, kegiatanId, id, true);
    if (before.versi !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    const dokumentasi = body.dokumentasi.map((d) => ({ ...d, url: unsignBerkasUrls(d.url) }));
    await tx
      .update(ppg_kegiatan_aktivitas)
      .set({ laporan: body.laporan, dokumentasi, versi: before.versi + 1, updated_at: new Date() })
      .where(eq(ppg_kegiatan_aktivitas.id, id));
    await audit(tx, meta, {
      action: 'kegiatan.aktivitas.laporan',
      entity: AKTIVITAS,
      entity_id: id,
      before: { laporan: before.laporan, dokumentasi: before.dokumentasi },
      after: { laporan: body.laporan, dokumentasi },
    });
    return { id, kegiatan_id: kegiatanId, versi: before.versi + 1 };
  });
}
