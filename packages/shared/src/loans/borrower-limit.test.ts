import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowerLimit, FIRST_LOAN_LIMIT, withinBorrowerLimit } from './borrower-limit';

const K50_000 = 5_000_000;

describe('borrowerLimit', () => {
  it('is K2,000 for a first loan', () => {
    expect(FIRST_LOAN_LIMIT).toBe(200_000);
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
          // Below the cap it is exactly the rounded-down growth of K2,000.
          const exact = (200_000n * 3n ** BigInt(n)) / 2n ** BigInt(n);
          expect(BigInt(here)).toBe(exact < BigInt(maximum) ? exact : BigInt(maximum));
        },
      ),
    );
  });

  it('says whether an amount fits', () => {
    expect(withinBorrowerLimit(200_000, 0, K50_000)).toBe(true);
    expect(withinBorrowerLimit(200_001, 0, K50_000)).toBe(false);
    expect(withinBorrowerLimit(300_000, 1, K50_000)).toBe(true);
  });
});
