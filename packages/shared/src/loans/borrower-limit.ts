import { assertNgwee, type Ngwee } from '../money/money';

/**
 * The instant-approval limits, a run-time setting (docs/product.md §12.3, §14.5): the defaults are K2,000,
 * 50% and K50,000 (DEFAULT_INSTANT_APPROVAL_LIMITS in ../staff/settings.ts).
 */
export interface InstantApprovalLimits {
  /** The most a borrower's first loan may be, in ngwee. */
  firstLoanLimit: Ngwee;
  /** How much the limit grows after each loan repaid without ever being overdue, in whole percent. */
  growthPercent: number;
  /** The most anyone may borrow with instant approval, in ngwee; the product's maximum applies as well. */
  cap: Ngwee;
}

/**
 * The most a borrower may borrow with instant approval: the first-loan limit, growing by the growth
 * percentage after each loan repaid without ever being overdue, never above the cap nor the product's
 * maximum. Exactly floor(first × (100 + g)ⁿ / 100ⁿ) ngwee (K2,000 and 50%: ⌊200,000 × 3ⁿ / 2ⁿ⌋), in BigInt
 * so no float rounding can creep in at large n.
 */
export function borrowerLimit(
  cleanRepaidLoans: number,
  productMaximum: Ngwee,
  limits: InstantApprovalLimits,
): Ngwee {
  if (!Number.isSafeInteger(cleanRepaidLoans) || cleanRepaidLoans < 0) {
    throw new RangeError(`cleanRepaidLoans must be a whole number ≥ 0, got ${cleanRepaidLoans}`);
  }
  const { growthPercent } = limits;
  if (!Number.isInteger(growthPercent) || growthPercent < 0 || growthPercent > 1_000) {
    throw new RangeError(`growthPercent must be a whole number from 0 to 1000, got ${growthPercent}`);
  }
  const ceiling = BigInt(Math.min(assertNgwee(productMaximum), assertNgwee(limits.cap)));
  let numerator = BigInt(assertNgwee(limits.firstLoanLimit));
  let denominator = 1n;
  const factor = BigInt(100 + growthPercent);
  // One clean loan at a time, stopping at the ceiling: with growth ≥ 1% a safe-integer ceiling is reached
  // within a few thousand steps whatever n is, and comparing by multiplication keeps each step cheap.
  for (let k = 0; k < cleanRepaidLoans && growthPercent > 0 && numerator < ceiling * denominator; k++) {
    numerator *= factor;
    denominator *= 100n;
  }
  const grown = numerator / denominator;
  return Number(grown < ceiling ? grown : ceiling);
}

/** Whether an amount is within the borrower's instant-approval limit. */
export function withinBorrowerLimit(
  amount: Ngwee,
  cleanRepaidLoans: number,
  productMaximum: Ngwee,
  limits: InstantApprovalLimits,
): boolean {
  return assertNgwee(amount) <= borrowerLimit(cleanRepaidLoans, productMaximum, limits);
}
