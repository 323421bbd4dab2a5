import { z } from 'zod';

/** docs/product.md §3: what the notification bell shows. */
export const NOTIFICATION_TYPES = [
  'new_loan_application',
  'loan_approved',
  'loan_rejected',
  'disbursement_failed',
  'info',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  loanId: z.string().nullable(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest first, with the unread count for the badge. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
