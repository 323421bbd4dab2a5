import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * `kept_locally`: no SMTP server outside production (README "Quick start"): the message went to the
 * developer's local mailbox (/dev/mailbox), not to anyone — final, like `sent`, but never delivered.
 */
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed', 'kept_locally']);

/**
 * Which lane a message travels: `security` (codes, verification and reset links) first, then
 * `transactional` (decisions, receipts), on one queue; `bulk` (reminders, contact copies, promotions) on
 * its own queue and SMTP connections, so that no amount of bulk mail can delay a code.
 */
export const EMAIL_PRIORITIES = ['security', 'transactional', 'bulk'] as const;
export type EmailPriority = (typeof EMAIL_PRIORITIES)[number];
export const emailPriority = pgEnum('email_priority', EMAIL_PRIORITIES);

// The outbox: every e-mail is written here in the same transaction as the change that causes it, and the
// mail sender (apps/api/src/modules/mail/mail-sender.ts) claims due rows and delivers them — a failing
// SMTP server delays a message but never loses it, and a rolled-back change sends nothing.
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: emailStatus('status').notNull().default('queued'),
    priority: emailPriority('priority').notNull().default('transactional'),
    // 'smtp' when delivered to an SMTP server; 'log' when kept locally (no SMTP_URL is configured).
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may next try it: now when queued, later after a refused delivery (back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender is delivering it until then; a sender that died mid-way leaves it to be taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Extra headers the message carries, e.g. List-Unsubscribe on promotions (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The account it was written to, when there is one (staff resend a link to its owner by it). */
    userId: uuid('user_id'),
    /** The promotional campaign it belongs to, if any. */
    campaignId: uuid('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_messages_status_created_idx').on(t.status, t.createdAt),
    // What the sender asks every second: the queued messages of its lane, most urgent and oldest first.
    index('email_messages_outbox_idx').on(t.priority, t.createdAt).where(sql`${t.status} = 'queued'`),
    index('email_messages_created_idx').on(t.createdAt, t.id),
    // E-mail management: search by the recipient's first characters, filter by kind.
    index('email_messages_to_prefix_idx').on(t.toAddress.op('text_pattern_ops')),
    index('email_messages_template_created_idx').on(t.template, t.createdAt, t.id),
    index('email_messages_campaign_idx').on(t.campaignId, t.status).where(sql`${t.campaignId} is not null`),
  ],
);

export type EmailMessage = typeof emailMessages.$inferSelect;
