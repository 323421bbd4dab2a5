import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView, createDisbursementEntry } from '../../../test/builders/admin-loans';
import { fail, ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { alertText, asAdmin, bodyOf, INITIATE, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const DESTINATION = 'PUT /api/loan-applications/admin/loan/loan-0001-aaaa/destination';
const CANCEL = 'POST /api/loan-applications/admin/loan/loan-0001-aaaa/cancel';
const BANKS = 'GET /api/banks';
const NOT_ON_LIST =
  "The bank on this loan is not on the payment provider's list of banks. Choose the bank again before disbursing.";

/** A bank loan applied under the simulator's list ("016", Zanaco) whose last attempt failed. */
const failedBankLoan = (reason = 'Bank account not found') =>
  createAdminLoanView({
    status: 'disbursement_failed',
    disbursementMethod: 'bank_account',
    mobileMoneyProvider: null,
    mobileMoneyNumber: null,
    bankName: 'Zanaco',
    bankAccountName: 'Chanda Mwila',
    bankAccountNumber: '0123450000',
    bankCode: '016',
    disbursementHistory: [
      createDisbursementEntry({ status: 'failed', reasonForFailure: reason, otpExpiresAt: null }),
    ],
  });

describe('LoanDetailsPage (staff): a payout that failed or is blocked', () => {
  it('says why the last attempt failed, and that initiating is refused while the bank is not listed', async () => {
    const user = userEvent.setup();
    asAdmin({
      [LOAN]: ok(failedBankLoan()),
      [INITIATE]: fail(409, 'BANK_NOT_ON_PROVIDER_LIST', NOT_ON_LIST),
    });
    renderWithSession(PATH);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(actions.textContent).toContain('The last disbursement failed: Bank account not found.');

    await user.click(within(actions).getByRole('button', { name: 'Initiate Disbursement' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await alertText(NOT_ON_LIST);
  });

  it('changes the bank from the live list with the why, then shows the loan the server answers', async () => {
    const user = userEvent.setup();
    const changed = createAdminLoanView({
      ...failedBankLoan(),
      bankName: 'Zanaco',
      bankCode: '024',
      bankAccountNumber: '0123456789',
    });
    const api = asAdmin({
      [LOAN]: ok(failedBankLoan()),
      [BANKS]: ok([
        { id: '002', name: 'Absa Bank' },
        { id: '016', name: 'Investrust Bank' },
        { id: '024', name: 'Zanaco' },
      ]),
      [DESTINATION]: ok(
        { loanApplication: changed },
        'Destination changed. Initiate the disbursement to send the money there.',
      ),
    });
    renderWithSession(PATH);
    const opener = await screen.findByRole('button', { name: 'Change destination' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Change destination' });
    // The stored "016" names another bank on the live list: it must be chosen again, not kept.
    const bank = (await within(dialog).findByRole('option', { name: 'Zanaco' })).closest('select');
    await waitFor(() => expect((bank as HTMLSelectElement).value).toBe(''));
    await user.selectOptions(within(dialog).getByLabelText('Bank'), '024');
    const number = within(dialog).getByLabelText('Account number');
    await user.clear(number);
    await user.type(number, '0123456789');

    // The why is required, with the schema's own words.
    await user.click(within(dialog).getByRole('button', { name: 'Change destination' }));
    expect(within(dialog).getByText('Choose why the destination is changed.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Why')));
    expect(api.calls(DESTINATION)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Why'), 'borrower_documented_request');
    await user.type(within(dialog).getByLabelText('Reference'), 'Letter of 1 December');
    await user.click(within(dialog).getByRole('button', { name: 'Change destination' }));

    expect(
      await screen.findByText('Destination changed. Initiate the disbursement to send the money there.'),
    ).toBeTruthy();
    expect(bodyOf(api.calls(DESTINATION)[0])).toEqual({
      disbursementMethod: 'bank_account',
      bankCode: '024',
      bankAccountName: 'Chanda Mwila',
      bankAccountNumber: '0123456789',
      basis: 'borrower_documented_request',
      reference: 'Letter of 1 December',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change destination' }));
    const details = screen.getByRole('region', { name: 'Disbursement Details' });
    expect(details.textContent).toContain('0123456789');
  });

  it('changes to a wallet; Escape closes the dialog without sending', async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(failedBankLoan()),
      [BANKS]: ok([{ id: '024', name: 'Zanaco' }]),
      [DESTINATION]: ok({ loanApplication: createAdminLoanView({ status: 'disbursement_failed' }) }),
    });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Change destination' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change destination' }));
    const dialog = screen.getByRole('dialog', { name: 'Change destination' });
    await user.click(within(dialog).getByRole('radio', { name: 'Mobile money' }));
    await user.selectOptions(within(dialog).getByLabelText('Operator'), 'airtel');
    await user.type(within(dialog).getByLabelText('Mobile money number'), '0977123456');
    await user.selectOptions(within(dialog).getByLabelText('Why'), 'borrower_confirmed_in_app');
    await user.type(within(dialog).getByLabelText('Reference'), 'In-app message');
    await user.click(within(dialog).getByRole('button', { name: 'Change destination' }));
    await waitFor(() => expect(api.calls(DESTINATION)).toHaveLength(1));
    expect(bodyOf(api.calls(DESTINATION)[0])).toEqual({
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: '0977123456',
      basis: 'borrower_confirmed_in_app',
      reference: 'In-app message',
    });
  });

  it('cancels the loan with a reason after asking', async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(failedBankLoan()),
      [CANCEL]: [
        fail(409, 'NOT_CANCELLABLE', 'Only an approved loan… This loan is disbursed.'),
        ok({ loanApplication: createAdminLoanView({ status: 'cancelled' }) }, 'Loan cancelled.'),
      ],
    });
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancel loan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this loan?' });
    expect(dialog.textContent).toContain('The borrower owes nothing');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel loan' }));
    expect(within(dialog).getByText('Give the reason for cancelling (at least 5 characters).')).toBeTruthy();
    expect(api.calls(CANCEL)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The borrower no longer needs it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel loan' }));
    await alertText('Only an approved loan… This loan is disbursed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel loan' }));

    expect(await screen.findByText('Loan cancelled.')).toBeTruthy();
    expect(bodyOf(api.calls(CANCEL)[1])).toEqual({ reason: 'The borrower no longer needs it.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
  });

  it('labels the schedule and repayment amount as planned before payout', async () => {
    asAdmin({ [LOAN]: ok(failedBankLoan()) });
    renderWithSession(PATH);
    expect(await screen.findByRole('heading', { name: 'Planned Repayment Schedule' })).toBeTruthy();
    const information = screen.getByRole('region', { name: 'Loan Information' });
    expect(within(information).getByText('Repayment Amount (planned)')).toBeTruthy();
    expect(within(information).queryByText('Outstanding Balance')).toBeNull();
  });
});
