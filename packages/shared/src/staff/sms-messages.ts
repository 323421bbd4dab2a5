import { z } from 'zod';

/** docs/product.md §19.3: the SMS outbox's statuses. */
export const SMS_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

export const SMS_STATUS_LABELS: Record<SmsMessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** GET /api/admin/sms-messages: the newest texts, optionally of one status. */
export const smsListQuerySchema = z.strictObject({
  status: z.enum(SMS_MESSAGE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type SmsListQuery = z.infer<typeof smsListQuerySchema>;

export const smsMessageViewSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  toNumber: z.string(),
  kind: z.string(),
  body: z.string(),
  status: z.enum(SMS_MESSAGE_STATUSES),
  provider: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type SmsMessageView = z.infer<typeof smsMessageViewSchema>;

export const smsListSchema = z.object({ items: z.array(smsMessageViewSchema) });
export type SmsList = z.infer<typeof smsListSchema>;
