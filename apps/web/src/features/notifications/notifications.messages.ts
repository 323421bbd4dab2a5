import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * docs/product.md §2, Other: the notification bell and its panel. The notifications themselves are the
 * server's texts and stay as it sends them.
 */
export const notificationMessages = defineMessages('notifications', {
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  panel: 'Your notifications',
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet',
  loadFailed: 'Could not load your notifications.',
  tryAgain: 'Try again',
  loading: 'Loading notifications…',
  unread: 'Unread:',
});
