import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment } from '../../test/builders/payments';
import { createUser, fail, ok, signedInAs, TEST_TOKEN } from '../../test/fake-api';
import { captureSavedFiles, pdfReply } from '../../test/file-downloads';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const PAYMENTS = 'GET /api/payments';
const RECEIPT = 'GET /api/payments/pay-2/receipt.pdf';
const history = [
  createPayment({ id: 'pay-3', status: 'pending', reference: 'PAY-PENDING' }),
  createPayment({
    id: 'pay-2',
    status: 'successful',
    reference: 'PAY-RECEIVED',
    settledAt: '2026-11-25T08:30:04.000Z',
  }),
  createPayment({ id: 'pay-1', status: 'expired', reference: 'PAY-EXPIRED' }),
];

describe('PaymentHistoryPage receipts', () => {
  it('offers a receipt only for a payment received, in the table and on its card', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = signedInAs(createUser(), {
      [PAYMENTS]: ok(history),
      [RECEIPT]: pdfReply('kwacha-receipt-PAY-RECEIVED.pdf'),
    });
    renderWithSession('/payment-history');
    const table = await screen.findByRole('table');
    const cards = screen.getByRole('list', { name: 'Your payments, newest first' });
    for (const place of [table, cards]) {
      expect(
        within(place)
          .getAllByRole('button', { name: /^Download receipt/ })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Download receipt PAY-RECEIVED']);
    }

    await user.click(within(table).getByRole('button', { name: 'Download receipt PAY-RECEIVED' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:document', download: 'kwacha-receipt-PAY-RECEIVED.pdf' }]),
    );
    const [call] = api.calls(RECEIPT);
    expect(call?.url).toBe('/api/payments/pay-2/receipt.pdf');
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
  });

  it('says why a receipt could not be downloaded', async () => {
    const user = userEvent.setup();
    captureSavedFiles();
    signedInAs(createUser(), {
      [PAYMENTS]: ok(history),
      [RECEIPT]: [
        { status: 502, body: { success: false } },
        fail(429, 'RATE_LIMITED', 'Slow', { retryAfter: 30 }),
      ],
    });
    renderWithSession('/payment-history');
    const cards = await screen.findByRole('list', { name: 'Your payments, newest first' });
    const button = within(cards).getByRole('button', { name: 'Download receipt PAY-RECEIVED' });
    await user.click(button);
    expect((await within(cards).findByRole('alert')).textContent).toBe(
      'We could not prepare your receipt. Please try again.',
    );
    await user.click(button);
    expect(
      await within(cards).findByText('Too many requests. Please wait 30 seconds before trying again.'),
    ).toBeTruthy();
  });
});
