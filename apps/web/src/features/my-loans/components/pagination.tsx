import { Button } from '../../../components/ui/button';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { paginationMessages as messages } from '../my-loans.messages';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const format = useFormatMessage();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={format(messages.navigation)} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {format(messages.previous)}
      </Button>
      <p className="text-sm font-medium text-slate-700">{format(messages.page, { page, pageCount })}</p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {format(messages.next)}
      </Button>
    </nav>
  );
}
