import type { Db } from '../db/client';
import { audit_logs } from '../db/schema';
import type { Bind } from '../db/writes';
import type { RequestMeta } from './auth-context';

export interface AuditEntry {
  action: string;
  entity: string;
  entity_id?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** For calls made before the user is known to the request (login): who acted. */
  user_id?: number | null;
  role_name?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Writes one audit row in the caller's transaction, so the row exists exactly when the change does. */
export async function audit(tx: Db, request: RequestMeta, entry: AuditEntry): Promise<void> {
  await auditRow(tx, request, entry);
}

/**
 * The audit row's insert, not yet run: for a batch of writes (`Writes.add`, with `bind` for a shaped part); awaiting
 * it runs it.
 */
export function auditRow(tx: Db, request: RequestMeta, entry: AuditEntry, bind?: Bind) {
  const row = {
    user_id: entry.user_id !== undefined ? entry.user_id : (request.auth?.user.id ?? null),
    role_name: entry.role_name !== undefined ? entry.role_name : (request.auth?.activeRole ?? null),
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id === undefined || entry.entity_id === null ? null : String(entry.entity_id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip || null,
    request_id: UUID.test(request.id) ? request.id : null,
  };
  return tx.insert(audit_logs).values(bind ? bind.row('', row) : row);
}
