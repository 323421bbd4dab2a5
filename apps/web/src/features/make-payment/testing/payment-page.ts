import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { screen } from '@testing-library/react';
import { createActiveLoan } from '../../../test/builders/loans';
import { LOAN_ID } from '../../../test/builders/payments';
import { createUser, type FakeReply, ok, signedInAs } from '../../../test/fake-api';

export const MY_LOANS = 'GET /api/loan-applications/my-loans';
export const DETECT = 'POST /api/mobile-network/detect';
export const PAY = 'POST /api/collections/mobile-money';
export const PAYMENTS = 'GET /api/payments';
export const CHANNELS = 'GET /api/payment-channels';

/** GET /api/payment-channels: every way open unless a test closes one. */
export const ALL_CHANNELS_OPEN = ok({
  collections: ['mtn', 'airtel', 'zamtel'],
  payouts: ['mtn', 'airtel', 'zamtel', 'bank'],
  demonstration: false,
});

/** The borrower's payable loan used by most tests: K1,200.50 outstanding. */
export function payableLoan(overrides: Partial<LoanView> = {}): LoanView {
  return createActiveLoan({ id: LOAN_ID, outstandingBalance: 1200.5, ...overrides });
}

/** 201 with the envelope, as the collections endpoint answers a new payment. */
export function created(data: unknown, msg = 'Payment initiated'): FakeReply {
  return { status: 201, body: { success: true, message: msg, msg, data } };
}

/** A signed-in borrower with the given loans; the detect call answers Airtel unless told otherwise. */
export function paymentPage(
  loans: LoanView[] = [payableLoan()],
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  return signedInAs(createUser(), {
    [MY_LOANS]: ok(loans),
    [DETECT]: ok({ detectedNetwork: 'airtel' }),
    [CHANNELS]: ALL_CHANNELS_OPEN,
    ...extra,
  });
}

export const amountBox = () => screen.getByRole('spinbutton', { name: 'Amount (K)' }) as HTMLInputElement;
export const phoneBox = () => screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
export const payNow = () =>
  screen.getByRole('button', { name: /^(Pay Now|Processing\.\.\.)$/ }) as HTMLButtonElement;
export const loanSelect = () => screen.getByRole('combobox', { name: 'Loan' }) as HTMLSelectElement;
