import type { Executor, LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { borrowerStatusOf, isPaidOut } from '@kwacha/shared/loans/loan-status';
import type { LoanScheduleLine, LoanView } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { sentAtOfLiveTransfers } from '../disbursements/disbursements.public';
import {
  loadReceivables,
  type RepaidAndWaived,
  receivablesFromJson,
  repaidAndWaivedFromJson,
  repaidAndWaivedOfLoans,
} from '../ledger/ledger.public';
import type { LoanReceivables } from '../ledger/receivables';
import { instalmentStandings, loanBalances, scheduleInForce } from '../loans/loan-balances';
import { toPaymentView } from '../payments/payment-view';
import { type PaymentOfLoan, paymentFromJson, paymentsOfLoans } from '../payments/payments.public';
import type { LoanWithMoneyRow } from './loan-views.repository';

const kwacha = (ngwee: number | null) => (ngwee === null ? null : ngweeToKwacha(ngwee));

/** What a view needs beyond the loan row: its ledger balances and its payments (newest first). */
export interface LoanMoney {
  receivables: LoanReceivables | undefined;
  payments: readonly PaymentOfLoan[];
  /** When the transfer of a `disbursed` loan was sent (it has no disbursement date until it arrives). */
  sentAt?: Date | null;
  /** For a `paid` loan: what its payments paid off and what an early payoff waived (ngwee). */
  repaidAndWaived?: RepaidAndWaived | null;
}

/** A loan that has moved no money yet (e.g. the application just made). */
export const NO_MONEY: LoanMoney = { receivables: undefined, payments: [] };

/**
 * The loan as its borrower sees it on `now`; balances, the next payment and where each instalment stands
 * (judged on the Lusaka calendar day of `now`) come from the ledger. Until the money is paid out the
 * borrower owes nothing and is shown no schedule and no repayment amount (docs/product.md §4.9): a loan
 * whose payout failed, or that staff cancelled, must not show due dates for money never received.
 */
export function toLoanView(
  loan: LoanApplication,
  productName: string,
  money: LoanMoney,
  now: Date,
): LoanView {
  const q = loan.quoteSnapshot;
  const balances = loanBalances(loan, money.receivables);
  // docs/product.md §4.9: a repaid loan says what was really paid, and what an early payoff waived.
  const settled = loan.status === 'paid' ? (money.repaidAndWaived ?? null) : null;
  const waived = settled?.waivedByInstalment ?? new Map<number, number>();
  const totalWaived = [...waived.values()].reduce((sum, ngwee) => sum + ngwee, 0);
  const standings = instalmentStandings(loan, balances, lusakaToday(now), waived);
  // docs/product.md §4.9: a `disbursed` loan's money has been sent; it shows that date until it arrives.
  const disbursedAt = loan.disbursementDate ?? (loan.status === 'disbursed' ? (money.sentAt ?? null) : null);
  const paidOut = isPaidOut(loan.status);
  return {
    id: loan.id,
    productId: loan.productId,
    productName,
    amount: ngweeToKwacha(loan.amount),
    purpose: loan.purpose,
    duration: loan.durationMonths,
    status: borrowerStatusOf(loan.status),
    applicationDate: loan.applicationDate.toISOString(),
    repaymentAmount: paidOut ? ngweeToKwacha(loan.totalRepayable) : null,
    repaidInAll: settled ? ngweeToKwacha(settled.repaid) : null,
    interestWaived: totalWaived > 0 ? ngweeToKwacha(totalWaived) : null,
    outstandingBalance: ngweeToKwacha(balances.outstanding),
    nextPaymentAmount: kwacha(balances.nextPayment?.amount ?? null),
    nextPaymentDate: balances.nextPayment?.dueDate ?? null,
    disbursementDate: disbursedAt?.toISOString() ?? null,
    remarks: loan.remarks,
    rejectionReason: loan.rejectionReason,
    serviceFee: ngweeToKwacha(loan.serviceFee),
    amountReceived: ngweeToKwacha(loan.amountReceived),
    monthlyInstalment: ngweeToKwacha(q.instalment),
    monthlyRatePercent: loan.monthlyRateBasisPoints / 100,
    disbursementMethod: loan.disbursementMethod,
    mobileMoneyProvider: loan.mobileMoneyProvider,
    mobileMoneyNumber: loan.mobileMoneyNumber,
    bankName: loan.bankName,
    bankAccountName: loan.bankAccountName,
    bankAccountNumber: loan.bankAccountNumber,
    bankCode: loan.bankCode,
    schedule: paidOut
      ? balances.schedule.map((l, index) => ({
          ...scheduleLine(l),
          status: standings[index]?.status ?? null,
          daysOverdue: standings[index]?.daysOverdue ?? null,
          ...(waived.has(l.number) && { interestWaived: ngweeToKwacha(waived.get(l.number) ?? 0) }),
        }))
      : [],
    disbursementHistory: [],
    paymentHistory: money.payments.map(toPaymentView),
  };
}

const scheduleLine = (l: LoanApplication['quoteSnapshot']['schedule'][number]) => ({
  number: l.number,
  dueDate: l.dueDate,
  instalment: ngweeToKwacha(l.instalment),
  principal: ngweeToKwacha(l.principal),
  interest: ngweeToKwacha(l.interest),
  balanceAfter: kwacha(l.balanceAfter) ?? 0,
});

/**
 * What staff see of a loan not paid out yet (docs/product.md §14.2): the repayment amount and schedule as
 * quoted, which the staff screen labels as planned. The dates move to the day the money arrives.
 */
export function plannedTerms(
  loan: LoanApplication,
): { repaymentAmount: number; schedule: LoanScheduleLine[] } | undefined {
  if (isPaidOut(loan.status)) return undefined;
  return {
    repaymentAmount: ngweeToKwacha(loan.totalRepayable),
    schedule: scheduleInForce(loan).schedule.map((l) => ({
      ...scheduleLine(l),
      status: null,
      daysOverdue: null,
    })),
  };
}

/**
 * Views of several loans on `now` with two more queries whatever their number: one grouped read of the
 * ledger and one of the payments; a third, for when their transfers were sent, only when a loan is
 * `disbursed`, and a fourth, for what was repaid and waived, only when a loan is `paid`.
 */
export async function loanViews(
  db: Executor,
  rows: readonly { loan: LoanApplication; productName: string }[],
  now: Date,
): Promise<LoanView[]> {
  const ids = rows.map((r) => r.loan.id);
  const idsIn = (status: LoanApplication['status']) =>
    rows.filter((r) => r.loan.status === status).map((r) => r.loan.id);
  const disbursedIds = idsIn('disbursed');
  const [receivables, payments, sentAt, settled] = await Promise.all([
    loadReceivables(db, ids),
    paymentsOfLoans(db, ids),
    disbursedIds.length > 0 ? sentAtOfLiveTransfers(db, disbursedIds) : new Map<string, Date>(),
    repaidAndWaivedOfLoans(db, idsIn('paid')),
  ]);
  return rows.map((r) =>
    toLoanView(
      r.loan,
      r.productName,
      {
        receivables: receivables.get(r.loan.id),
        payments: payments.get(r.loan.id) ?? [],
        sentAt: sentAt.get(r.loan.id) ?? null,
        repaidAndWaived: settled.get(r.loan.id) ?? null,
      },
      now,
    ),
  );
}

/** A loan read with its money in one statement (loan-views.repository.ts) as its borrower sees it on `now`. */
export function toLoanViewWithMoney(row: LoanWithMoneyRow, now: Date): LoanView {
  return toLoanView(
    row.loan,
    row.productName,
    {
      receivables: receivablesFromJson(row.receivables),
      payments: row.payments.map(paymentFromJson),
      sentAt: row.sentAt === null ? null : new Date(row.sentAt),
      repaidAndWaived: row.repaidAndWaived === null ? null : repaidAndWaivedFromJson(row.repaidAndWaived),
    },
    now,
  );
}
