import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTANT_APPROVAL_LIMITS } from '../staff/settings';
import {
  type InstantApprovalLimits,
  borrowerLimit as limitWith,
  withinBorrowerLimit,
} from './borrower-limit';

const K50_000 = 5_000_000;
/** docs/product.md §12.3's defaults: K2,000 for a first loan, +50% per clean loan, at most K50,000. */
const DEFAULTS: InstantApprovalLimits = { firstLoanLimit: 200_000, growthPercent: 50, cap: K50_000 };
const borrowerLimit = (n: number, productMaximum: number) => limitWith(n, productMaximum, DEFAULTS);

describe('borrowerLimit with the default limits', () => {
  it('is K2,000 for a first loan', () => {
    expect(DEFAULT_INSTANT_APPROVAL_LIMITS).toEqual(DEFAULTS);
    expect(borrowerLimit(0, K50_000)).toBe(200_000);
  });

  it('grows by half after each clean repaid loan, rounded down to the ngwee', () => {
    // 2000 × 1.5 = 3000
    expect(borrowerLimit(1, K50_000)).toBe(300_000);
    // 2000 × 2.25 = 4500
    expect(borrowerLimit(2, K50_000)).toBe(450_000);
    // 2000 × 3.375 = 6750
    expect(borrowerLimit(3, K50_000)).toBe(675_000);
    // 200000 × 1.5^7 = 200000 × 17.0859375 = 3,417,187.5 ngwee → 3,417,187 (K34,171.87)
    expect(borrowerLimit(7, K50_000)).toBe(3_417_187);
    // 200000 × 1.5^6 = 200000 × 11.390625 = 2,278,125 exactly
    expect(borrowerLimit(6, K50_000)).toBe(2_278_125);
  });

  it('never exceeds the product maximum', () => {
    // 200000 × 1.5^8 = 5,125,781.25 > K50,000
    expect(borrowerLimit(8, K50_000)).toBe(K50_000);
    expect(borrowerLimit(1_000_000, K50_000)).toBe(K50_000);
    // A product smaller than the first-loan limit caps it too.
    expect(borrowerLimit(0, 150_000)).toBe(150_000);
    expect(borrowerLimit(2, 2_500_000)).toBe(450_000);
  });

  it('refuses a negative or fractional loan count and a non-integer maximum', () => {
    expect(() => borrowerLimit(-1, K50_000)).toThrow(RangeError);
    expect(() => borrowerLimit(1.5, K50_000)).toThrow(RangeError);
    expect(() => borrowerLimit(0, 100.5)).toThrow();
  });

  it('is monotonic in the number of clean loans and capped by the maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (n, maximum) => {
          const here = borrowerLimit(n, maximum);
          const next = borrowerLimit(n + 1, maximum);
          expect(next).toBeGreaterThanOrEqual(here);
          expect(here).toBeLessThanOrEqual(maximum);
          expect(Number.isSafeInteger(here)).toBe(true);
          // Below the product maximum and the K50,000 cap it is exactly the rounded-down growth of K2,000.
          const exact = (200_000n * 3n ** BigInt(n)) / 2n ** BigInt(n);
          const ceiling = BigInt(Math.min(maximum, K50_000));
          expect(BigInt(here)).toBe(exact < ceiling ? exact : ceiling);
        },
      ),
    );
  });

  it('says whether an amount fits', () => {
    expect(withinBorrowerLimit(200_000, 0, K50_000, DEFAULTS)).toBe(true);
    expect(withinBorrowerLimit(200_001, 0, K50_000, DEFAULTS)).toBe(false);
    expect(withinBorrowerLimit(300_000, 1, K50_000, DEFAULTS)).toBe(true);
  });
});

describe('borrowerLimit with other limits', () => {
  it('starts from the first-loan limit and grows by the growth percentage, rounded down', () => {
    const limits = { firstLoanLimit: 100_000, growthPercent: 10, cap: K50_000 };
    expect(limitWith(0, K50_000, limits)).toBe(100_000);
    // 1000 × 1.1 = 1100; × 1.21 = 1210; × 1.331 = 1331
    expect(limitWith(1, K50_000, limits)).toBe(110_000);
    expect(limitWith(3, K50_000, limits)).toBe(133_100);
    // 100000 × 1.1^5 = 161,051 exactly; × 1.1^7 = 194,871.71 → 194,871
    expect(limitWith(5, K50_000, limits)).toBe(161_051);
    expect(limitWith(7, K50_000, limits)).toBe(194_871);
  });

  it('stays at the first-loan limit with no growth, and never goes above the cap', () => {
    expect(limitWith(40, K50_000, { firstLoanLimit: 150_000, growthPercent: 0, cap: K50_000 })).toBe(150_000);
    const capped = { firstLoanLimit: 200_000, growthPercent: 50, cap: 400_000 };
    // 2000 × 1.5 = 3000, then 4500 is above the K4,000 cap
    expect(limitWith(1, K50_000, capped)).toBe(300_000);
    expect(limitWith(2, K50_000, capped)).toBe(400_000);
    // The product's maximum still applies below the cap.
    expect(limitWith(2, 350_000, capped)).toBe(350_000);
    expect(limitWith(1_000_000, K50_000, { ...capped, growthPercent: 1 })).toBe(400_000);
  });

  it('refuses a growth that is not a whole percentage from 0 to 1000, and limits that are not ngwee', () => {
    expect(() => limitWith(1, K50_000, { ...DEFAULTS, growthPercent: 2.5 })).toThrow(RangeError);
    expect(() => limitWith(1, K50_000, { ...DEFAULTS, growthPercent: -1 })).toThrow(RangeError);
    expect(() => limitWith(1, K50_000, { ...DEFAULTS, cap: 10.5 })).toThrow();
    expect(() => limitWith(1, K50_000, { ...DEFAULTS, firstLoanLimit: Number.NaN })).toThrow();
  });

  it('is exactly floor(first × (100 + g)ⁿ / 100ⁿ) below the cap (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1_000, max: 5_000_000 }),
        (n, first, growth, cap, maximum) => {
          const got = limitWith(n, maximum, { firstLoanLimit: first, growthPercent: growth, cap });
          const exact = (BigInt(first) * BigInt(100 + growth) ** BigInt(n)) / 100n ** BigInt(n);
          const ceiling = BigInt(Math.min(cap, maximum));
          expect(BigInt(got)).toBe(exact < ceiling ? exact : ceiling);
          expect(
            limitWith(n + 1, maximum, { firstLoanLimit: first, growthPercent: growth, cap }),
          ).toBeGreaterThanOrEqual(got);
        },
      ),
    );
  });
});
