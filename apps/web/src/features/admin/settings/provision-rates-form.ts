import { delinquencyBucketLabel } from '@kwacha/shared/loans/delinquency';
import { type AppSettingsView, provisionRateSettingsSchema } from '@kwacha/shared/staff/settings';
import { z } from 'zod';
import { changesBetween, describeChanges, numberFromText, percentText } from './setting-forms';

type Rates = AppSettingsView['provisionRates'];

/**
 * The loan-loss provision rates' form (docs/decisions/050): one text for loans not past due and one per
 * bucket, read as numbers and checked by the schema the API validates with, so a refusal lands beside its
 * input (bucketPercents.2) here and there alike.
 */
export const provisionRatesForm = z
  .object({ currentPercent: z.string(), bucketPercents: z.array(z.string()) })
  .transform((v) => ({
    currentPercent: numberFromText(v.currentPercent),
    bucketPercents: v.bucketPercents.map(numberFromText),
  }))
  .pipe(provisionRateSettingsSchema);

export type ProvisionRatesFormValues = z.input<typeof provisionRatesForm>;

export const provisionRatesFormValues = (s: Rates): ProvisionRatesFormValues => ({
  currentPercent: String(s.currentPercent),
  bucketPercents: s.bucketPercents.map(String),
});

/** 'Not past due', then each bucket's words under the buckets in force: '1–30 days', 'Over 180 days'. */
export const rateLabels = (upperBounds: readonly number[], rates: number) => [
  'Not past due',
  ...Array.from({ length: rates }, (_, i) => delinquencyBucketLabel(i + 1, upperBounds)),
];

export const describeProvisionRatesChange =
  (upperBounds: readonly number[]) => (before: Rates, after: Rates) => {
    const labels = rateLabels(upperBounds, after.bucketPercents.length);
    const fields = labels.map((label, i) => ({
      label,
      show: (s: Rates) => percentText((i === 0 ? s.currentPercent : s.bucketPercents[i - 1]) ?? 0),
    }));
    return `${describeChanges(changesBetween(before, after, fields))} The next month-end's provisions use them.`;
  };
