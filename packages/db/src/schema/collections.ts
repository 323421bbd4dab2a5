import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  CONTACT_TEMPLATES,
  PROMISE_STATUSES,
} from '@kwacha/shared/staff/collections';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { users } from './users';

export const contactChannel = pgEnum('contact_channel', CONTACT_CHANNELS);
export const contactOutcome = pgEnum('contact_outcome', CONTACT_OUTCOMES);
export const contactTemplate = pgEnum('contact_template', CONTACT_TEMPLATES);
export const promiseStatus = pgEnum('promise_status', PROMISE_STATUSES);
export const promiseMaker = pgEnum('promise_maker', ['staff', 'borrower']);

/**
 * A loan's collections case (docs/product.md §23), one row per loan that has been worked: who works it
 * and a copy of its latest contact and promise, written in the transaction that records them, so the
 * queue reads one row per loan instead of searching the contact log and the promises at 1M loans.
 */
export const collectionCases = pgTable(
  'collection_cases',
  {
    loanId: uuid('loan_id')
      .primaryKey()
      .references(() => loanApplications.id),
    collectorId: uuid('collector_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    lastContactChannel: contactChannel('last_contact_channel'),
    lastContactOutcome: contactOutcome('last_contact_outcome'),
    /** The latest promise's status, amount (ngwee) and day; null before the first. */
    promiseStatus: promiseStatus('promise_status'),
    promiseAmount: bigint('promise_amount', { mode: 'number' }),
    promiseDate: date('promise_date', { mode: 'string' }),
    /** When a collector should look again: an open promise's day after, or a date they set. */
    nextActionOn: date('next_action_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('collection_cases_collector_idx').on(t.collectorId),
    index('collection_cases_promise_idx').on(t.promiseStatus),
  ],
);

/**
 * Every contact with a borrower about a loan past due: a call or visit staff logged, or an SMS or e-mail
 * sent from a template through the product's own channels (docs/product.md §23.3). `contactedOn` is the
 * Lusaka day, what the daily limit counts per borrower.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    borrowerId: uuid('borrower_id')
      .notNull()
      .references(() => users.id),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => users.id),
    channel: contactChannel('channel').notNull(),
    outcome: contactOutcome('outcome'),
    template: contactTemplate('template'),
    /** Staff only: never sent to the borrower. */
    note: text('note'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }).notNull(),
    contactedOn: date('contacted_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('collection_contacts_borrower_day_idx').on(t.borrowerId, t.contactedOn),
    index('collection_contacts_loan_idx').on(t.loanId, t.contactedAt),
  ],
);

/**
 * A promise to pay `amount` (ngwee) by `promisedFor` (docs/product.md §23.4), made by a collector or by
 * the borrower. Kept once what the loan was repaid since the promise (`repaidBefore` is the loan's total
 * repaid when it was made) reaches the amount by the day after; broken otherwise. One open promise per
 * loan: the unique index lets two collectors recording one at once land only one.
 */
export const promisesToPay = pgTable(
  'promises_to_pay',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    promisedFor: date('promised_for', { mode: 'string' }).notNull(),
    status: promiseStatus('status').notNull().default('open'),
    madeBy: promiseMaker('made_by').notNull(),
    madeByUserId: uuid('made_by_user_id')
      .notNull()
      .references(() => users.id),
    repaidBefore: bigint('repaid_before', { mode: 'number' }).notNull(),
    /** Repaid since the promise, ngwee, as last checked. */
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    remindedOn: date('reminded_on', { mode: 'string' }),
    decidedOn: date('decided_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promises_to_pay_one_open_idx').on(t.loanId).where(sql`${t.status} = 'open'`),
    index('promises_to_pay_loan_idx').on(t.loanId, t.createdAt),
    index('promises_to_pay_open_due_idx').on(t.promisedFor).where(sql`${t.status} = 'open'`),
    // The statistics refresh counts the promises decided on a run of days (docs/product.md §14.3).
    index('promises_to_pay_decided_idx').on(t.decidedOn).where(sql`${t.decidedOn} is not null`),
  ],
);

export type CollectionCase = typeof collectionCases.$inferSelect;
export type CollectionContact = typeof collectionContacts.$inferSelect;
export type PromiseToPay = typeof promisesToPay.$inferSelect;
