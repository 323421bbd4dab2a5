import type { LoanStatus, LoanView } from '@kwacha/shared/loans/loan-view';
import { kwachaToNgwee } from '@kwacha/shared/money/money';
import { parseAmountFilter } from '../../lib/loans/amount-filter';
import { formatAmount, LOAN_STATUS_LABELS } from '../../lib/loans/loan-format';

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

/** Search over purpose, status (its code and its label) and id, ignoring case. */
function matchesSearch(loan: LoanView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [loan.purpose, loan.status, LOAN_STATUS_LABELS[loan.status], loan.id].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export function filterLoans(loans: readonly LoanView[], filters: LoanFilters): LoanView[] {
  const min = parseAmountFilter(filters.minAmount);
  const max = parseAmountFilter(filters.maxAmount);
  return loans.filter((loan) => {
    if (!matchesSearch(loan, filters.search)) return false;
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

/** One removable chip per filter in force (an amount that does not parse is not in force). */
export function filterChips(filters: LoanFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search.trim()) chips.push({ key: 'search', label: `Search: ${filters.search.trim()}` });
  if (filters.status) chips.push({ key: 'status', label: `Status: ${LOAN_STATUS_LABELS[filters.status]}` });
  const min = parseAmountFilter(filters.minAmount);
  if (typeof min === 'number')
    chips.push({ key: 'minAmount', label: `Min amount: ${formatAmount(min / 100)}` });
  const max = parseAmountFilter(filters.maxAmount);
  if (typeof max === 'number')
    chips.push({ key: 'maxAmount', label: `Max amount: ${formatAmount(max / 100)}` });
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
