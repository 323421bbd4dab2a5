import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment, LOAN_ID } from '../../test/builders/payments';
import { createPayoffQuote } from '../../test/builders/payoff-quotes';
import { type FakeReply, fail, heldResponse, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import {
  amountBox,
  created,
  MY_LOANS,
  PAY,
  PAYMENTS,
  payableLoan,
  paymentPage,
  payNow,
  phoneBox,
} from './testing/payment-page';

beforeAll(() => preloadPages());

const INSUFFICIENT =
  'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function fillAndPay(
  payReplies: FakeReply | FakeReply[],
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  const api = paymentPage(undefined, {
    [PAY]: payReplies,
    [PAYMENTS]: ok([createPayment()]),
    ...extra,
  });
  renderWithSession('/make-payment');
  await screen.findByRole('form', { name: 'Make a payment' });
  const user = userEvent.setup();
  await user.clear(amountBox());
  await user.type(amountBox(), '250.5');
  await user.type(phoneBox(), '+260 977 123 456');
  await screen.findByText('Detected network: Airtel');
  await user.click(payNow());
  return { api, user };
}

const toastWith = (title: string) =>
  Array.from(document.querySelectorAll('[data-toast-type]')).find((toast) =>
    toast.textContent?.includes(title),
  );
const keysSent = (api: Awaited<ReturnType<typeof fillAndPay>>['api']) =>
  api.calls(PAY).map((call) => call.headers.get('Idempotency-Key'));

describe('MakePaymentPage: paying', () => {
  it('sends the exact request with an Idempotency-Key and shows Payment Request Sent!', async () => {
    const { api } = await fillAndPay(created(createPayment()));
    expect(await screen.findByRole('heading', { name: 'Payment Request Sent!' })).toBeTruthy();
    const [call] = api.calls(PAY);
    expect(JSON.parse(String(call?.body))).toEqual({
      loanId: LOAN_ID,
      amount: '250.50',
      phone: '260977123456',
      operator: 'airtel',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(toastWith('Payment initiated successfully!')?.textContent).toContain(
      'Please check your phone to confirm the transaction.',
    );
    expect(toastWith('Payment initiated successfully!')?.getAttribute('data-toast-type')).toBe('success');
    expect(screen.getByText('K250.50')).toBeTruthy();
    expect(screen.getByText('KWL-PAY-0001')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    // A live status the screen reader announces (the footer's language switcher has one of its own).
    expect(
      screen
        .getByText('Waiting for you to approve the payment on your phone. This page updates by itself.')
        .getAttribute('role'),
    ).toBe('status');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment Request Sent!' }));
  });

  it('says it is processing and cannot be sent twice while the request is out', async () => {
    const held = heldResponse();
    const { api, user } = await fillAndPay(held.handler);
    expect(payNow().textContent).toBe('Processing...');
    expect(payNow().disabled).toBe(true);
    await user.click(payNow());
    await held.answer(
      new Response(JSON.stringify({ success: true, message: 'ok', data: createPayment() }), { status: 201 }),
    );
    expect(await screen.findByText('Payment Request Sent!')).toBeTruthy();
    expect(api.calls(PAY)).toHaveLength(1);
  });

  it('returns to the form with the phone cleared on Make Another Payment, and uses a new key', async () => {
    const { api, user } = await fillAndPay([
      created(createPayment()),
      created(createPayment({ id: 'pay-2' })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Make Another Payment' }));
    expect(phoneBox().value).toBe('');
    expect(document.activeElement).toBe(phoneBox());
    expect(amountBox().value).toBe('275.00');
    await user.clear(amountBox());
    await user.type(amountBox(), '250.5');
    await user.type(phoneBox(), '0977123456');
    await screen.findByText('Detected network: Airtel');
    await user.click(payNow());
    await screen.findByText('Payment Request Sent!');
    // The same request body twice: only the key tells the server these are two payments.
    expect(api.calls(PAY)[1]?.body).toBe(api.calls(PAY)[0]?.body);
    const [first, second] = keysSent(api);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('retries with the same key after a network error', async () => {
    const { api, user } = await fillAndPay(['network-error', created(createPayment())]);
    const noAnswer =
      'We did not hear back about this payment. Your details are kept: press Pay Now again when you are connected. It resends the same request, so you will not be charged twice.';
    await screen.findByRole('heading', { name: 'Payment failed' });
    expect(toastWith('Payment failed')?.textContent).toContain(noAnswer);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(phoneBox().value).toBe('+260 977 123 456');
    await user.click(payNow());
    await screen.findByText('Payment Request Sent!');
    const [first, retry] = keysSent(api);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
  });

  it('shows a refusal as the full-screen error, then as a banner over the form until it is closed', async () => {
    const { api, user } = await fillAndPay([
      fail(422, 'INSUFFICIENT_FUNDS', 'Insufficient funds.'),
      created(createPayment()),
    ]);
    // SPEC's 'Payment failed' toast, and the full-screen error (docs/product.md §8, Payments).
    const heading = await screen.findByRole('heading', { name: 'Payment failed' });
    expect(document.activeElement).toBe(heading);
    const toast = toastWith('Payment failed');
    expect(toast?.getAttribute('data-toast-type')).toBe('error');
    expect(toast?.textContent).toContain(INSUFFICIENT);
    const screenAlert = screen
      .getAllByRole('alert')
      .find((alert) => !toast?.contains(alert) && alert !== toast);
    expect(screenAlert?.textContent).toBe(INSUFFICIENT);
    expect(screen.queryByRole('form', { name: 'Make a payment' })).toBeNull();

    // Try Again: the form with everything kept, and the refusal above it until it is closed.
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const form = await screen.findByRole('form', { name: 'Make a payment' });
    expect(within(form).getByRole('alert').textContent).toContain(INSUFFICIENT);
    expect(phoneBox().value).toBe('+260 977 123 456');
    await user.click(within(form).getByRole('button', { name: 'Dismiss' }));
    expect(within(form).queryByRole('alert')).toBeNull();

    // Refused for certain: after a top-up, paying again is a new payment with a new key.
    await user.click(payNow());
    await screen.findByText('Payment Request Sent!');
    const [first, second] = keysSent(api);
    expect(second).not.toBe(first);
  });

  it.each([
    [
      { success: false, message: 'Loan is not payable.', msg: 'ignored', error: { message: 'x' } },
      'Loan is not payable.',
    ],
    [{ success: false, msg: 'Only msg.', error: { message: 'x' } }, 'Only msg.'],
    [{ success: false, error: { code: 'CONFLICT', message: 'From the error.' } }, 'From the error.'],
    [{ success: false }, 'Failed to initiate payment. Please try again.'],
  ])('explains any other failure: %j', async (body, message) => {
    await fillAndPay({ status: 409, body });
    await screen.findByRole('heading', { name: 'Payment failed' });
    expect(toastWith('Payment failed')?.textContent).toContain(message);
    // The toast and the full-screen error, nothing else.
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('follows the pending payment until it settles, then refreshes the balance', async () => {
    const { api } = await fillAndPay(created(createPayment()), {
      [PAYMENTS]: [
        ok([createPayment()]),
        ok([createPayment({ status: 'successful', settledAt: '2026-11-25T08:30:05.000Z' })]),
      ],
      [MY_LOANS]: [ok([payableLoan()]), ok([payableLoan({ outstandingBalance: 950 })])],
    });
    await screen.findByText('Payment Request Sent!');
    const status = await screen.findByText(
      'Payment received. Your outstanding balance is now K950.00.',
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(
      within(screen.getByText('Status').parentElement as HTMLElement).getByText('Successful'),
    ).toBeTruthy();
    expect(api.calls(PAYMENTS)[0]?.url).toBe(`/api/payments?loanId=${LOAN_ID}`);
    expect(api.calls(PAYMENTS).length).toBeGreaterThanOrEqual(2);
    expect(api.calls(MY_LOANS)).toHaveLength(2);
  });

  it('shows a payment that failed on the phone with its reason', async () => {
    await fillAndPay(created(createPayment()), {
      [PAYMENTS]: [ok([createPayment({ status: 'failed', failureReason: 'Declined by the payer.' })])],
    });
    const status = await screen.findByText(/The payment did not go through\./);
    expect(status.closest('[role="status"]')?.textContent).toContain('Declined by the payer.');
  });
});

describe('MakePaymentPage: an amount that covers the payoff (docs/product.md §13.6)', () => {
  it('says before Pay Now that it pays the loan off for less, and sends it as the payoff', async () => {
    const total = 1012.1;
    const api = paymentPage(undefined, {
      [`GET /api/loan-applications/${LOAN_ID}/payoff-quote`]: ok(
        createPayoffQuote({ loanId: LOAN_ID, total }),
      ),
      [PAY]: created(createPayment({ type: 'payoff', amount: total })),
      [PAYMENTS]: ok([createPayment({ type: 'payoff', amount: total })]),
    });
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Make a payment' });
    const user = userEvent.setup();
    // The whole balance (K1,200.50 with its future interest) is more than today's payoff amount.
    await user.clear(amountBox());
    await user.type(amountBox(), '1200.50');
    expect(await screen.findByText(/This amount pays off your loan today/)).toBeTruthy();
    expect(screen.getByText(/This amount pays off your loan today/).textContent).toBe(
      'This amount pays off your loan today: you pay K1,012.10, not K1,200.50. Interest for the months ahead is not charged.',
    );
    await user.type(phoneBox(), '0977123456');
    await screen.findByText('Detected network: Airtel');
    await user.click(payNow());
    await screen.findByText('Payment Request Sent!');
    expect(JSON.parse(String(api.calls(PAY)[0]?.body))).toMatchObject({
      loanId: LOAN_ID,
      amount: '1012.10',
      purpose: 'payoff',
    });
  });
});
