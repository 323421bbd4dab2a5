import type { LoanScheduleLine, LoanView } from '@kwacha/shared/loans/loan-view';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RepaymentSchedule } from '../../components/loans/repayment-schedule';
import { setLanguage } from '../../lib/i18n/language-store';
import { createAdminLoanView } from '../../test/builders/admin-loans';
import { createLoan } from '../../test/builders/loans';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(async () => {
  await preloadPages();
  await import('../admin/loan-details/admin-loan-details');
});

const PATH = '/loan-details/loan-0001-aaaa';
const BORROWER_LOAN = 'GET /api/loan-applications/loan-0001-aaaa';
const STAFF_LOAN = 'GET /api/loan-applications/admin/loan-0001-aaaa';

const line = (number: number, standing: Partial<LoanScheduleLine>): LoanScheduleLine => ({
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
const paidOffEarly: Partial<Omit<LoanView, 'disbursementHistory'>> = {
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
const disbursed: Partial<Omit<LoanView, 'disbursementHistory'>> = {
  status: 'disbursed',
  repaymentAmount: 1089.3,
  outstandingBalance: 0,
  disbursementDate: '2026-11-21T10:03:00.000Z',
  schedule: [line(1, { status: 'upcoming' })],
};

function informationRows() {
  const region = screen.getByRole('region', { name: 'Loan Information' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

const statuses = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

describe('loan details: what was paid, waived and owed (docs/product.md §2.9, §4.9)', () => {
  it('a loan paid off early: repaid in all and the interest waived beside the amount as scheduled', async () => {
    signedInAs(createUser(), { [BORROWER_LOAN]: ok(createLoan(paidOffEarly)) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(informationRows()).toMatchObject({
      'Repayment Amount (as scheduled)': 'K1,089.30',
      'Interest waived (early payoff)': 'K38.89',
      'Repaid in all': 'K1,050.41',
      'Outstanding Balance': 'K0.00',
    });
    expect(informationRows()).not.toHaveProperty('Repayment Amount');
    // Paid only where it was paid; the instalments whose interest was let off say so, with how much.
    expect(statuses()).toEqual([
      'Paid',
      'Closed early: K10.89 interest waived',
      'Closed early: K28.00 interest waived',
    ]);
  });

  it('a loan repaid on schedule: the repayment amount and what was repaid in all, nothing waived', async () => {
    signedInAs(createUser(), {
      [BORROWER_LOAN]: ok(
        createLoan({ ...paidOffEarly, repaidInAll: 1089.3, interestWaived: null, schedule: [line(1, {})] }),
      ),
    });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(informationRows()).toMatchObject({
      'Repayment Amount': 'K1,089.30',
      'Repaid in all': 'K1,089.30',
    });
    expect(informationRows()).not.toHaveProperty('Interest waived (early payoff)');
  });

  it('a disbursed loan: the borrower owes nothing yet, and is not told K0.00', async () => {
    signedInAs(createUser(), { [BORROWER_LOAN]: ok(createLoan(disbursed)) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(informationRows()).toMatchObject({
      'Repayment Amount': 'K1,089.30',
      'Outstanding Balance': 'Not yet owed: payout being confirmed',
    });
  });

  it('staff: a disbursed loan is not yet owed; a loan paid off early shows what was repaid and waived', async () => {
    const staff = createUser({ id: 'staff-1', role: 'admin' });
    signedInAs(staff, { [STAFF_LOAN]: ok(createAdminLoanView(disbursed)) });
    const first = renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(informationRows()['Outstanding Balance']).toBe('Not yet owed: payout being confirmed');
    first.unmount();

    signedInAs(staff, { [STAFF_LOAN]: ok(createAdminLoanView(paidOffEarly)) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(informationRows()).toMatchObject({
      'Repayment Amount (as scheduled)': 'K1,089.30',
      'Interest waived (early payoff)': 'K38.89',
      'Repaid in all': 'K1,050.41',
    });
  });

  it('says an instalment closed early in Chinyanja', async () => {
    await act(() => setLanguage('ny'));
    render(<RepaymentSchedule schedule={[line(1, { status: 'closed_early', interestWaived: 10.89 })]} />);
    expect(statuses()).toEqual(['Latsekedwa msanga: chiwongola dzanja cha K10.89 chachotsedwa']);
    await act(() => setLanguage('en'));
  });
});
