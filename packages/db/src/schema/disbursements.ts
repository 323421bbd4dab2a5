import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { disbursementMethod, loanApplications, mobileOperator } from './loan-applications';
import { users } from './users';

/**
 * One attempt to pay a loan out. docs/product.md's history statuses (otp_pending, successful, failed, reversed)
 * plus the two our own flow needs: `cancelled` (a newer initiate replaced this code) and `processing`
 * (the OTP was right and the transfer is claimed; the provider's outcome is not known yet).
 */
export const disbursementStatus = pgEnum('disbursement_status', [
  'otp_pending',
  'cancelled',
  'processing',
  'successful',
  'failed',
  'reversed',
]);

export const disbursements = pgTable(
  'disbursements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    /** Our reference, shown to staff as the transaction id and sent to the provider as its idempotency key. */
    transactionId: text('transaction_id').notNull(),
    initiatedBy: uuid('initiated_by')
      .notNull()
      .references(() => users.id),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    status: disbursementStatus('status').notNull().default('otp_pending'),
    /** Ngwee sent: the amount received after the service fee. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: disbursementMethod('method').notNull(),
    provider: text('provider').notNull(),
    mobileMoneyProvider: mobileOperator('mobile_money_provider'),
    mobileMoneyNumber: text('mobile_money_number'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankCode: text('bank_code'),
    /** The OTP is bound to this row (loan, amount, destination): hashed, expiring, counted, single use. */
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpFailedAttempts: integer('otp_failed_attempts').notNull().default(0),
    otpUsedAt: timestamp('otp_used_at', { withTimezone: true }),
    providerReference: text('provider_reference'),
    reasonForFailure: text('reason_for_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When reconciliation last asked the provider; it backs off using this. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disbursements_transaction_id_key').on(t.transactionId),
    index('disbursements_loan_created_idx').on(t.loanId, t.createdAt),
    // docs/product.md §12: at most one transfer in flight or done per loan, guaranteed by the database.
    uniqueIndex('disbursements_one_live_per_loan')
      .on(t.loanId)
      .where(sql`${t.status} in ('processing', 'successful')`),
    // A new initiate cancels the previous code, so a loan has at most one code waiting.
    uniqueIndex('disbursements_one_otp_per_loan').on(t.loanId).where(sql`${t.status} = 'otp_pending'`),
    index('disbursements_processing_idx').on(t.lastCheckedAt).where(sql`${t.status} = 'processing'`),
  ],
);

export type Disbursement = typeof disbursements.$inferSelect;
export type NewDisbursement = typeof disbursements.$inferInsert;
