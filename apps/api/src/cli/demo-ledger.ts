import type { Executor, LoanApplication } from '@kwacha/db';
import type { AllocationLine } from '@kwacha/shared/loans/allocation';
import { postDisbursementEntry, postRepaymentEntry } from '../modules/ledger/journal-postings';
import { scheduleInForce } from '../modules/loans/loan-balances';
import { recordSchedule, refreshLoanPosition } from '../modules/loans/loan-positions';
import { newPaymentReference } from '../modules/payments/initiate-payment.service';
import { insertPayment } from '../modules/payments/payments.public';

/**
 * The books of a demo loan that was paid out (on its disbursement date, by `disbursementId`): the
 * disbursement entry, then one successful mobile-money payment for each of its first `paidInstalments`
 * instalments on its due date, each with its repayment entry. A repaid loan's balance is then 0 in the
 * ledger, as for any other.
 */
export async function bookDemoLoan(
  tx: Executor,
  loan: LoanApplication,
  disbursementId: string,
  phoneNumber: string,
  paidInstalments: number,
) {
  const paidOut = loan.disbursementDate;
  if (!paidOut) throw new Error(`demo loan ${loan.id} has no disbursement date`);
  const { schedule } = scheduleInForce(loan);
  await postDisbursementEntry(tx, {
    loan,
    schedule,
    disbursementId,
    provider: 'simulator',
    cashDisbursed: loan.amountReceived,
    at: paidOut,
  });
  for (const line of schedule.slice(0, paidInstalments)) {
    const at = new Date(`${line.dueDate}T08:00:00Z`);
    const payment = await insertPayment(tx, {
      loanId: loan.id,
      userId: loan.userId,
      idempotencyKey: `demo-${loan.id}-${line.number}`,
      reference: newPaymentReference(),
      amount: line.instalment,
      operator: 'airtel',
      phoneNumber,
      provider: 'simulator',
      status: 'successful',
      acknowledgedAt: at,
      settledAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const allocation: AllocationLine[] = [
      { instalment: line.number, component: 'interest', amount: line.interest },
      { instalment: line.number, component: 'principal', amount: line.principal },
    ];
    await postRepaymentEntry(tx, {
      loanId: loan.id,
      paymentId: payment.id,
      provider: payment.provider,
      amount: line.instalment,
      allocation: allocation.filter((a) => a.amount > 0),
      overpayment: 0,
      reference: payment.reference,
      at,
    });
  }
  await recordSchedule(tx, loan);
  await refreshLoanPosition(tx, loan, paidOut);
}
