/**
 * Counts of loans in words, the one rule for every screen (docs/product.md §2.7): the noun agrees with
 * the number it follows, so one is "1 loan" and every other count, 0 included, is "N loans".
 */
export function loansText(count: number): string {
  return `${count} ${count === 1 ? 'loan' : 'loans'}`;
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
export function showingLoansText({ shown, matching, total, filtered }: ShowingLoans): string {
  const showing = `Showing ${shown} of ${loansText(filtered ? matching : total)}`;
  return filtered ? `${showing} (filtered from ${total} total)` : showing;
}
