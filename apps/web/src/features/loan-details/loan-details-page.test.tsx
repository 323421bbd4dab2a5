import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../test/builders/admin-loans';
import { createActiveLoan, createLoan } from '../../test/builders/loans';
import { createUser, fail, fakeApi, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { LoanDetailsPage } from './loan-details-page';

beforeAll(() => preloadPages());

const LOAN = 'GET /api/loan-applications/loan-0001-aaaa';
const PATH = '/loan-details/loan-0001-aaaa';

function rowValue(section: string, label: string) {
  const region = screen.getByRole('region', { name: section });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('LoanDetailsPage (borrower)', () => {
  it('shows the loan information, disbursement details, schedule and an empty payment history', async () => {
    const api = signedInAs(createUser(), {
      [LOAN]: ok(createActiveLoan({ remarks: 'Loan was approved.' })),
    });
    renderWithSession(PATH);
    expect(await screen.findByText('Loading loan details…')).toBeTruthy();
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(document.title).toBe('Loan Details | Kwacha Loans');
    expect(api.calls(LOAN)).toHaveLength(1);

    expect(rowValue('Loan Information', 'Amount')).toBe('K1,500.50');
    expect(rowValue('Loan Information', 'Purpose')).toBe('School fees');
    expect(rowValue('Loan Information', 'Product')).toBe('Personal Loan');
    expect(rowValue('Loan Information', 'Duration')).toBe('6 months');
    expect(rowValue('Loan Information', 'Application Date')).toBe('21 November 2026');
    expect(rowValue('Loan Information', 'Status')).toBe('Active');
    expect(rowValue('Loan Information', 'Repayment Amount')).toBe('K1,650.00');
    expect(rowValue('Loan Information', 'Outstanding Balance')).toBe('K1,200.00');
    expect(rowValue('Loan Information', 'Disbursement Date')).toBe('22 November 2026');
    expect(rowValue('Loan Information', 'Remarks')).toBe('Loan was approved.');

    expect(rowValue('Disbursement Details', 'Method')).toBe('Mobile money');
    expect(rowValue('Disbursement Details', 'Provider')).toBe('MTN');
    expect(rowValue('Disbursement Details', 'Mobile Number')).toBe('+260961234567');

    const schedule = screen.getByRole('table');
    const [, firstLine] = within(schedule).getAllByRole('row');
    expect(
      within(firstLine as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['21 December 2026', 'K275.00', 'K237.49', 'K37.51', 'K1,263.01', 'Upcoming']);
    expect(
      within(screen.getByRole('region', { name: 'Payment History' })).getByText('No payments yet.'),
    ).toBeTruthy();
  });

  it.each(['pending', 'approved', 'disbursement_failed', 'cancelled'] as const)(
    'shows a %s loan no schedule and nothing owed: no money was paid out',
    async (status) => {
      // As the server answers before payout (docs/product.md §4.9).
      signedInAs(createUser(), { [LOAN]: ok(createLoan({ status })) });
      renderWithSession(PATH);
      await screen.findByRole('region', { name: 'Loan Information' });
      const information = screen.getByRole('region', { name: 'Loan Information' });
      expect(within(information).queryByText('Repayment Amount')).toBeNull();
      expect(within(information).queryByText('Outstanding Balance')).toBeNull();
      expect(rowValue('Loan Information', 'Disbursement Date')).toBe('Not yet disbursed');
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText('No schedule yet.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Pay with Mobile Money' })).toBeNull();
    },
  );

  it('shows bank account details for a bank disbursement', async () => {
    signedInAs(createUser(), {
      [LOAN]: ok(
        createLoan({
          disbursementMethod: 'bank_account',
          mobileMoneyProvider: null,
          mobileMoneyNumber: null,
          bankName: 'Zanaco',
          bankAccountName: 'Chanda Mwila',
          bankAccountNumber: '0123456789',
        }),
      ),
    });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Disbursement Details' });
    expect(rowValue('Disbursement Details', 'Method')).toBe('Bank account');
    expect(rowValue('Disbursement Details', 'Bank')).toBe('Zanaco');
    expect(rowValue('Disbursement Details', 'Account Name')).toBe('Chanda Mwila');
    expect(rowValue('Disbursement Details', 'Account Number')).toBe('0123456789');
    expect(screen.queryByText('Mobile Number')).toBeNull();
  });

  it.each(['active', 'overdue'] as const)(
    'offers Pay with Mobile Money for an %s loan, preselecting it',
    async (status) => {
      signedInAs(createUser(), {
        [LOAN]: ok(createActiveLoan({ status })),
        [`${LOAN}/payoff-quote`]: fail(
          409,
          'LOAN_NOT_PAYABLE',
          'Only an active or overdue loan can be paid off.',
        ),
      });
      const { router } = renderWithSession(PATH);
      const pay = await screen.findByRole('link', { name: 'Pay with Mobile Money' });
      expect(rowValue('Loan Information', 'Disbursement Date')).toBe('22 November 2026');
      await userEvent.setup().click(pay);
      await waitFor(() => expect(router.state.location.pathname).toBe('/make-payment'));
      expect((router.state.location.state as { loan: { id: string } }).loan.id).toBe('loan-0001-aaaa');
    },
  );

  it.each(['approved', 'paid', 'disbursed'] as const)('has no pay button for a %s loan', async (status) => {
    signedInAs(createUser(), { [LOAN]: ok(createLoan({ status })) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(screen.queryByRole('link', { name: 'Pay with Mobile Money' })).toBeNull();
  });

  it('says Loan not found. on 404', async () => {
    signedInAs(createUser(), { [LOAN]: fail(404, 'LOAN_NOT_FOUND', 'Loan not found.') });
    renderWithSession(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe('Loan not found.');
  });

  it('shows the generic failure for other errors', async () => {
    signedInAs(createUser(), { [LOAN]: fail(500, 'INTERNAL', 'Database exploded') });
    renderWithSession(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load loan details. Please try again.',
    );
  });

  it('logs out on 403', async () => {
    signedInAs(createUser(), { [LOAN]: fail(403, 'FORBIDDEN', 'Forbidden') });
    const { router } = renderWithSession(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not need a verified e-mail', async () => {
    signedInAs(createUser({ isEmailVerified: false }), { [LOAN]: ok(createLoan()) });
    renderWithSession(PATH);
    expect(await screen.findByRole('region', { name: 'Loan Information' })).toBeTruthy();
  });

  it('goes back one step in history', async () => {
    signedInAs(createUser(), {
      [LOAN]: ok(createLoan()),
      'GET /api/loan-applications/my-loans': ok([createLoan()]),
    });
    const { router } = renderWithSession('/my-loans');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'View Details' }));
    await screen.findByRole('region', { name: 'Loan Information' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-loans'));
  });
});

describe('LoanDetailsPage (other roles)', () => {
  it.each(['admin', 'superuser'] as const)(
    'gives a %s the staff view from the admin endpoint',
    async (role) => {
      const api = signedInAs(createUser({ role }), {
        'GET /api/loan-applications/admin/loan-0001-aaaa': ok(createAdminLoanView()),
      });
      renderWithSession(PATH);
      await screen.findByRole('region', { name: 'User Information' });
      expect(api.calls(LOAN)).toHaveLength(0);
      expect(screen.queryByText('Unauthorized role to view loan details.')).toBeNull();
    },
  );

  it("tells anyone else 'Unauthorized role to view loan details.'", async () => {
    const api = fakeApi({});
    renderWithSession(PATH, { appRoutes: [{ path: '/loan-details/:id', Component: LoanDetailsPage }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized role to view loan details.');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
