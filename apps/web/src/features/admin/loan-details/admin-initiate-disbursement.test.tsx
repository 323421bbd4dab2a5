import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { fail, ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { SETTLING_POLL_MS } from './api/get-admin-loan';
import {
  alertText,
  asAdmin,
  bodyOf,
  INITIATE,
  initiated,
  LOAN,
  OTP_SENT,
  openInitiateDialog,
  otpField,
  otpPendingLoan,
  PATH,
  preloadStaffLoanPage,
} from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

afterEach(() => {
  vi.useRealTimers();
});

describe('LoanDetailsPage (staff): initiate disbursement', () => {
  it('confirms the amount received, the method and the wallet, then shows the OTP step', async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: [ok(createAdminLoanView({ status: 'approved' })), ok(otpPendingLoan())],
      [INITIATE]: initiated(),
    });
    renderWithSession(PATH);
    await openInitiateDialog(user);
    const dialog = screen.getByRole('dialog', { name: 'Initiate disbursement?' });
    expect(dialog.textContent).toContain('Amount: K1,425.47 (after the K75.03 service fee).');
    expect(dialog.textContent).toContain('Method: Mobile money.');
    expect(dialog.textContent).toContain('Destination: MTN +260961234567.');
    expect(api.calls(INITIATE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(OTP_SENT)).toBeTruthy();
    expect(bodyOf(api.calls(INITIATE)[0])).toEqual({
      amount: 1425.47,
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'mtn',
      mobileMoneyNumber: '+260961234567',
      bankName: null,
      bankAccountName: null,
      bankAccountNumber: null,
      bankCode: null,
    });
    const field = otpField();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText(/It expires at 10:15\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Initiate Disbursement' })).toBeNull();
    // The reload brings otp_pending; the step keeps the server's message rather than the restored one.
    await waitFor(() => expect(api.calls(LOAN)).toHaveLength(2));
    expect(screen.getByText(OTP_SENT)).toBeTruthy();
    expect(screen.queryByText('Initial disbursement successful! Please enter OTP to confirm.')).toBeNull();
  });

  it('shows the bank, account name and account number for a bank disbursement', async () => {
    const user = userEvent.setup();
    asAdmin({
      [LOAN]: ok(
        createAdminLoanView({
          status: 'disbursement_failed',
          disbursementMethod: 'bank_account',
          mobileMoneyProvider: null,
          mobileMoneyNumber: null,
          bankName: 'Zanaco',
          bankAccountName: 'Chanda Mwila',
          bankAccountNumber: '0123456789',
          bankCode: 'ZNCO',
        }),
      ),
    });
    renderWithSession(PATH);
    await openInitiateDialog(user);
    expect(screen.getByRole('dialog').textContent).toContain(
      'Method: Bank account. Destination: Zanaco, account name Chanda Mwila, account number 0123456789.',
    );
  });

  it("shows the server's refusal, else 'Failed to initiate disbursement. Please try again.'", async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(createAdminLoanView({ status: 'approved' })),
      [INITIATE]: [
        fail(409, 'ILLEGAL_TRANSITION', 'This loan cannot be disbursed now.'),
        fail(500, 'INTERNAL'),
      ],
    });
    renderWithSession(PATH);
    await openInitiateDialog(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await alertText('This loan cannot be disbursed now.');

    await user.click(screen.getByRole('button', { name: 'Initiate Disbursement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await alertText('Failed to initiate disbursement. Please try again.');
    expect(api.calls(INITIATE)).toHaveLength(2);
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
  });

  it("refuses an amount that is not a number: 'Invalid disbursement amount'", async () => {
    const user = userEvent.setup();
    const api = asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'approved', amountReceived: 0 })) });
    renderWithSession(PATH);
    await openInitiateDialog(user);
    await alertText('Invalid disbursement amount');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(INITIATE)).toHaveLength(0);
  });
});

describe('LoanDetailsPage (staff): settling', () => {
  it('asks again while the transfer settles, and stops once the loan is active', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = asAdmin({
      [LOAN]: [
        ok(createAdminLoanView({ status: 'disbursed' })),
        ok(createAdminLoanView({ status: 'disbursement_pending' })),
        ok(createAdminLoanView({ status: 'active' })),
      ],
    });
    renderWithSession(PATH);
    await screen.findByText(/The money is on its way to the borrower\./);
    expect(api.calls(LOAN)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(SETTLING_POLL_MS));
    await screen.findByText(/waiting for the provider to confirm it/);
    await act(() => vi.advanceTimersByTimeAsync(SETTLING_POLL_MS));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Loan Information' })).getByText('Active'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SETTLING_POLL_MS * 3));
    expect(api.calls(LOAN)).toHaveLength(3);
  });
});
