import { CARD_PAYMENT_TEXTS } from '@kwacha/shared/payments/payment-view';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPayment } from '../../test/builders/payments';
import { fail, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { goToCheckout } from './components/card-option';
import { CHANNELS, created, paymentPage } from './testing/payment-page';

beforeAll(() => preloadPages());
afterEach(() => vi.restoreAllMocks());

const CARD = 'POST /api/collections/card';
const REFERENCE = 'PAY-0123456789ABCDEF0123';
const channels = (card: unknown) =>
  ok({ collections: ['mtn', 'airtel', 'zamtel'], payouts: ['mtn'], demonstration: false, card });

describe('MakePaymentPage: Pay by card (docs/product.md §27)', () => {
  it('starts the card payment with the loan and amount and sends the browser to the checkout', async () => {
    const assign = vi.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    const api = paymentPage(undefined, {
      [CHANNELS]: channels({ available: true, reason: null }),
      [CARD]: created({
        payment: createPayment({ operator: 'card', reference: REFERENCE, amount: 275 }),
        checkoutUrl: 'https://checkout.example/pay/abc',
      }),
    });
    renderWithSession('/make-payment');
    const button = await screen.findByRole('button', { name: 'Pay by card' });
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/abc'));
    const [call] = api.calls(CARD);
    expect(JSON.parse(String(call?.body))).toEqual({
      loanId: 'c0ffee00-1111-4222-8333-444455556666',
      amount: '275.00',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows SPEC's gateway text when the provider cannot be reached, and lets the borrower try again", async () => {
    vi.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    paymentPage(undefined, {
      [CHANNELS]: channels({ available: true, reason: null }),
      [CARD]: fail(503, 'PAYMENT_GATEWAY_NOT_READY', CARD_PAYMENT_TEXTS.gatewayNotReady),
    });
    renderWithSession('/make-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment gateway not ready. Please refresh the page or try again later.',
    );
    expect((screen.getByRole('button', { name: 'Pay by card' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is off, saying the public key is missing, when the server says so', async () => {
    paymentPage(undefined, { [CHANNELS]: channels({ available: false, reason: 'missing_public_key' }) });
    renderWithSession('/make-payment');
    expect(await screen.findByText(CARD_PAYMENT_TEXTS.missingPublicKey)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });
});
