import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent'] as const;
export const campaignStatus = pgEnum('campaign_status', CAMPAIGN_STATUSES);

/** Who a campaign goes to, beyond "verified borrowers who opted in" (always applied). */
export interface CampaignAudience {
  hasActiveLoan?: boolean;
  hasRepaidLoan?: boolean;
  noOpenApplication?: boolean;
}

/** A promotional e-mail (docs/product.md §14.6): written in Markdown, rendered once when it is saved. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subject: text('subject').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    audience: jsonb('audience').$type<CampaignAudience>().notNull().default({}),
    status: campaignStatus('status').notNull().default('draft'),
    /** Messages written to the outbox per minute at most. */
    ratePerMinute: integer('rate_per_minute').notNull().default(600),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaigns_created_idx').on(t.createdAt, t.id)],
);

export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'queued', 'skipped'] as const;
export const campaignRecipientStatus = pgEnum('campaign_recipient_status', CAMPAIGN_RECIPIENT_STATUSES);

/**
 * One row per person a campaign is for, fixed when sending starts. The primary key is the database's
 * guarantee that a campaign reaches a person at most once, whatever restarts or retries happen; the
 * message it became is in `email_messages` (its delivery status is the recipient's).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: campaignRecipientStatus('status').notNull().default('pending'),
    emailMessageId: uuid('email_message_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('campaign_recipients_pending_idx').on(t.campaignId, t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignRecipient = typeof campaignRecipients.$inferSelect;
