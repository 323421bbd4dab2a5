import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import { DateRangeFields, FilterBar } from '../../../../components/staff-list/filter-bar';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { rangeFormSchema } from '../accounting-range';

interface RangeFormProps {
  range: AccountingRange;
  onApply: (range: AccountingRange) => void;
}

/** From and To, checked with the API's own rules before the trial balance is asked for. */
export function RangeForm(props: RangeFormProps) {
  // Keyed by the range shown, so the back button puts that range back in the fields.
  return <RangeFields key={`${props.range.from}/${props.range.to}`} {...props} />;
}

function RangeFields({ range, onApply }: RangeFormProps) {
  const form = useSchemaForm({ schema: rangeFormSchema, defaultValues: range });
  return (
    <FilterBar
      label="Trial balance period"
      columns="sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={(event) => void form.submit(onApply)(event)}
    >
      <DateRangeFields from={form.field('from')} to={form.field('to')} />
      <Button type="submit" className="sm:mt-6">
        Show
      </Button>
    </FilterBar>
  );
}
