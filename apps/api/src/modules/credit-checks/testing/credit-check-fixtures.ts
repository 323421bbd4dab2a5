import type { TestApp } from '../../../testing/test-app';

let serial = 0;

/**
 * A citizen NRC in a stand-in district (testing/standin-bureau.ts): '40' answers with arrears elsewhere,
 * '91' never answers, and so on. The serial is unique per call, as users' NRCs must be.
 */
export function nrcIn(district: string): string {
  serial += 1;
  const n = (process.pid % 900) * 1000 + (serial % 1000) + 100_000;
  return `${String(n).padStart(6, '0').slice(-6)}/${district}/1`;
}

/** A loan application body for the Personal Loan, with or without the bureau consent. */
export const bureauApplication = (overrides: Record<string, unknown> = {}) => ({
  productId: 'personal',
  amount: 1000,
  duration: 3,
  purpose: 'School fees for my daughter',
  disbursementMethod: 'mobile_money',
  mobileMoneyProvider: 'airtel',
  mobileMoneyNumber: '0977123456',
  acceptKeyFacts: true,
  creditBureauConsent: true,
  ...overrides,
});

export const applyAs = (t: TestApp, token: string, body: object, userAgent = 'vitest-browser/1.0') =>
  t.app.inject({
    method: 'POST',
    url: '/api/loan-applications/apply',
    headers: { 'x-auth-token': token, 'user-agent': userAgent },
    payload: body,
  });
