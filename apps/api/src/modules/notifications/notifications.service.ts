import type { Notification } from '@kwacha/db';
import type { NotificationList, NotificationView } from '@kwacha/shared/notifications/notifications';
import type { AppContext } from '../../context';
import { NotificationNotFoundError } from './notifications.errors';
import {
  countUnreadOf,
  listNotificationsWithUnreadOf,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export function toNotificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    type: n.type,
    message: n.message,
    loanId: n.loanId,
    timestamp: n.createdAt.toISOString(),
    read: n.readAt !== null,
  };
}

export async function notificationsOf(ctx: Ctx, userId: string, limit: number): Promise<NotificationList> {
  const { rows, unreadCount } = await listNotificationsWithUnreadOf(ctx.db, userId, limit);
  return { items: rows.map(toNotificationView), unreadCount };
}

export async function unreadCountOf(ctx: Ctx, userId: string): Promise<number> {
  return countUnreadOf(ctx.db, userId);
}

/** Marks one notification read; another user's notification is as unknown as a missing one. */
export async function readNotification(ctx: Ctx, userId: string, id: string): Promise<number> {
  if (!(await markNotificationRead(ctx.db, userId, id, ctx.now()))) throw new NotificationNotFoundError();
  return countUnreadOf(ctx.db, userId);
}

export async function readAllNotifications(ctx: Ctx, userId: string): Promise<number> {
  await markAllNotificationsRead(ctx.db, userId, ctx.now());
  return 0;
}
