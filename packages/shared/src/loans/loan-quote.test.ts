import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityInstalment, quoteLoan } from './loan-quote';

describe('annuityInstalment', () => {
  it('works K1,000 over 3 months at 2.5% a month', () => {
    // r = 0.025; (1.025)^3 = 1.076890625
    // instalment = 1000 × 0.025 × 1.076890625 / 0.076890625 = 350.1371… → K350.14
    expect(annuityInstalment(100_000, 3, 250)).toBe(35_014);
  });

  it('works K10,000 over 12 months at 2.5% a month', () => {
    // (1.025)^12 = 1.3448888242; 10000 × 0.025 × 1.3448888242 / 0.3448888242 = 974.8713… → K974.87
    expect(annuityInstalment(1_000_000, 12, 250)).toBe(97_487);
  });

  it('divides evenly at a zero rate, rounding half-up', () => {
    expect(annuityInstalment(100_000, 3, 0)).toBe(33_333); // 1000 / 3 = 333.333…
  });
});

describe('quoteLoan', () => {
  it('builds the full quote for K1,000 over 3 months at 2.5%', () => {
    const q = quoteLoan({
      amount: 100_000,
      months: 3,
      monthlyRateBasisPoints: 250,
      serviceFeeBasisPoints: 500,
      startDate: '2026-11-21',
    });
    // fee = 5% × 1000 = 50; received = 950
    expect(q.serviceFee).toBe(5_000);
    expect(q.amountReceived).toBe(95_000);
    // month 1: interest = 1000 × 0.025 = 25.00; principal = 350.14 − 25.00 = 325.14; balance 674.86
    // month 2: interest = 674.86 × 0.025 = 16.8715 → 16.87; principal = 333.27; balance 341.59
    // month 3: interest = 341.59 × 0.025 = 8.53975 → 8.54; principal = the rest, 341.59; instalment 350.13
    expect(q.schedule).toEqual([
      {
        number: 1,
        dueDate: '2026-12-21',
        instalment: 35_014,
        principal: 32_514,
        interest: 2_500,
        balanceAfter: 67_486,
      },
      {
        number: 2,
        dueDate: '2027-01-21',
        instalment: 35_014,
        principal: 33_327,
        interest: 1_687,
        balanceAfter: 34_159,
      },
      {
        number: 3,
        dueDate: '2027-02-21',
        instalment: 35_013,
        principal: 34_159,
        interest: 854,
        balanceAfter: 0,
      },
    ]);
    // total interest = 25.00 + 16.87 + 8.54 = 50.41; total repayable = 1,050.41
    expect(q.totalInterest).toBe(5_041);
    expect(q.totalRepayable).toBe(105_041);
    expect(q.firstDueDate).toBe('2026-12-21');
  });

  it('states an APR above the nominal rate because the fee is deducted up front', () => {
    const q = quoteLoan({
      amount: 1_000_000,
      months: 12,
      monthlyRateBasisPoints: 250,
      serviceFeeBasisPoints: 500,
      startDate: '2026-11-21',
    });
    // nominal 2.5% × 12 = 30% a year; with 5% of the money kept at disbursement the APR is higher.
    expect(q.aprBasisPoints).toBeGreaterThan(3_000);
    expect(q.aprBasisPoints).toBeLessThan(4_500);
  });

  it('keeps its invariants for every amount, term and product rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 1_000 }),
        (amount, months, rate, feeRate) => {
          const q = quoteLoan({
            amount,
            months,
            monthlyRateBasisPoints: rate,
            serviceFeeBasisPoints: feeRate,
            startDate: '2026-01-31',
          });
          expect(q.schedule).toHaveLength(months);
          // The principal parts sum to the amount exactly.
          expect(q.schedule.reduce((s, l) => s + l.principal, 0)).toBe(amount);
          // Total repayable = amount + total interest = the sum of the instalments.
          expect(q.totalRepayable).toBe(amount + q.totalInterest);
          expect(q.schedule.reduce((s, l) => s + l.instalment, 0)).toBe(q.totalRepayable);
          for (const line of q.schedule) {
            expect(line.balanceAfter).toBeGreaterThanOrEqual(0);
            expect(line.principal).toBeGreaterThanOrEqual(0);
            expect(line.instalment).toBe(line.principal + line.interest);
          }
          expect(q.schedule.at(-1)?.balanceAfter).toBe(0);
          // The last instalment differs from the others only by rounding: a few ngwee per month at most.
          expect(Math.abs((q.schedule.at(-1)?.instalment ?? 0) - q.instalment)).toBeLessThanOrEqual(months);
          expect(q.serviceFee + q.amountReceived).toBe(amount);
        },
      ),
    );
  });

  it('takes the service fee it is given: 6.25% of K1,000 is K62.50, and the schedule does not change', () => {
    const base = { amount: 100_000, months: 3, monthlyRateBasisPoints: 250, startDate: '2026-11-21' };
    const usual = quoteLoan({ ...base, serviceFeeBasisPoints: 500 });
    const higher = quoteLoan({ ...base, serviceFeeBasisPoints: 625 });
    // 1000 × 6.25% = 62.50; received 937.50
    expect(higher).toMatchObject({ serviceFeeBasisPoints: 625, serviceFee: 6_250, amountReceived: 93_750 });
    expect(higher.schedule).toEqual(usual.schedule);
    // Less money in hand for the same instalments: a higher APR.
    expect(higher.aprBasisPoints).toBeGreaterThan(usual.aprBasisPoints);
    // No fee: the borrower receives the whole amount.
    expect(quoteLoan({ ...base, serviceFeeBasisPoints: 0 })).toMatchObject({
      serviceFee: 0,
      amountReceived: 100_000,
    });
    // 0.05% of K6.67 is 0.3335 ngwee, rounded half-up to 0; of K10.00 it is 0.5 ngwee, rounded up to 1.
    expect(quoteLoan({ ...base, amount: 667, serviceFeeBasisPoints: 5 }).serviceFee).toBe(0);
    expect(quoteLoan({ ...base, amount: 1_000, serviceFeeBasisPoints: 5 }).serviceFee).toBe(1);
  });

  it('refuses a fee that is not whole basis points from 0 to 10000', () => {
    const base = { amount: 100_000, months: 3, monthlyRateBasisPoints: 250, startDate: '2026-11-21' };
    expect(() => quoteLoan({ ...base, serviceFeeBasisPoints: -1 })).toThrow(RangeError);
    expect(() => quoteLoan({ ...base, serviceFeeBasisPoints: 10_001 })).toThrow(RangeError);
    expect(() => quoteLoan({ ...base, serviceFeeBasisPoints: 2.5 })).toThrow(RangeError);
  });
});
