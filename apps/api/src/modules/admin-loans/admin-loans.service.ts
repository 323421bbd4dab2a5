import type { Executor } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { isIsoCalendarDate, lusakaToday } from '@kwacha/shared/identity/age';
import { LOAN_STATUSES, type LoanStatus } from '@kwacha/shared/loans/loan-view';
import { hasAtMostTwoDecimals, kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import type {
  AdminLoanArrearsFilter,
  AdminLoanList,
  AdminLoanListQuery,
  AdminLoanRow,
} from '@kwacha/shared/staff/admin-loans';
import { ARREARS_BUCKET_DAYS, ARREARS_BUCKETS, type ArrearsBucket } from '@kwacha/shared/staff/statistics';
import { ValidationError } from '../../lib/domain-errors';
import { displayName } from '../users/display-name';
import { decodeCursor, encodeCursor, isAmountSort } from './admin-loan-cursor';
import type { ArrearsRange, InstantRange } from './admin-loan-filters.repository';
import { planSearch } from './admin-loan-search';
import {
  findLoanPage,
  type LoanPageCriteria,
  type LoanPageRow,
  loadStatusCounts,
  productExists,
} from './admin-loans.repository';

// Africa/Lusaka is UTC+2 all year (no daylight saving), so a calendar day there is a fixed UTC range.
const LUSAKA_OFFSET = '+02:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One page of every loan for staff, with the status-tab counts (which ignore the filters). `now` decides
 * which Lusaka day "today" is for the arrears filter.
 */
export async function listAdminLoans(
  db: Executor,
  query: AdminLoanListQuery,
  now: Date = new Date(),
): Promise<AdminLoanList> {
  const { sort, limit } = query;
  const [rows, counts, knownProduct] = await Promise.all([
    findLoanPage(db, pageCriteria(query, now)),
    loadStatusCounts(db),
    query.product === undefined ? true : productExists(db, query.product),
  ]);
  if (!knownProduct) throw new ValidationError([errorDetail('product', 'Unknown product.')]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ sort, key: isAmountSort(sort) ? String(last.amount) : last.dateKey, id: last.id })
      : null;
  return { items: page.map(toAdminLoanRow), nextCursor, counts: countsWithAll(counts) };
}

/** The query in the database's terms: ngwee, UTC instants, a search plan and a decoded cursor. */
export function pageCriteria(query: AdminLoanListQuery, now: Date = new Date()): LoanPageCriteria {
  const applied = lusakaDays(['from', query.from], ['to', query.to]);
  const decided = lusakaDays(['decidedFrom', query.decidedFrom], ['decidedTo', query.decidedTo]);
  const hasDecision = decided || query.decision !== undefined || query.decidedBy !== undefined;
  const criteria: LoanPageCriteria = {
    sort: query.sort,
    // One row more than the page tells whether another page follows.
    limit: query.limit + 1,
    status: query.status,
    minAmount: query.minAmount === undefined ? undefined : filterNgwee('minAmount', query.minAmount),
    maxAmount: query.maxAmount === undefined ? undefined : filterNgwee('maxAmount', query.maxAmount),
    from: applied?.from,
    until: applied?.until,
    productId: query.product,
    arrears: query.arrears === undefined ? undefined : arrearsRange(query.arrears, lusakaToday(now)),
    disbursed: lusakaDays(['disbursedFrom', query.disbursedFrom], ['disbursedTo', query.disbursedTo]),
    decided: hasDecision
      ? {
          ...decided,
          decision: query.decision,
          byRules: query.decidedBy === undefined ? undefined : query.decidedBy === 'rules',
        }
      : undefined,
    collected: lusakaDays(['collectedFrom', query.collectedFrom], ['collectedTo', query.collectedTo]),
    due:
      query.dueFrom === undefined && query.dueTo === undefined
        ? undefined
        : { from: query.dueFrom, to: query.dueTo },
    search: planSearch(query.q),
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort),
  };
  return { ...criteria, appliedBefore: impliedAppliedBefore(criteria) };
}

/**
 * Nothing happens to a loan before it is applied for: it is decided, disbursed and repaid later, and its
 * instalments fall due on later days. So a window on any of those also bounds the application date, and
 * saying so changes no answer but lets the keyset walk over the application-date index start at the
 * window instead of stepping through every newer loan first (docs/performance.md).
 */
function impliedAppliedBefore(c: LoanPageCriteria): Date | undefined {
  const dayAfter = (day: string | undefined) =>
    day === undefined ? undefined : new Date(lusakaDayStart('day', day).getTime() + DAY_MS);
  const bounds = [
    c.disbursed?.until,
    c.decided?.until,
    c.collected?.until,
    dayAfter(c.due?.to),
    dayAfter(c.arrears?.oldestDueTo),
  ].filter((bound) => bound !== undefined);
  return bounds.length === 0 ? undefined : new Date(Math.min(...bounds.map((bound) => bound.getTime())));
}

/**
 * Days past due are today − the oldest unpaid due date (Lusaka days), so "at least N days late" is a due
 * date on or before today − N, and "at most M" one on or after today − M. "current" (0 days) also takes
 * a loan that owes money with no unpaid instalment dated yet.
 */
export function arrearsRange(filter: AdminLoanArrearsFilter, today: string): ArrearsRange {
  const { min, max } = isArrearsBucket(filter)
    ? ARREARS_BUCKET_DAYS[filter]
    : { min: Number(filter.slice('par'.length)), max: null };
  return {
    oldestDueTo: min > 0 ? daysBefore(today, min) : undefined,
    oldestDueFrom: max === null ? undefined : daysBefore(today, max),
    orNoneUnpaid: min === 0,
  };
}

const isArrearsBucket = (filter: string): filter is ArrearsBucket =>
  (ARREARS_BUCKETS as readonly string[]).includes(filter);

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
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

/** Inclusive Lusaka days as instants: from the first day's start until the day after the last begins. */
function lusakaDays(
  [fromField, from]: [string, string | undefined],
  [toField, to]: [string, string | undefined],
): InstantRange | undefined {
  if (from === undefined && to === undefined) return undefined;
  const last = to === undefined ? undefined : lusakaDayStart(toField, to);
  return {
    from: from === undefined ? undefined : lusakaDayStart(fromField, from),
    until: last && new Date(last.getTime() + DAY_MS),
  };
}

function lusakaDayStart(field: string, day: string): Date {
  if (!isIsoCalendarDate(day))
    throw new ValidationError([errorDetail(field, 'Use a real date like 2026-11-21.')]);
  return new Date(`${day}T00:00:00${LUSAKA_OFFSET}`);
}
