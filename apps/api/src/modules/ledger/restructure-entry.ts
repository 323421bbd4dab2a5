import type { Executor } from '@kwacha/db';
import type { InstalmentOwed } from '@kwacha/shared/loans/allocation';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import { insertJournalEntry, type LineInput } from './ledger.repository';

/**
 * A restructure took effect (docs/product.md §23.7, docs/decisions/044-restructuring.md): a `reschedule`
 * entry like a prepayment's. Cr every receivable still owed on the old instalments (principal, interest,
 * fee, late fee), Dr each new instalment's; principal, fees and late fees move whole, so only interest
 * differs, and unearned_interest takes the difference (Cr the extra interest the longer plan will earn,
 * Dr interest no longer charged). Keyed by the proposal, so it is posted once.
 */
export async function postRestructureEntry(
  tx: Executor,
  input: {
    loanId: string;
    restructureId: string;
    replaced: readonly InstalmentOwed[];
    lines: readonly ScheduleLine[];
    at: Date;
  },
) {
  const interestBefore = input.replaced.reduce((sum, r) => sum + r.interest, 0);
  const interestAfter = input.lines.reduce((sum, l) => sum + l.interest, 0);
  return insertJournalEntry(
    tx,
    {
      loanId: input.loanId,
      kind: 'reschedule',
      idempotencyKey: `restructure:${input.restructureId}`,
      memo: `Loan restructured: ${input.lines.length} instalments in a new plan`,
      createdAt: input.at,
    },
    [
      ...input.replaced.flatMap((r): LineInput[] => [
        { account: 'loan_principal', instalment: r.number, credit: r.principal },
        { account: 'loan_interest', instalment: r.number, credit: r.interest },
        { account: 'loan_fee', instalment: r.number, credit: r.fee },
        { account: 'loan_penalty', instalment: r.number, credit: r.penalty },
      ]),
      ...input.lines.flatMap((l): LineInput[] => [
        { account: 'loan_principal', instalment: l.number, debit: l.principal },
        { account: 'loan_interest', instalment: l.number, debit: l.interest },
        { account: 'loan_fee', instalment: l.number, debit: l.fee ?? 0 },
        { account: 'loan_penalty', instalment: l.number, debit: l.penalty ?? 0 },
      ]),
      interestBefore >= interestAfter
        ? { account: 'unearned_interest', debit: interestBefore - interestAfter }
        : { account: 'unearned_interest', credit: interestAfter - interestBefore },
    ],
    { ifAbsent: true },
  );
}
