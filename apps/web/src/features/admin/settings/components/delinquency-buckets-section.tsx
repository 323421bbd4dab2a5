import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import { SETTING_BOUNDS } from '@kwacha/shared/staff/settings';
import type { Path } from 'react-hook-form';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import {
  bucketFormValues,
  bucketPreview,
  type DelinquencyBucketFormValues,
  delinquencyBucketsForm,
  describeBucketChange,
} from '../delinquency-bucket-form';
import { useSettingSection } from '../use-setting-section';
import { SettingSectionCard } from './setting-section-card';

const { min: FEWEST, max: MOST } = SETTING_BOUNDS.bucketBounds;
const boundName = (i: number) => `upperBounds.${i}` as Path<DelinquencyBucketFormValues>;

/**
 * docs/product.md §13.4: the days past due each delinquency bucket ends on; the last bucket has no end.
 * From 2 to 8 boundaries, so from 3 to 9 buckets.
 */
export function DelinquencyBucketsSection({ saved }: { saved: AppSettingsView['delinquencyBuckets'] }) {
  const { form, saving, card } = useSettingSection({
    section: 'delinquencyBuckets',
    saved,
    schema: delinquencyBucketsForm,
    toForm: bucketFormValues,
    describe: describeBucketChange,
  });
  const bounds = form.watch('upperBounds');
  const setBounds = (next: string[]) => form.setValue('upperBounds', next, { shouldDirty: true });
  const preview = bucketPreview(bounds);

  return (
    <SettingSectionCard
      title="Delinquency buckets"
      description={
        <p>
          Every loan past due is counted in whole days from the due date of its oldest unpaid instalment (the
          late fee's grace days do not delay it) and put in a bucket by those days. Each boundary is the last
          day of a bucket; the last bucket has no end. The next daily run uses a change.
        </p>
      }
      {...card}
    >
      <ol className="space-y-3">
        {bounds.map((_, i) => (
          // The boundaries have no identity but their place: removing one renumbers those after it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="flex items-start gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={`Bucket ${i + 1} ends on day`}
              inputMode="numeric"
              hint="Whole days past due, from 1 to 3650."
              disabled={saving}
              {...form.field(boundName(i))}
            />
            <Button
              variant="ghost"
              className="mt-7 shrink-0"
              aria-label={`Remove bucket ${i + 1}`}
              disabled={saving || bounds.length <= FEWEST}
              onClick={() => setBounds(bounds.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          disabled={saving || bounds.length >= MOST}
          onClick={() => setBounds([...bounds, ''])}
        >
          Add a boundary
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {preview
            ? `Buckets: ${preview}.`
            : `From ${FEWEST} to ${MOST} boundaries, each more days than the one before.`}
        </p>
      </div>
    </SettingSectionCard>
  );
}
