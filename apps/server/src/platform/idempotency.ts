import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotency_keys } from '../db/schema';
import { AppError, fieldError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
const KEEP_MS = 24 * 3_600_000;

/** A request's idempotency key, if it sent one; 422 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw fieldError(
      'Idempotency-Key',
      'Idempotency-Key harus 8–100 karakter huruf, angka, titik, titik dua, garis bawah atau tanda hubung',
    );
  }
  return key;
}

export interface IdempotentClaim {
  user_id: number;
  scope: string;
  key: string;
  body: unknown;
}

/** What the first request with a key recorded: the entity it made and the result a retry answers with. */
export interface IdempotentReplay<R> {
  entity_id: number;
  result: R;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims `key` inside the caller's transaction. Returns null when this request is the first (it then goes on and
 * calls `recordIdempotentResult` before committing), or what the first one recorded. A concurrent request with the
 * same key waits on the row until the first commits (then replays it) or rolls back (then claims it itself). The
 * same key with another body is a 409: a client bug that must not silently return someone else's answer.
 */
export async function claimIdempotencyKey<R>(
  tx: Db,
  claim: IdempotentClaim,
): Promise<IdempotentReplay<R> | null> {
  const request_hash = hashOf(claim.body);
  const inserted = await tx
    .insert(idempotency_keys)
    .values({ user_id: claim.user_id, scope: claim.scope, key: claim.key, request_hash })
    .onConflictDoNothing()
    .returning({ key: idempotency_keys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .select()
    .from(idempotency_keys)
    .where(
      and(
        eq(idempotency_keys.user_id, claim.user_id),
        eq(idempotency_keys.scope, claim.scope),
        eq(idempotency_keys.key, claim.key),
      ),
    );
  if (!row || row.entity_id === null) throw new AppError('CONFLICT');
  if (row.request_hash !== request_hash) {
    throw new AppError('CONFLICT', 'Idempotency-Key ini sudah dipakai untuk permintaan lain');
  }
  return { entity_id: row.entity_id, result: row.result as R };
}

export async function recordIdempotentResult(
  tx: Db,
  claim: Omit<IdempotentClaim, 'body'>,
  entityId: number,
  result: unknown,
): Promise<void> {
  await tx
    .update(idempotency_keys)
    .set({ entity_id: entityId, result })
    .where(
      and(
        eq(idempotency_keys.user_id, claim.user_id),
        eq(idempotency_keys.scope, claim.scope),
        eq(idempotency_keys.key, claim.key),
      ),
    );
}

/** Housekeeping: keys are kept a day (a retry comes within seconds or minutes). */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotency_keys)
    .where(lt(idempotency_keys.created_at, new Date(now.getTime() - KEEP_MS)))
    .returning({ key: idempotency_keys.key });
  return rows.length;
}
