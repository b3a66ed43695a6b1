import {
  LEVEL_JABATAN_PESERTA,
  LEVEL_JABATAN_PESERTA_LABELS,
  PRESENSI_MESSAGES,
  type PresensiIsi,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import {
  master_instansis,
  masterColumn,
  ppg_kegiatan_aktivitas,
  ppg_kegiatan_presensis,
  ppg_kegiatans,
} from '../../../../db/schema';
import { AppError, fieldError } from '../../../../platform/errors';
import { findOpenWindowLink } from '../../../public-link/links';

/** What the public attendance page shows of an open link: the activity and session, never an id of staff. */
export async function validasiPresensi(ctx: ServerContext, token: string) {
  const link = await findOpenWindowLink(ctx.db, token, 'PRESENSI');
  const [row] = await ctx.db
    .select({
      kegiatan: ppg_kegiatans.judul,
      sesi: ppg_kegiatan_aktivitas.judul,
      tanggal: ppg_kegiatan_aktivitas.tanggal,
      jam_mulai: ppg_kegiatan_aktivitas.jam_mulai,
      jam_selesai: ppg_kegiatan_aktivitas.jam_selesai,
      ruang: ppg_kegiatan_aktivitas.ruang,
    })
    .from(ppg_kegiatan_aktivitas)
    .innerJoin(ppg_kegiatans, eq(ppg_kegiatans.id, ppg_kegiatan_aktivitas.kegiatan_id))
    .where(eq(ppg_kegiatan_aktivitas.id, link.aktivitas_id as number));
  if (!row) throw new AppError('LINK_EXPIRED');
  return {
    ...row,
    berakhir: link.expires_at.toISOString(),
    level_jabatan: LEVEL_JABATAN_PESERTA.map((value) => ({
      value,
      label: LEVEL_JABATAN_PESERTA_LABELS[value],
    })),
  };
}

/**
 * `POST kegiatan/presensi/{token}`: one person's attendance at the link's session. The unique index on (session,
 * identity number) decides a race between two scans of one person: the second finds the first row and answers
 * "sudah tercatat" (200, `baru: false`), never a duplicate and never an error.
 */
export async function isiPresensi(ctx: ServerContext, token: string, ip: string, body: PresensiIsi) {
  const link = await findOpenWindowLink(ctx.db, token, 'PRESENSI');
  const aktivitasId = link.aktivitas_id as number;
  if (body.instansi_id !== null) {
    const [i] = await ctx.db
      .select({ id: master_instansis.id })
      .from(master_instansis)
      .where(
        and(eq(master_instansis.id, body.instansi_id), eq(masterColumn(master_instansis, 'is_active'), true)),
      );
    if (!i) throw fieldError('instansi_id', 'Instansi tidak dikenal');
  }
  const [row] = await ctx.db
    .insert(ppg_kegiatan_presensis)
    .values({
      aktivitas_id: aktivitasId,
      nama: body.nama,
      jenis_identitas: body.jenis_identitas,
      nomor_identitas: body.nomor_identitas,
      instansi_id: body.instansi_id,
      instansi_lain: body.instansi_id === null ? body.instansi_lain : null,
      level_jabatan: body.level_jabatan,
      jabatan: body.jabatan,
      email: body.email.toLowerCase(),
      telepon: body.telepon,
      persetujuan_at: new Date(),
      link_id: link.id,
      ip: ip.slice(0, 64),
    })
    .onConflictDoNothing({
      target: [ppg_kegiatan_presensis.aktivitas_id, ppg_kegiatan_presensis.nomor_identitas],
    })
    .returning({ id: ppg_kegiatan_presensis.id });
  return row
    ? { baru: true, message: PRESENSI_MESSAGES.tercatat }
    : { baru: false, message: PRESENSI_MESSAGES.sudahTercatat };
}
