import type { NotificationView } from '@kwacha/shared/notifications/notifications';
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from '../../../lib/api-client';

// The bell sits in the navigation bar, which every first visit loads. The shared zod schemas would put
// zod into that bundle (docs/performance.md), so these small checks stand in.

export type { NotificationView };

/** How many of the newest notifications the bell lists. */
export const NOTIFICATION_LIST_LIMIT = 20;

export interface NotificationList {
  items: NotificationView[];
  unreadCount: number;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function unexpected(body: unknown): ApiError {
  return new ApiError({ status: 502, code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE, body });
}

function toNotification(value: unknown): NotificationView {
  if (
    !isObject(value) ||
    typeof value.id !== 'string' ||
    typeof value.type !== 'string' ||
    typeof value.message !== 'string' ||
    typeof value.timestamp !== 'string' ||
    typeof value.read !== 'boolean' ||
    (value.loanId != null && typeof value.loanId !== 'string')
  ) {
    throw unexpected(value);
  }
  return {
    id: value.id,
    // A type this version does not know still shows its message; the bell never branches on it.
    type: value.type as NotificationView['type'],
    message: value.message,
    loanId: typeof value.loanId === 'string' ? value.loanId : null,
    timestamp: value.timestamp,
    read: value.read,
  };
}

export const notificationListParser = {
  parse(value: unknown): NotificationList {
    if (!isObject(value) || !Array.isArray(value.items) || !isCount(value.unreadCount))
      throw unexpected(value);
    return { items: value.items.map(toNotification), unreadCount: value.unreadCount };
  },
};

export const unreadCountParser = {
  parse(value: unknown): number {
    if (!isObject(value) || !isCount(value.unreadCount)) throw unexpected(value);
    return value.unreadCount;
  },
};

/** GET /api/notifications/unread-count: the number on the bell. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiFetch('/api/notifications/unread-count', { schema: unreadCountParser, signal });
  return data;
}

/** GET /api/notifications: the newest notifications first, with the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const { data } = await apiFetch(`/api/notifications?limit=${NOTIFICATION_LIST_LIMIT}`, {
    schema: notificationListParser,
    signal,
  });
  return data;
}

/** POST /api/notifications/:id/read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** POST /api/notifications/read-all. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiFetch('/api/notifications/read-all', { method: 'POST' });
}
