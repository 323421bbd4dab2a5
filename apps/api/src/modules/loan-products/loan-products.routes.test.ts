import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('loan products and quotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
  });
  afterAll(() => t.close());

  const quote = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/loan-applications/quote', payload: body });

  it('lists the six products of docs/product.md §3 with their limits and rates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/loan-products' });
    expect(res.statusCode).toBe(200);
    const rows = res
      .json()
      .data.map((p: Record<string, unknown>) => [
        p.name,
        p.minAmount,
        p.maxAmount,
        p.minMonths,
        p.maxMonths,
        p.monthlyRatePercent,
      ]);
    expect(rows).toEqual([
      ['Personal Loan', 10, 50000, 1, 12, 2.5],
      ['Home Improvement Loan', 10, 50000, 3, 12, 2.8],
      ['Vehicle Loan', 10, 50000, 6, 12, 3],
      ['Education Loan', 10, 30000, 3, 10, 2.2],
      ['Medical Loan', 10, 25000, 1, 8, 2],
      ['Business Loan', 10, 50000, 3, 12, 3.2],
    ]);
  });

  it('quotes K1,000 over 3 months on the personal product', async () => {
    const res = await quote({ productId: 'personal', amount: 1000, duration: 3 });
    expect(res.statusCode).toBe(200);
    // See loan-quote.test.ts for the arithmetic: instalments 350.14, 350.14, 350.13.
    expect(res.json().data).toMatchObject({
      productName: 'Personal Loan',
      serviceFee: 50,
      amountReceived: 950,
      monthlyInstalment: 350.14,
      totalInterest: 50.41,
      totalRepayable: 1050.41,
      firstPaymentDate: '2026-12-21',
    });
    expect(res.json().data.schedule.map((l: { instalment: number }) => l.instalment)).toEqual([
      350.14, 350.14, 350.13,
    ]);
  });

  it.each([
    [
      { productId: 'education', amount: 30000.01, duration: 6 },
      'amount',
      'Education Loan amounts are from K10.00 to K30,000.00.',
    ],
    [
      { productId: 'medical', amount: 25001, duration: 6 },
      'amount',
      'Medical Loan amounts are from K10.00 to K25,000.00.',
    ],
    [
      { productId: 'vehicle', amount: 5000, duration: 5 },
      'duration',
      'Vehicle Loan terms are from 6 to 12 months.',
    ],
    [
      { productId: 'medical', amount: 5000, duration: 9 },
      'duration',
      'Medical Loan terms are from 1 to 8 months.',
    ],
    [
      { productId: 'personal', amount: 9.99, duration: 3 },
      'amount',
      'Personal Loan amounts are from K10.00 to K50,000.00.',
    ],
  ])('refuses %j outside the product limits', async (body, field, message) => {
    const res = await quote(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, msg: message, message });
  });

  it('accepts the limits themselves', async () => {
    expect((await quote({ productId: 'education', amount: 30000, duration: 10 })).statusCode).toBe(200);
    expect((await quote({ productId: 'medical', amount: 10, duration: 1 })).statusCode).toBe(200);
  });

  it('refuses an unknown product with 404 and an amount with three decimals with 400', async () => {
    expect((await quote({ productId: 'holiday', amount: 1000, duration: 3 })).statusCode).toBe(404);
    expect((await quote({ productId: 'personal', amount: 1000.005, duration: 3 })).statusCode).toBe(400);
  });
});
