import { type Executor, notifications, preparedOn, users } from '@kwacha/db';
import type { NotificationType } from '@kwacha/shared/notifications/notifications';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

export interface NewNotice {
  type: NotificationType;
  message: string;
  loanId?: string | null;
}

/** Adds a notification for one user; call it in the transaction of the change it announces. */
export async function notifyUser(db: Executor, userId: string, notice: NewNotice): Promise<void> {
  await db.insert(notifications).values({ userId, ...notice, loanId: notice.loanId ?? null });
}

/** Adds the notification for every active admin and superuser (e.g. a new loan application). */
export async function notifyStaff(db: Executor, notice: NewNotice): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'superuser']), eq(users.isActive, true)));
  if (staff.length === 0) return;
  await db
    .insert(notifications)
    .values(staff.map((s) => ({ userId: s.id, ...notice, loanId: notice.loanId ?? null })));
}

/** The newest notifications of one user (the index on user_id, created_at serves the order). */
// The bell asks these on every page of a signed-in user: prepared statements (docs/architecture.md §14).
export async function listNotificationsOf(db: Executor, userId: string, limit: number) {
  const query = preparedOn(db, 'notifications_of_user', () =>
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare('notifications_of_user'),
  );
  return query.execute({ userId, limit });
}

/** Unread count; the partial index on (user_id) where read_at is null makes it one small index scan. */
export async function countUnreadOf(db: Executor, userId: string): Promise<number> {
  const query = preparedOn(db, 'unread_notifications_of_user', () =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
      .prepare('unread_notifications_of_user'),
  );
  const [row] = await query.execute({ userId });
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read (keeping the first reading time). False when the user has
 * no such notification, which includes somebody else's.
 */
export async function markNotificationRead(db: Executor, userId: string, id: string, at: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Executor, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** An erased account's bell: nothing in it is a record the law asks us to keep. */
export async function deleteNotificationsOf(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}
