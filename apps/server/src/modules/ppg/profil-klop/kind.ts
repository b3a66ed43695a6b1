import {
  buildPath,
  type StatusRencanaKerja,
  statusRencanaKerja,
  statusRencanaKerjaLabel,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_rencana_kerjas, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { type MoveContext, registerSubjectKind } from '../../workflow/subject';
import { ppgActor, scopeOf } from '../diseminasi/scope';

const rk = ppg_rencana_kerjas;

/** A work plan as the engine moves it. */
export interface RencanaKerjaRow {
  id: number;
  instansi_id: number;
  tahun: number;
  status: StatusRencanaKerja;
  revisi: number;
}

/** A plan the caller may reach (a UPG its institution's, the KPK every one), locked; 404 otherwise. */
export async function lockRencanaKerja(
  tx: Db,
  auth: Parameters<typeof ppgActor>[1] | null,
  id: number,
): Promise<RencanaKerjaRow> {
  const scope = auth ? scopeOf(await ppgActor(tx, auth), rk.instansi_id) : undefined;
  const [row] = await tx
    .select({ id: rk.id, instansi_id: rk.instansi_id, tahun: rk.tahun, status: rk.status, revisi: rk.revisi })
    .from(rk)
    .where(and(eq(rk.id, id), scope))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Rencana kerja tidak ditemukan');
  return { ...row, status: row.status as StatusRencanaKerja };
}

/** Tells the UPG who sent the plan what the reviewer decided (the engine tells no one at the UPG's own step). */
async function tellUpg(move: MoveContext<RencanaKerjaRow>, status: StatusRencanaKerja) {
  const { tx, ctx, row, instance, catatan } = move;
  const to = instance.anggota_user_id;
  if (to === null) return [];
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, to));
  const label = statusRencanaKerjaLabel(status);
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: to,
        judul: `Rencana kerja ${row.tahun}: ${label}`,
        pesan: `Rencana kerja tahun ${row.tahun} ${label.toLowerCase()} oleh KPK.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: buildPath('upg-profil-klop-view', { year: row.tahun }),
        entity: RENCANA_KERJA_TYPE,
        entity_id: row.id,
        email: u?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

export const RENCANA_KERJA_TYPE = 'ppg_rencana_kerja';

/** The work plan's review on the one engine: the plan's row follows the step, stamped, audited; the UPG told. */
export const rencanaKerjaSubject = registerSubjectKind<RencanaKerjaRow>({
  type: RENCANA_KERJA_TYPE,
  label: 'Rencana kerja',
  lock: lockRencanaKerja,
  async moved(move) {
    const { tx, row, from, to, decision, catatan, mover } = move;
    const status = statusRencanaKerja(to.kode, decision);
    const userId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
    await tx
      .update(rk)
      .set({
        status,
        updated_at: new Date(),
        ...(decision === 'kirim' ? { diajukan_at: new Date() } : { catatan }),
        ...(status === 'approved' ? { disetujui_at: new Date(), disetujui_by: userId } : {}),
      })
      .where(eq(rk.id, row.id));
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `ppg.rencana-kerja.${decision}`,
        entity: RENCANA_KERJA_TYPE,
        entity_id: row.id,
        before: { step: from.kode, status: row.status },
        after: { step: to.kode, status, catatan },
      });
    }
    return decision === 'kirim' ? [] : tellUpg(move, status);
  },
  // The reviewers' queue: the institutions' plans awaiting review.
  path: () => `${buildPath('kpk-kpk-profile-klop')}?status_rencana=submit`,
  title: (row) => `Rencana kerja ${row.tahun}`,
});
