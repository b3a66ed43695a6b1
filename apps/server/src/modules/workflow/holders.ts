import { ROLE_NAMES, type RoleName, roleByName } from '@gratifikasi/domain';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { role_users, users } from '../../db/schema';
import { notify } from '../../platform/notify';
import type { WfInstance } from './subject';

type Holding = Pick<WfInstance, 'peran' | 'perans' | 'holder_user_id' | 'holder_tim_id' | 'holder_grup_id'>;

/** The roles that may act on a holding: every role of its step (`perans`), else its one `peran`. */
export function rolesOf(holding: Pick<WfInstance, 'peran' | 'perans'>): RoleName[] {
  const names = holding.perans.length ? holding.perans : holding.peran ? [holding.peran] : [];
  return names.filter((r): r is RoleName => (ROLE_NAMES as readonly string[]).includes(r));
}

/** How many of a role's holders one notice reaches at most (a role held by everyone would flood the outbox). */
const MAX_RECIPIENTS = 50;

/** The active users who may act on an instance now: its roles, narrowed to the member, team or group holding it. */
export async function holdersOf(
  db: Db,
  holding: Holding,
): Promise<{ id: number; name: string; email: string | null }[]> {
  const roles = rolesOf(holding);
  if (roles.length === 0) return [];
  const narrow: SQL | undefined =
    holding.holder_user_id !== null
      ? eq(users.id, holding.holder_user_id)
      : holding.holder_tim_id !== null
        ? eq(users.tim_id, holding.holder_tim_id)
        : holding.holder_grup_id !== null
          ? eq(users.grup_id, holding.holder_grup_id)
          : undefined;
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(
      and(
        inArray(
          role_users.role_id,
          roles.map((r) => roleByName(r).id),
        ),
        eq(users.is_active, true),
        isNull(users.deleted_at),
        narrow,
      ),
    )
    .orderBy(users.id)
    .limit(MAX_RECIPIENTS);
}

/** Tells whoever must act next (in-app and by mail through the outbox); returns the outbox ids. */
export async function notifyHolders(
  tx: Db,
  ctx: ServerContext,
  holding: Holding,
  notice: { judul: string; pesan: string; tautan: string; entity: string; entity_id: number },
): Promise<number[]> {
  const holders = await holdersOf(tx, holding);
  return notify(
    tx,
    ctx.mailer,
    holders.map((h) => ({ ...notice, user_id: h.id, email: h.email })),
    ctx.config.appUrl,
  );
}
