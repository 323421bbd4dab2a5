import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * queued → sent (the provider accepted it) → delivered (its delivery report said so); failed when the
 * provider refused it for good, every attempt failed, or the delivery report said it never arrived.
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const smsStatus = pgEnum('sms_status', SMS_STATUSES);

// The SMS outbox (docs/product.md "SMS"): written in the same transaction as the change that causes the
// text, like email_messages; the SMS sender (apps/api/src/modules/sms/sms-sender.ts) claims due rows and
// hands them to the configured gateway (SMS_PROVIDER). Owned by apps/api/src/modules/sms.
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The borrower it was written to. */
    userId: uuid('user_id'),
    /** +260XXXXXXXXX, as users.phone_number stores it. */
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** What caused it: loan_approved, loan_rejected, loan_paid_out, payment_received, payment_reminder… */
    kind: text('kind').notNull(),
    status: smsStatus('status').notNull().default('queued'),
    /** The gateway that accepted it: 'sink' or 'africastalking'. */
    provider: text('provider'),
    /** The provider's id of the message (Africa's Talking messageId); delivery reports name it. */
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_messages_outbox_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('sms_messages_created_idx').on(t.createdAt, t.id),
    uniqueIndex('sms_messages_provider_message_key')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

export type SmsMessage = typeof smsMessages.$inferSelect;

/**
 * A final delivery report that arrived before its text was recorded as sent (the provider can answer the
 * callback faster than our sender commits the message id). Held here until the sender records the id and
 * applies it; reports nobody claims are dropped after two days. Owned by apps/api/src/modules/sms.
 */
export const smsEarlyDeliveryReports = pgTable(
  'sms_early_delivery_reports',
  {
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    status: smsStatus('status').notNull(),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerMessageId] }),
    check('sms_early_delivery_reports_final', sql`${t.status} in ('delivered', 'failed')`),
    index('sms_early_delivery_reports_received_idx').on(t.receivedAt),
  ],
);
