import { z } from 'zod';
import { issuedIdentifier } from '../validation/typed-text';

/**
 * Text messages for staff (docs/product.md §19.4; admin and superuser): every text the SMS outbox holds,
 * in keyset pages, and sending a failed one, or one whose outcome is unknown, again. Routes under /api/admin/sms-messages.
 */

export const SMS_PAGE_SIZE = 50;

/** docs/product.md §19.3: the SMS outbox's statuses. */
export const SMS_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'unknown'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

export const SMS_STATUS_LABELS: Record<SmsMessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  unknown: 'Unknown',
};

/** Statuses staff may send a text again from (docs/product.md §19.4). */
export const SMS_RESENDABLE_STATUSES: readonly SmsMessageStatus[] = ['failed', 'unknown'];

const ONLY_FAILED = 'Only a failed text, or one whose outcome is unknown, can be sent again.';

export const SMS_MESSAGES = {
  notFound: 'Text message not found.',
  invalidCursor: 'Invalid cursor. Start again from the first page.',
  phoneSearch: 'Enter digits of the number, at least its last 3 (like 4567).',
  onlyFailed: (status: SmsMessageStatus) => {
    switch (status) {
      case 'queued':
        return `This text is still waiting to be sent. ${ONLY_FAILED}`;
      case 'sent':
        return `This text was handed to the provider already. ${ONLY_FAILED}`;
      default:
        return `This text was delivered already. ${ONLY_FAILED}`;
    }
  },
  alreadyResent: 'This text was sent again already. If the new text failed too, send that one again.',
  erased: "This text was erased with its borrower's account, so it cannot be sent again.",
  borrowerGone: 'The borrower this text was for can no longer be found, so it cannot be sent again.',
  deactivated: "The borrower's account is deactivated, so no text can be sent to it. Reactivate it first.",
  smsOff: 'The borrower turned text messages off, so this text will not be sent again.',
  noNumber: 'The borrower has no phone number on file, so this text cannot be sent again.',
  resent: (toNumber: string) => `A new text was queued to ${toNumber}, the borrower's current number.`,
} as const;

/** The digits a phone search looks for: 3 or more, with or without +, spaces ignored; blank is no search. */
export const smsPhoneSearchSchema = z
  .string({ error: SMS_MESSAGES.phoneSearch })
  .trim()
  .max(20, SMS_MESSAGES.phoneSearch)
  .regex(/^\+?[\d ]*$/, SMS_MESSAGES.phoneSearch)
  .refine((text) => {
    const digits = text.replace(/\D/g, '').length;
    return digits === 0 || digits >= 3;
  }, SMS_MESSAGES.phoneSearch);

/** The list's filters, as the web form checks them (the same rules as the API). */
export const smsListFilterSchema = z.strictObject({
  /** The last digits of the number the text went to. */
  q: smsPhoneSearchSchema.optional(),
  status: z
    .enum(SMS_MESSAGE_STATUSES, { error: 'Choose queued, sent, delivered, failed or unknown.' })
    .optional(),
});
export type SmsListFilters = z.infer<typeof smsListFilterSchema>;

/** GET /api/admin/sms-messages: newest first, keyset pages. */
export const smsListQuerySchema = smsListFilterSchema.extend({
  /** Opaque; the `nextCursor` of the previous page. */
  cursor: issuedIdentifier(300, SMS_MESSAGES.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SMS_PAGE_SIZE),
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
  /** The new text staff queued when this one (failed or unknown) was sent again; null if it never was. */
  resentAsId: z.string().nullable(),
});
export type SmsMessageView = z.infer<typeof smsMessageViewSchema>;

export const smsListSchema = z.object({
  items: z.array(smsMessageViewSchema),
  nextCursor: z.string().nullable(),
});
export type SmsList = z.infer<typeof smsListSchema>;
