import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { createUser, ok, signedInAs } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { OWN_LOAN_NOTE } from './components/own-loan-note';
import { asAdmin, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

// docs/product.md §14.2: the server refuses staff any action on their own loan (OWN_LOAN_FORBIDDEN).
describe('LoanDetailsPage (staff): their own loan', () => {
  it.each(['pending', 'approved', 'disbursement_failed'] as const)(
    'shows a %s loan of their own with a note instead of the action buttons',
    async (status) => {
      const loan = createAdminLoanView({ status });
      signedInAs(createUser({ id: loan.user.id, role: 'admin' }), { [LOAN]: ok(loan) });
      renderWithSession(PATH);
      const actions = await screen.findByRole('region', { name: 'Actions' });
      expect(within(actions).queryAllByRole('button')).toEqual([]);
      expect(within(actions).getByRole('note').textContent).toBe(OWN_LOAN_NOTE);
    },
  );

  it("keeps the buttons on someone else's loan", async () => {
    asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'pending' })) });
    renderWithSession(PATH);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).getAllByRole('button').length).toBeGreaterThan(0);
    expect(screen.queryByText(OWN_LOAN_NOTE)).toBeNull();
  });
});
