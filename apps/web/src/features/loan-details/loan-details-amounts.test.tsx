import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RepaymentSchedule } from '../../components/loans/repayment-schedule';
import { setLanguage } from '../../lib/i18n/language-store';
import { disbursed, informationRows, line, paidOffEarly } from '../../test/builders/loan-amounts';
import { createLoan } from '../../test/builders/loans';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const PATH = '/loan-details/loan-0001-aaaa';
const BORROWER_LOAN = 'GET /api/loan-applications/loan-0001-aaaa';

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

  it('says an instalment closed early in Chinyanja', async () => {
    await act(() => setLanguage('ny'));
    render(<RepaymentSchedule schedule={[line(1, { status: 'closed_early', interestWaived: 10.89 })]} />);
    expect(statuses()).toEqual(['Latsekedwa msanga: chiwongola dzanja cha K10.89 chachotsedwa']);
    await act(() => setLanguage('en'));
  });
});
