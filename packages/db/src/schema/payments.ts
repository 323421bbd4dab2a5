import { PAYMENT_PURPOSES, PAYMENT_STATUSES, PREPAYMENT_OPTIONS } from '@kwacha/shared/payments/payment-view';
import { FLAGGED_PAYMENT_RESOLUTIONS } from '@kwacha/shared/staff/flagged-payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

/**
 * How a payment was made: a mobile-money wallet's operator, or `card` through a provider's hosted checkout
 * (docs/decisions/055). A separate type from `mobile_operator`: loans are never paid out to a card.
 */
export const PAYMENT_OPERATORS = ['mtn', 'airtel', 'zamtel', 'card'] as const;
export type PaymentOperator = (typeof PAYMENT_OPERATORS)[number];
export const paymentOperator = pgEnum('payment_operator', PAYMENT_OPERATORS);

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentResolution = pgEnum('payment_resolution', FLAGGED_PAYMENT_RESOLUTIONS);
export const paymentPurpose = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const prepaymentOption = pgEnum('prepayment_option', PREPAYMENT_OPTIONS);

/**
 * One repayment attempt by mobile money (docs/product.md §13). The row and its reference exist before the
 * provider is called, so a retry or a crash never leads to a second request with a new reference. Only
 * `pending` ever changes, and only once: every write that settles a payment is conditional on it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The `Idempotency-Key` header of the request that created it: one payment per key and borrower. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Our reference (PAY-…): the provider's idempotency key and how callbacks name the payment. */
    reference: text('reference').notNull(),
    /** Ngwee asked of the payer. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('ZMW'),
    /**
     * `payoff` closes the loan: its amount is the payoff quote for `payoff_on` (the Lusaka day it was made),
     * and booking it waives the interest not earned by that day (docs/product.md §13.6). `prepayment` pays
     * what is due and the rest off the principal, re-planning the later instalments as `prepayment_option`
     * says; it too is priced for `payoff_on`, the day it was made (§13.7).
     */
    purpose: paymentPurpose('purpose').notNull().default('repayment'),
    payoffOn: date('payoff_on', { mode: 'string' }),
    prepaymentOption: prepaymentOption('prepayment_option'),
    operator: paymentOperator('operator').notNull(),
    /** The payer's wallet as E.164 (+260…); for a card, the borrower's registered number. */
    phoneNumber: text('phone_number').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    status: paymentStatus('status').notNull().default('pending'),
    /** `insufficient_funds`, `refused` or `expired`: lets a replayed request get the same answer. */
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    /**
     * Set when an outcome could not be believed (amount or currency not ours, success after a final state):
     * the payment waits for staff. A staff resolution clears it (keeping it in `resolved_flag_reason`), so a
     * later flag reopens the payment (docs/decisions/013-flagged-payment-resolutions.md).
     */
    flaggedReason: text('flagged_reason'),
    /** The last staff resolution of a flag: applied, refunded (outside the system) or dismissed. */
    resolution: paymentResolution('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    /** The flag that resolution answered. */
    resolvedFlagReason: text('resolved_flag_reason'),
    /** When the provider first answered about it (anything but "unknown"): before that, a retry re-sends it. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_loan_created_idx').on(t.loanId, t.createdAt),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    // Reconciliation walks only what is still in flight.
    // Statistics: what was collected each day.
    index('payments_settled_idx').on(t.settledAt).where(sql`${t.status} = 'successful'`),
    index('payments_pending_checked_idx').on(t.lastCheckedAt).where(sql`${t.status} = 'pending'`),
    // The staff queue of flagged payments (oldest first) and its badge count: a handful of rows at most.
    index('payments_flagged_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.flaggedReason} is not null and ${t.status} <> 'pending'`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    // Compared as text: a value added to an enum cannot be used in the transaction that added it, and the
    // migrations run in one.
    check(
      'payments_payoff_dated',
      sql`(${t.purpose}::text in ('payoff', 'prepayment')) = (${t.payoffOn} is not null)`,
    ),
    check(
      'payments_prepayment_option',
      sql`(${t.purpose}::text = 'prepayment') = (${t.prepaymentOption} is not null)`,
    ),
    // A resolution always says when and by whom.
    check(
      'payments_resolution_complete',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null) and (${t.resolution} is null) = (${t.resolvedBy} is null)`,
    ),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
