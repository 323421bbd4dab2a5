import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { emptyResultsMessages as messages } from './empty-results.messages';

interface EmptyResultsProps {
  /** Said when nothing exists at all. */
  emptyMessage: string;
  /** Said when filters hid everything; a Clear filters button follows it. */
  noMatchMessage?: string;
  filtered?: boolean;
  onClearFilters?: () => void;
}

/**
 * A staff list with nothing to show: why, and the way back to everything when filters are the reason (a
 * list without Clear filters, like a queue, says only `emptyMessage`).
 */
export function EmptyResults({
  emptyMessage,
  noMatchMessage = emptyMessage,
  filtered = false,
  onClearFilters,
}: EmptyResultsProps) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-lg text-slate-800">{filtered ? noMatchMessage : emptyMessage}</p>
      {filtered && onClearFilters ? (
        <Button variant="secondary" className="mt-4" onClick={onClearFilters}>
          {t(messages.clearFilters)}
        </Button>
      ) : null}
    </div>
  );
}
