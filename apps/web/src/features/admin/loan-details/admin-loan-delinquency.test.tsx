import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { asAdmin, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const arrearsRows = () => {
  const region = screen.getByRole('region', { name: 'Arrears' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

describe('staff loan details: days past due and the delinquency bucket (docs/product.md §13.4)', () => {
  it('shows the days past due and the bucket of a loan past due', async () => {
    asAdmin({
      [LOAN]: ok(
        createAdminLoanView({
          status: 'overdue',
          delinquency: { daysPastDue: 31, bucket: 2, bucketLabel: '31–60 days' },
        }),
      ),
    });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Arrears' });
    expect(arrearsRows()).toEqual({ 'Days past due': '31 days', 'Delinquency bucket': '31–60 days' });
  });

  it('says nothing is past due for a current loan, with no bucket', async () => {
    asAdmin({
      [LOAN]: ok(
        createAdminLoanView({
          status: 'active',
          delinquency: { daysPastDue: 0, bucket: null, bucketLabel: null },
        }),
      ),
    });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Arrears' });
    expect(arrearsRows()).toEqual({ 'Days past due': 'None: nothing is past due' });
  });

  it('shows no arrears before the money is paid out', async () => {
    asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'pending', delinquency: null })) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(screen.queryByRole('region', { name: 'Arrears' })).toBeNull();
  });
});
