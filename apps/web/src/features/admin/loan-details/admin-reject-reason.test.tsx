import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { createLoan } from '../../../test/builders/loans';
import { createUser, ok, signedInAs } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { asAdmin, bodyOf, LOAN, PATH, preloadStaffLoanPage, STATUS } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const REASON = 'Your payslip does not show enough income for this amount.';
const rowValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Loan Information' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

/** docs/product.md §12.2: an optional reason when rejecting, beside SPEC's remark. */
describe('rejecting with a reason', () => {
  it('asks for an optional reason and sends it with the standard remark', async () => {
    const user = userEvent.setup();
    const rejected = {
      status: 'rejected',
      remarks: 'Loan was rejected after review.',
      rejectionReason: REASON,
    } as const;
    const api = asAdmin({
      [LOAN]: [ok(createAdminLoanView({ status: 'pending' })), ok(createAdminLoanView(rejected))],
      [STATUS]: ok({ id: 'loan-0001-aaaa', status: 'rejected' }, 'Loan status updated to Rejected.'),
    });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this loan?' }));
    const reason = dialog.getByLabelText('Reason (optional)');
    expect(document.activeElement).toBe(reason);
    await user.type(reason, REASON);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Loan status updated to Rejected.')).toBeTruthy();
    expect(bodyOf(api.calls(STATUS)[0])).toEqual({
      status: 'rejected',
      remarks: 'Loan was rejected after review.',
      reason: REASON,
    });
    await waitFor(() => expect(rowValue('Reason for not approving')).toBe(REASON));
    expect(rowValue('Remarks')).toBe('Loan was rejected after review.');
  });

  it('refuses a reason over 500 characters beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'pending' })) });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this loan?' }));
    await user.click(dialog.getByLabelText('Reason (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByText('Please keep the reason to 500 characters.')).toBeTruthy();
    expect(api.calls(STATUS)).toHaveLength(0);
  });

  it("shows the borrower staff's reason on the loan, beside the remark", async () => {
    signedInAs(createUser(), {
      'GET /api/loan-applications/loan-0001-aaaa': ok(
        createLoan({
          status: 'rejected',
          remarks: 'Loan was rejected after review.',
          rejectionReason: REASON,
        }),
      ),
    });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(rowValue('Remarks')).toBe('Loan was rejected after review.');
    expect(rowValue('Reason for not approving')).toBe(REASON);
  });
});
