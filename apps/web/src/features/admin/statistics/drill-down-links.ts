import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import type { ArrearsBucket, ParThreshold } from '@kwacha/shared/staff/statistics';

/**
 * Where each figure leads: the staff loan list filtered to the loans behind it (docs/product.md §14).
 * The list takes these query parameters (features/admin/loan-list/drill-down-filters.ts) and shows each as
 * a removable chip. Every link carries the page's product filter, if any, last.
 */
export const ADMIN_LOANS_PATH = '/admin-dashboard/loans';

/** Inclusive Lusaka days. */
export interface DayRange {
  from: string;
  to: string;
}

type ListFilters = Record<string, string | undefined>;

export function loansHref(filters: ListFilters, product: string | null): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (product) search.set('product', product);
  const query = search.toString();
  return query ? `${ADMIN_LOANS_PATH}?${query}` : ADMIN_LOANS_PATH;
}

/** An ageing bucket ('30-59') or PAR threshold: loans owing money now, that many days late. */
export const arrearsHref = (arrears: ArrearsBucket | `par${ParThreshold}`, product: string | null) =>
  loansHref({ arrears }, product);

export const statusHref = (status: LoanStatus, product: string | null) => loansHref({ status }, product);

/** Loans whose money went out in the days. */
export const disbursedHref = (days: DayRange, product: string | null) =>
  loansHref({ disbursedFrom: days.from, disbursedTo: days.to }, product);

/** Loans with a repayment settled in the days. */
export const collectedHref = (days: DayRange, product: string | null) =>
  loansHref({ collectedFrom: days.from, collectedTo: days.to }, product);

/** Loans with an instalment falling due in the days. */
export const dueHref = (days: DayRange, product: string | null) =>
  loansHref({ dueFrom: days.from, dueTo: days.to }, product);

/** Applications received in the days (the list's own application-date filter). */
export const appliedHref = (days: DayRange, product: string | null) =>
  loansHref({ from: days.from, to: days.to }, product);

/** Loans decided in the days; optionally only approvals or rejections, and only by the rules or staff. */
export function decidedHref(
  days: DayRange,
  product: string | null,
  { decision, decidedBy }: { decision?: 'approved' | 'rejected'; decidedBy?: 'rules' | 'staff' } = {},
): string {
  return loansHref({ decidedFrom: days.from, decidedTo: days.to, decision, decidedBy }, product);
}

const lastDayOfMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0');
};

/**
 * The days of a month (YYYY-MM) that the period covers: a month's bar counts only those, so its link
 * must too (a custom period from 15 October has half an October; "This month" ends today).
 */
export function monthDays(month: string, period: DayRange): DayRange {
  const first = `${month}-01`;
  const last = `${month}-${lastDayOfMonth(month)}`;
  return { from: first < period.from ? period.from : first, to: last > period.to ? period.to : last };
}
