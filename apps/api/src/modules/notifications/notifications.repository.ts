import { type Executor, notifications, preparedOn, users } from '@kwacha/db';
import type { NotificationType } from '@kwacha/shared/notifications/notifications';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

export interface NewNotice {
  type: NotificationType;
  message: string;
  loanId?: string | null;
}

/**
 * Adds a notification for one user, its text already in their language; call it in the transaction of
 * the change it announces. Borrowers are told through tellBorrower (tell-borrower.ts), which calls this.
 */
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

/**
 * The newest notifications of one user with the user's unread count, in one statement: the bell asks on
 * every page of a signed-in user, and each statement costs the database more than the join costs it
 * (docs/performance.md). No row means no notifications at all, so nothing unread either. The index on
 * (user_id, created_at) serves the order, the partial index on unread rows the count; prepared once.
 */
export async function listNotificationsWithUnreadOf(db: Executor, userId: string, limit: number) {
  const query = preparedOn(db, 'notifications_of_user', () =>
    db
      .select({
        notification: notifications,
        unread: sql<number>`(select count(*)::int from ${notifications} as unread
          where unread.user_id = ${sql.placeholder('userId')} and unread.read_at is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare('notifications_of_user'),
  );
  const rows = await query.execute({ userId, limit });
  return { rows: rows.map((r) => r.notification), unreadCount: rows[0]?.unread ?? 0 };
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
