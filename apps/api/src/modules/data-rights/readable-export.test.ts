import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, pay, testClock } from '../payments/testing/payment-test-helpers';
import { COMMON_LABELS, SECTIONS } from './data-export-labels';

const DELAY_MS = 5000;

/** docs/product.md §18.1: the readable copy says what each field is, and shows values as the app does. */
describe('the readable copy of my data', () => {
  let t: TestApp;
  const clock = testClock('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterAll(() => t.close());

  it('labels every field in words and shows kwacha, rates in percent and readable dates', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const paid = await pay(t, borrower.token, { loanId, amount: '100.00' });
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: paid.json().data.id });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/data-export.html',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(res.statusCode).toBe(200);
    const page = res.body;
    const row = (label: string) =>
      new RegExp(`<th scope="row">${label.replace(/[()]/g, '\\$&')}</th><td>([^<]*)</td>`).exec(page)?.[1];

    // The personal loan's 2.5% a month, never a raw field ("Monthly Rate Basis Points: 250").
    expect(row('Monthly interest rate')).toBe('2.5% a month');
    expect(row('Annual percentage rate (APR)')).toMatch(/^\d+(\.\d{1,2})?% a year$/);
    expect(row('Late fee')).toBe('5% of an overdue instalment');
    expect(row('Days before a late fee')).toBe('3 days');
    expect(row('Amount borrowed')).toBe('K1,000.00');
    expect(row('Duration')).toBe('6 months');
    expect(row('Status')).toBe('Active');
    expect(row('Paid out by')).toBe('Mobile money');
    expect(row('Mobile money operator')).toBe('Airtel');
    expect(row('Applied on')).toBe('21 November 2026 at 12:00');
    expect(page).toContain('<td>K100.00</td>');
    expect(page).toContain('<td>Successful</td>');
    expect(page).not.toMatch(/Basis Points|Apr |Ngwee|\b\d{4}-\d{2}-\d{2}\b/);

    // Each heading of a field or column is one of the copy's own labels, never a field name in words.
    const known = new Set([
      ...Object.values(COMMON_LABELS),
      ...Object.values(SECTIONS).flatMap((section) => Object.values(section.labels)),
    ]);
    const headings = [...page.matchAll(/<th scope="(?:row|col)">([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(40);
    expect(headings.filter((heading) => !known.has(heading ?? ''))).toEqual([]);
  });
});
