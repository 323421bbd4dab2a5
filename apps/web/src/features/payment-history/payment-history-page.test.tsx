import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment, LOAN_ID } from '../../test/builders/payments';
import { createUser, type FakeReply, fail, heldResponse, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const PAYMENTS = 'GET /api/payments';
const OTHER_LOAN = 'beefcafe-2222-4333-8444-555566667777';

const history = [
  createPayment({
    id: 'pay-3',
    status: 'failed',
    amount: 100,
    failureReason: 'Declined by the payer.',
    timestamp: '2026-11-26T14:05:00.000Z',
    operator: 'mtn',
    phoneNumber: '260961230001',
    reference: 'KWL-PAY-0003',
  }),
  createPayment({
    id: 'pay-2',
    loanId: OTHER_LOAN,
    status: 'successful',
    settledAt: '2026-11-25T08:30:04.000Z',
  }),
  createPayment({ id: 'pay-1', status: 'expired', reference: 'KWL-PAY-0000' }),
];

function showPayments(reply: FakeReply | FakeReply[]) {
  return signedInAs(createUser(), { [PAYMENTS]: reply });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PaymentHistoryPage', () => {
  it('shows a skeleton, then every payment as a table row and as a card', async () => {
    const held = heldResponse();
    const api = showPayments(held.handler);
    renderWithSession('/payment-history');
    expect(await screen.findByText('Loading your payments…')).toBeTruthy();
    await held.answer(new Response(JSON.stringify({ success: true, data: history }), { status: 200 }));

    const table = await screen.findByRole('table', { name: 'Your payments, newest first' });
    expect(document.title).toBe('Payment History | Kwacha Loans');
    expect(api.calls(PAYMENTS)[0]?.url).toBe('/api/payments');
    const [, failed, successful, expired] = within(table).getAllByRole('row') as HTMLElement[];
    // 14:05 UTC is 16:05 in Lusaka (UTC+2).
    expect(cellsOf(failed as HTMLElement)).toEqual([
      '26 November 2026, 16:05',
      'c0ffee00',
      'K100.00',
      'MTN ••••ending 0001',
      'Failed',
      'KWL-PAY-0003',
      'The payment was declined on the phone. The provider said: Declined by the payer.',
      '',
    ]);
    expect(cellsOf(successful as HTMLElement)).toEqual([
      '25 November 2026, 10:30',
      'beefcafe',
      'K250.50',
      'Airtel ••••ending 3456',
      'Successful',
      'KWL-PAY-0001',
      '',
      'Download receipt',
    ]);
    expect(cellsOf(expired as HTMLElement)[4]).toBe('Expired');
    expect(
      within(successful as HTMLElement)
        .getByRole('link', { name: 'beefcafe' })
        .getAttribute('href'),
    ).toBe(`/loan-details/${OTHER_LOAN}`);

    const cards = within(screen.getByRole('list', { name: 'Your payments, newest first' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Failed payment of K100.00',
      'Successful payment of K250.50',
      'Expired payment of K250.50',
    ]);
    expect(within(cards[1] as HTMLElement).getByText('Settled').nextElementSibling?.textContent).toBe(
      '25 November 2026, 10:30',
    );
    expect(within(cards[0] as HTMLElement).getByText('Reason').nextElementSibling?.textContent).toBe(
      'The payment was declined on the phone. The provider said: Declined by the payer.',
    );
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'c0ffee00' })).toBeTruthy();
  });

  it("shows one loan's payments with ?loanId=", async () => {
    const api = showPayments(ok([createPayment({ status: 'successful' })]));
    renderWithSession(`/payment-history?loanId=${LOAN_ID}`);
    await screen.findByRole('table', { name: 'Payments on this loan, newest first' });
    expect(api.calls(PAYMENTS)[0]?.url).toBe(`/api/payments?loanId=${LOAN_ID}`);
    expect(screen.getAllByRole('link', { name: 'c0ffee00' })[0]?.getAttribute('href')).toBe(
      `/loan-details/${LOAN_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Show all payments' }).getAttribute('href')).toBe(
      '/payment-history',
    );
  });

  it.each([
    ['/payment-history', 'You have not made any payments yet.'],
    [`/payment-history?loanId=${LOAN_ID}`, 'No payments have been made on this loan yet.'],
  ])('has an empty state (%s)', async (path, message) => {
    showPayments(ok([]));
    renderWithSession(path);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a Payment' }).getAttribute('href')).toBe('/make-payment');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    [fail(404, 'LOAN_NOT_FOUND', 'Loan not found.'), 'Loan not found.'],
    [{ status: 500, body: { success: false } }, 'Failed to load data. Please try again.'],
    [
      fail(429, 'RATE_LIMITED', 'Slow', { retryAfter: 1 }),
      'Too many requests. Please wait 1 second before trying again.',
    ],
  ] as const)('explains a failure to load', async (reply, message) => {
    showPayments([reply, ok([createPayment()])]);
    renderWithSession(`/payment-history?loanId=${OTHER_LOAN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('logs out on 401', async () => {
    showPayments(fail(401, 'UNAUTHORIZED', 'No session'));
    const { router } = renderWithSession('/payment-history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Authentication failed. Please log in again.')).toBeTruthy();
  });

  it('updates a pending payment without a reload, and stops asking once nothing is pending', async () => {
    const api = showPayments([
      ok([createPayment()]),
      ok([createPayment({ status: 'successful', settledAt: '2026-11-25T08:30:04.000Z' })]),
    ]);
    renderWithSession('/payment-history');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(await within(table).findByText('Successful', undefined, { timeout: 10_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(api.calls(PAYMENTS)).toHaveLength(2);
  });
});
