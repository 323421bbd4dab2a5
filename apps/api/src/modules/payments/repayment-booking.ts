import type { Executor, LoanApplication, Payment } from '@kwacha/db';
import { allocatePayment } from '@kwacha/shared/loans/allocation';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import type { PrepaymentPlan } from '@kwacha/shared/loans/prepayment';
import { recordAudit } from '../audit/audit.public';
import {
  postInterestRebateEntry,
  postRecoveryEntry,
  postRepaymentEntry,
  postRescheduleEntry,
} from '../ledger/journal-postings';
import { loadLoanReceivables, writtenOffBalanceOf } from '../ledger/ledger.public';
import { loanBalances } from '../loans/loan-balances';
import { moveLoan } from '../loans/loan-moves';
import { loanPayoffQuote, loanPrepaymentPlan } from '../loans/loan-payoff';
import { endScheduleOn, refreshLoanPosition, reviseSchedule } from '../loans/loan-positions';
import type { LockedLoan } from '../loans/loans.public';
import { tellBorrower } from '../notifications/notifications.public';
import { hasArrears } from '../servicing/servicing-rules';
import type { PaymentDeps } from './payment-deps';
import { successfulTotalOfLoan } from './payments.repository';

/**
 * Splits the payment over what is owed (penalties, fees, interest, principal; oldest instalment first),
 * posts it, and moves the loan: to paid at zero, back to active once no instalment is in arrears.
 */
export async function bookRepayment(
  deps: PaymentDeps,
  tx: Executor,
  locked: LockedLoan,
  payment: Payment,
): Promise<void> {
  let { loan } = locked;
  const now = deps.now();
  // Postings carry the real time; what day it is for the loan is the business day (docs/product.md §14.5.1).
  const today = deps.businessClock.today();
  if (payment.purpose === 'payoff') await waiveUnearnedInterest(tx, loan, payment, now, today);
  const receivables = await loadLoanReceivables(tx, loan.id);
  const prepayment =
    payment.purpose === 'prepayment' && payment.prepaymentOption
      ? loanPrepaymentPlan(
          loan,
          receivables,
          payment.payoffOn ?? today,
          payment.amount,
          payment.prepaymentOption,
        )
      : undefined;
  if (prepayment?.ok) {
    loan = await bookPrepayment(tx, loan, payment, prepayment.plan, now);
  } else {
    // An ordinary repayment, or a prepayment the loan no longer allows (something was booked since it was
    // made): split over what is owed, oldest instalment first.
    const before = loanBalances(loan, receivables);
    const applied = Math.min(payment.amount, before.outstanding);
    const overpayment = payment.amount - applied;
    if (overpayment > 0) {
      // Initiation never lets this happen; if it does (a provider collecting more), the excess is kept apart.
      deps.logger.warn(
        { paymentId: payment.id, overpayment },
        'repayment above the balance held as overpayment',
      );
    }
    await postRepaymentEntry(tx, {
      loanId: loan.id,
      paymentId: payment.id,
      provider: payment.provider,
      amount: payment.amount,
      allocation: applied > 0 ? allocatePayment(before.instalments, applied) : [],
      overpayment,
      reference: payment.reference,
      at: now,
    });
  }
  const after = await refreshLoanPosition(tx, loan, now);
  if (loan.status === 'written_off') await bookRecovery(tx, loan.id, payment, after.outstanding, now);
  const moved = await moveAfterRepayment(tx, loan, after.instalments, after.outstanding, now, today);
  // The receipt is written with the repayment that earns it (the outbox): both, or neither.
  const told = { mailer: deps.mailer, appUrl: deps.config.appUrl, now };
  if (moved === 'paid') {
    await tellBorrower(tx, told, loan.userId, {
      kind: 'loan_repaid',
      loan: { id: loan.id, amount: loan.amount, productName: loan.quoteSnapshot.productName },
      payment: { amount: payment.amount, reference: payment.reference, settledOn: today },
      totalRepaid: await successfulTotalOfLoan(tx, loan.id),
    });
  } else {
    await tellBorrower(tx, told, loan.userId, {
      kind: 'payment_received',
      loanId: loan.id,
      payment,
      balance: after.outstanding,
    });
  }
}

/**
 * A prepayment (docs/product.md §13.6): the payment pays what was due and the rest off the principal, then
 * the instalments after its day are replaced by the new plan in the ledger and in the schedule in force.
 * Returns the loan with its revised schedule.
 */
async function bookPrepayment(
  tx: Executor,
  loan: LoanApplication,
  payment: Payment,
  plan: PrepaymentPlan,
  now: Date,
): Promise<LoanApplication> {
  await postRepaymentEntry(tx, {
    loanId: loan.id,
    paymentId: payment.id,
    provider: payment.provider,
    amount: payment.amount,
    allocation: plan.allocation,
    overpayment: 0,
    reference: payment.reference,
    at: now,
  });
  const owed = loanBalances(loan, await loadLoanReceivables(tx, loan.id));
  const replaced = owed.instalments.filter((line) => line.dueDate > plan.on);
  await postRescheduleEntry(tx, {
    loanId: loan.id,
    paymentId: payment.id,
    replaced,
    lines: plan.lines,
    at: now,
  });
  return reviseSchedule(tx, loan, plan.schedule, plan.lines[0]?.number ?? 1, now);
}

/**
 * A payoff is priced for the Lusaka day it was made (`payoff_on`), however late its confirmation comes:
 * the interest not earned by then is waived before the payment is allocated, so the payment clears the
 * loan. Something posted since the quote (a late fee at 06:00) stays owed; nothing is ever overcharged.
 */
async function waiveUnearnedInterest(
  tx: Executor,
  loan: LoanApplication,
  payment: Payment,
  now: Date,
  today: string,
) {
  const quote = loanPayoffQuote(loan, await loadLoanReceivables(tx, loan.id), payment.payoffOn ?? today);
  if (!quote) return;
  await postInterestRebateEntry(tx, {
    loanId: loan.id,
    paymentId: payment.id,
    rebate: quote.rebate,
    refundDue: quote.refundDue,
    on: quote.on,
    at: now,
  });
  await endScheduleOn(tx, loan, quote.on);
}

/**
 * A payment on a written-off loan is a recovery (docs/decisions/043): it was booked against the
 * receivables like any other, so the borrower's balance falls; the written-off contra account comes down
 * to what is still owed, and what the cash covered is income in `recoveries`.
 */
async function bookRecovery(tx: Executor, loanId: string, payment: Payment, owed: number, now: Date) {
  const { writtenOff } = await writtenOffBalanceOf(tx, loanId);
  const excess = writtenOff - owed;
  if (excess <= 0) return;
  await postRecoveryEntry(tx, {
    loanId,
    paymentId: payment.id,
    excess,
    cash: payment.amount,
    reference: payment.reference,
    at: now,
  });
}

async function moveAfterRepayment(
  tx: Executor,
  loan: LoanApplication,
  instalments: Parameters<typeof hasArrears>[0],
  outstanding: number,
  now: Date,
  today: string,
): Promise<LoanStatus | undefined> {
  let to: LoanStatus | undefined;
  if (outstanding === 0) to = 'paid';
  if (loan.status === 'written_off') {
    // Only a recovery that clears everything owed moves it: the loan stays written off until then.
    return to ? moveWrittenOffToPaid(tx, loan, now) : undefined;
  }
  if (!to && loan.status === 'overdue') {
    // The grace days in force (docs/product.md §14.5), as the daily run judges arrears.
    if (!hasArrears(instalments, today, loan.lateFeeGraceDays)) to = 'active';
  }
  if (!to) return undefined;
  const moved = await moveLoan(tx, { loanId: loan.id, to, by: 'servicing', at: now });
  if (!moved) return undefined;
  await recordAudit(tx, {
    actorId: null, // a repayment, not a person
    action: to === 'paid' ? 'loan.repaid' : 'loan.arrears_cleared',
    loanId: loan.id,
    entityType: 'loan',
    entityId: loan.id,
    before: { status: loan.status },
    after: { status: to },
  });
  return to;
}

async function moveWrittenOffToPaid(tx: Executor, loan: LoanApplication, now: Date) {
  if (!(await moveLoan(tx, { loanId: loan.id, to: 'paid', by: 'collections', at: now }))) return undefined;
  await recordAudit(tx, {
    actorId: null, // a recovery, not a person
    action: 'loan.recovered',
    loanId: loan.id,
    entityType: 'loan',
    entityId: loan.id,
    before: { status: loan.status },
    after: { status: 'paid' },
  });
  return 'paid' as const;
}
