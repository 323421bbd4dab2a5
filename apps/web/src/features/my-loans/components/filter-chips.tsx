import { CloseIcon } from '../../../components/ui/icons';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import type { FilterChip, FilterKey } from '../loan-filters';
import { loanFilterMessages as messages } from '../my-loans.messages';

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}

export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  const format = useFormatMessage();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={format(messages.activeFilters)} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={format(messages.removeFilter, { filter: chip.label })}
              onClick={() => onRemove(chip.key)}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-inset ring-emerald-300 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
            >
              <span>{chip.label}</span>
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="min-h-9 rounded-lg px-3 py-1 text-sm font-semibold text-emerald-800 underline hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
      >
        {format(messages.clearAll)}
      </button>
    </div>
  );
}
