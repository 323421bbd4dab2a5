import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { fail, ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { alertText, asAdmin, INITIATE, LOAN, PATH, preloadStaffLoanPage, STATUS } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

/**
 * Asks for `action` on a loan in `status`; the server (`route`) refuses it for identity documents, and the
 * page keeps its sentence (`alert`) on screen with a link to the borrower's identity check.
 */
async function expectIdentityRefusal(
  status: 'approved' | 'pending',
  route: string,
  message: string,
  action: string,
  alert: string,
) {
  const user = userEvent.setup();
  asAdmin({ [LOAN]: ok(createAdminLoanView({ status })), [route]: fail(409, 'KYC_NOT_APPROVED', message) });
  renderWithSession(PATH);
  await user.click(await screen.findByRole('button', { name: action }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await alertText(alert);
  expect(screen.getByRole('link', { name: "Open this borrower's identity check" }).getAttribute('href')).toBe(
    '/admin-dashboard/identity-checks/user-1',
  );
}

describe('LoanDetailsPage (staff): disbursement refused for identity documents (docs/product.md §20)', () => {
  it("shows the server's message and a link to the borrower's identity check", async () => {
    await expectIdentityRefusal(
      'approved',
      INITIATE,
      KYC_MESSAGES.notApproved,
      'Initiate Disbursement',
      "This borrower's identity documents are not approved yet. Approve them in Identity checks before disbursing.",
    );
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
  });
});

describe('LoanDetailsPage (staff): approval refused for identity documents (docs/product.md §20.5)', () => {
  it("keeps the server's refusal on screen with a link to the borrower's identity check", async () => {
    await expectIdentityRefusal(
      'pending',
      STATUS,
      KYC_MESSAGES.notApprovedForDecision,
      'Approve',
      "This borrower's identity documents are not approved yet. Approve them in Identity checks before approving the loan.",
    );
    // The loan was not approved: the decisions are still offered.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
