import type { PrepaymentPreview } from '@kwacha/shared/loans/payoff-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment, LOAN_ID } from '../../test/builders/payments';
import { fail, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { amountBox, created, PAY, PAYMENTS, paymentPage, payNow, phoneBox } from './testing/payment-page';

beforeAll(() => preloadPages());

const PREVIEW = `GET /api/loan-applications/${LOAN_ID}/prepayment-preview`;

function preview(overrides: Partial<PrepaymentPreview> = {}): PrepaymentPreview {
  return {
    loanId: LOAN_ID,
    on: '2026-12-01',
    option: 'shorter_term',
    amount: 400,
    dueNow: 2.5,
    towardsPrincipal: 397.5,
    principalAfter: 602.5,
    instalmentBefore: 181.55,
    instalmentAfter: 181.55,
    monthsBefore: 6,
    monthsAfter: 4,
    lastDueDateBefore: '2027-05-21',
    lastDueDateAfter: '2027-03-21',
    interestSaved: 21.4,
    lines: [
      {
        number: 1,
        dueDate: '2026-12-21',
        instalment: 170.1,
        principal: 166.1,
        interest: 4,
        balanceAfter: 436.4,
      },
      {
        number: 2,
        dueDate: '2027-01-21',
        instalment: 181.55,
        principal: 170.6,
        interest: 10.95,
        balanceAfter: 265.8,
      },
      {
        number: 3,
        dueDate: '2027-02-21',
        instalment: 181.55,
        principal: 175.17,
        interest: 6.38,
        balanceAfter: 90.63,
      },
      {
        number: 4,
        dueDate: '2027-03-21',
        instalment: 92.81,
        principal: 90.63,
        interest: 2.18,
        balanceAfter: 0,
      },
    ],
    ...overrides,
  };
}

describe('MakePaymentPage: paying extra to reduce the loan (docs/product.md §13.6)', () => {
  it('shows the new plan for the amount and choice, then sends purpose prepayment with the choice', async () => {
    const api = paymentPage(undefined, {
      [PREVIEW]: [
        ok(preview()),
        ok(preview({ option: 'lower_instalment', instalmentAfter: 108.2, monthsAfter: 6 })),
      ],
      [PAY]: created(createPayment({ amount: 400 })),
      [PAYMENTS]: ok([]),
    });
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Make a payment' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Pay extra to reduce my loan' }));
    expect(amountBox().value).toBe('');
    expect(payNow().disabled).toBe(true);
    await user.type(amountBox(), '400');
    const plan = await screen.findByRole('region', { name: 'Your new plan' });
    await within(plan).findByText('K181.55 × 4 (was K181.55 × 6)');
    expect(within(plan).getByText('21 March 2027')).toBeTruthy();
    expect(within(plan).getByText('K21.40')).toBeTruthy();
    expect(api.calls(PREVIEW).at(-1)?.url).toContain('amount=400.00&option=shorter_term');

    await user.click(screen.getByRole('radio', { name: 'Smaller instalments (same end date)' }));
    await within(plan).findByText('K108.20 × 6 (was K181.55 × 6)');
    expect(api.calls(PREVIEW).at(-1)?.url).toContain('option=lower_instalment');

    await user.type(phoneBox(), '0977123456');
    await screen.findByText('Detected network: Airtel');
    await waitFor(() => expect(payNow().disabled).toBe(false));
    await user.click(payNow());
    await screen.findByRole('heading', { name: 'Payment Request Sent!' });
    expect(JSON.parse(String(api.calls(PAY)[0]?.body))).toEqual({
      loanId: LOAN_ID,
      amount: '400.00',
      phone: '260977123456',
      operator: 'airtel',
      purpose: 'prepayment',
      prepaymentOption: 'lower_instalment',
    });
  });

  it("says the server's reason when the amount cannot reduce the loan, and keeps Pay Now disabled", async () => {
    paymentPage(undefined, {
      [PREVIEW]: fail(
        400,
        'VALIDATION_ERROR',
        'This amount would close the loan: choose Pay off the whole loan today instead.',
      ),
    });
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Make a payment' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Pay extra to reduce my loan' }));
    await user.type(amountBox(), '1200');
    await user.type(phoneBox(), '0977123456');
    expect(
      await screen.findByText(
        'This amount would close the loan: choose Pay off the whole loan today instead.',
      ),
    ).toBeTruthy();
    expect(payNow().disabled).toBe(true);
  });
});
