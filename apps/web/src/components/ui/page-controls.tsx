import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { pageControlsMessages as messages } from './page-controls.messages';

interface PageControlsProps {
  /** Unknown when the page was opened from a link carrying a cursor. */
  pageNumber: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** What the two buttons say: 'Newer' and 'Older' read better over a log. */
  labels?: { previous: string; next: string };
}

/** Previous and Next over keyset pages (the server knows what comes next, not how many pages there are). */
export function PageControls({
  pageNumber,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  labels,
}: PageControlsProps) {
  const t = useT();
  const format = useFormatMessage();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={t(messages.navigation)} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
        {labels ? labels.previous : t(messages.previous)}
      </Button>
      {pageNumber === undefined ? null : (
        <p className="text-sm font-medium text-slate-700">{format(messages.page, { pageNumber })}</p>
      )}
      <Button variant="secondary" disabled={!hasNext} onClick={onNext}>
        {labels ? labels.next : t(messages.next)}
      </Button>
    </nav>
  );
}
