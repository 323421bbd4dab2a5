import { assertNgwee, type Ngwee } from '../money/money';

/** Issue 6: a borrower's first loan may be up to K2,000 under instant approval. */
export const FIRST_LOAN_LIMIT: Ngwee = 200_000;

// 200000 × 1.5^64 ≈ 3.7e16 ngwee is already above any safe-integer product maximum, so more clean loans
// than this cannot change the answer; stopping here keeps the BigInt powers small.
const GROWTH_STEPS_THAT_MATTER = 64;

/**
 * The most a borrower may borrow with instant approval: K2,000 for the first loan, growing by half after
 * each loan repaid without ever being overdue, never above the product's maximum. Exactly
 * floor(200000 × 3^n / 2^n) ngwee, in BigInt so no float rounding can creep in at large n.
 */
export function borrowerLimit(cleanRepaidLoans: number, productMaximum: Ngwee): Ngwee {
  if (!Number.isSafeInteger(cleanRepaidLoans) || cleanRepaidLoans < 0) {
    throw new RangeError(`cleanRepaidLoans must be a whole number ≥ 0, got ${cleanRepaidLoans}`);
  }
  assertNgwee(productMaximum);
  const n = BigInt(Math.min(cleanRepaidLoans, GROWTH_STEPS_THAT_MATTER));
  const grown = (BigInt(FIRST_LOAN_LIMIT) * 3n ** n) / 2n ** n;
  const cap = BigInt(productMaximum);
  return Number(grown < cap ? grown : cap);
}

/** Whether an amount is within the borrower's instant-approval limit. */
export function withinBorrowerLimit(amount: Ngwee, cleanRepaidLoans: number, productMaximum: Ngwee): boolean {
  return assertNgwee(amount) <= borrowerLimit(cleanRepaidLoans, productMaximum);
}
