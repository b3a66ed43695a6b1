import type { NotificationItem, NotificationListQuery, NotificationPage } from '@gratifikasi/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

type Row = typeof notifications.$inferSelect;
interface ListQuery {
  page: number;
  per_page: number;
  unread?: NotificationListQuery['unread'];
}

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    judul: row.judul,
    pesan: row.pesan,
    tautan: row.tautan,
    entity: row.entity,
    entity_id: row.entity_id,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

/** The caller's own notifications, newest first, with their unread count. */
export async function listNotifications(db: Db, userId: number, query: ListQuery): Promise<NotificationPage> {
  const where = and(
    eq(notifications.user_id, userId),
    query.unread === '1' ? isNull(notifications.read_at) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, userId),
  ]);
  return {
    items: rows.map(toItem),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    unread_count: unread,
  };
}

/** Marks one of the caller's notifications read; another user's (or an unknown) id answers 404. */
export async function markRead(
  db: Db,
  request: RequestMeta,
  userId: number,
  id: number,
): Promise<NotificationItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Notifikasi tidak ditemukan');
    if (row.read_at) return toItem(row);
    const [updated] = await tx
      .update(notifications)
      .set({ read_at: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'Notifikasi tidak ditemukan');
    await audit(tx, request, { action: 'notification_read', entity: 'notifications', entity_id: id });
    return toItem(updated);
  });
}

/** Marks every unread notification of the caller read. */
export async function markAllRead(
  db: Db,
  request: RequestMeta,
  userId: number,
): Promise<{ updated: number; unread_count: number }> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read_at: new Date() })
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
      .returning({ id: notifications.id });
    if (updated.length > 0) {
      await audit(tx, request, {
        action: 'notification_read_all',
        entity: 'notifications',
        after: { count: updated.length },
      });
    }
    return { updated: updated.length, unread_count: 0 };
  });
}
