import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView, createDisbursementEntry } from '../../../test/builders/admin-loans';
import { createPayment } from '../../../test/builders/payments';
import { ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { asAdmin, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const MARK = 'Simulated — no money moved';

/** A loan paid out and repaid once through the simulator, and once through real providers. */
const loanMovedBy = (provider: 'simulator' | 'mtn') =>
  createAdminLoanView({
    status: 'active',
    disbursementHistory: [createDisbursementEntry({ status: 'successful', provider })],
    paymentHistory: [createPayment({ status: 'successful', simulated: provider === 'simulator' })],
  });

describe('staff loan details: what the simulator handled is marked (docs/product.md §13.5, issue 39)', () => {
  it('marks a simulated payout and a simulated repayment, each in its own section', async () => {
    asAdmin({ [LOAN]: ok(loanMovedBy('simulator')) });
    renderWithSession(PATH);
    const payouts = await screen.findByRole('region', { name: 'Disbursement History' });
    expect(within(payouts).queryByText(MARK)).not.toBeNull();
    const payments = screen.getByRole('region', { name: 'Payment History' });
    expect(within(payments).queryByText(MARK)).not.toBeNull();
  });

  it('marks nothing a real provider moved', async () => {
    asAdmin({ [LOAN]: ok(loanMovedBy('mtn')) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Disbursement History' });
    expect(screen.queryByText(MARK)).toBeNull();
  });
});
