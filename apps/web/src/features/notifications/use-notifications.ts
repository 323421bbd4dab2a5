import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationView,
} from './api/notifications-api';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
const UNREAD_COUNT_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;
const LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;

/** New notifications show up on the bell within this time, without a page reload. */
export const UNREAD_POLL_MS = 30_000;

/**
 * The unread count, asked again every 30 s while the tab is visible and whenever the window regains
 * focus (TanStack Query pauses the interval in a background tab, which spares phones' data and battery).
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The list, loaded only while the bell is open; each opening shows the latest. */
export function useNotificationList(open: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) => {
      const list = await getNotifications(signal);
      // The list's count is the freshest one; the badge should agree with what the panel shows.
      queryClient.setQueryData(UNREAD_COUNT_KEY, list.unreadCount);
      return list.items;
    },
    enabled: open,
    staleTime: 0,
    refetchInterval: open ? UNREAD_POLL_MS : false,
  });
}

/**
 * Marking read updates the bell at once; the server's answer is only awaited to undo that if the call
 * failed (refetching the truth), so a slow network never makes a click feel ignored.
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();

  const settle = useCallback(
    async (call: () => Promise<void>) => {
      try {
        await call();
      } catch {
        await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      }
    },
    [queryClient],
  );

  const markRead = useCallback(
    async (item: NotificationView) => {
      if (item.read) return;
      queryClient.setQueryData<NotificationView[]>(LIST_KEY, (items) =>
        items?.map((entry) => (entry.id === item.id ? { ...entry, read: true } : entry)),
      );
      queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (count) =>
        count === undefined ? count : Math.max(0, count - 1),
      );
      await settle(() => markNotificationRead(item.id));
    },
    [queryClient, settle],
  );

  const markAllRead = useCallback(async () => {
    queryClient.setQueryData<NotificationView[]>(LIST_KEY, (items) =>
      items?.map((entry) => (entry.read ? entry : { ...entry, read: true })),
    );
    queryClient.setQueryData<number>(UNREAD_COUNT_KEY, 0);
    await settle(markAllNotificationsRead);
  }, [queryClient, settle]);

  return { markRead, markAllRead };
}
