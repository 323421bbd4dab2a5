import { CloseIcon } from '../../../../components/ui/icons';
import type { DrillDownKey } from '../drill-down-filters';
import type { FilterChip } from '../filter-chips';

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (keys: readonly DrillDownKey[]) => void;
}

/** The drill-downs in force (from the statistics), each removable on its own. */
export function FilterChips({ chips, onRemove }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip.clears)}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-inset ring-emerald-300 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
          >
            <span>{chip.label}</span>
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
