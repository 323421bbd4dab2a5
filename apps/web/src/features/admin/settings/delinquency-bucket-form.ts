import { delinquencyBucketLabels } from '@kwacha/shared/loans/delinquency';
import { type AppSettingsView, delinquencyBucketSettingsSchema } from '@kwacha/shared/staff/settings';
import { z } from 'zod';
import { changesBetween, describeChanges, numberFromText } from './setting-forms';

type BucketSettings = AppSettingsView['delinquencyBuckets'];

/**
 * The delinquency buckets' form: one text per boundary, read as numbers and checked by the schema the API
 * validates with, so a refusal lands beside the input it is about (upperBounds.2) here and there alike.
 */
export const delinquencyBucketsForm = z
  .object({ upperBounds: z.array(z.string()) })
  .transform((v) => ({ upperBounds: v.upperBounds.map(numberFromText) }))
  .pipe(delinquencyBucketSettingsSchema);

export type DelinquencyBucketFormValues = z.input<typeof delinquencyBucketsForm>;

export const bucketFormValues = (s: BucketSettings): DelinquencyBucketFormValues => ({
  upperBounds: s.upperBounds.map(String),
});

/** '1–30 days, 31–60 days, Over 60 days', or undefined while a boundary is not a whole number in order. */
export function bucketPreview(texts: readonly string[]): string | undefined {
  const bounds = texts.map(numberFromText);
  const usable = delinquencyBucketSettingsSchema.safeParse({ upperBounds: bounds }).success;
  return usable ? delinquencyBucketLabels(bounds).join(', ') : undefined;
}

export const describeBucketChange = (before: BucketSettings, after: BucketSettings) =>
  `${describeChanges(
    changesBetween(before, after, [
      { label: 'Buckets', show: (s) => delinquencyBucketLabels(s.upperBounds).join(', ') },
    ]),
  )} The next daily run puts every loan past due in its new bucket.`;
