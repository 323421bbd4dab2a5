import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment } from '../../test/builders/payments';
import { fail, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import {
  amountBox,
  CHANNELS,
  created,
  DETECT,
  PAY,
  PAYMENTS,
  paymentPage,
  payNow,
  phoneBox,
} from './testing/payment-page';

beforeAll(() => preloadPages());

const UNDETECTED =
  'Could not detect the mobile money operator from the phone number. Please check the phone number or enter a number with the correct prefix.';

async function openForm(extra: Parameters<typeof paymentPage>[1] = {}) {
  const api = paymentPage(undefined, extra);
  renderWithSession('/make-payment');
  await screen.findByRole('form', { name: 'Make a payment' });
  return { api, user: userEvent.setup() };
}

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('MakePaymentPage: the rules of the form (docs/product.md §5)', () => {
  it('keeps Pay Now disabled until there is a phone, and while the amount is not positive', async () => {
    const { user } = await openForm();
    expect(payNow().disabled).toBe(true);
    await user.type(phoneBox(), '0977123456');
    expect(payNow().disabled).toBe(false);

    await user.clear(amountBox());
    expect(payNow().disabled).toBe(true);
    expect(screen.getByText('Please enter a valid positive amount to pay.')).toBeTruthy();
    await user.type(amountBox(), '0');
    expect(payNow().disabled).toBe(true);
    await user.clear(amountBox());
    await user.type(amountBox(), '0.01');
    expect(payNow().disabled).toBe(false);
    expect(screen.queryByText('Please enter a valid positive amount to pay.')).toBeNull();

    await user.clear(phoneBox());
    expect(payNow().disabled).toBe(true);
  });

  it('refuses more than the outstanding balance, saying how much that is', async () => {
    const { user } = await openForm();
    await user.type(phoneBox(), '0977123456');
    await user.clear(amountBox());
    await user.type(amountBox(), '1200.51');
    expect(payNow().disabled).toBe(true);
    expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    expect(description(amountBox())).toContain(
      'You cannot pay more than your outstanding balance of K1,200.50.',
    );
    await user.type(amountBox(), '{backspace}0');
    expect(payNow().disabled).toBe(false);
  });

  it('asks for the phone when it is left empty, and for a Zambian number', async () => {
    const { api, user } = await openForm();
    await user.click(phoneBox());
    await user.tab();
    expect(description(phoneBox())).toContain('Please enter your phone number.');

    await user.type(phoneBox(), '0987123456');
    await user.click(payNow());
    expect(description(phoneBox())).toContain(
      'Please enter a valid Zambian phone number (e.g., 0977123456 or +260977123456)',
    );
    // The message is already there from typing; the submit's own check moves the focus once it has run.
    await waitFor(() => expect(document.activeElement).toBe(phoneBox()));
    expect(api.calls(PAY)).toHaveLength(0);
  });

  it('detects the operator with the server once typing pauses', async () => {
    const { api, user } = await openForm({ [DETECT]: ok({ detectedNetwork: 'zamtel' }) });
    await user.type(phoneBox(), '+260 95 123 4567');
    expect(await screen.findByText('Detected network: Zamtel')).toBeTruthy();
    expect(api.calls(DETECT)).toHaveLength(1);
    expect(JSON.parse(String(api.calls(DETECT)[0]?.body))).toEqual({ phoneNumber: '260951234567' });
  });

  it.each([
    ['0961234567', 'Detected network: MTN'],
    ['0771234567', 'Detected network: Airtel'],
  ])('falls back to the local prefix rules when detection fails (%s)', async (phone, text) => {
    const { user } = await openForm({ [DETECT]: fail(500, 'INTERNAL', 'Down') });
    await user.type(phoneBox(), phone);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says when the operator cannot be detected, and lets the borrower choose it', async () => {
    const { api, user } = await openForm({
      [DETECT]: 'network-error',
      [PAY]: created(createPayment({ operator: 'zamtel' })),
      [PAYMENTS]: ok([createPayment({ operator: 'zamtel' })]),
    });
    await user.type(phoneBox(), '0951234567');
    expect(await screen.findByText(UNDETECTED)).toBeTruthy();
    await user.click(payNow());
    expect(api.calls(PAY)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Choose the operator manually' }));
    expect(screen.queryByText(UNDETECTED)).toBeNull();
    await user.click(payNow());
    expect(await screen.findByText('Please select your mobile money operator.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Operator' }));
    expect(api.calls(PAY)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'Zamtel');
    expect(screen.queryByText('Please select your mobile money operator.')).toBeNull();
    await user.click(payNow());
    expect(await screen.findByText('Payment Request Sent!')).toBeTruthy();
    expect(JSON.parse(String(api.calls(PAY)[0]?.body))).toMatchObject({
      phone: '260951234567',
      operator: 'zamtel',
    });
  });

  it('waits for detection when Pay Now comes before the pause is over', async () => {
    const { api, user } = await openForm({
      // The server knows better than the local prefixes (which would say MTN): its answer is used.
      [DETECT]: ok({ detectedNetwork: 'zamtel' }),
      [PAY]: created(createPayment({ operator: 'zamtel' })),
      [PAYMENTS]: ok([createPayment({ operator: 'zamtel' })]),
    });
    await user.type(phoneBox(), '0761234567');
    await user.click(payNow());
    expect(await screen.findByText('Payment Request Sent!')).toBeTruthy();
    expect(api.calls(DETECT)).toHaveLength(1);
    expect(JSON.parse(String(api.calls(PAY)[0]?.body)).operator).toBe('zamtel');
  });

  it('says at once that Zamtel payments are not available yet, and sends nothing', async () => {
    const { api, user } = await openForm({
      [DETECT]: ok({ detectedNetwork: 'zamtel' }),
      [CHANNELS]: ok({
        collections: ['mtn', 'airtel'],
        payouts: ['mtn', 'airtel', 'zamtel'],
        demonstration: false,
      }),
    });
    await user.type(phoneBox(), '0951234567');
    expect(await screen.findByText('Detected network: Zamtel')).toBeTruthy();
    const off = 'Zamtel payments are not available yet. Please pay from a number on another network.';
    expect(await screen.findByText(off)).toBeTruthy();
    await user.click(payNow());
    expect(api.calls(PAY)).toHaveLength(0);

    // Choosing it by hand is refused the same way; another network's number goes through.
    await user.click(screen.getByRole('checkbox', { name: 'Choose the operator manually' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'Zamtel');
    expect(await screen.findByText(off)).toBeTruthy();
    await user.click(payNow());
    expect(api.calls(PAY)).toHaveLength(0);
  });
});
