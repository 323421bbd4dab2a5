import type { LoanScheduleLine, LoanView } from '@kwacha/shared/loans/loan-view';
import { screen, within } from '@testing-library/react';

// Loans whose amounts tell more than the schedule: paid off early, or paid out and not yet confirmed
// (docs/product.md §4.9), for the borrower's and the staff's loan details alike.

export const line = (number: number, standing: Partial<LoanScheduleLine>): LoanScheduleLine => ({
  number,
  dueDate: `2026-${String(number + 11).padStart(2, '0')}-21`,
  instalment: 181.55,
  principal: 156.55,
  interest: 25,
  balanceAfter: 843.45,
  status: 'paid',
  daysOverdue: null,
  ...standing,
});

/**
 * K1,089.30 scheduled; instalment 1 paid, then paid off early: 10.89 of instalment 2's interest and all
 * of the rest (28.00 here) waived, 38.89 in all, so 1,089.30 − 38.89 = 1,050.41 was repaid.
 */
export const paidOffEarly: Partial<Omit<LoanView, 'disbursementHistory'>> = {
  status: 'paid',
  repaymentAmount: 1089.3,
  repaidInAll: 1050.41,
  interestWaived: 38.89,
  outstandingBalance: 0,
  disbursementDate: '2026-11-21T10:00:00.000Z',
  schedule: [
    line(1, { status: 'paid' }),
    line(2, { status: 'closed_early', interest: 21.09, interestWaived: 10.89 }),
    line(3, { status: 'closed_early', interest: 28, interestWaived: 28 }),
  ],
};

/** The money was sent and is not confirmed yet: nothing is owed. */
export const disbursed: Partial<Omit<LoanView, 'disbursementHistory'>> = {
  status: 'disbursed',
  repaymentAmount: 1089.3,
  outstandingBalance: 0,
  disbursementDate: '2026-11-21T10:03:00.000Z',
  schedule: [line(1, { status: 'upcoming' })],
};

export function informationRows() {
  const region = screen.getByRole('region', { name: 'Loan Information' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}
