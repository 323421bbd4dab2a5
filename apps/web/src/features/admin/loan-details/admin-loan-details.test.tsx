import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminLoanView,
  createAuditEntry,
  createDisbursementEntry,
} from '../../../test/builders/admin-loans';
import { createUser, fail, heldResponse, ok, signedInAs } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { alertText, asAdmin, bodyOf, LOAN, PATH, preloadStaffLoanPage, STATUS } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

function rowValue(section: string, label: string) {
  const region = screen.getByRole('region', { name: section });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const actionButtons = () => {
  const region = screen.queryByRole('region', { name: 'Actions' });
  return region
    ? within(region)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

describe('LoanDetailsPage (staff): information', () => {
  it.each(['admin', 'superuser'] as const)('shows a %s every staff section', async (role) => {
    const api = signedInAs(createUser({ role }), {
      [LOAN]: ok(
        createAdminLoanView({
          status: 'disbursement_failed',
          disbursementHistory: [
            createDisbursementEntry({
              status: 'failed',
              reference: 'KWL-TX-0001',
              transactionId: 'KWL-TX-0001',
              reasonForFailure: 'Payee not found',
              otpExpiresAt: null,
            }),
          ],
          auditTrail: [
            createAuditEntry(),
            createAuditEntry({
              id: 2,
              action: 'disbursement.failed',
              actor: null,
              timestamp: '2026-11-22T08:06:00.000Z',
              before: { status: 'otp_pending' },
              after: { status: 'disbursement_failed' },
            }),
          ],
        }),
      ),
    });
    renderWithSession(PATH);
    expect(await screen.findByText('Loading loan details…')).toBeTruthy();
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(api.calls(LOAN)).toHaveLength(1);
    expect(api.calls('GET /api/loan-applications/loan-0001-aaaa')).toHaveLength(0);
    expect(screen.queryByText('Staff view of loan details arrives with the staff tools.')).toBeNull();

    expect(rowValue('Loan Information', 'Amount')).toBe('K1,500.50');
    expect(rowValue('Loan Information', 'Status')).toBe('Disbursement failed');
    expect(rowValue('User Information', 'Username')).toBe('chanda.mwila');
    expect(rowValue('User Information', 'Email')).toBe('chanda@example.com');
    expect(rowValue('User Information', 'Phone')).toBe('+260971234567');
    expect(rowValue('User Information', 'Full Name')).toBe('Chanda Mwila');
    expect(rowValue('User Information', 'NRC Number')).toBe('123456/78/1');
    expect(rowValue('Disbursement Details', 'Provider')).toBe('MTN');

    const history = screen.getByRole('region', { name: 'Disbursement History' });
    const attempt = within(history).getByRole('listitem', { name: 'Failed disbursement of K1,425.47' });
    const value = (label: string) =>
      within(attempt).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(attempt).getByText('Failed')).toBeTruthy();
    expect(value('Reference')).toBe('KWL-TX-0001');
    expect(value('Time')).toBe('22 November 2026, 10:05');
    expect(value('Destination')).toBe('MTN +260961234567');
    expect(value('Initiated By')).toBe('Ada Mulenga');
    expect(value('Reason for Failure')).toBe('Payee not found');

    expect(
      within(screen.getByRole('region', { name: 'Payment History' })).getByText('No payments yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();

    const audit = within(screen.getByRole('region', { name: 'Audit Trail' })).getAllByRole('listitem');
    expect(audit.map((item) => item.textContent)).toEqual([
      'Ada Mulenga changed status pending → approved21 November 2026, 11:00 · Loan status changed',
      'System changed status otp pending → disbursement failed22 November 2026, 10:06 · Disbursement failed',
    ]);
  });

  it('says when there is no disbursement or staff action yet', async () => {
    asAdmin({ [LOAN]: ok(createAdminLoanView()) });
    renderWithSession(PATH);
    expect(await screen.findByText('No disbursements yet.')).toBeTruthy();
    expect(screen.getByText('No staff actions yet.')).toBeTruthy();
  });

  it('says Loan not found. on 404', async () => {
    asAdmin({ [LOAN]: fail(404, 'LOAN_NOT_FOUND', 'Loan not found.') });
    renderWithSession(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe('Loan not found.');
  });

  it('shows the generic failure for other errors', async () => {
    asAdmin({ [LOAN]: fail(500, 'INTERNAL', 'Database exploded') });
    renderWithSession(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load loan details. Please try again.',
    );
  });

  it('logs out on 403', async () => {
    asAdmin({ [LOAN]: fail(403, 'FORBIDDEN', 'Forbidden') });
    const { router } = renderWithSession(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('LoanDetailsPage (staff): decisions', () => {
  it.each([
    ['pending', ['Start review', 'Approve', 'Reject']],
    ['in_review', ['Approve', 'Reject']],
    ['approval_error', ['Approve', 'Reject']],
    ['approved', ['Initiate Disbursement', 'Change destination', 'Cancel loan']],
    ['disbursement_failed', ['Initiate Disbursement', 'Change destination', 'Cancel loan']],
    ['cancelled', []],
    ['rejected', []],
    ['active', []],
    ['paid', []],
    ['overdue', []],
  ] as const)('offers only what applies to a %s loan', async (status, buttons) => {
    asAdmin({ [LOAN]: ok(createAdminLoanView({ status })) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(actionButtons()).toEqual(buttons);
  });

  it.each([
    ['pending', 'Start review', 'Start review?', 'in_review', 'Loan is under review.', 'In review'],
    ['pending', 'Approve', 'Approve this loan?', 'approved', 'Loan was approved.', 'Approved'],
    ['pending', 'Reject', 'Reject this loan?', 'rejected', 'Loan was rejected after review.', 'Rejected'],
    ['in_review', 'Approve', 'Approve this loan?', 'approved', 'Loan was approved.', 'Approved'],
    ['in_review', 'Reject', 'Reject this loan?', 'rejected', 'Loan was rejected after review.', 'Rejected'],
    ['approval_error', 'Approve', 'Approve this loan?', 'approved', 'Loan was approved.', 'Approved'],
  ] as const)(
    '%s: %s asks first, sends {status, remarks} and reloads',
    async (from, button, title, to, remarks, label) => {
      const user = userEvent.setup();
      const api = asAdmin({
        [LOAN]: [ok(createAdminLoanView({ status: from })), ok(createAdminLoanView({ status: to, remarks }))],
        // What the server says (docs/product.md §8): the status in words, never its code.
        [STATUS]: ok({ id: 'loan-0001-aaaa', status: to }, `Loan status updated to ${label}.`),
      });
      renderWithSession(PATH);
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      expect(dialog.textContent).toContain('Chanda Mwila');
      expect(dialog.textContent).toContain('K1,500.50');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText(`Loan status updated to ${label}.`)).toBeTruthy();
      expect(api.calls(STATUS)).toHaveLength(1);
      expect(bodyOf(api.calls(STATUS)[0])).toEqual({ status: to, remarks });
      await waitFor(() => expect(rowValue('Loan Information', 'Remarks')).toBe(remarks));
      expect(api.calls(LOAN)).toHaveLength(2);
    },
  );

  it('sends nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const api = asAdmin({ [LOAN]: ok(createAdminLoanView()), [STATUS]: ok(null) });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(STATUS)).toHaveLength(0);
  });

  it("falls back to 'Loan status updated to {status}.', the status in words, when the server says nothing", async () => {
    const user = userEvent.setup();
    asAdmin({ [LOAN]: ok(createAdminLoanView()), [STATUS]: ok(null, '') });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Loan status updated to Approved.')).toBeTruthy();
    expect(screen.queryByText(/approved\./)).toBeNull();
  });

  it("shows the server's refusal, else 'Failed to update loan status to {status}.', and reloads", async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(createAdminLoanView()),
      [STATUS]: [
        fail(409, 'ILLEGAL_TRANSITION', 'This loan was already decided by someone else.'),
        fail(500, 'INTERNAL'),
      ],
    });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await alertText('This loan was already decided by someone else.');
    await waitFor(() => expect(api.calls(LOAN)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await alertText('Failed to update loan status to Rejected.');
  });

  it('disables the decisions while the call is in flight (no double submit)', async () => {
    const user = userEvent.setup();
    const held = heldResponse();
    const api = asAdmin({ [LOAN]: ok(createAdminLoanView()), [STATUS]: held.handler });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await held.answer(
      new Response(
        JSON.stringify({ success: true, message: 'Loan status updated to Approved.', data: null }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    expect(await screen.findByText('Loan status updated to Approved.')).toBeTruthy();
    expect(api.calls(STATUS)).toHaveLength(1);
  });
});
