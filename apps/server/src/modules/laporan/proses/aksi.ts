import type { ServerContext } from '../../../context';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
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
  const row = await laporanForActor(ctx.db, auth, id, 'read');
  const instance = await instanceOf(ctx.db, 'laporan', id);
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
  return {
    laporan_id: id,
    dalam_proses: true,
    status: row.status,
    status_penomoran: row.status_penomoran,
    ...(await subjectAksi(ctx, auth, laporanSubject, row, instance)),
  };
}

/** `GET laporan/{id}/jejak`: the process and every transition the report went through, oldest first. */
export async function laporanJejak(ctx: ServerContext, auth: AuthContext, id: number) {
  await laporanForActor(ctx.db, auth, id, 'read');
  const instance = await instanceOf(ctx.db, 'laporan', id);
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
  await laporanForActor(ctx.db, auth, id, 'read');
  return jawabanPelapor(ctx.db, id);
}
