import { sql } from 'drizzle-orm';
import { date, integer, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emailMessages } from './email-messages';
import { loanApplications } from './loan-applications';

/** docs/product.md §13: reminders 3 days before, on the due day, 1 and 7 days after. */
export const reminderKind = pgEnum('reminder_kind', ['before_3', 'due_day', 'after_1', 'after_7']);

/**
 * Every repayment reminder sent. The key (loan, instalment, kind) lets the daily job run any number of
 * times a day: a reminder is recorded in the transaction that queues its e-mail, so it goes out once.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    instalment: integer('instalment').notNull(),
    kind: reminderKind('kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    emailId: uuid('email_id').references(() => emailMessages.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.instalment, t.kind] })],
);

export type SentReminder = typeof sentReminders.$inferSelect;
