import { describe, expect, it } from 'vitest';
import { paymentFailureKind } from './payment-failure';

const failed = (failureReason: string | null) => paymentFailureKind({ status: 'failed', failureReason });

describe('paymentFailureKind', () => {
  it.each([
    // The simulator's texts (apps/api/src/providers/simulator/simulator-outcomes.ts).
    ["Insufficient funds in the payer's wallet", 'insufficient_funds'],
    ['Payment declined by the payer', 'declined'],
    ['Payee not found', 'not_found'],
    // MTN's bare codes.
    ['NOT_ENOUGH_FUNDS', 'insufficient_funds'],
    ['APPROVAL_REJECTED', 'declined'],
    ['PAYER_NOT_FOUND', 'not_found'],
    ['EXPIRED', 'expired'],
    // Airtel: its message, then the code.
    ['Transaction failed (DP00800001007)', 'insufficient_funds'],
    ['Incorrect Pin has been entered (DP00800001002)', 'declined'],
    ['Transaction has been expired (DP00800001029)', 'expired'],
    ['Payer limit exceeded (DP00800001003)', 'limit'],
    ['Airtel Money collects only from Airtel numbers', 'wrong_network'],
    // Lenco's sandbox, and a text seen in the web app's tests.
    ['Not enough funds', 'insufficient_funds'],
    ['Declined by the payer.', 'declined'],
    ['Something went wrong at the operator', 'other'],
  ] as const)('reads %j as %s', (reason, kind) => {
    expect(failed(reason)).toBe(kind);
  });

  it('calls an expired payment expired, a failure without words other, and anything else no failure', () => {
    expect(
      paymentFailureKind({ status: 'expired', failureReason: 'The payment was not confirmed in time.' }),
    ).toBe('expired');
    expect(failed(null)).toBe('other');
    expect(paymentFailureKind({ status: 'successful', failureReason: null })).toBeNull();
    expect(paymentFailureKind({ status: 'pending', failureReason: null })).toBeNull();
  });
});
