import { masterByKey, roleByName } from '@gratifikasi/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import { role_users, users } from '../../../../db/schema';
import { masterColumn, masterTableOf } from '../../../../db/schema/masters';
import type { AuthContext } from '../../../../platform/auth-context';
import { cachedMasterNames } from '../../lookups';
import { i, meOf } from './where';

const GRUP_TABLE = masterByKey('grup')?.table ?? 'grups';

/**
 * `GET laporan/beban`: whom the caller can distribute to and their open load — the coordinator sees every group,
 * a group head the members of their group (with their team).
 */
export async function distributionLoad(ctx: ServerContext, auth: AuthContext, jenis: 'grup' | 'anggota') {
  const me = await meOf(ctx, auth);
  if (jenis === 'grup') {
    const grup = masterTableOf('grup');
    const rows = await ctx.db
      .select({
        id: grup.id,
        nama: masterColumn(grup, 'nama'),
        // Spelled out: inside select() a column renders without its table, and "id" would be the instance's.
        beban: sql<number>`(select count(*)::int from ${i} where ${i.subject_type} = 'laporan' and ${i.grup_id} = ${sql.raw(`"${GRUP_TABLE}"."id"`)} and ${i.finished_at} is null)`,
      })
      .from(grup)
      .where(and(isNull(grup.deleted_at), eq(masterColumn(grup, 'is_active'), true)))
      .orderBy(asc(masterColumn(grup, 'nama')));
    return rows.map((r) => ({ id: r.id, nama: String(r.nama), keterangan: null, beban: r.beban }));
  }
  if (me.grup === null) return [];
  const rows = await ctx.db
    .selectDistinct({
      id: users.id,
      nama: users.name,
      tim_id: users.tim_id,
      beban: sql<number>`(select count(*)::int from ${i} where ${i.subject_type} = 'laporan' and ${i.anggota_user_id} = ${users.id} and ${i.finished_at} is null)`,
    })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(
      and(
        eq(users.grup_id, me.grup),
        eq(users.is_active, true),
        isNull(users.deleted_at),
        eq(role_users.role_id, roleByName('anggota_tim').id),
      ),
    )
    .orderBy(users.name);
  const tims = await cachedMasterNames(
    ctx.db,
    'tim',
    rows.map((r) => r.tim_id),
  );
  return rows.map((r) => ({
    id: r.id,
    nama: r.nama,
    keterangan: r.tim_id ? (tims.get(r.tim_id) ?? null) : 'Belum ditempatkan pada tim',
    beban: r.beban,
  }));
}
