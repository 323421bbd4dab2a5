import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment } from '../../test/builders/payments';
import { createUser, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const REFERENCE = 'PAY-0123456789ABCDEF0123';
const CONFIRM = `GET /api/payments/card/${REFERENCE}`;
const card = (status: 'pending' | 'successful' | 'failed' | 'expired') =>
  ok(createPayment({ operator: 'card', reference: REFERENCE, status, amount: 275 }));
// The provider's own query says "successful": the page never reads it.
const returnUrl = `/payments/card-return?reference=${REFERENCE}&status=successful&tx_ref=${REFERENCE}`;

describe('/payments/card-return (docs/product.md §27)', () => {
  it("shows SPEC's success text when our server says the payment succeeded", async () => {
    signedInAs(createUser(), { [CONFIRM]: card('successful') });
    renderWithSession(returnUrl);
    expect(
      await screen.findByText('Payment was successful! Your loan details will update shortly.'),
    ).toBeTruthy();
    expect(screen.getByText(REFERENCE)).toBeTruthy();
    expect(document.title).toBe('Card payment | Kwacha Loans');
  });

  it("shows SPEC's failure text for a failed or expired payment, whatever the address says", async () => {
    signedInAs(createUser(), { [CONFIRM]: card('failed') });
    renderWithSession(returnUrl);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment failed or was cancelled. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/make-payment');
  });

  it('says the payment is being confirmed while the provider does not know, asks again, then shows the outcome', async () => {
    const api = signedInAs(createUser(), { [CONFIRM]: [card('pending'), card('successful')] });
    renderWithSession(returnUrl);
    expect(
      await screen.findByText('Your card payment is being confirmed. This page updates by itself.'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Payment was successful! Your loan details will update shortly.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(api.calls(CONFIRM).length).toBe(2);
  });

  it('offers Check again and the payment history while pending, reachable by keyboard', async () => {
    signedInAs(createUser(), { [CONFIRM]: card('pending') });
    renderWithSession(returnUrl);
    await screen.findByRole('button', { name: 'Check again' });
    const history = screen.getByRole('link', { name: 'View Payment History' });
    expect(history.getAttribute('href')).toBe('/payment-history');
    history.focus();
    expect(document.activeElement).toBe(history);
  });

  it('says a bad link is not valid, and a payment that is not the reader’s is the same', async () => {
    signedInAs(createUser(), { [CONFIRM]: fail(404, 'PAYMENT_NOT_FOUND', 'Payment not found.') });
    renderWithSession('/payments/card-return?reference=nonsense');
    expect((await screen.findByRole('alert')).textContent).toContain('This payment link is not valid.');
  });
});
