import { lusakaToday } from '@kwacha/shared/identity/age';
import { PAYOFF_TEXTS, type PayoffQuoteView, type PrepaymentPreview } from '@kwacha/shared/loans/payoff-view';
import { formatKwacha, ngweeToKwacha, parseKwacha } from '@kwacha/shared/money/money';
import type { PrepaymentOption } from '@kwacha/shared/payments/payment-view';
import { PAYMENT_MESSAGES, PREPAYMENT_TEXTS } from '@kwacha/shared/payments/payment-view';
import type { AppContext } from '../../context';
import { loadLoanReceivables } from '../ledger/ledger.public';
import { loanBalances } from '../loans/loan-balances';
import { loanPayoffQuote, loanPrepaymentPlan } from '../loans/loan-payoff';
import { type LoanReader, loanReadBy } from '../loans/loans.public';
import { PAYABLE_STATUSES } from '../payments/initiate-payment.service';
import { NothingAheadError, PrepaymentAmountError } from '../payments/payments.errors';
import { LoanNotPayableOffError, PayoffDayError } from './payoff.errors';

/**
 * The payoff quote a borrower or staff member reads (docs/product.md §13.6): what closes the loan on `on`
 * (the business date when absent), priced from the ledger. Days before today or after the last due date
 * are refused.
 */
export async function quotePayoff(
  ctx: AppContext,
  loanId: string,
  reader: LoanReader,
  on: string | undefined,
): Promise<PayoffQuoteView> {
  const db = ctx.db;
  const loan = await loanReadBy(db, loanId, reader);
  const now = ctx.businessClock.now();
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

/**
 * What paying `amount` ahead today would do to the borrower's own loan (docs/product.md §13.6): the new
 * plan, before the borrower pays. The same refusals as the payment itself.
 */
export async function previewPrepayment(
  ctx: AppContext,
  loanId: string,
  borrowerId: string,
  request: { amount: string; option: PrepaymentOption },
): Promise<PrepaymentPreview> {
  const db = ctx.db;
  const loan = await loanReadBy(db, loanId, { borrowerId });
  const now = ctx.businessClock.now();
  if (!PAYABLE_STATUSES.includes(loan.status)) throw new LoanNotPayableOffError();
  const amount = parseKwacha(request.amount);
  if (amount === undefined || amount <= 0) throw new PrepaymentAmountError(PAYMENT_MESSAGES.amountPositive);
  const receivables = await loadLoanReceivables(db, loan.id);
  const today = lusakaToday(now);
  const result = loanPrepaymentPlan(loan, receivables, today, amount, request.option);
  if (!result) throw new LoanNotPayableOffError();
  if (!result.ok) {
    if (result.reason === 'nothing_ahead') throw new NothingAheadError();
    throw new PrepaymentAmountError(
      result.reason === 'pays_off'
        ? PREPAYMENT_TEXTS.paysOff
        : PREPAYMENT_TEXTS.notAboveDue(formatKwacha(result.dueNow)),
    );
  }
  const { plan } = result;
  const ahead = loanBalances(loan, receivables).schedule.filter((line) => line.dueDate > today);
  return {
    loanId: loan.id,
    on: plan.on,
    option: plan.option,
    amount: ngweeToKwacha(plan.amount),
    dueNow: ngweeToKwacha(plan.dueNow),
    towardsPrincipal: ngweeToKwacha(plan.towardsPrincipal),
    principalAfter: ngweeToKwacha(plan.principalAfter),
    instalmentBefore: ngweeToKwacha(Math.max(0, ...ahead.map((line) => line.instalment))),
    instalmentAfter: ngweeToKwacha(plan.instalment),
    monthsBefore: ahead.length,
    monthsAfter: plan.months,
    lastDueDateBefore: ahead.at(-1)?.dueDate ?? today,
    lastDueDateAfter: plan.lastDueDate,
    // The running month's interest earned so far is paid now, not saved.
    interestSaved: ngweeToKwacha(plan.interestBefore - plan.interestNow - plan.interestAfter),
    lines: plan.lines.map((line) => ({
      number: line.number,
      dueDate: line.dueDate,
      instalment: ngweeToKwacha(line.instalment),
      principal: ngweeToKwacha(line.principal),
      interest: ngweeToKwacha(line.interest),
      balanceAfter: ngweeToKwacha(line.balanceAfter),
    })),
  };
}
