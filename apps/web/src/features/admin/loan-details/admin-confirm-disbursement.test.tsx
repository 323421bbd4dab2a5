import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView, createDisbursementEntry } from '../../../test/builders/admin-loans';
import { fail, ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import {
  alertText,
  asAdmin,
  bodyOf,
  CONFIRM,
  INITIATE,
  initiated,
  initiateFromApproved,
  LOAN,
  OTP_SENT,
  otpField,
  otpPendingLoan,
  PATH,
  preloadStaffLoanPage,
} from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

describe('LoanDetailsPage (staff): confirm with the OTP', () => {
  it("refuses 5 digits with 'Please enter a valid 6-digit OTP.' and sends nothing", async () => {
    const user = userEvent.setup();
    const api = asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'approved' })), [INITIATE]: initiated() });
    renderWithSession(PATH);
    await initiateFromApproved(user);
    await user.type(otpField(), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));
    await alertText('Please enter a valid 6-digit OTP.');
    expect(otpField().getAttribute('aria-invalid')).toBe('true');
    expect(otpField().getAttribute('aria-describedby')).toContain(
      screen.getByText('Please enter a valid 6-digit OTP.').id,
    );
    expect(document.activeElement).toBe(otpField());
    expect(api.calls(CONFIRM)).toHaveLength(0);
  });

  it("sends {transactionId, otp}, toasts 'Disbursement confirmed successfully!' and reloads", async () => {
    const user = userEvent.setup();
    const disbursed = createAdminLoanView({
      status: 'disbursed',
      disbursementHistory: [createDisbursementEntry({ status: 'processing', otpExpiresAt: null })],
    });
    const api = asAdmin({
      [LOAN]: [ok(createAdminLoanView({ status: 'approved' })), ok(otpPendingLoan()), ok(disbursed)],
      [INITIATE]: initiated(),
      [CONFIRM]: ok({ loanApplication: disbursed }, 'Disbursement confirmed successfully!'),
    });
    renderWithSession(PATH);
    await initiateFromApproved(user);
    await user.type(otpField(), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));

    expect(await screen.findByText('Disbursement confirmed successfully!')).toBeTruthy();
    expect(screen.getByText('Loan successfully disbursed! Funds should reflect shortly.')).toBeTruthy();
    expect(api.calls(CONFIRM)).toHaveLength(1);
    expect(bodyOf(api.calls(CONFIRM)[0])).toEqual({ transactionId: 'KWL-TX-0001', otp: '482913' });
    const status = within(screen.getByRole('region', { name: 'Loan Information' })).getByText('Disbursed');
    expect(status).toBeTruthy();
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
    expect(screen.getByText(/The money is on its way to the borrower\./)).toBeTruthy();
  });

  it('says what the server said when the provider has not answered yet (202)', async () => {
    const user = userEvent.setup();
    const pending = createAdminLoanView({ status: 'disbursement_pending' });
    const unconfirmed =
      'The disbursement is confirmed, but the payment provider has not confirmed the transfer yet. It will be reconciled automatically.';
    asAdmin({
      [LOAN]: [ok(otpPendingLoan()), ok(pending)],
      [CONFIRM]: {
        status: 202,
        body: { success: true, message: unconfirmed, data: { loanApplication: pending } },
      },
    });
    renderWithSession(PATH);
    await user.type(await screen.findByLabelText('One-time password (OTP)'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));
    expect(await screen.findByText('Disbursement confirmed successfully!')).toBeTruthy();
    expect(screen.getByText(unconfirmed)).toBeTruthy();
    expect(screen.queryByText('Loan successfully disbursed! Funds should reflect shortly.')).toBeNull();
    expect(screen.getByText(/waiting for the provider to confirm it/)).toBeTruthy();
  });

  it("keeps the step and shows the server's message for a wrong code", async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(otpPendingLoan()),
      [CONFIRM]: [
        fail(400, 'OTP_INCORRECT', 'The OTP is incorrect. 4 attempts left.'),
        fail(500, 'INTERNAL'),
      ],
    });
    renderWithSession(PATH);
    await user.type(await screen.findByLabelText('One-time password (OTP)'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));
    await alertText('The OTP is incorrect. 4 attempts left.');
    expect(otpField()).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));
    await alertText('Failed to confirm disbursement. Please try again.');
    expect(otpField()).toBeTruthy();
    expect(api.calls(CONFIRM)).toHaveLength(2);
  });

  it('ends the step and reloads when the transfer failed (422)', async () => {
    const user = userEvent.setup();
    const failed = createAdminLoanView({
      status: 'disbursement_failed',
      disbursementHistory: [
        createDisbursementEntry({
          status: 'failed',
          reasonForFailure: 'Payee not found',
          otpExpiresAt: null,
        }),
      ],
    });
    asAdmin({
      [LOAN]: [ok(otpPendingLoan()), ok(failed)],
      [CONFIRM]: fail(422, 'DISBURSEMENT_FAILED', 'The transfer failed: payee not found.'),
    });
    renderWithSession(PATH);
    await user.type(await screen.findByLabelText('One-time password (OTP)'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));
    await alertText('The transfer failed: payee not found.');
    expect(await screen.findByRole('button', { name: 'Initiate Disbursement' })).toBeTruthy();
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
  });

  it("restores the step: 'Initial disbursement successful! Please enter OTP to confirm.'", async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(otpPendingLoan('KWL-TX-0042')),
      [CONFIRM]: ok({ loanApplication: createAdminLoanView({ status: 'disbursed' }) }),
    });
    renderWithSession(PATH);
    expect(
      await screen.findByText('Initial disbursement successful! Please enter OTP to confirm.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Initiate Disbursement' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(otpField()));
    await user.type(otpField(), '482913{Enter}');
    await screen.findByText('Disbursement confirmed successfully!');
    expect(bodyOf(api.calls(CONFIRM)[0])).toEqual({ transactionId: 'KWL-TX-0042', otp: '482913' });
  });

  it('does not restore the step when the last attempt is not waiting for a code', async () => {
    asAdmin({
      [LOAN]: ok(
        createAdminLoanView({
          status: 'otp_pending',
          disbursementHistory: [createDisbursementEntry({ status: 'cancelled', otpExpiresAt: null })],
        }),
      ),
    });
    renderWithSession(PATH);
    expect(await screen.findByRole('button', { name: 'Initiate Disbursement' })).toBeTruthy();
    expect(screen.queryByText('Initial disbursement successful! Please enter OTP to confirm.')).toBeNull();
  });

  it('sends a new code on request and confirms with the new transaction', async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(otpPendingLoan('KWL-TX-0001')),
      [INITIATE]: initiated('KWL-TX-0002'),
      [CONFIRM]: ok({ loanApplication: createAdminLoanView({ status: 'disbursed' }) }),
    });
    renderWithSession(PATH);
    await user.type(await screen.findByLabelText('One-time password (OTP)'), '111');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(OTP_SENT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(INITIATE)).toHaveLength(1);
    expect(otpField().value).toBe('');
    await user.type(otpField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Disbursement' }));
    await screen.findByText('Disbursement confirmed successfully!');
    expect(bodyOf(api.calls(CONFIRM)[0])).toEqual({ transactionId: 'KWL-TX-0002', otp: '654321' });
  });
});
