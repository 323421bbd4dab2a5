import type { LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { type PayoffQuote, payoffQuote } from '@kwacha/shared/loans/payoff';
import { type PrepaymentResult, planPrepayment } from '@kwacha/shared/loans/prepayment';
import type { PrepaymentOption } from '@kwacha/shared/payments/payment-view';
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

/**
 * What a prepayment of `amount` made on `on` does to a live loan (docs/product.md §13.6): undefined for a
 * loan with no money out. `shorter_term` keeps the regular instalment in force: the largest of the
 * instalments still ahead (the first after a prepayment is smaller, its month having restarted).
 */
export function loanPrepaymentPlan(
  loan: LoanApplication,
  receivables: LoanReceivables | undefined,
  on: string,
  amount: number,
  option: PrepaymentOption,
): PrepaymentResult | undefined {
  if (!loan.disbursementDate) return undefined;
  const balances = loanBalances(loan, receivables);
  if (balances.instalments.length === 0) return undefined;
  const ahead = balances.schedule.filter((line) => line.dueDate > on);
  return planPrepayment({
    startDate: lusakaToday(loan.disbursementDate),
    schedule: balances.schedule,
    owed: balances.instalments,
    on,
    amount,
    monthlyRateBasisPoints: loan.monthlyRateBasisPoints,
    instalment: Math.max(0, ...ahead.map((line) => line.instalment)),
    option,
  });
}
