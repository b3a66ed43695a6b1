import { ROLE_NAMES, type RoleName, roleByName } from '@gratifikasi/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { role_users, users } from '../../db/schema';
import type { Bind, Writes } from '../../db/writes';
import { notifyVia } from '../../platform/notify';
import type { WfInstance } from './subject';

type Holding = Pick<WfInstance, 'peran' | 'perans' | 'holder_user_id' | 'holder_tim_id' | 'holder_grup_id'>;

/** The roles that may act on a holding: every role of its step (`perans`), else its one `peran`. */
export function rolesOf(holding: Pick<WfInstance, 'peran' | 'perans'>): RoleName[] {
  const names = holding.perans.length ? holding.perans : holding.peran ? [holding.peran] : [];
  return names.filter((r): r is RoleName => (ROLE_NAMES as readonly string[]).includes(r));
}

/** How many of a role's holders one notice reaches at most (a role held by everyone would flood the outbox). */
const MAX_RECIPIENTS = 50;

/**
 * The active users who may act on an instance now (`user_id`, `email`): its roles, narrowed to the member, team or
 * group holding it. A query on a batch's placeholders, not yet run (a part of a batch of writes); null when the
 * holding names no role.
 */
export function holdersQuery(db: Db, holding: Holding) {
  const roles = rolesOf(holding);
  if (roles.length === 0) return null;
  return (p: Bind) => {
    const narrow: SQL | undefined =
      holding.holder_user_id !== null
        ? eq(users.id, p('user', holding.holder_user_id))
        : holding.holder_tim_id !== null
          ? eq(users.tim_id, p('tim', holding.holder_tim_id))
          : holding.holder_grup_id !== null
            ? eq(users.grup_id, p('grup', holding.holder_grup_id))
            : undefined;
    return db
      .selectDistinct({
        user_id: sql<number>`${users.id}`.as('user_id'),
        email: sql<string | null>`${users.email}`.as('email'),
      })
      .from(users)
      .innerJoin(role_users, eq(role_users.user_id, users.id))
      .where(
        and(
          inArray(
            role_users.role_id,
            roles.map((r, i) => p(`role${i}`, roleByName(r).id)),
          ),
          eq(users.is_active, sql`true`),
          isNull(users.deleted_at),
          narrow,
        ),
      )
      .orderBy(users.id)
      .limit(sql.raw(String(MAX_RECIPIENTS)) as unknown as number);
  };
}

/** Tells whoever must act next (in-app and by mail through the outbox), as parts of the move's batch of writes. */
export function notifyHolders(
  writes: Writes,
  db: Db,
  ctx: ServerContext,
  holding: Holding,
  notice: { judul: string; pesan: string; tautan: string; entity: string; entity_id: number },
): void {
  const holders = holdersQuery(db, holding);
  if (holders) notifyVia(writes, holders, 'holders', notice, ctx.config.appUrl);
}
