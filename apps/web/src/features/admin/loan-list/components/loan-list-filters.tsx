import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { FilterBar } from '../../../../components/staff-list/filter-bar';
import { SearchFilterField } from '../../../../components/staff-list/search-filter-field';
import { AMOUNT_FILTER_MESSAGE, MIN_ABOVE_MAX_MESSAGE } from '../../../../lib/loans/amount-filter';
import { useDebouncedInput } from '../../../../lib/use-debounced-input';
import { amountFilter, type LoanListFilters, SORT_OPTIONS, type TextFilterKey } from '../list-params';

interface LoanListFiltersProps {
  filters: LoanListFilters;
  onChange: (key: TextFilterKey | 'sort', value: string) => void;
}

/** Search, amount and date filters (applied 300 ms after typing stops) and the sort order. */
export function LoanListFiltersForm({ filters, onChange }: LoanListFiltersProps) {
  const [minAmount, setMinAmount] = useDebouncedInput(filters.minAmount, (text) =>
    onChange('minAmount', text),
  );
  const [maxAmount, setMaxAmount] = useDebouncedInput(filters.maxAmount, (text) =>
    onChange('maxAmount', text),
  );
  // Typing a date changes the field once per part (day, month, year): wait for the whole date too.
  const [from, setFrom] = useDebouncedInput(filters.from, (text) => onChange('from', text));
  const [to, setTo] = useDebouncedInput(filters.to, (text) => onChange('to', text));

  const min = amountFilter(minAmount);
  const max = amountFilter(maxAmount);
  const maxError = max.invalid
    ? AMOUNT_FILTER_MESSAGE
    : min.kwacha !== undefined && max.kwacha !== undefined && max.kwacha < min.kwacha
      ? MIN_ABOVE_MAX_MESSAGE
      : undefined;

  return (
    <FilterBar label="Search and filter loan applications" columns="sm:grid-cols-2 lg:grid-cols-4">
      <SearchFilterField
        label="Search loan applications"
        placeholder="Name, e-mail, phone, NRC or loan ID"
        value={filters.q}
        onCommit={(text) => onChange('q', text)}
      />
      <SelectField
        className="sm:col-span-2"
        label="Sort by"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(event) => onChange('sort', event.target.value)}
      />
      <TextField
        label="Minimum amount (K)"
        inputMode="decimal"
        placeholder="e.g. 1000"
        autoComplete="off"
        value={minAmount}
        error={min.invalid ? AMOUNT_FILTER_MESSAGE : undefined}
        liveError
        onChange={(event) => setMinAmount(event.target.value)}
      />
      <TextField
        label="Maximum amount (K)"
        inputMode="decimal"
        placeholder="e.g. 5000"
        autoComplete="off"
        value={maxAmount}
        error={maxError}
        liveError
        onChange={(event) => setMaxAmount(event.target.value)}
      />
      <TextField
        label="Applied from"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label="Applied to"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
      />
    </FilterBar>
  );
}
