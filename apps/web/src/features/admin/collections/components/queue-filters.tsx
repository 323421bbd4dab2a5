import type { CollectionCollector as Collector } from '@kwacha/shared/staff/collections';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { FilterBar } from '../../../../components/staff-list/filter-bar';
import { useDebouncedInput } from '../../../../lib/use-debounced-input';
import { PROMISE_STATUS_LABELS } from '../case-words';
import { BUCKET_NUMBERS, noContactDaysError, type QueueFilters, SORT_OPTIONS } from '../queue-params';

interface QueueFiltersProps {
  filters: QueueFilters;
  collectors: Collector[] | undefined;
  onChange: (key: keyof QueueFilters, value: string) => void;
}

/** Bucket, collector, promise and days without contact (each applied as it changes), and the order. */
export function QueueFiltersForm({ filters, collectors, onChange }: QueueFiltersProps) {
  const [days, setDays] = useDebouncedInput(filters.noContactDays, (text) => onChange('noContactDays', text));
  // A collector chosen from a link before the list arrives is still shown by its id.
  const known = collectors ?? [];
  const unknownCollector =
    filters.collector &&
    !['mine', 'none'].includes(filters.collector) &&
    !known.some((c) => c.id === filters.collector)
      ? [{ value: filters.collector, label: 'Chosen collector' }]
      : [];

  return (
    <FilterBar label="Filter the collections queue" columns="sm:grid-cols-2 lg:grid-cols-5">
      <SelectField
        label="Bucket"
        value={filters.bucket}
        placeholder="Any bucket"
        options={BUCKET_NUMBERS.map((n) => ({ value: String(n), label: `Bucket ${n}` }))}
        onChange={(event) => onChange('bucket', event.target.value)}
      />
      <SelectField
        label="Collector"
        value={filters.collector}
        placeholder="Anyone"
        options={[
          { value: 'mine', label: 'Mine' },
          { value: 'none', label: 'Nobody' },
          ...known.map((c) => ({ value: c.id, label: c.name })),
          ...unknownCollector,
        ]}
        onChange={(event) => onChange('collector', event.target.value)}
      />
      <SelectField
        label="Promise to pay"
        value={filters.promise}
        placeholder="Any"
        options={(['open', 'kept', 'broken'] as const).map((s) => ({
          value: s,
          label: PROMISE_STATUS_LABELS[s],
        }))}
        onChange={(event) => onChange('promise', event.target.value)}
      />
      <TextField
        label="No contact for (days)"
        inputMode="numeric"
        placeholder="e.g. 7"
        autoComplete="off"
        value={days}
        error={noContactDaysError(days)}
        liveError
        onChange={(event) => setDays(event.target.value)}
      />
      <SelectField
        label="Sort by"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(event) => onChange('sort', event.target.value)}
      />
    </FilterBar>
  );
}
