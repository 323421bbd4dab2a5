import type { LoanScheduleLine, LoanView } from '@kwacha/shared/loans/loan-view';

/** The loan's schedule as quoted: what staff see as planned before payout, and the borrower after it. */
export const PLANNED_SCHEDULE: readonly LoanScheduleLine[] = [
  {
    number: 1,
    dueDate: '2026-12-21',
    instalment: 275,
    principal: 237.49,
    interest: 37.51,
    balanceAfter: 1263.01,
    status: null,
    daysOverdue: null,
  },
];

/**
 * A borrower's loan as the API returns it; override what a test is about. Pending by default, so nothing
 * is owed and no schedule shown (docs/product.md §4.9).
 */
export function createLoan(overrides: Partial<LoanView> = {}): LoanView {
  return {
    id: 'loan-0001-aaaa',
    productId: 'personal',
    productName: 'Personal Loan',
    amount: 1500.5,
    purpose: 'School fees',
    duration: 6,
    status: 'pending',
    applicationDate: '2026-11-21T08:30:00.000Z',
    repaymentAmount: null,
    repaidInAll: null,
    interestWaived: null,
    outstandingBalance: 0,
    nextPaymentAmount: null,
    nextPaymentDate: null,
    disbursementDate: null,
    remarks: null,
    rejectionReason: null,
    serviceFee: 75.03,
    amountReceived: 1425.47,
    monthlyInstalment: 275,
    monthlyRatePercent: 2.5,
    disbursementMethod: 'mobile_money',
    mobileMoneyProvider: 'mtn',
    mobileMoneyNumber: '+260961234567',
    bankName: null,
    bankAccountName: null,
    bankAccountNumber: null,
    bankCode: null,
    schedule: [],
    disbursementHistory: [],
    paymentHistory: [],
    ...overrides,
  };
}

/** An active loan with something owed and its next instalment due on the given date. */
export function createActiveLoan(overrides: Partial<LoanView> = {}): LoanView {
  return createLoan({
    status: 'active',
    repaymentAmount: 1650,
    schedule: PLANNED_SCHEDULE.map((line) => ({ ...line, status: 'upcoming' })),
    outstandingBalance: 1200,
    nextPaymentAmount: 275,
    nextPaymentDate: '2099-01-21',
    disbursementDate: '2026-11-22T10:00:00.000Z',
    ...overrides,
  });
}
