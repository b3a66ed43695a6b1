import { and, desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import { eoffice_kirimans } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { eofficeJenis } from '../../eoffice/queue';
import { jawabanPelapor } from '../../public-link/jawaban';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { instanceOf } from '../../workflow/engine';
import { laporanForActor } from '../access';
import { laporanSubject } from './subject';

/**
 * `GET laporan/{id}/aksi`: where the report stands and what the caller may do now — the engine's decision panel
 * (the decisions open to them, with the form each carries and the call to make, or why they may not act) with the
 * report's own status. Screens draw their buttons from it.
 */
export async function laporanAksi(ctx: ServerContext, auth: AuthContext, id: number) {
  // The read check and the process instance at once (a refused read still answers 404 and returns nothing).
  const [row, instance] = await Promise.all([
    laporanForActor(ctx.db, auth, id, 'read'),
    instanceOf(ctx.db, 'laporan', id),
  ]);
  if (!instance) {
    return {
      laporan_id: id,
      dalam_proses: false,
      status: row.status,
      step: row.step,
      keputusan: [],
      dapat_bertindak: false,
      alasan: 'Laporan belum masuk proses KPK',
    };
  }
  const aksi = await subjectAksi(ctx, auth, laporanSubject, row, instance);
  return {
    laporan_id: id,
    dalam_proses: true,
    status: row.status,
    status_penomoran: row.status_penomoran,
    ...aksi,
    alasan: aksi.alasan ?? (await waitingOnEoffice(ctx, id, aksi.selesai ? null : aksi.step)),
  };
}

/**
 * At a numbering step nobody decides: the letter waits on the e-office's approval, which numbers and issues it. The
 * panel says so, with the e-office's last error while it cannot be reached.
 */
async function waitingOnEoffice(ctx: ServerContext, id: number, step: string | null): Promise<string | null> {
  const jenis = step ? eofficeJenis(step) : undefined;
  if (!jenis) return null;
  const [k] = await ctx.db
    .select({ status: eoffice_kirimans.status, galat: eoffice_kirimans.galat_terakhir })
    .from(eoffice_kirimans)
    .where(and(eq(eoffice_kirimans.laporan_id, id), eq(eoffice_kirimans.jenis, jenis)))
    .orderBy(desc(eoffice_kirimans.id))
    .limit(1);
  const wait = `${jenis} menunggu persetujuan di e-office; nomor dan surat terbit otomatis setelah disetujui.`;
  return k?.status === 'MENUNGGU' && k.galat ? `${wait} Belum terkirim: ${k.galat}` : wait;
}

/** `GET laporan/{id}/jejak`: the process and every transition the report went through, oldest first. */
export async function laporanJejak(ctx: ServerContext, auth: AuthContext, id: number) {
  const [, instance] = await Promise.all([
    laporanForActor(ctx.db, auth, id, 'read'),
    instanceOf(ctx.db, 'laporan', id),
  ]);
  if (!instance) throw new AppError('NOT_FOUND', 'Laporan belum masuk proses KPK');
  return {
    proses: { kode: instance.proses_kode, versi: instance.proses_versi },
    step: instance.step,
    langkah: await subjectJejak(ctx.db, instance.id),
  };
}

/**
 * `GET laporan/{id}/jawaban-pelapor`: what the reporter was asked through each link and what they answered (texts
 * and files), for the member re-verifying completeness; read access as the report's own.
 */
export async function laporanJawaban(ctx: ServerContext, auth: AuthContext, id: number) {
  const [, jawaban] = await Promise.all([
    laporanForActor(ctx.db, auth, id, 'read'),
    jawabanPelapor(ctx.db, id),
  ]);
  return jawaban;
}
