import { loanApplications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PERSONAL, putProduct, putSetting } from './testing/product-requests';

/**
 * docs/product.md §14.5: a change to the fee, the late-fee rule or a product's rate applies to the next
 * quote and application only; a loan already applied for keeps the terms it was quoted.
 */
describe('settings apply to new quotes, never to loans already applied for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
  });
  afterAll(() => t.close());

  const quote = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/quote',
      payload: { productId: 'personal', amount: 1000, duration: 3 },
    });
  const loanOf = async (token: string, loanId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/loan-applications/${loanId}`,
        headers: { 'x-auth-token': token },
      })
    ).json().data;
  const keyFactsOf = async (loanId: string) =>
    (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.keyFactsText;

  it('quotes with the new fee and rate; the earlier loan keeps 5%, 2.5% and its schedule', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    const earlier = await borrowerWithApplication(t, {}, { amount: 1000, duration: 3 });
    const before = await loanOf(earlier.borrower.token, earlier.loanId);
    // 5% of K1,000 = K50; 2.5% a month: instalments 350.14, 350.14, 350.13 (loan-quote.test.ts)
    expect(before).toMatchObject({
      serviceFee: 50,
      amountReceived: 950,
      monthlyRatePercent: 2.5,
      monthlyInstalment: 350.14,
      // Nothing is owed, so no repayment amount is shown, until the money is paid out (docs/product.md §4.9).
      repaymentAmount: null,
    });
    const terms = () => t.app.inject({ method: 'GET', url: '/api/loan-products/terms' });
    expect((await terms()).json().data).toEqual({
      serviceFeePercent: 5,
      lateFeePercent: 5,
      lateFeeGraceDays: 3,
    });

    expect((await putSetting(t, superuser.token, 'fees', { serviceFeePercent: 6 })).statusCode).toBe(200);
    expect(
      (await putSetting(t, superuser.token, 'late-fee', { lateFeePercent: 7.5, graceDays: 5 })).statusCode,
    ).toBe(200);
    expect(
      (await putProduct(t, superuser.token, 'personal', { ...PERSONAL, monthlyRatePercent: 3 })).statusCode,
    ).toBe(200);

    expect((await terms()).json().data).toEqual({
      serviceFeePercent: 6,
      lateFeePercent: 7.5,
      lateFeeGraceDays: 5,
    });

    const next = (await quote()).json().data;
    // fee 6% of 1000 = 60.00, received 940.00; at 3%: 1000 × 0.03 × 1.03³ / (1.03³ − 1) = 353.530… → 353.53;
    // interest 30.00 + 20.29 (676.47 × 3%) + 10.30 (343.23 × 3%) = 60.59
    expect(next).toMatchObject({
      serviceFeePercent: 6,
      serviceFee: 60,
      amountReceived: 940,
      monthlyRatePercent: 3,
      monthlyInstalment: 353.53,
      totalInterest: 60.59,
      totalRepayable: 1060.59,
    });

    // Read again, the earlier loan is exactly as it was quoted.
    expect(await loanOf(earlier.borrower.token, earlier.loanId)).toEqual(before);
    const earlierFacts = await keyFactsOf(earlier.loanId);
    expect(earlierFacts).toContain('A service fee of K50.00 (5%) is deducted');
    expect(earlierFacts).toContain('more than 3 days late, a one-time late fee of 5% of that instalment');

    // A new application is made, and its key facts written, with what is in force now.
    const later = await borrowerWithApplication(t, {}, { amount: 1000, duration: 3 });
    expect(await loanOf(later.borrower.token, later.loanId)).toMatchObject({
      serviceFee: 60,
      amountReceived: 940,
      monthlyRatePercent: 3,
      monthlyInstalment: 353.53,
    });
    const laterFacts = await keyFactsOf(later.loanId);
    expect(laterFacts).toContain('A service fee of K60.00 (6%) is deducted when the loan is paid out');
    expect(laterFacts).toContain(
      'If an instalment is more than 5 days late, a one-time late fee of 7.5% of that instalment is added',
    );
  });
});

describe('an application names the terms its key facts showed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
  });
  afterAll(() => t.close());

  const SHOWN = { monthlyRatePercent: 2.5, serviceFeePercent: 5, lateFeePercent: 5, lateFeeGraceDays: 3 };
  const apply = (token: string, phone: string, agreedTerms: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': token },
      payload: {
        productId: 'personal',
        amount: 1000,
        duration: 3,
        purpose: 'Stock for my shop',
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: phone,
        acceptKeyFacts: true,
        agreedTerms,
      },
    });

  it('is booked when they are the terms in force, and refused once a superuser changed them', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    const first = await verifiedBorrower(t);
    expect((await apply(first.token, first.phoneNumber, SHOWN)).statusCode).toBe(201);

    expect((await putSetting(t, superuser.token, 'fees', { serviceFeePercent: 6 })).statusCode).toBe(200);
    const second = await verifiedBorrower(t);
    const refused = await apply(second.token, second.phoneNumber, SHOWN);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'The loan terms changed while you were applying. Please review the new key facts and accept them again.',
      error: { code: 'TERMS_CHANGED' },
    });
    const accepted = await apply(second.token, second.phoneNumber, { ...SHOWN, serviceFeePercent: 6 });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data).toMatchObject({ serviceFee: 60, amountReceived: 940 });
  });
});
