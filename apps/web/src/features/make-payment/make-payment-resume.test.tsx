import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment, LOAN_ID } from '../../test/builders/payments';
import { ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { PENDING_PAYMENT_STORAGE_KEY } from './pending-payment';
import { amountBox, created, PAY, PAYMENTS, paymentPage, payNow, phoneBox } from './testing/payment-page';

beforeAll(() => preloadPages());

const NO_ANSWER =
  'We did not hear back about this payment. Your details are kept: press Pay Now again when you are connected. It resends the same request, so you will not be charged twice.';

/** Fills the form, presses Pay Now, loses the answer, then the page is reloaded (unmounted and opened again). */
async function payLoseAnswerAndReload() {
  const api = paymentPage(undefined, {
    [PAY]: ['network-error', created(createPayment())],
    [PAYMENTS]: ok([createPayment()]),
  });
  const first = renderWithSession('/make-payment');
  await screen.findByRole('form', { name: 'Make a payment' });
  const user = userEvent.setup();
  await user.clear(amountBox());
  await user.type(amountBox(), '250.5');
  await user.type(phoneBox(), '0977123456');
  await screen.findByText('Detected network: Airtel');
  await user.click(payNow());
  await screen.findByText(NO_ANSWER);
  first.unmount();
  renderWithSession('/make-payment');
  await screen.findByRole('form', { name: 'Make a payment' });
  return { api, user };
}

const keysSent = (api: Awaited<ReturnType<typeof payLoseAnswerAndReload>>['api']) =>
  api.calls(PAY).map((call) => call.headers.get('Idempotency-Key'));

describe('MakePaymentPage: a payment whose answer was lost (docs/product.md §21)', () => {
  it('comes back after a reload as typed, and Pay Now resends it with the same key', async () => {
    const { api, user } = await payLoseAnswerAndReload();
    expect(amountBox().value).toBe('250.5');
    expect(phoneBox().value).toBe('0977123456');
    await screen.findByText('Detected network: Airtel');
    await user.click(payNow());
    await screen.findByText('Payment Request Sent!');
    const [first, retry] = keysSent(api);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(api.calls(PAY)[1]?.body).toBe(api.calls(PAY)[0]?.body);
    // Answered: the next payment gets a new key.
    expect(sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY)).toBeNull();
  });

  it('starts a new key when the amount changes after the reload', async () => {
    const { api, user } = await payLoseAnswerAndReload();
    await user.clear(amountBox());
    await user.type(amountBox(), '300');
    await screen.findByText('Detected network: Airtel');
    await user.click(payNow());
    await screen.findByText('Payment Request Sent!');
    const [first, second] = keysSent(api);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('is not resumed for someone else signed in on the same phone', async () => {
    sessionStorage.setItem(
      PENDING_PAYMENT_STORAGE_KEY,
      JSON.stringify({
        owner: 'someone-else',
        key: 'a-key-of-someone-else',
        request: '{}',
        values: {
          loanId: LOAN_ID,
          amount: '250.5',
          phone: '0977123456',
          operatorMode: 'auto',
          chosenOperator: '',
          purpose: 'repayment',
          prepaymentOption: 'shorter_term',
        },
      }),
    );
    paymentPage();
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Make a payment' });
    expect(amountBox().value).toBe('275.00');
    expect(phoneBox().value).toBe('');
  });
});
