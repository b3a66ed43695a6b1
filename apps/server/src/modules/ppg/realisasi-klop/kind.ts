import {
  buildPath,
  type StatusRealisasi,
  statusRealisasiLabel,
  statusRencanaKerja,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_realisasi_rencana_kerjas, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { type MoveContext, registerSubjectKind } from '../../workflow/subject';
import { ppgActor, scopeOf } from '../diseminasi/scope';

const rr = ppg_realisasi_rencana_kerjas;

/** A quarter's realisation as the engine moves it. */
export interface RealisasiRow {
  id: number;
  instansi_id: number;
  tahun: number;
  triwulan: Triwulan;
  status: StatusRealisasi;
  revisi: number;
}

/** A realisation the caller may reach (a UPG its institution's, the KPK every one), locked; 404 otherwise. */
export async function lockRealisasi(
  tx: Db,
  auth: Parameters<typeof ppgActor>[1] | null,
  id: number,
): Promise<RealisasiRow> {
  const scope = auth ? scopeOf(await ppgActor(tx, auth), rr.instansi_id) : undefined;
  const [row] = await tx
    .select({
      id: rr.id,
      instansi_id: rr.instansi_id,
      tahun: rr.tahun,
      triwulan: rr.triwulan,
      status: rr.status,
      revisi: rr.revisi,
    })
    .from(rr)
    .where(and(eq(rr.id, id), scope))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Realisasi tidak ditemukan');
  return { ...row, triwulan: row.triwulan as Triwulan, status: row.status as StatusRealisasi };
}

export const REALISASI_TYPE = 'ppg_realisasi_rencana_kerja';

const judul = (row: RealisasiRow) => `Realisasi ${triwulanLabel(row.triwulan)} ${row.tahun}`;

/** Tells the UPG who sent the realisation what the reviewer decided. */
async function tellUpg(move: MoveContext<RealisasiRow>, status: StatusRealisasi) {
  const { tx, ctx, row, instance, catatan } = move;
  const to = instance.anggota_user_id;
  if (to === null) return [];
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, to));
  const label = statusRealisasiLabel(status);
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: to,
        judul: `${judul(row)}: ${label}`,
        pesan: `${judul(row)} ${label.toLowerCase()} oleh KPK.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: buildPath('upg-realisasi-klop-view', { year: row.tahun, tw: row.triwulan }),
        entity: REALISASI_TYPE,
        entity_id: row.id,
        email: u?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The quarter's review on the one engine (modelled on the plan's): the row follows the step, stamped, audited. */
export const realisasiSubject = registerSubjectKind<RealisasiRow>({
  type: REALISASI_TYPE,
  label: 'Realisasi rencana kerja',
  lock: lockRealisasi,
  async moved(move) {
    const { tx, row, from, to, decision, catatan, mover } = move;
    const status = statusRencanaKerja(to.kode, decision);
    const userId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
    await tx
      .update(rr)
      .set({
        status,
        updated_at: new Date(),
        ...(decision === 'kirim' ? { diajukan_at: new Date() } : { catatan }),
        ...(status === 'approved' ? { disetujui_at: new Date(), disetujui_by: userId } : {}),
      })
      .where(eq(rr.id, row.id));
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `ppg.realisasi-rencana-kerja.${decision}`,
        entity: REALISASI_TYPE,
        entity_id: row.id,
        before: { step: from.kode, status: row.status },
        after: { step: to.kode, status, catatan },
      });
    }
    return decision === 'kirim' ? [] : tellUpg(move, status);
  },
  path: () => `${buildPath('kpk-kpk-profile-klop')}?status_rencana=approved`,
  title: (row) => judul(row),
});
