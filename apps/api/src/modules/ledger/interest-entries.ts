import type { Executor } from '@kwacha/db';
import { formatKwacha } from '@kwacha/shared/money/money';
import { insertJournalEntry } from './ledger.repository';

/**
 * The one key of an instalment's interest recognition (its number), or of what a paid loan still held
 * unearned (`final`): each is recognised once, whichever day the job runs (docs/decisions/047).
 */
export const interestRecognitionKey = (loanId: string, instalment: number | 'final') =>
  `interest:${loanId}:${instalment}`;

/**
 * Interest earned (docs/decisions/047): Dr unearned_interest, Cr interest_income — or suspended_interest
 * while the loan is more than 90 days past due or written off, so income counts only interest likely to
 * be collected. Returns undefined when the key was posted before.
 */
export async function postInterestRecognitionEntry(
  tx: Executor,
  input: {
    loanId: string;
    instalment: number | 'final';
    amount: number;
    suspended: boolean;
    at: Date;
  },
) {
  const what = input.instalment === 'final' ? 'the rest, loan repaid' : `instalment ${input.instalment}`;
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'interest_recognition',
      idempotencyKey: interestRecognitionKey(input.loanId, input.instalment),
      memo: `Interest ${input.suspended ? 'suspended' : 'earned'} on ${what}: ${formatKwacha(input.amount)}`,
      createdAt: input.at,
    },
    [
      { account: 'unearned_interest', debit: input.amount },
      { account: input.suspended ? 'suspended_interest' : 'interest_income', credit: input.amount },
    ],
    { ifAbsent: true },
  );
}

/**
 * A loan cured (no longer more than 90 days past due) or paid: the interest held in suspense is income
 * now (docs/decisions/047). Dr suspended_interest, Cr interest_income; keyed by loan and business day.
 */
export async function postInterestResumedEntry(
  tx: Executor,
  input: { loanId: string; amount: number; day: string; at: Date },
) {
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'interest_resumed',
      idempotencyKey: `interest-resumed:${input.loanId}:${input.day}`,
      memo: `Suspended interest back in income: ${formatKwacha(input.amount)}`,
      createdAt: input.at,
    },
    [
      { account: 'suspended_interest', debit: input.amount },
      { account: 'interest_income', credit: input.amount },
    ],
    { ifAbsent: true },
  );
}
