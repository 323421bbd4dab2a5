import { formatEnglish } from '../i18n/format-english';
import type { FormatMessage } from '../i18n/use-format-message';
import { loanCountMessages as messages } from './loan-count.messages';

/**
 * Counts of loans in words, the one rule for every screen (docs/product.md §2.7): the noun agrees with
 * the number it follows, so one is "1 loan" and every other count, 0 included, is "N loans". A
 * borrower's screen passes its useFormatMessage() to say it in the reader's language.
 */
export function loansText(count: number, format: FormatMessage = formatEnglish): string {
  return format(messages.loans, { count });
}

export interface ShowingLoans {
  /** Loans on this page. */
  shown: number;
  /** Loans left after the search and filters. */
  matching: number;
  /** Loans in all. */
  total: number;
  /** Whether a search or filter is in force. */
  filtered: boolean;
}

/**
 * SPEC's 'Showing X of Y loans (filtered from Z total)' while a search or filter is in force; without
 * one Y and Z are the same number, so it reads 'Showing X of Y loans'. "loans" agrees with Y.
 */
export function showingLoansText(
  { shown, matching, total, filtered }: ShowingLoans,
  format: FormatMessage = formatEnglish,
): string {
  const loans = loansText(filtered ? matching : total, format);
  return filtered
    ? format(messages.showingFiltered, { shown, loans, total })
    : format(messages.showing, { shown, loans });
}
