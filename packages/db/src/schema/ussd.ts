import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A borrower's USSD PIN (docs/product.md §26): set from the web profile with the password, hashed like a
 * password, locked after too many wrong tries until set again on the web. `phone_number` is the number the
 * PIN was set for: once the account's number changes (a SIM swap made on the web), the PIN no longer opens
 * the menu.
 */
export const ussdPins = pgTable('ussd_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  phoneNumber: text('phone_number').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
});

/**
 * One USSD session, keyed by the gateway's session id (prefixed by the gateway), so any API process answers
 * any step. `state` is the menu's state after the last step; `last_step`/`last_reply` answer a gateway's
 * retry of the same step again without acting twice. Kept after expiry (180 s) for the borrower's page in
 * the back office, without what was typed.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    gateway: text('gateway').notNull(),
    phoneNumber: text('phone_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: jsonb('state').notNull(),
    lastStep: integer('last_step').notNull().default(0),
    lastReply: text('last_reply').notNull(),
    ended: boolean('ended').notNull().default(false),
    /** What happened, for staff: the options visited and how the session ended (no PIN, no amounts typed). */
    outcome: text('outcome').notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ussd_sessions_gateway', sql`${t.gateway} in ('africastalking', 'gateway')`),
    index('ussd_sessions_user_idx').on(t.userId, t.startedAt),
  ],
);

export type UssdPin = typeof ussdPins.$inferSelect;
export type UssdSession = typeof ussdSessions.$inferSelect;
export type NewUssdSession = typeof ussdSessions.$inferInsert;
