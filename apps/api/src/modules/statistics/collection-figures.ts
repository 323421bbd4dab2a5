import type { MonthEndState, PortfolioDay } from '@kwacha/db';
import { delinquencyBucketLabels } from '@kwacha/shared/loans/delinquency';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { CollectionFigures, RollRow } from '@kwacha/shared/staff/statistics';
import { displayName } from '../users/display-name';

/** Percent with two decimals, or null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;

export interface RollCount {
  month: string;
  fromBucket: number;
  toState: MonthEndState;
  toBucket: number;
  loans: number;
}

export interface CollectorTotal {
  collectorId: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  count: number;
  amount: number;
}

/**
 * The collections figures of the page (docs/product.md §14.3) from what the jobs worked out: roll counts
 * per month (portfolio_rolls), the promises decided per day (portfolio_days) and each collector's
 * repayments (collector_days). `bucketBounds` names the buckets as set now.
 */
export function collectionFigures(input: {
  months: readonly string[];
  bucketBounds: readonly number[];
  rolls: readonly RollCount[];
  days: readonly PortfolioDay[];
  collectors: readonly CollectorTotal[];
}): CollectionFigures {
  const seen = Math.max(0, ...input.rolls.flatMap((r) => [r.fromBucket, r.toBucket]));
  const buckets = ['Current', ...delinquencyBucketLabels(input.bucketBounds)];
  // A bucket recorded under more boundaries than today's still gets a column of its own.
  while (buckets.length <= seen) buckets.push(`Bucket ${buckets.length}`);
  const rolled = input.months.filter((month) => input.rolls.some((r) => r.month === month));
  const rolls = rolled.map((month) => ({
    month,
    rows: buckets.map((_, from) =>
      rollRow(
        from,
        buckets.length,
        input.rolls.filter((r) => r.month === month && r.fromBucket === from),
      ),
    ),
  }));
  return {
    buckets,
    rolls,
    cures: rolls.map(({ month, rows }) => {
      const late = rows.filter((r) => r.from > 0);
      const pastDue = late.reduce((n, r) => n + r.loans, 0);
      const current = late.reduce((n, r) => n + (r.to[0] ?? 0), 0);
      const paid = late.reduce((n, r) => n + r.paid, 0);
      return { month, pastDue, current, paid, ratePercent: percentOf(current + paid, pastDue) };
    }),
    promises: input.months.map((month) => {
      const inMonth = input.days.filter((d) => d.day.startsWith(month));
      const kept = inMonth.reduce((n, d) => n + d.promisesKept, 0);
      const broken = inMonth.reduce((n, d) => n + d.promisesBroken, 0);
      return { month, kept, broken, keptRatePercent: percentOf(kept, kept + broken) };
    }),
    collectors: input.collectors.map((c) => ({
      collectorId: c.collectorId,
      name: displayName(c),
      count: c.count,
      amount: ngweeToKwacha(c.amount),
    })),
  };
}

/** One bucket's row: where its loans went; rolled forward means a worse bucket, or written off. */
function rollRow(from: number, buckets: number, counts: readonly RollCount[]): RollRow {
  const of = (state: MonthEndState) =>
    counts.filter((c) => c.toState === state).reduce((n, c) => n + c.loans, 0);
  const to = Array.from({ length: buckets }, (_, bucket) =>
    counts.filter((c) => c.toState === 'open' && c.toBucket === bucket).reduce((n, c) => n + c.loans, 0),
  );
  const loans = counts.reduce((n, c) => n + c.loans, 0);
  const writtenOff = of('written_off');
  const rolledForward = to.slice(from + 1).reduce((n, c) => n + c, 0) + writtenOff;
  return {
    from,
    loans,
    to,
    paid: of('paid'),
    writtenOff,
    rolledForward,
    rollForwardPercent: percentOf(rolledForward, loans),
  };
}
