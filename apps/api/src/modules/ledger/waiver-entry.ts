import type { Executor } from '@kwacha/db';
import { ALLOCATION_ORDER } from '@kwacha/shared/loans/allocation';
import { formatKwacha } from '@kwacha/shared/money/money';
import { insertJournalEntry, type LineInput } from './ledger.repository';
import { ACCOUNT_OF, type LoanReceivables } from './receivables';

/** The one idempotency key of a loan's waiver: a loan's debt is forgiven once. */
export const waiverKey = (loanId: string) => `waiver:${loanId}`;

/**
 * An approved waiver of a written-off loan's debt (docs/decisions/045): Cr every receivable still owed,
 * per instalment, and Dr loan_written_off the same total, so the borrower owes nothing and the contra
 * account is closed with the receivables it stood against. The interest forgiven was never earned: Dr
 * unearned_interest, Cr write_off_expense as much of it as the loan still holds unearned, so the loss on
 * the books is what the lender really lost. Interest recognised into suspense (docs/decisions/047) was
 * never income either: it is released the same way, after the unearned. Returns the entry and the total
 * forgiven.
 */
export async function postWaiverEntry(
  tx: Executor,
  input: {
    loanId: string;
    receivables: LoanReceivables;
    unearnedInterest: number;
    suspendedInterest?: number;
    at: Date;
  },
) {
  // Each balance brought to zero, whichever its sign (a credit balance cannot arise today, but would net).
  const zeroed: LineInput[] = [];
  let total = 0;
  let interest = 0;
  for (const [instalment, balances] of input.receivables) {
    for (const component of ALLOCATION_ORDER) {
      const owed = balances[component];
      const account = ACCOUNT_OF[component];
      if (owed !== 0)
        zeroed.push(owed > 0 ? { account, instalment, credit: owed } : { account, instalment, debit: -owed });
      total += owed;
    }
    interest += Math.max(0, balances.interest);
  }
  const released = Math.min(interest, Math.max(0, input.unearnedInterest));
  const suspended = Math.min(interest - released, Math.max(0, input.suspendedInterest ?? 0));
  const entry = await insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'waiver',
      idempotencyKey: waiverKey(input.loanId),
      memo: `Balance waived: ${formatKwacha(total)}`,
      createdAt: input.at,
    },
    [
      { account: 'loan_written_off', debit: total },
      ...zeroed,
      ...(released > 0
        ? [
            { account: 'unearned_interest', debit: released } as const,
            { account: 'write_off_expense', credit: released } as const,
          ]
        : []),
      ...(suspended > 0
        ? [
            { account: 'suspended_interest', debit: suspended } as const,
            { account: 'write_off_expense', credit: suspended } as const,
          ]
        : []),
    ],
  );
  return { entry, total };
}
