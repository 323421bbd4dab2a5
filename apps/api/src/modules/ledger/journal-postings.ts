import type { Executor, LoanApplication } from '@kwacha/db';
import type { AllocationLine } from '@kwacha/shared/loans/allocation';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import type { RebateLine } from '@kwacha/shared/loans/payoff';
import { formatKwacha } from '@kwacha/shared/money/money';
import { cashCollectedAccount, cashDisbursedAccount } from './cash-accounts';
import { insertJournalEntry, type LineInput } from './ledger.repository';
import { ACCOUNT_OF } from './receivables';

/**
 * The money has arrived (the loan becomes active): the borrower now owes each instalment's principal and
 * interest. Dr loan_principal and loan_interest per instalment of the re-dated schedule; Cr the paying
 * provider's cash_disbursed_<provider> what was sent, income_fee the service fee kept back, unearned_interest the interest not yet earned.
 * Σ principal = amount = sent + fee, so the entry balances. Post it in the transaction that makes the
 * loan active; the database allows one disbursement entry per loan.
 */
export async function postDisbursementEntry(
  tx: Executor,
  input: {
    loan: Pick<LoanApplication, 'id' | 'serviceFee'>;
    schedule: readonly ScheduleLine[];
    disbursementId: string | null;
    /** The provider that paid it out (the transfer's row): its clearing account is credited. */
    provider: string;
    cashDisbursed: number;
    at: Date;
  },
) {
  const { loan, schedule } = input;
  const totalInterest = schedule.reduce((sum, line) => sum + line.interest, 0);
  const lines: LineInput[] = [
    ...schedule.flatMap((line): LineInput[] => [
      { account: 'loan_principal', instalment: line.number, debit: line.principal },
      { account: 'loan_interest', instalment: line.number, debit: line.interest },
    ]),
    { account: cashDisbursedAccount(input.provider), credit: input.cashDisbursed },
    { account: 'income_fee', credit: loan.serviceFee },
    { account: 'unearned_interest', credit: totalInterest },
  ];
  return insertJournalEntry(
    tx,
    {
      loanId: loan.id,
      kind: 'disbursement',
      disbursementId: input.disbursementId,
      memo: `Loan paid out: ${formatKwacha(input.cashDisbursed)} sent, ${formatKwacha(loan.serviceFee)} service fee`,
      createdAt: input.at,
    },
    lines,
  );
}

/**
 * A repayment: Dr the collecting provider's cash_collected_<provider> the whole amount; Cr each receivable the allocation gave it, and
 * overpayment anything beyond what was owed. The unique payment_id makes a second posting impossible.
 */
export async function postRepaymentEntry(
  tx: Executor,
  input: {
    loanId: string;
    paymentId: string;
    /** The provider that collected it (the payment's row): its clearing account is debited. */
    provider: string;
    amount: number;
    allocation: readonly AllocationLine[];
    overpayment: number;
    reference: string;
    at: Date;
  },
) {
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'repayment',
      paymentId: input.paymentId,
      memo: `Repayment ${input.reference}: ${formatKwacha(input.amount)}`,
      createdAt: input.at,
    },
    [
      { account: cashCollectedAccount(input.provider), debit: input.amount },
      ...input.allocation.map(
        (line): LineInput => ({
          account: ACCOUNT_OF[line.component],
          instalment: line.instalment,
          credit: line.amount,
        }),
      ),
      { account: 'overpayment', credit: input.overpayment },
    ],
  );
}

/**
 * A flagged payment whose money reached us and was given back to the payer outside the system
 * (docs/decisions/013-flagged-payment-resolutions.md): Dr the provider's cash_collected_<provider> what came in, Cr cash_refunded
 * what went out. No receivable moves, so the loan's balance is unchanged. The unique payment_id means a
 * payment is either repaid or refunded, once.
 */
export async function postOutsideRefundEntry(
  tx: Executor,
  input: { loanId: string; paymentId: string; provider: string; amount: number; reference: string; at: Date },
) {
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'refund',
      paymentId: input.paymentId,
      memo: `Refunded outside the system ${input.reference}: ${formatKwacha(input.amount)}`,
      createdAt: input.at,
    },
    [
      { account: cashCollectedAccount(input.provider), debit: input.amount },
      { account: 'cash_refunded', credit: input.amount },
    ],
  );
}

/** The one idempotency key of an instalment's late fee: a second posting for it is never written. */
export const lateFeeKey = (loanId: string, instalment: number) => `late-fee:${loanId}:${instalment}`;

/**
 * A late fee on one instalment: Dr loan_penalty (that instalment), Cr income_penalty. Returns undefined
 * when this instalment's fee was posted before (one fee per instalment, never compounding).
 */
export async function postLateFeeEntry(
  tx: Executor,
  input: { loanId: string; instalment: number; amount: number; at: Date },
) {
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'late_fee',
      idempotencyKey: lateFeeKey(input.loanId, input.instalment),
      memo: `Late fee on instalment ${input.instalment}: ${formatKwacha(input.amount)}`,
      createdAt: input.at,
    },
    [
      { account: 'loan_penalty', instalment: input.instalment, debit: input.amount },
      { account: 'income_penalty', credit: input.amount },
    ],
    { ifAbsent: true },
  );
}

/** The one idempotency key of a payoff's interest rebate: booked once, with the payoff payment. */
export const interestRebateKey = (paymentId: string) => `interest-rebate:${paymentId}`;

/**
 * A loan paid off early (docs/product.md §13.6): the interest not earned by the payoff day comes off what
 * the borrower owes. Dr unearned_interest all of it; Cr each receivable the rebate names (the interest
 * waived, and the interest paid ahead credited against principal first), and overpayment any credit
 * beyond everything owed (the lender owes it back). Returns undefined when this payoff's rebate was
 * posted before.
 */
export async function postInterestRebateEntry(
  tx: Executor,
  input: {
    loanId: string;
    paymentId: string;
    rebate: readonly RebateLine[];
    refundDue: number;
    on: string;
    at: Date;
  },
) {
  const credited = input.rebate.reduce((sum, line) => sum + line.amount, 0);
  const unearned = credited + input.refundDue;
  if (unearned === 0) return undefined;
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'interest_rebate',
      idempotencyKey: interestRebateKey(input.paymentId),
      memo: `Interest waived for paying off on ${input.on}: ${formatKwacha(unearned)}`,
      createdAt: input.at,
    },
    [
      { account: 'unearned_interest', debit: unearned },
      ...input.rebate.map(
        (line): LineInput => ({
          account: ACCOUNT_OF[line.component],
          instalment: line.instalment,
          credit: line.amount,
        }),
      ),
      { account: 'overpayment', credit: input.refundDue },
    ],
    { ifAbsent: true },
  );
}

/**
 * A prepayment planned the later instalments again (docs/product.md §13.6): Cr every receivable still owed
 * on them (principal and interest), Dr each new instalment's principal and interest, and unearned_interest
 * the interest that is no longer charged (the smaller balance's, and interest paid ahead credited against
 * principal). Keyed by the payment, so it is posted once.
 */
export async function postRescheduleEntry(
  tx: Executor,
  input: {
    loanId: string;
    paymentId: string;
    replaced: readonly { number: number; principal: number; interest: number }[];
    lines: readonly ScheduleLine[];
    at: Date;
  },
) {
  const credits = input.replaced.reduce((sum, r) => sum + r.principal + r.interest, 0);
  const debits = input.lines.reduce((sum, l) => sum + l.principal + l.interest, 0);
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'reschedule',
      idempotencyKey: `reschedule:${input.paymentId}`,
      memo: `Instalments planned again after a prepayment: ${input.lines.length} left`,
      createdAt: input.at,
    },
    [
      ...input.replaced.flatMap((r): LineInput[] => [
        { account: 'loan_principal', instalment: r.number, credit: r.principal },
        { account: 'loan_interest', instalment: r.number, credit: r.interest },
      ]),
      ...input.lines.flatMap((l): LineInput[] => [
        { account: 'loan_principal', instalment: l.number, debit: l.principal },
        { account: 'loan_interest', instalment: l.number, debit: l.interest },
      ]),
      credits >= debits
        ? { account: 'unearned_interest', debit: credits - debits }
        : { account: 'unearned_interest', credit: debits - credits },
    ],
    { ifAbsent: true },
  );
}

/** The one idempotency key of a loan's write-off: a loan is written off once. */
export const writeOffKey = (loanId: string) => `write-off:${loanId}`;

/**
 * An approved write-off (docs/decisions/043): Dr write_off_expense, Cr loan_written_off the receivables'
 * total. No receivable moves, so the borrower's balance still shows what is legally owed; the contra
 * account nets the receivables to zero in the lender's books.
 */
export async function postWriteOffEntry(tx: Executor, input: { loanId: string; amount: number; at: Date }) {
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'write_off',
      idempotencyKey: writeOffKey(input.loanId),
      memo: `Written off: ${formatKwacha(input.amount)}`,
      createdAt: input.at,
    },
    [
      { account: 'write_off_expense', debit: input.amount },
      { account: 'loan_written_off', credit: input.amount },
    ],
  );
}

/**
 * A payment on a written-off loan, after its repayment entry (docs/decisions/043): the contra account
 * comes down to what is still owed. Dr loan_written_off that excess; Cr recoveries the part the payment's
 * cash covers, and write_off_expense any rest (owed no longer without cash, e.g. interest a payoff waived).
 * Keyed by the payment, so it is posted once.
 */
export async function postRecoveryEntry(
  tx: Executor,
  input: { loanId: string; paymentId: string; excess: number; cash: number; reference: string; at: Date },
) {
  const recovered = Math.min(input.excess, input.cash);
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'recovery',
      idempotencyKey: `recovery:${input.paymentId}`,
      memo: `Recovered after write-off ${input.reference}: ${formatKwacha(recovered)}`,
      createdAt: input.at,
    },
    [
      { account: 'loan_written_off', debit: input.excess },
      { account: 'recoveries', credit: recovered },
      { account: 'write_off_expense', credit: input.excess - recovered },
    ],
    { ifAbsent: true },
  );
}
