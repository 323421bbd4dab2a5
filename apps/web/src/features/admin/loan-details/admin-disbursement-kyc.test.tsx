import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { alertText, asAdmin, INITIATE, LOAN, PATH, STATUS } from './testing/staff-page';

beforeAll(async () => {
  await preloadPages();
  await import('./admin-loan-details');
});

describe('LoanDetailsPage (staff): disbursement refused for identity documents (docs/product.md §20)', () => {
  it("shows the server's message and a link to the borrower's identity check", async () => {
    const user = userEvent.setup();
    asAdmin({
      [LOAN]: ok(createAdminLoanView({ status: 'approved' })),
      [INITIATE]: fail(409, 'KYC_NOT_APPROVED', KYC_MESSAGES.notApproved),
    });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Initiate Disbursement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await alertText(
      "This borrower's identity documents are not approved yet. Approve them in Identity checks before disbursing.",
    );
    expect(
      screen.getByRole('link', { name: "Open this borrower's identity check" }).getAttribute('href'),
    ).toBe('/admin-dashboard/identity-checks/user-1');
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
  });
});

describe('LoanDetailsPage (staff): approval refused for identity documents (docs/product.md §20.5)', () => {
  it("keeps the server's refusal on screen with a link to the borrower's identity check", async () => {
    const user = userEvent.setup();
    asAdmin({
      [LOAN]: ok(createAdminLoanView({ status: 'pending' })),
      [STATUS]: fail(409, 'KYC_NOT_APPROVED', KYC_MESSAGES.notApprovedForDecision),
    });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await alertText(
      "This borrower's identity documents are not approved yet. Approve them in Identity checks before approving the loan.",
    );
    expect(
      screen.getByRole('link', { name: "Open this borrower's identity check" }).getAttribute('href'),
    ).toBe('/admin-dashboard/identity-checks/user-1');
    // The loan was not approved: the decisions are still offered.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
