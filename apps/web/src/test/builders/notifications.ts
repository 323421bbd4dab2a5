import type { NotificationView } from '@kwacha/shared/notifications/notifications';
import { type FakeReply, ok } from '../fake-api';

export const UNREAD_COUNT = 'GET /api/notifications/unread-count';
export const NOTIFICATION_LIST = 'GET /api/notifications';
export const MARK_ALL_READ = 'POST /api/notifications/read-all';
export const markReadRoute = (id: string) => `POST /api/notifications/${id}/read`;

/** A notification as the API returns it; override what a test is about. */
export function createNotification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 'note-1',
    type: 'info',
    message: 'Welcome to Kwacha Loans.',
    loanId: null,
    timestamp: '2026-11-21T08:30:00.000Z',
    read: false,
    ...overrides,
  };
}

/** Fake API answers for the bell: the count, the list, and marking read. */
export function notificationRoutes(items: NotificationView[] = []): Record<string, FakeReply> {
  const unreadCount = items.filter((item) => !item.read).length;
  const routes: Record<string, FakeReply> = {
    [UNREAD_COUNT]: ok({ unreadCount }),
    [NOTIFICATION_LIST]: ok({ items, unreadCount }),
    [MARK_ALL_READ]: ok(null, 'All notifications marked as read.'),
  };
  for (const item of items) routes[markReadRoute(item.id)] = ok(null, 'Notification marked as read.');
  return routes;
}
