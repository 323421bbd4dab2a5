import { LOAN_STATUSES, type LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { ADMIN_LOAN_PAGE_SIZE, ADMIN_LOAN_SORTS, type AdminLoanSort } from '@kwacha/shared/staff/admin-loans';
import { parseAmountFilter } from '../../../lib/loans/amount-filter';
import { type DrillDownFilters, hasDrillDowns, readDrillDowns, writeDrillDowns } from './drill-down-filters';

/** docs/product.md §9: the search applies 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

export type StatusTab = 'all' | LoanStatus;

/** The tabs in the order staff work through a loan's life. */
export const STATUS_TABS: readonly StatusTab[] = [
  'all',
  'pending',
  'in_review',
  'approved',
  'otp_pending',
  'disbursement_pending',
  'disbursed',
  'active',
  'overdue',
  'disbursement_failed',
  'rejected',
  'paid',
  'approval_error',
  'cancelled',
];

export const SORT_OPTIONS: readonly { value: AdminLoanSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'amount_desc', label: 'Amount: high to low' },
  { value: 'amount_asc', label: 'Amount: low to high' },
];

/**
 * The list's filters as the URL holds them, so a reload or the back button restores them. Text filters
 * keep what was typed (an amount that is not one shows an error and is simply not sent). The drill-downs
 * from the statistics come along (drill-down-filters.ts).
 */
export interface LoanListFilters extends DrillDownFilters {
  status: StatusTab;
  q: string;
  minAmount: string;
  maxAmount: string;
  from: string;
  to: string;
  sort: AdminLoanSort;
}

export type TextFilterKey = 'q' | 'minAmount' | 'maxAmount' | 'from' | 'to';

export const TEXT_FILTER_KEYS: readonly TextFilterKey[] = ['q', 'minAmount', 'maxAmount', 'from', 'to'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | null): value is LoanStatus =>
  value !== null && (LOAN_STATUSES as readonly string[]).includes(value);

const isSort = (value: string | null): value is AdminLoanSort =>
  value !== null && (ADMIN_LOAN_SORTS as readonly string[]).includes(value);

export function readFilters(params: URLSearchParams): LoanListFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: isStatus(status) ? status : 'all',
    q: params.get('q') ?? '',
    minAmount: params.get('minAmount') ?? '',
    maxAmount: params.get('maxAmount') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    ...readDrillDowns(params),
    sort: isSort(sort) ? sort : 'newest',
  };
}

/** The URL search of a set of filters (defaults left out), always on the first page. */
export function filtersToSearch(filters: LoanListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  for (const key of TEXT_FILTER_KEYS) if (filters[key] !== '') params.set(key, filters[key]);
  writeDrillDowns(filters, params);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** Sort is an ordering, not a filter: Clear filters keeps it. */
export function hasActiveFilters(filters: LoanListFilters): boolean {
  return (
    filters.status !== 'all' ||
    TEXT_FILTER_KEYS.some((key) => filters[key].trim() !== '') ||
    hasDrillDowns(filters)
  );
}

/** The typed amount, or the problem with it. */
export function amountFilter(text: string): { kwacha?: number; invalid: boolean } {
  const ngwee = parseAmountFilter(text);
  if (ngwee === null) return { invalid: true };
  return { kwacha: ngwee === undefined ? undefined : ngweeToKwacha(ngwee), invalid: false };
}

const dateFilter = (text: string): string | undefined => (ISO_DATE.test(text) ? text : undefined);

/** The query string of GET /api/loan-applications/admin for these filters and page. */
export function adminLoansQuery(filters: LoanListFilters, cursor: string | undefined): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  const min = amountFilter(filters.minAmount).kwacha;
  if (min !== undefined) params.set('minAmount', String(min));
  const max = amountFilter(filters.maxAmount).kwacha;
  if (max !== undefined) params.set('maxAmount', String(max));
  const from = dateFilter(filters.from);
  if (from) params.set('from', from);
  const to = dateFilter(filters.to);
  if (to) params.set('to', to);
  writeDrillDowns(filters, params);
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(ADMIN_LOAN_PAGE_SIZE));
  return params.toString();
}
