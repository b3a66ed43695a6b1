import { type AnyColumn, and, count, countDistinct, eq, gte, ilike, isNull, lt, or } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { audit_logs, password_resets, role_users, trx_emails, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import {
  containsPattern,
  iso,
  jakartaDayEnd,
  jakartaDayStart,
  offsetOf,
  orderBy,
  type PageQuery,
} from '../admin-users/paging';

export interface DateRange {
  date_from?: string;
  date_to?: string;
}

const within = (column: AnyColumn, range: DateRange) =>
  and(
    range.date_from ? gte(column, jakartaDayStart(range.date_from)) : undefined,
    range.date_to ? lt(column, jakartaDayEnd(range.date_to)) : undefined,
  );

export interface LogQuery extends PageQuery, DateRange {
  user_id?: number;
  action?: string;
  entity?: string;
}

const logColumns = {
  id: audit_logs.id,
  user_id: audit_logs.user_id,
  username: users.username,
  user_name: users.name,
  role_name: audit_logs.role_name,
  action: audit_logs.action,
  entity: audit_logs.entity,
  entity_id: audit_logs.entity_id,
  ip: audit_logs.ip,
  request_id: audit_logs.request_id,
  created_at: audit_logs.created_at,
};

export async function listLogs(ctx: ServerContext, query: LogQuery) {
  const p = query.q ? containsPattern(query.q) : null;
  const where = and(
    query.user_id ? eq(audit_logs.user_id, query.user_id) : undefined,
    query.action ? eq(audit_logs.action, query.action) : undefined,
    query.entity ? eq(audit_logs.entity, query.entity) : undefined,
    within(audit_logs.created_at, query),
    p
      ? or(
          ilike(audit_logs.action, p),
          ilike(audit_logs.entity, p),
          ilike(audit_logs.entity_id, p),
          ilike(users.username, p),
          ilike(users.name, p),
        )
      : undefined,
  );
  const sortable = {
    id: audit_logs.id,
    created_at: audit_logs.created_at,
    action: audit_logs.action,
    entity: audit_logs.entity,
  };
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(logColumns)
      .from(audit_logs)
      .leftJoin(users, eq(users.id, audit_logs.user_id))
      .where(where)
      .orderBy(orderBy(query, sortable, 'id'), audit_logs.id)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(audit_logs)
      .leftJoin(users, eq(users.id, audit_logs.user_id))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getLog(ctx: ServerContext, id: number) {
  const [row] = await ctx.db
    .select({ ...logColumns, before: audit_logs.before, after: audit_logs.after })
    .from(audit_logs)
    .leftJoin(users, eq(users.id, audit_logs.user_id))
    .where(eq(audit_logs.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Log aktivitas tidak ditemukan');
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Distinct actions and entities, for the filter dropdowns. */
export async function logFacets(ctx: ServerContext) {
  const [actions, entities] = await Promise.all([
    ctx.db.selectDistinct({ v: audit_logs.action }).from(audit_logs).orderBy(audit_logs.action),
    ctx.db.selectDistinct({ v: audit_logs.entity }).from(audit_logs).orderBy(audit_logs.entity),
  ]);
  return { actions: actions.map((a) => a.v), entities: entities.map((e) => e.v) };
}

export interface MailQuery extends PageQuery, DateRange {
  status?: 'pending' | 'sent' | 'failed';
}

const mailColumns = {
  id: trx_emails.id,
  to: trx_emails.to,
  subject: trx_emails.subject,
  status: trx_emails.status,
  error: trx_emails.error,
  attempts: trx_emails.attempts,
  created_at: trx_emails.created_at,
  sent_at: trx_emails.sent_at,
};

const mailView = <T extends { created_at: Date; sent_at: Date | null }>(r: T) => ({
  ...r,
  created_at: r.created_at.toISOString(),
  sent_at: iso(r.sent_at),
});

export async function listMails(ctx: ServerContext, query: MailQuery) {
  const p = query.q ? containsPattern(query.q) : null;
  const where = and(
    query.status ? eq(trx_emails.status, query.status) : undefined,
    within(trx_emails.created_at, query),
    p ? or(ilike(trx_emails.to, p), ilike(trx_emails.subject, p)) : undefined,
  );
  const sortable = {
    id: trx_emails.id,
    created_at: trx_emails.created_at,
    to: trx_emails.to,
    status: trx_emails.status,
  };
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(mailColumns)
      .from(trx_emails)
      .where(where)
      .orderBy(orderBy(query, sortable, 'id'), trx_emails.id)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(trx_emails).where(where),
  ]);
  return { items: rows.map(mailView), total, page: query.page, per_page: query.per_page };
}

export async function getMail(ctx: ServerContext, id: number) {
  const [row] = await ctx.db
    .select({ ...mailColumns, html: trx_emails.html, text: trx_emails.text })
    .from(trx_emails)
    .where(eq(trx_emails.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Email tidak ditemukan');
  return mailView(row);
}

/**
 * A failed outbox message back to pending with fresh attempts and its send job, audited, in one transaction.
 * Only a failed message: a pending one is still being tried, a sent one was delivered.
 */
export async function retryMail(ctx: ServerContext, request: RequestMeta, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: trx_emails.status, attempts: trx_emails.attempts, error: trx_emails.error })
      .from(trx_emails)
      .where(eq(trx_emails.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Email tidak ditemukan');
    if (row.status !== 'failed')
      throw new AppError('CONFLICT', 'Hanya email yang gagal yang dapat dikirim ulang');
    await ctx.mailer.requeue(tx, id);
    await audit(tx, request, { action: 'mail_retry', entity: 'trx_emails', entity_id: id, before: row });
  });
  ctx.mailer.dispatch(id);
  return getMail(ctx, id);
}

/** Reset requests without the token hash: who, when, until when, and whether it was used. */
export async function listResets(ctx: ServerContext, query: PageQuery & DateRange) {
  const p = query.q ? containsPattern(query.q) : null;
  const where = and(
    within(password_resets.created_at, query),
    p ? or(ilike(users.username, p), ilike(users.name, p), ilike(users.email, p)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: password_resets.id,
        user_id: users.id,
        username: users.username,
        name: users.name,
        email: users.email,
        created_at: password_resets.created_at,
        expires_at: password_resets.expires_at,
        used_at: password_resets.used_at,
      })
      .from(password_resets)
      .innerJoin(users, eq(users.id, password_resets.user_id))
      .where(where)
      .orderBy(orderBy(query, { id: password_resets.id, created_at: password_resets.created_at }, 'id'))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(password_resets)
      .innerJoin(users, eq(users.id, password_resets.user_id))
      .where(where),
  ]);
  const now = Date.now();
  const items = rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    used_at: iso(r.used_at),
    status: r.used_at
      ? ('used' as const)
      : r.expires_at.getTime() <= now
        ? ('expired' as const)
        : ('active' as const),
  }));
  return { items, total, page: query.page, per_page: query.per_page };
}

/** Counts for the admin home. "Today" is the calendar day in Asia/Jakarta. */
export async function adminSummary(ctx: ServerContext) {
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const [rbac, userCounts, byRole, [{ events }], mails] = await Promise.all([
    ctx.rbac.get(),
    ctx.db
      .select({ is_active: users.is_active, n: count() })
      .from(users)
      .where(isNull(users.deleted_at))
      .groupBy(users.is_active),
    ctx.db
      .select({ role_id: role_users.role_id, n: countDistinct(role_users.user_id) })
      .from(role_users)
      .innerJoin(users, and(eq(users.id, role_users.user_id), isNull(users.deleted_at)))
      .groupBy(role_users.role_id),
    ctx.db
      .select({ events: count() })
      .from(audit_logs)
      .where(gte(audit_logs.created_at, jakartaDayStart(today))),
    ctx.db.select({ status: trx_emails.status, n: count() }).from(trx_emails).groupBy(trx_emails.status),
  ]);
  const usersBy = (active: boolean) => userCounts.find((u) => u.is_active === active)?.n ?? 0;
  const mailsBy = (status: string) => mails.find((m) => m.status === status)?.n ?? 0;
  return {
    users_active: usersBy(true),
    users_inactive: usersBy(false),
    users_by_role: [...rbac.roles.values()]
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ role: r.name, label: r.label, count: byRole.find((b) => b.role_id === r.id)?.n ?? 0 })),
    audit_events_today: events,
    outbox_pending: mailsBy('pending'),
    outbox_failed: mailsBy('failed'),
  };
}
