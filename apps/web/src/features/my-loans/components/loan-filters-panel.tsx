import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import {
  AMOUNT_FILTER_MESSAGE,
  MIN_ABOVE_MAX_MESSAGE,
  parseAmountFilter,
} from '../../../lib/loans/amount-filter';
import { LOAN_STATUS_LABELS } from '../../../lib/loans/loan-format';
import { type LoanFilters, STATUS_FILTER_OPTIONS } from '../loan-filters';

const statusOptions = STATUS_FILTER_OPTIONS.map((value) => ({ value, label: LOAN_STATUS_LABELS[value] }));

interface LoanFiltersPanelProps {
  /** The filters as typed (the search box shows the text before the debounce applies it). */
  filters: LoanFilters;
  onChange: (patch: Partial<LoanFilters>) => void;
}

function amountError(text: string): string | undefined {
  return parseAmountFilter(text) === null ? AMOUNT_FILTER_MESSAGE : undefined;
}

export function LoanFiltersPanel({ filters, onChange }: LoanFiltersPanelProps) {
  const min = parseAmountFilter(filters.minAmount);
  const max = parseAmountFilter(filters.maxAmount);
  const maxError =
    amountError(filters.maxAmount) ??
    (typeof min === 'number' && typeof max === 'number' && max < min ? MIN_ABOVE_MAX_MESSAGE : undefined);
  return (
    <form
      aria-label="Search and filter loans"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label="Search loans"
        type="search"
        placeholder="Purpose, status or loan id"
        autoComplete="off"
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={statusOptions}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as LoanFilters['status'] })}
      />
      <TextField
        label="Minimum amount"
        inputMode="decimal"
        placeholder="e.g. 1000"
        autoComplete="off"
        value={filters.minAmount}
        error={amountError(filters.minAmount)}
        liveError
        onChange={(event) => onChange({ minAmount: event.target.value })}
      />
      <TextField
        label="Maximum amount"
        inputMode="decimal"
        placeholder="e.g. 5000"
        autoComplete="off"
        value={filters.maxAmount}
        error={maxError}
        liveError
        onChange={(event) => onChange({ maxAmount: event.target.value })}
      />
    </form>
  );
}
