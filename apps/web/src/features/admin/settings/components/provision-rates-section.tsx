import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import type { Path } from 'react-hook-form';
import { TextField } from '../../../../components/form/text-field';
import {
  describeProvisionRatesChange,
  type ProvisionRatesFormValues,
  provisionRatesForm,
  provisionRatesFormValues,
  rateLabels,
} from '../provision-rates-form';
import { useSettingSection } from '../use-setting-section';
import { SettingSectionCard } from './setting-section-card';

const HINT = 'From 0% to 100%, up to two decimals.';

/**
 * docs/decisions/050: the loan-loss provision rate of loans not past due and of each delinquency bucket in
 * force. The page remounts it when the buckets change, so it always has one input per bucket.
 */
export function ProvisionRatesSection({
  saved,
  upperBounds,
}: {
  saved: AppSettingsView['provisionRates'];
  upperBounds: readonly number[];
}) {
  const { form, saving, card } = useSettingSection({
    section: 'provisionRates',
    saved,
    schema: provisionRatesForm,
    toForm: provisionRatesFormValues,
    describe: describeProvisionRatesChange(upperBounds),
  });
  const [current, ...buckets] = rateLabels(upperBounds, saved.bucketPercents.length);

  return (
    <SettingSectionCard
      title="Loan-loss provisions"
      description={
        <>
          <p>
            On each month's first day the books set aside a provision for loans that may not be repaid: for
            every loan still being repaid, the rate of the bucket it was in at the month's end times what it
            is carried at (what is owed, less interest not yet earned or held in suspense). Loans repaid,
            written off or waived hold none. A change applies from the next month-end.
          </p>
          <p>
            One rate per delinquency bucket above, each at least the one before; when the buckets change,
            check these rates again. Have your auditors confirm them against the Bank of Zambia's rules.
          </p>
        </>
      }
      {...card}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={`${current} (%)`}
          inputMode="decimal"
          hint={HINT}
          disabled={saving}
          {...form.field('currentPercent')}
        />
        {buckets.map((label, i) => (
          <TextField
            // A bucket's rate has no identity but its place, as the buckets have.
            key={label}
            label={`${label} (%)`}
            inputMode="decimal"
            hint={HINT}
            disabled={saving}
            {...form.field(`bucketPercents.${i}` as Path<ProvisionRatesFormValues>)}
          />
        ))}
      </div>
    </SettingSectionCard>
  );
}
