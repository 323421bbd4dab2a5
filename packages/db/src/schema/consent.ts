import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The consent log (Data Protection Act 2021: direct marketing needs consent that can be shown and
 * withdrawn). Append-only: every grant and every withdrawal, with the wording the person saw and where it
 * came from. `users.marketing_opt_in` is the current answer; this table is the evidence.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the consent is for; today only 'marketing_email' (news and offers by e-mail). */
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the sentence the person agreed to or withdrew from (see packages/shared consent texts). */
    wordingVersion: text('wording_version').notNull(),
    /** registration, profile, unsubscribe_link (the page), list_unsubscribe (the mail client's one click). */
    source: text('source').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.id)],
);

export type ConsentEvent = typeof consentEvents.$inferSelect;
export type NewConsentEvent = typeof consentEvents.$inferInsert;
