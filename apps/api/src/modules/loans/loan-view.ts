import type { Executor, LoanApplication, Payment } from '@kwacha/db';
import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { loadReceivables } from '../ledger/ledger.repository';
import type { LoanReceivables } from '../ledger/receivables';
import { toPaymentView } from '../payments/payment-view';
import { paymentsOfLoans } from '../payments/payments.repository';
import { loanBalances } from './loan-balances';

const kwacha = (ngwee: number | null) => (ngwee === null ? null : ngweeToKwacha(ngwee));

/** What a view needs beyond the loan row: its ledger balances and its payments (newest first). */
export interface LoanMoney {
  receivables: LoanReceivables | undefined;
  payments: readonly Payment[];
}

/** A loan that has moved no money yet (e.g. the application just made). */
export const NO_MONEY: LoanMoney = { receivables: undefined, payments: [] };

/** The loan as its borrower sees it; balances and the next payment come from the ledger. */
export function toLoanView(loan: LoanApplication, productName: string, money: LoanMoney): LoanView {
  const q = loan.quoteSnapshot;
  const balances = loanBalances(loan, money.receivables);
  return {
    id: loan.id,
    productId: loan.productId,
    productName,
    amount: ngweeToKwacha(loan.amount),
    purpose: loan.purpose,
    duration: loan.durationMonths,
    status: loan.status,
    applicationDate: loan.applicationDate.toISOString(),
    repaymentAmount: ngweeToKwacha(loan.totalRepayable),
    outstandingBalance: ngweeToKwacha(balances.outstanding),
    nextPaymentAmount: kwacha(balances.nextPayment?.amount ?? null),
    nextPaymentDate: balances.nextPayment?.dueDate ?? null,
    disbursementDate: loan.disbursementDate?.toISOString() ?? null,
    remarks: loan.remarks,
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
    schedule: balances.schedule.map((l) => ({
      number: l.number,
      dueDate: l.dueDate,
      instalment: ngweeToKwacha(l.instalment),
      principal: ngweeToKwacha(l.principal),
      interest: ngweeToKwacha(l.interest),
      balanceAfter: kwacha(l.balanceAfter) ?? 0,
    })),
    disbursementHistory: [],
    paymentHistory: money.payments.map(toPaymentView),
  };
}

/**
 * Views of several loans with two more queries whatever their number: one grouped read of the ledger
 * and one of the payments.
 */
export async function loanViews(
  db: Executor,
  rows: readonly { loan: LoanApplication; productName: string }[],
): Promise<LoanView[]> {
  const ids = rows.map((r) => r.loan.id);
  const [receivables, payments] = await Promise.all([loadReceivables(db, ids), paymentsOfLoans(db, ids)]);
  return rows.map((r) =>
    toLoanView(r.loan, r.productName, {
      receivables: receivables.get(r.loan.id),
      payments: payments.get(r.loan.id) ?? [],
    }),
  );
}
