import type { LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { type PayoffQuote, payoffQuote } from '@kwacha/shared/loans/payoff';
import type { LoanReceivables } from '../ledger/receivables';
import { loanBalances } from './loan-balances';

/**
 * The payoff quote of a loan whose money has arrived (docs/product.md §13.6): the ledger's balances on
 * the schedule in force, priced for `on` (a Lusaka calendar date). Undefined for a loan with no money out.
 */
export function loanPayoffQuote(
  loan: LoanApplication,
  receivables: LoanReceivables | undefined,
  on: string,
): PayoffQuote | undefined {
  if (!loan.disbursementDate) return undefined;
  const balances = loanBalances(loan, receivables);
  if (balances.instalments.length === 0) return undefined;
  return payoffQuote({
    startDate: lusakaToday(loan.disbursementDate),
    schedule: balances.schedule,
    owed: balances.instalments,
    on,
  });
}
