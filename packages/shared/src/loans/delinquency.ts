/**
 * Delinquency buckets (docs/product.md §13.4): how long a loan has been past due, and which band of days
 * that falls in. The bands are a setting (`upperBounds`, docs/product.md §14.5): [30, 60, 90, 180] means
 * 1–30, 31–60, 61–90, 91–180 and over 180 days. Bucket numbers count from 1, so bucket n is the band that
 * ends at upperBounds[n - 1], and bucket upperBounds.length + 1 is the open-ended last one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Whole Lusaka days from the oldest unpaid instalment's due date to `day`; 0 when nothing is unpaid or
 * it is not yet past due. Counted from the due date itself: the late fee's grace days do not delay it.
 */
export function daysPastDue(oldestUnpaidDueDate: string | null | undefined, day: string): number {
  if (!oldestUnpaidDueDate) return 0;
  return Math.max(0, dayNumber(day) - dayNumber(oldestUnpaidDueDate));
}

/**
 * What is past due on `day`, ngwee: everything still owed on the instalments that fell due before it
 * (penalties included). Above 0 exactly when daysPastDue is.
 */
export function overdueAmount(
  owed: readonly { dueDate: string; penalty: number; fee: number; interest: number; principal: number }[],
  day: string,
): number {
  return owed
    .filter((line) => line.dueDate < day)
    .reduce((sum, line) => sum + line.penalty + line.fee + line.interest + line.principal, 0);
}

/** The bucket number of `days` past due under `upperBounds` (strictly increasing); null when current. */
export function delinquencyBucketOf(days: number, upperBounds: readonly number[]): number | null {
  if (days <= 0) return null;
  const index = upperBounds.findIndex((upper) => days <= upper);
  return index === -1 ? upperBounds.length + 1 : index + 1;
}

/** '1–30 days', '31–60 days', 'Over 180 days': how staff read bucket n under `upperBounds`. */
export function delinquencyBucketLabel(bucket: number, upperBounds: readonly number[]): string {
  const last = upperBounds.at(-1) ?? 0;
  if (bucket > upperBounds.length) return `Over ${last} days`;
  const from = bucket === 1 ? 1 : (upperBounds[bucket - 2] ?? 0) + 1;
  const to = upperBounds[bucket - 1] ?? from;
  return from === to ? `${to} ${to === 1 ? 'day' : 'days'}` : `${from}–${to} days`;
}

/** Every bucket's label in order, for the settings page's preview. */
export const delinquencyBucketLabels = (upperBounds: readonly number[]): string[] =>
  Array.from({ length: upperBounds.length + 1 }, (_, i) => delinquencyBucketLabel(i + 1, upperBounds));
