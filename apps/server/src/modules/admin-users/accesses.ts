import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { role_users } from '../../db/schema';
import { masterTableOf } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';
import type { AccessInput, SCOPE_TYPES } from './schemas';

/** The master each scope type points into. */
const SCOPE_MASTERS: Record<(typeof SCOPE_TYPES)[number], string> = {
  instansi: 'instansi',
  upg: 'upg',
  unit_kerja: 'unit-kerja',
};

/** 'Lingkup tidak ditemukan' per entry whose scope id is not a live row of its master. */
async function scopeErrors(ctx: ServerContext, accesses: readonly AccessInput[]) {
  const errors: Record<string, string[]> = {};
  for (const [type, key] of Object.entries(SCOPE_MASTERS)) {
    const ids = accesses.flatMap((a) => (a.scope?.scope_type === type ? [a.scope.scope_id] : []));
    if (ids.length === 0) continue;
    const table = masterTableOf(key);
    const live = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), isNull(table.deleted_at)));
    const found = new Set(live.map((r) => r.id));
    accesses.forEach((a, i) => {
      if (a.scope?.scope_type === type && !found.has(a.scope.scope_id)) {
        errors[`roles.${i}.scope_id`] = ['Lingkup tidak ditemukan'];
      }
    });
  }
  return errors;
}

const keyOf = (roleId: number, scopeType: string | null, scopeId: number | null) =>
  `${roleId}|${scopeType ?? ''}|${scopeId ?? ''}`;

/** 422 naming the entry when a role does not exist or the same role and scope is given twice. */
export async function validateAccesses(ctx: ServerContext, accesses: readonly AccessInput[]): Promise<void> {
  const rbac = await ctx.rbac.get();
  const errors: Record<string, string[]> = await scopeErrors(ctx, accesses);
  const seen = new Set<string>();
  accesses.forEach((a, i) => {
    if (!rbac.roles.has(a.role_id)) errors[`roles.${i}.role_id`] = ['Peran tidak ditemukan'];
    const key = keyOf(a.role_id, a.scope?.scope_type ?? null, a.scope?.scope_id ?? null);
    if (seen.has(key)) errors[`roles.${i}.role_id`] = ['Peran dengan lingkup yang sama sudah ada'];
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
}

/**
 * Makes the user's accesses exactly `wanted`. Unchanged accesses keep their ids, so a session whose active
 * access survives the edit stays on it.
 */
export async function replaceAccesses(tx: Db, userId: number, wanted: readonly AccessInput[]): Promise<void> {
  const current = await tx.select().from(role_users).where(eq(role_users.user_id, userId));
  const wantedKeys = new Set(
    wanted.map((a) => keyOf(a.role_id, a.scope?.scope_type ?? null, a.scope?.scope_id ?? null)),
  );
  const currentKeys = new Set(current.map((c) => keyOf(c.role_id, c.scope_type, c.scope_id)));
  const stale = current.filter((c) => !wantedKeys.has(keyOf(c.role_id, c.scope_type, c.scope_id)));
  if (stale.length > 0) {
    await tx.delete(role_users).where(
      inArray(
        role_users.id,
        stale.map((s) => s.id),
      ),
    );
  }
  const fresh = wanted.filter(
    (a) => !currentKeys.has(keyOf(a.role_id, a.scope?.scope_type ?? null, a.scope?.scope_id ?? null)),
  );
  if (fresh.length > 0) {
    await tx.insert(role_users).values(
      fresh.map((a) => ({
        user_id: userId,
        role_id: a.role_id,
        scope_type: a.scope?.scope_type ?? null,
        scope_id: a.scope?.scope_id ?? null,
        scope_name: a.scope?.scope_name ?? null,
      })),
    );
  }
}
