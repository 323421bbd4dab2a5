import type { Executor } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { isIsoCalendarDate } from '@kwacha/shared/identity/age';
import { LOAN_STATUSES, type LoanStatus } from '@kwacha/shared/loans/loan-view';
import { hasAtMostTwoDecimals, kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import type { AdminLoanList, AdminLoanListQuery, AdminLoanRow } from '@kwacha/shared/staff/admin-loans';
import { ValidationError } from '../../lib/domain-errors';
import { displayName } from '../users/display-name';
import { decodeCursor, encodeCursor, isAmountSort } from './admin-loan-cursor';
import { planSearch } from './admin-loan-search';
import {
  findLoanPage,
  type LoanPageCriteria,
  type LoanPageRow,
  loadStatusCounts,
} from './admin-loans.repository';

// Africa/Lusaka is UTC+2 all year (no daylight saving), so a calendar day there is a fixed UTC range.
const LUSAKA_OFFSET = '+02:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** One page of every loan for staff, with the status-tab counts (which ignore the filters). */
export async function listAdminLoans(db: Executor, query: AdminLoanListQuery): Promise<AdminLoanList> {
  const { sort, limit } = query;
  const [rows, counts] = await Promise.all([findLoanPage(db, pageCriteria(query)), loadStatusCounts(db)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ sort, key: isAmountSort(sort) ? String(last.amount) : last.dateKey, id: last.id })
      : null;
  return { items: page.map(toAdminLoanRow), nextCursor, counts: countsWithAll(counts) };
}

/** The query in the database's terms: ngwee, UTC instants, a search plan and a decoded cursor. */
export function pageCriteria(query: AdminLoanListQuery): LoanPageCriteria {
  const to = query.to === undefined ? undefined : lusakaDayStart('to', query.to);
  return {
    sort: query.sort,
    // One row more than the page tells whether another page follows.
    limit: query.limit + 1,
    status: query.status,
    minAmount: query.minAmount === undefined ? undefined : filterNgwee('minAmount', query.minAmount),
    maxAmount: query.maxAmount === undefined ? undefined : filterNgwee('maxAmount', query.maxAmount),
    from: query.from === undefined ? undefined : lusakaDayStart('from', query.from),
    until: to && new Date(to.getTime() + DAY_MS),
    search: planSearch(query.q),
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort),
  };
}

function toAdminLoanRow(row: LoanPageRow): AdminLoanRow {
  return {
    id: row.id,
    applicantName: displayName(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    productName: row.productName,
    amount: ngweeToKwacha(row.amount),
    duration: row.durationMonths,
    status: row.status,
    applicationDate: row.applicationDate.toISOString(),
  };
}

function countsWithAll(counts: Map<LoanStatus, number>): Record<string, number> {
  const perStatus = LOAN_STATUSES.map((status) => [status, counts.get(status) ?? 0] as const);
  return { all: perStatus.reduce((sum, [, n]) => sum + n, 0), ...Object.fromEntries(perStatus) };
}

function filterNgwee(field: string, kwacha: number): number {
  if (!hasAtMostTwoDecimals(kwacha)) {
    throw new ValidationError([errorDetail(field, 'Use an amount with at most two decimals.')]);
  }
  return kwachaToNgwee(kwacha);
}

function lusakaDayStart(field: string, day: string): Date {
  if (!isIsoCalendarDate(day))
    throw new ValidationError([errorDetail(field, 'Use a real date like 2026-11-21.')]);
  return new Date(`${day}T00:00:00${LUSAKA_OFFSET}`);
}
