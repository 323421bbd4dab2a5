import { z } from 'zod';
import { delinquencyBucketLabel } from '../loans/delinquency';

/**
 * Loan-loss provisions (docs/product.md §24, docs/decisions/050): a rate for loans not past due and one per
 * delinquency bucket, stored in basis points (10 000 = 100%), and the month-end measure the job keeps.
 */

/** What the month-end job reads: the rate of loans not past due, and each bucket's by its place. */
export interface ProvisionRateRules {
  currentBasisPoints: number;
  /** Bucket 1's rate first; as many as there are buckets (a bucket without its own takes the last). */
  bucketBasisPoints: number[];
}

/**
 * The defaults for the default buckets (1–30, 31–60, 61–90, 91–180, over 180 days): 1%, 5%, 25%, 25%, 50%,
 * 100%. Not the Bank of Zambia's figures, which we could not confirm: docs/decisions/050 gives the source
 * of each rate, and the lender's auditors confirm them before going live.
 */
export const DEFAULT_PROVISION_RATES: ProvisionRateRules = {
  currentBasisPoints: 100,
  bucketBasisPoints: [500, 2_500, 2_500, 5_000, 10_000],
};

/**
 * The rates of `bucketCount` buckets (docs/decisions/050): by place while the numbers agree; after a change
 * of the buckets' number, each bucket keeps the rate of its place, the last bucket (the oldest debts)
 * always keeps the last rate, and a bucket with no rate of its own takes the last rate, the most prudent.
 */
export function provisionRatesFor(rules: ProvisionRateRules, bucketCount: number): ProvisionRateRules {
  const rates = rules.bucketBasisPoints;
  if (rates.length === bucketCount) return { ...rules, bucketBasisPoints: [...rates] };
  const last = rates.at(-1) ?? rules.currentBasisPoints;
  return {
    currentBasisPoints: rules.currentBasisPoints,
    bucketBasisPoints: Array.from({ length: bucketCount }, (_, i) =>
      i === bucketCount - 1 ? last : (rates[i] ?? last),
    ),
  };
}

/** GET /api/admin/accounting/provisions: the month-end as YYYY-MM; without it, the latest measured. */
export const provisionsQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM.' })
    .optional(),
});
export type ProvisionsQuery = z.infer<typeof provisionsQuerySchema>;

/** One row of a month-end's provisions: loans not past due (bucket 0), or one delinquency bucket. */
export const provisionBucketSchema = z.object({
  /** 0: not past due; n: delinquency bucket n. */
  bucket: z.number().int(),
  label: z.string(),
  loans: z.number().int(),
  /** Kwacha: what the loans are carried at, less unearned and suspended interest. */
  exposure: z.number(),
  ratePercent: z.number(),
  /** Kwacha: the provision the rate asks for, which the month-end posting brought the books to. */
  provision: z.number(),
});
export type ProvisionBucket = z.infer<typeof provisionBucketSchema>;

export const monthProvisionsSchema = z.object({
  /** The month-end asked for, or the latest measured; null before the first month-end. */
  month: z.string().nullable(),
  /** When the month-end job measured it; null while it has not run for the month. */
  measuredAt: z.string().nullable(),
  buckets: z.array(provisionBucketSchema),
  totals: z.object({ loans: z.number().int(), exposure: z.number(), provision: z.number() }),
});
export type MonthProvisions = z.infer<typeof monthProvisionsSchema>;

/** 'Not past due', '1–30 days', 'Over 180 days': a month-end's bucket by the days it spanned then. */
export function provisionBucketLabel(daysFrom: number, daysTo: number | null): string {
  if (daysTo === 0) return 'Not past due';
  // The bucket after one ending the day before daysFrom: the words staff read in the collections queue.
  const bounds = daysTo === null ? [daysFrom - 1] : [daysFrom - 1, daysTo];
  return delinquencyBucketLabel(2, bounds);
}

export const PROVISION_MESSAGES = {
  rate: 'Please enter a rate from 0% to 100%.',
  count: 'Please enter from 3 to 9 bucket rates.',
  order: "Each bucket's rate must be at least the rate before it.",
  oneRatePerBucket: (buckets: number) =>
    `Please enter one rate for each of the ${buckets} delinquency buckets.`,
} as const;
