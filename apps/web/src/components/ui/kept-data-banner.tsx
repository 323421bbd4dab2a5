import { formatDateTime, formatDisplayDate, formatTime } from '../../lib/format-date';
import { type FormatMessage, useFormatMessage } from '../../lib/i18n/use-format-message';
import { keptDataMessages as messages } from './kept-data-banner.messages';

/**
 * 'You are offline. Showing your loans as of 10:42.' — the time in Lusaka the kept data was fetched,
 * with its date when that was not today (docs/product.md §21).
 */
export function keptDataText(fetchedAt: number, format: FormatMessage, now = new Date()): string {
  const at = new Date(fetchedAt).toISOString();
  const today = formatDisplayDate(now.toISOString()) === formatDisplayDate(at);
  return format(messages.offline, { time: today ? formatTime(at) : formatDateTime(at) });
}

/** Shown above a borrower page's kept data while the network is gone. */
export function KeptDataBanner({ fetchedAt }: { fetchedAt: number }) {
  const format = useFormatMessage();
  return (
    <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      {keptDataText(fetchedAt, format)}
    </p>
  );
}
