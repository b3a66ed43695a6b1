import { OG_FINAL, roleByName } from '@gratifikasi/domain';
import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { objek_gratifikasis as og, role_users, users } from '../../db/schema';
import { notify } from '../../platform/notify';
import { todayJakarta } from '../laporan/lookups';

export const BATAS_SERAH_JOB = 'og.batas-serah';

/**
 * The 7 HK handover period: on each working morning the object managers hear how many state-owned objects are due
 * today or past their day and still in the KPK's hands (or not yet received). Answers how many such objects.
 */
export async function remindBatasSerah(
  tx: Db,
  ctx: ServerContext,
  today = todayJakarta(),
): Promise<{ n: number; mailIds: number[] }> {
  const [due] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      lewat: sql<number>`(count(*) filter (where ${og.batas_serah} < ${today}))::int`,
    })
    .from(og)
    .where(
      and(
        inArray(og.kepemilikan, ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA']),
        notInArray(og.state, [...OG_FINAL]),
        lte(og.batas_serah, today),
      ),
    );
  const n = due?.n ?? 0;
  if (n === 0) return { n, mailIds: [] };
  const managers = await tx
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(
      and(
        eq(role_users.role_id, roleByName('admin_pengelola_OG').id),
        eq(users.is_active, true),
        isNull(users.deleted_at),
      ),
    );
  const mailIds = await notify(
    tx,
    ctx.mailer,
    managers.map((u) => ({
      user_id: u.id,
      judul: 'Batas serah objek gratifikasi',
      pesan: `${n} objek milik negara jatuh tempo penyerahan (7 hari kerja setelah SK) hari ini atau sebelumnya; ${due?.lewat ?? 0} di antaranya sudah lewat batas.`,
      tautan: '/kpk/kpk-rincian-og-belum-djkn',
      entity: 'objek_gratifikasis',
      email: u.email,
    })),
    ctx.config.appUrl,
  );
  return { n, mailIds };
}

/** The objects' durable job: the handover reminder on weekdays at 07.15 (Jakarta). */
export async function scheduleOgJobs(ctx: ServerContext): Promise<void> {
  ctx.jobs.register(BATAS_SERAH_JOB, async () => {
    const { mailIds } = await ctx.db.transaction((tx) => remindBatasSerah(tx, ctx));
    // Mail only what was committed.
    for (const id of mailIds) ctx.mailer.dispatch(id);
  });
  await ctx.jobs.schedule(BATAS_SERAH_JOB, '15 7 * * 1-5');
}
