import {
  buildPath,
  PENGINGAT_REALISASI_HARI,
  pengingatJatuhTempo,
  roleByName,
  TRIWULANS,
  triwulanLabel,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_realisasi_rencana_kerjas, ppg_rencana_kerjas, role_users, users } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { notify } from '../../../platform/notify';
import { todayJakarta } from '../../laporan/lookups';
import { jadwalBerlaku } from '../profil-klop/read';

export const PENGINGAT_REALISASI_JOB = 'ppg.realisasi-pengingat';

const rr = ppg_realisasi_rencana_kerjas;
const rk = ppg_rencana_kerjas;

/**
 * The quarter's reminder: on the day a realisation window closes in `PENGINGAT_REALISASI_HARI` days, every UPG
 * account of a participant institution (one with an approved plan of the year) that has not sent the quarter hears
 * the closing date. The year and the one before are looked at (quarter IV's window runs into January).
 */
export async function remindRealisasi(
  tx: Db,
  ctx: ServerContext,
  today = todayJakarta(),
): Promise<{ n: number; mailIds: number[] }> {
  const year = Number(today.slice(0, 4));
  const upgs = masterTableOf('upg');
  const mailIds: number[] = [];
  let n = 0;
  for (const tahun of [year - 1, year]) {
    const jadwal = await jadwalBerlaku(tx, tahun);
    for (const tw of TRIWULANS) {
      const jendela = jadwal.realisasi[tw];
      if (!pengingatJatuhTempo(jendela, today, [PENGINGAT_REALISASI_HARI])) continue;
      const sent = tx
        .select({ id: rr.rencana_kerja_id })
        .from(rr)
        .where(and(eq(rr.tahun, tahun), eq(rr.triwulan, tw), inArray(rr.status, ['submit', 'approved'])));
      const due = await tx
        .selectDistinct({ id: users.id, email: users.email })
        .from(rk)
        .innerJoin(upgs, eq(masterColumn(upgs, 'instansi_id'), rk.instansi_id))
        .innerJoin(
          role_users,
          and(
            eq(role_users.role_id, roleByName('upg').id),
            eq(role_users.scope_type, 'upg'),
            eq(role_users.scope_id, upgs.id),
          ),
        )
        .innerJoin(users, eq(users.id, role_users.user_id))
        .where(
          and(
            eq(rk.tahun, tahun),
            eq(rk.status, 'approved'),
            notInArray(rk.id, sent),
            eq(users.is_active, true),
            isNull(users.deleted_at),
            sql`${masterColumn(upgs, 'deleted_at')} is null`,
          ),
        );
      const tgl = jendela.selesai.split('-').reverse().join('-');
      const apa = `Realisasi ${triwulanLabel(tw)} ${tahun}`;
      n += due.length;
      mailIds.push(
        ...(await notify(
          tx,
          ctx.mailer,
          due.map((u) => ({
            user_id: u.id,
            judul: `Pengingat: ${apa}`,
            pesan: `${apa} belum dikirim. Batas pengiriman ${tgl} (${PENGINGAT_REALISASI_HARI} hari lagi).`,
            tautan: buildPath('upg-realisasi-klop-view', { year: tahun, tw }),
            entity: 'ppg_realisasi_rencana_kerja',
            email: u.email,
          })),
          ctx.config.appUrl,
        )),
      );
    }
  }
  return { n, mailIds };
}

/** The realisation reminder on the durable queue: daily at 07.30 (Jakarta). */
export async function scheduleRealisasiJobs(ctx: ServerContext): Promise<void> {
  ctx.jobs.register(PENGINGAT_REALISASI_JOB, async () => {
    const { mailIds } = await ctx.db.transaction((tx) => remindRealisasi(tx, ctx));
    for (const id of mailIds) ctx.mailer.dispatch(id);
  });
  await ctx.jobs.schedule(PENGINGAT_REALISASI_JOB, '30 7 * * *');
}
