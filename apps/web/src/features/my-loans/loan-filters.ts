import type { LoanStatus, LoanView } from '@kwacha/shared/loans/loan-view';
import { kwachaToNgwee } from '@kwacha/shared/money/money';
import { loanStatusMessages } from '../../components/loans/loan-badges.messages';
import { formatEnglish } from '../../lib/i18n/format-english';
import type { FormatMessage } from '../../lib/i18n/use-format-message';
import { parseAmountFilter } from '../../lib/loans/amount-filter';
import { formatAmount } from '../../lib/loans/loan-format';
import { loanFilterMessages as messages } from './my-loans.messages';

/** docs/product.md §9. */
export const PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 300;

/** docs/product.md §2, My Loan Applications: the statuses a borrower can filter by. */
export const STATUS_FILTER_OPTIONS: readonly LoanStatus[] = [
  'pending',
  'approved',
  'active',
  'paid',
  'overdue',
];

export interface LoanFilters {
  search: string;
  status: LoanStatus | '';
  /** What the borrower typed; applied only once it reads as an amount. */
  minAmount: string;
  maxAmount: string;
}

export const NO_FILTERS: LoanFilters = { search: '', status: '', minAmount: '', maxAmount: '' };

/**
 * Search over purpose, status (its code, its English label and its label as the reader sees it, via
 * `format`) and id, ignoring case.
 */
function matchesSearch(loan: LoanView, search: string, format: FormatMessage): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const label = loanStatusMessages[loan.status];
  const status = [loan.status, label.message, format(label)];
  return [loan.purpose, ...status, loan.id].some((field) => field.toLowerCase().includes(needle));
}

export function filterLoans(
  loans: readonly LoanView[],
  filters: LoanFilters,
  format: FormatMessage = formatEnglish,
): LoanView[] {
  const min = parseAmountFilter(filters.minAmount);
  const max = parseAmountFilter(filters.maxAmount);
  return loans.filter((loan) => {
    if (!matchesSearch(loan, filters.search, format)) return false;
    if (filters.status && loan.status !== filters.status) return false;
    const amount = kwachaToNgwee(loan.amount);
    if (typeof min === 'number' && amount < min) return false;
    if (typeof max === 'number' && amount > max) return false;
    return true;
  });
}

export type FilterKey = keyof LoanFilters;

export interface FilterChip {
  key: FilterKey;
  label: string;
}

/**
 * One removable chip per filter in force (an amount that does not parse is not in force), labelled in
 * the reader's language by `format`.
 */
export function filterChips(filters: LoanFilters, format: FormatMessage = formatEnglish): FilterChip[] {
  const chips: FilterChip[] = [];
  const text = filters.search.trim();
  if (text) chips.push({ key: 'search', label: format(messages.searchChip, { text }) });
  if (filters.status) {
    const status = format(loanStatusMessages[filters.status]);
    chips.push({ key: 'status', label: format(messages.statusChip, { status }) });
  }
  const min = parseAmountFilter(filters.minAmount);
  if (typeof min === 'number') {
    chips.push({ key: 'minAmount', label: format(messages.minChip, { amount: formatAmount(min / 100) }) });
  }
  const max = parseAmountFilter(filters.maxAmount);
  if (typeof max === 'number') {
    chips.push({ key: 'maxAmount', label: format(messages.maxChip, { amount: formatAmount(max / 100) }) });
  }
  return chips;
}

export interface LoanPage {
  items: LoanView[];
  page: number;
  pageCount: number;
}

/** The page asked for, clamped to the pages there are (at least one, even when empty). */
export function paginate(loans: readonly LoanView[], page: number, size = PAGE_SIZE): LoanPage {
  const pageCount = Math.max(1, Math.ceil(loans.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: loans.slice((current - 1) * size, current * size), page: current, pageCount };
}
