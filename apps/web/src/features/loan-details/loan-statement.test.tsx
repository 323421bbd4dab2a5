import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActiveLoan, createLoan } from '../../test/builders/loans';
import { createPayment } from '../../test/builders/payments';
import { createUser, fail, heldResponse, ok, signedInAs, TEST_TOKEN } from '../../test/fake-api';
import { captureSavedFiles, pdfReply } from '../../test/file-downloads';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const LOAN = 'GET /api/loan-applications/loan-0001-aaaa';
const STATEMENT = 'GET /api/loan-applications/loan-0001-aaaa/statement.pdf';
const CLEARANCE = 'GET /api/loan-applications/loan-0001-aaaa/clearance-letter.pdf';
const PATH = '/loan-details/loan-0001-aaaa';
const STATEMENT_FILE = 'kwacha-statement-loan-000-2026-11-22-to-2027-01-05.pdf';

// Today is 5 January 2027 in Lusaka; the loan's money went out on 22 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-05T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const statementSection = () => screen.findByRole('region', { name: 'Statement' });

describe('LoanDetailsPage: statement and clearance letter', () => {
  it('downloads the statement of the whole loan by default, busy while it is made', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const held = heldResponse();
    const api = signedInAs(createUser(), { [LOAN]: ok(createActiveLoan()), [STATEMENT]: held.handler });
    renderWithSession(PATH);
    const section = await statementSection();
    expect((within(section).getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-22');
    expect((within(section).getByLabelText('To') as HTMLInputElement).value).toBe('2027-01-05');
    expect(within(section).queryByRole('button', { name: 'Download clearance letter' })).toBeNull();

    const button = within(section).getByRole('button', { name: 'Download statement' });
    await user.click(button);
    expect(await within(section).findByText('Preparing the statement…')).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await held.answer(await pdfReply(STATEMENT_FILE)());

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:document', download: STATEMENT_FILE }]));
    const [call] = api.calls(STATEMENT);
    expect(call?.url).toBe(
      '/api/loan-applications/loan-0001-aaaa/statement.pdf?from=2026-11-22&to=2027-01-05',
    );
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(call?.headers.get('accept')).toBe('application/pdf');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('sends the chosen period, and refuses one that ends before it starts without asking', async () => {
    const user = userEvent.setup();
    captureSavedFiles();
    const api = signedInAs(createUser(), {
      [LOAN]: ok(createActiveLoan()),
      [STATEMENT]: pdfReply('statement.pdf'),
    });
    renderWithSession(PATH);
    const section = await statementSection();
    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    expect(
      await within(section).findByText('The start date must be on or before the end date.'),
    ).toBeTruthy();
    const button = within(section).getByRole('button', { name: 'Download statement' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    await user.clear(to);
    await user.type(to, '2026-12-31');
    await user.click(button);
    await waitFor(() => expect(api.calls(STATEMENT)).toHaveLength(1));
    expect(api.calls(STATEMENT)[0]?.url).toContain('?from=2026-12-01&to=2026-12-31');

    // An emptied date is left to the server: the loan's first day, or today.
    await user.clear(from);
    await user.click(button);
    await waitFor(() => expect(api.calls(STATEMENT)).toHaveLength(2));
    expect(api.calls(STATEMENT)[1]?.url).toBe(
      '/api/loan-applications/loan-0001-aaaa/statement.pdf?to=2026-12-31',
    );
  });

  it.each([
    [{ status: 500, body: { success: false } }, 'We could not prepare your statement. Please try again.'],
    [
      'network-error' as const,
      'Could not reach the server. Please check your internet connection and try again.',
    ],
    [
      fail(400, 'VALIDATION_ERROR', 'A statement can cover at most 10 years.'),
      'A statement can cover at most 10 years.',
    ],
  ])('says why a statement could not be downloaded', async (reply, message) => {
    const user = userEvent.setup();
    captureSavedFiles();
    signedInAs(createUser(), { [LOAN]: ok(createActiveLoan()), [STATEMENT]: reply });
    renderWithSession(PATH);
    const section = await statementSection();
    await user.click(within(section).getByRole('button', { name: 'Download statement' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(message);
  });

  it('offers the clearance letter once the loan is paid', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = signedInAs(createUser(), {
      [LOAN]: ok(createActiveLoan({ status: 'paid', outstandingBalance: 0 })),
      [CLEARANCE]: pdfReply('kwacha-clearance-letter-loan-000.pdf'),
    });
    renderWithSession(PATH);
    const section = await statementSection();
    await user.click(within(section).getByRole('button', { name: 'Download clearance letter' }));
    await waitFor(() =>
      expect(saved.map((s) => s.download)).toEqual(['kwacha-clearance-letter-loan-000.pdf']),
    );
    expect(api.calls(CLEARANCE)[0]?.url).toBe('/api/loan-applications/loan-0001-aaaa/clearance-letter.pdf');
  });

  it('has no statement section before the money goes out', async () => {
    signedInAs(createUser(), { [LOAN]: ok(createLoan()) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(screen.queryByRole('region', { name: 'Statement' })).toBeNull();
  });

  it('lists a receipt download for each payment received in the payment history', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = signedInAs(createUser(), {
      [LOAN]: ok(
        createActiveLoan({
          paymentHistory: [
            createPayment({ id: 'pay-2', status: 'failed', reference: 'PAY-FAILED' }),
            createPayment({ id: 'pay-1', status: 'successful', reference: 'PAY-RECEIVED' }),
          ],
        }),
      ),
      'GET /api/payments/pay-1/receipt.pdf': pdfReply('kwacha-receipt-PAY-RECEIVED.pdf'),
    });
    renderWithSession(PATH);
    const history = await screen.findByRole('region', { name: 'Payment History' });
    expect(within(history).queryByRole('button', { name: 'Download receipt PAY-FAILED' })).toBeNull();
    await user.click(within(history).getByRole('button', { name: 'Download receipt PAY-RECEIVED' }));
    await waitFor(() => expect(saved.map((s) => s.download)).toEqual(['kwacha-receipt-PAY-RECEIVED.pdf']));
    expect(api.calls('GET /api/payments/pay-1/receipt.pdf')).toHaveLength(1);
  });
});
