import type { Executor, LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { PAYOFF_TEXTS, type PayoffQuoteView } from '@kwacha/shared/loans/payoff-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { loadLoanReceivables } from '../ledger/ledger.repository';
import { loanBalances } from '../loans/loan-balances';
import { loanPayoffQuote } from '../loans/loan-payoff';
import { PAYABLE_STATUSES } from '../payments/initiate-payment.service';
import { LoanNotPayableOffError, PayoffDayError } from './payoff.errors';

/**
 * The payoff quote a borrower or staff member reads (docs/product.md §13.6): what closes `loan` on `on`
 * (today when absent), priced from the ledger. Days before today or after the last due date are refused.
 */
export async function quotePayoff(
  db: Executor,
  loan: LoanApplication,
  on: string | undefined,
  now: Date,
): Promise<PayoffQuoteView> {
  if (!PAYABLE_STATUSES.includes(loan.status)) throw new LoanNotPayableOffError();
  const receivables = await loadLoanReceivables(db, loan.id);
  const balances = loanBalances(loan, receivables);
  const today = lusakaToday(now);
  const lastDue = balances.schedule.at(-1)?.dueDate ?? today;
  // Calendar dates as YYYY-MM-DD strings: the later one sorts last.
  const lastDay = [today, lastDue].sort()[1] ?? today;
  const day = on ?? today;
  if (day < today) throw new PayoffDayError(PAYOFF_TEXTS.notBeforeToday);
  if (day > lastDay) throw new PayoffDayError(PAYOFF_TEXTS.notAfter(lastDay));
  const quote = loanPayoffQuote(loan, receivables, day);
  if (!quote || balances.outstanding === 0) throw new LoanNotPayableOffError();
  return {
    loanId: loan.id,
    on: day,
    today,
    lastDay,
    principal: ngweeToKwacha(quote.principal),
    interest: ngweeToKwacha(quote.interest),
    fees: ngweeToKwacha(quote.fees),
    penalties: ngweeToKwacha(quote.penalties),
    interestWaived: ngweeToKwacha(quote.interestWaived),
    interestCredit: ngweeToKwacha(quote.interestCredit),
    total: ngweeToKwacha(quote.total),
    outstanding: ngweeToKwacha(balances.outstanding),
    saving: ngweeToKwacha(balances.outstanding - quote.total),
  };
}
