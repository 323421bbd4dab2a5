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
 * provider refused it for good, every attempt failed, or the delivery report said it never arrived;
 * unknown when the provider may have taken it without saying so (no answer in time, a 5xx): never sent
 * again by itself, it moves to delivered or failed when a delivery report can be matched to it.
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'unknown'] as const;
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
    // Texts to a number that have no provider id — waiting, being sent, of unknown outcome — for
    // matching a delivery report by number (sms-reconcile.ts). Not a predicate on the status: a value
    // added to an enum cannot be used in the migration that adds it.
    index('sms_messages_without_provider_id_idx').on(t.toNumber).where(sql`${t.providerMessageId} is null`),
  ],
);

export type SmsMessage = typeof smsMessages.$inferSelect;

/**
 * A final delivery report that arrived before its text was recorded as sent (the provider can answer the
 * callback faster than our sender commits the message id), or for a text whose outcome is unknown. Held
 * here until the sender records the id, or the report is matched by number, and applies it; reports
 * nobody claims are dropped after two days. Owned by apps/api/src/modules/sms.
 */
export const smsEarlyDeliveryReports = pgTable(
  'sms_early_delivery_reports',
  {
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    status: smsStatus('status').notNull(),
    error: text('error'),
    /** The number the report names (+260…): a text of unknown outcome has no id to match, only this. */
    phoneNumber: text('phone_number'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerMessageId] }),
    check('sms_early_delivery_reports_final', sql`${t.status} in ('delivered', 'failed')`),
    index('sms_early_delivery_reports_received_idx').on(t.receivedAt),
    index('sms_early_delivery_reports_phone_idx').on(t.phoneNumber),
  ],
);
