import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
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
    /**
     * What the consent is for: 'marketing_email' (news and offers by e-mail) or 'credit_bureau' (the
     * bureau check and monthly reporting of one application, docs/product.md §25.1).
     */
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the sentence the person agreed to or withdrew from (see packages/shared consent texts). */
    wordingVersion: text('wording_version').notNull(),
    /** registration, profile, unsubscribe_link (the page), list_unsubscribe (the mail client's one click). */
    source: text('source').notNull(),
    /**
     * The application a per-loan consent was given for ('credit_bureau'); null for consents about the
     * person (marketing). Set null if the application is ever deleted, so the evidence stays.
     */
    loanId: uuid('loan_id').references(() => loanApplications.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_events_user_idx').on(t.userId, t.id),
    index('consent_events_loan_idx').on(t.loanId, t.purpose).where(sql`${t.loanId} is not null`),
  ],
);

export type ConsentEvent = typeof consentEvents.$inferSelect;
export type NewConsentEvent = typeof consentEvents.$inferInsert;
