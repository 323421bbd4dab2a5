import type { LoanApplication } from '@kwacha/db';
import { type LoanView, ngweeToKwacha } from '@kwacha/shared';
import { loanBalances } from './loan-balances';

const kwacha = (ngwee: number | null) => (ngwee === null ? null : ngweeToKwacha(ngwee));

/** The loan as its borrower sees it; balances and the next payment come from its schedule. */
export function toLoanView(loan: LoanApplication, productName: string): LoanView {
  const q = loan.quoteSnapshot;
  const balances = loanBalances(loan);
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
    paymentHistory: [],
  };
}
