import { type CalonPenerima, type FilterPenerima, susunPenerima } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ppg_broadcast_penerimas, ppg_peserta_monevs, role_users, roles, users } from '../../../db/schema';
import { masterColumn as c, master_upgs } from '../../../db/schema/masters';

/** How many recipient rows one insert statement writes when a list is frozen. */
const INSERT_CHUNK = 1000;

/** The active accounts a filter reaches (UPG officers are accounts holding the `upg` role scoped to a UPG). */
function candidatesQuery(f: FilterPenerima) {
  const upgOfficers = (instansiCondition: ReturnType<typeof sql>) => sql`
    select u.id as user_id, u.name as nama, u.email as email
    from ${users} u
    join ${role_users} ru on ru.user_id = u.id
    join ${roles} r on r.id = ru.role_id and r.name = 'upg'
    join ${master_upgs} g on ru.scope_type = 'upg' and g.id = ru.scope_id and g.deleted_at is null
    where u.is_active and u.deleted_at is null and ${instansiCondition}
    order by u.id`;
  const instansi = sql`g.${sql.identifier(c(master_upgs, 'instansi_id').name)}`;
  switch (f.jenis) {
    case 'upg_instansi':
      return upgOfficers(
        sql`${instansi} in (${sql.join(
          f.instansi_ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    case 'peserta_tahun':
      return upgOfficers(
        sql`${instansi} in (select p.instansi_id from ${ppg_peserta_monevs} p where p.tahun = ${f.tahun})`,
      );
    case 'peran':
      return sql`
        select u.id as user_id, u.name as nama, u.email as email
        from ${users} u
        join ${role_users} ru on ru.user_id = u.id
        join ${roles} r on r.id = ru.role_id and r.name = ${f.peran}
        where u.is_active and u.deleted_at is null
        order by u.id`;
  }
}

/** The recipient list a filter gives now: one per address, accounts without a valid address left out. */
export async function resolvePenerima(db: Db, f: FilterPenerima) {
  const rows = rowsOf<CalonPenerima>(await db.execute(candidatesQuery(f)));
  return susunPenerima(rows.map((r) => ({ ...r, user_id: r.user_id === null ? null : Number(r.user_id) })));
}

/** `POST broadcast/penerima/pratinjau`: the count and a sample of who a filter reaches, before submitting. */
export async function pratinjauPenerima(db: Db, f: FilterPenerima) {
  const { penerima, tanpa_email } = await resolvePenerima(db, f);
  return {
    jumlah: penerima.length,
    tanpa_email,
    contoh: penerima.slice(0, 10).map((p) => ({ nama: p.nama, email: p.email })),
  };
}

/**
 * Freezes the recipients of an approved broadcast (in the approval's transaction): one row per address, unique per
 * broadcast (a second freeze adds nothing). Returns how many it holds.
 */
export async function freezePenerima(tx: Db, broadcastId: number, f: FilterPenerima): Promise<number> {
  const { penerima } = await resolvePenerima(tx, f);
  for (let i = 0; i < penerima.length; i += INSERT_CHUNK) {
    await tx
      .insert(ppg_broadcast_penerimas)
      .values(
        penerima.slice(i, i + INSERT_CHUNK).map((p) => ({
          broadcast_id: broadcastId,
          email: p.email,
          nama: p.nama.slice(0, 200) || p.email,
          user_id: p.user_id,
        })),
      )
      .onConflictDoNothing();
  }
  const [n] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from ${ppg_broadcast_penerimas} where broadcast_id = ${broadcastId}`,
    ),
  );
  return Number(n?.n ?? 0);
}
