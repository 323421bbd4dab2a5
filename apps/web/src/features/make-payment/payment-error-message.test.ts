import { PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { PAYMENT_NO_ANSWER_MESSAGE, paymentErrorMessage } from './payment-error-message';

const failure = (status: number, body: unknown, code = 'HTTP_ERROR') =>
  new ApiError({ status, code, message: 'Request failed', body });

describe('paymentErrorMessage', () => {
  it("shows the server's own words first (docs/product.md §8), the insufficient-funds text for 422", () => {
    expect(
      paymentErrorMessage(failure(409, { message: 'A payment for this loan is already in progress.' })),
    ).toBe('A payment for this loan is already in progress.');
    expect(paymentErrorMessage(failure(500, { msg: 'Payment provider refused.' }))).toBe(
      'Payment provider refused.',
    );
    expect(paymentErrorMessage(failure(422, { message: 'anything' }))).toBe(
      PAYMENT_MESSAGES.insufficientFunds,
    );
  });

  it('says the retry is safe when no answer came back: a dropped connection or a gateway page', () => {
    expect(paymentErrorMessage(failure(0, undefined, 'NETWORK_ERROR'))).toBe(PAYMENT_NO_ANSWER_MESSAGE);
    for (const status of [502, 503, 504]) {
      expect(paymentErrorMessage(failure(status, '<html>Gateway Timeout</html>'))).toBe(
        PAYMENT_NO_ANSWER_MESSAGE,
      );
    }
  });

  it('keeps the default for an answer without words that did come from the server', () => {
    expect(paymentErrorMessage(failure(500, {}))).toBe(PAYMENT_MESSAGES.failedDefault);
    expect(paymentErrorMessage(new Error('boom'))).toBe(PAYMENT_MESSAGES.failedDefault);
  });
});
