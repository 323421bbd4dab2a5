import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { loanStatusMessages } from '../../../components/loans/loan-badges.messages';
import { useKnownText } from '../../../lib/i18n/known-text';
import { useT } from '../../../lib/i18n/use-t';
import {
  AMOUNT_FILTER_MESSAGE,
  MIN_ABOVE_MAX_MESSAGE,
  parseAmountFilter,
} from '../../../lib/loans/amount-filter';
import { type LoanFilters, STATUS_FILTER_OPTIONS } from '../loan-filters';
import { loanFilterMessages as messages } from '../my-loans.messages';

interface LoanFiltersPanelProps {
  /** The filters as typed (the search box shows the text before the debounce applies it). */
  filters: LoanFilters;
  onChange: (patch: Partial<LoanFilters>) => void;
}

function amountError(text: string): string | undefined {
  return parseAmountFilter(text) === null ? AMOUNT_FILTER_MESSAGE : undefined;
}

export function LoanFiltersPanel({ filters, onChange }: LoanFiltersPanelProps) {
  const t = useT();
  // The amount rules' texts are the app's own known texts (known-texts.messages.ts).
  const known = useKnownText();
  const statusOptions = STATUS_FILTER_OPTIONS.map((value) => ({
    value,
    label: t(loanStatusMessages[value]),
  }));
  const min = parseAmountFilter(filters.minAmount);
  const max = parseAmountFilter(filters.maxAmount);
  const maxError =
    amountError(filters.maxAmount) ??
    (typeof min === 'number' && typeof max === 'number' && max < min ? MIN_ABOVE_MAX_MESSAGE : undefined);
  const minError = amountError(filters.minAmount);
  return (
    <form
      aria-label={t(messages.form)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label={t(messages.search)}
        type="search"
        placeholder={t(messages.searchPlaceholder)}
        autoComplete="off"
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <SelectField
        label={t(messages.status)}
        placeholder={t(messages.allStatuses)}
        options={statusOptions}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as LoanFilters['status'] })}
      />
      <TextField
        label={t(messages.minAmount)}
        inputMode="decimal"
        placeholder={t(messages.minPlaceholder)}
        autoComplete="off"
        value={filters.minAmount}
        error={minError && known(minError)}
        liveError
        onChange={(event) => onChange({ minAmount: event.target.value })}
      />
      <TextField
        label={t(messages.maxAmount)}
        inputMode="decimal"
        placeholder={t(messages.maxPlaceholder)}
        autoComplete="off"
        value={filters.maxAmount}
        error={maxError && known(maxError)}
        liveError
        onChange={(event) => onChange({ maxAmount: event.target.value })}
      />
    </form>
  );
}
