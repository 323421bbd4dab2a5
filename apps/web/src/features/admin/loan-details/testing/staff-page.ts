import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { createAdminLoanView, createDisbursementEntry } from '../../../../test/builders/admin-loans';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';
import { preloadPages } from '../../../../test/render-with-session';

/** For beforeAll: the app's pages, then the staff view, a lazy chunk of its own, compiled before any test's clock starts. */
export async function preloadStaffLoanPage() {
  await preloadPages();
  await import('../admin-loan-details');
}

/** The staff loan page and the calls it makes, for loan 'loan-0001-aaaa'. */
export const PATH = '/loan-details/loan-0001-aaaa';
export const LOAN = 'GET /api/loan-applications/admin/loan-0001-aaaa';
export const STATUS = 'PUT /api/loan-applications/admin/loan/loan-0001-aaaa/status';
export const INITIATE = 'PUT /api/loan-applications/admin/loan/loan-0001-aaaa/disburse/initiate';
export const CONFIRM = 'POST /api/loan-applications/admin/loan/loan-0001-aaaa/disburse/confirm';
/** What the API answers to an initiate. */
export const OTP_SENT = 'OTP sent to your email. Enter it to confirm the disbursement.';

export function asAdmin(routes: Record<string, FakeReply | FakeReply[]>) {
  return signedInAs(
    createUser({ id: 'staff-1', role: 'admin', firstName: 'Ada', lastName: 'Mulenga' }),
    routes,
  );
}

export const bodyOf = (call: { body?: unknown } | undefined) => JSON.parse(String(call?.body)) as unknown;

export const otpField = () => screen.getByLabelText('One-time password (OTP)') as HTMLInputElement;

/** Finds the text and checks it sits in an alert, so screen readers announce it. */
export async function alertText(text: string) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="alert"]')).not.toBeNull();
  return element;
}

export const initiated = (transactionId = 'KWL-TX-0001') =>
  ok({ transactionId, otpExpiresAt: '2026-11-22T08:15:00.000Z' }, OTP_SENT);

/** A loan waiting for the code of its last disbursement attempt. */
export const otpPendingLoan = (transactionId = 'KWL-TX-0001') =>
  createAdminLoanView({
    status: 'otp_pending',
    disbursementHistory: [createDisbursementEntry({ transactionId, reference: transactionId })],
  });

/** Opens the Initiate disbursement dialog once the page shows its button. */
export async function openInitiateDialog(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Initiate Disbursement' }));
}

/** Opens the dialog on an approved loan, confirms it and waits for the OTP step. */
export async function initiateFromApproved(user: UserEvent) {
  await openInitiateDialog(user);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await screen.findByText(OTP_SENT);
}
