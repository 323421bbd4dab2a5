import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { disbursed, informationRows, paidOffEarly } from '../../../test/builders/loan-amounts';
import { createUser, ok, signedInAs } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const PATH = '/loan-details/loan-0001-aaaa';
const STAFF_LOAN = 'GET /api/loan-applications/admin/loan-0001-aaaa';

describe('staff loan details: what was paid, waived and owed (docs/product.md §4.9)', () => {
  it('a disbursed loan is not yet owed; a loan paid off early shows what was repaid and waived', async () => {
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
});
