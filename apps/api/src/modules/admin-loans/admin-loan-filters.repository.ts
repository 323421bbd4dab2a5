import { loanApplications, loanInstalments, loanPositions, payments } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { and, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';

/** A window of instants: from (inclusive) until (exclusive), each end optional. */
export interface InstantRange {
  from?: Date;
  until?: Date;
}

/** A window of Lusaka calendar days (YYYY-MM-DD), both ends inclusive and optional. */
export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * Loans that owe money now, by the due date of their oldest unpaid instalment (inclusive Lusaka days):
 * "N days late or more" is a due date on or before today − N. `orNoneUnpaid` also takes a loan that
 * owes money with no unpaid instalment dated (the "current" bucket).
 */
export interface ArrearsRange {
  oldestDueFrom?: string;
  oldestDueTo?: string;
  orNoneUnpaid: boolean;
}

/** The filters of the staff list, in the database's terms. */
export interface LoanFilterCriteria {
  status?: LoanStatus;
  /** Ngwee, inclusive. */
  minAmount?: number;
  maxAmount?: number;
  /** Application date from (inclusive) and until (exclusive). */
  from?: Date;
  until?: Date;
  productId?: string;
  arrears?: ArrearsRange;
  disbursed?: InstantRange;
  decided?: InstantRange & { decision?: 'approved' | 'rejected'; byRules?: boolean };
  /** Loans with a successful payment settled in the window. */
  collected?: InstantRange;
  /** Loans with an instalment falling due in the window. */
  due?: DayRange;
  /**
   * Applied before this instant: implied by the windows above, never a filter of its own (see
   * impliedAppliedBefore in the service). It lets the application-date index start at the window.
   */
  appliedBefore?: Date;
}

const l = loanApplications;
const p = loanPositions;

/** Whether the page's queries need loan_positions joined (one row per loan at most: its key is the loan). */
export const needsPositions = (c: LoanFilterCriteria) => c.arrears !== undefined;

/** A filter value as the query's placeholder of that name (admin-loans.repository.ts prepares the query once per shape). */
const value = (name: string) => sql.placeholder(name);

/**
 * The conditions on loan_applications and, when `needsPositions`, on the joined loan_positions, with every
 * value a placeholder that `loanFilterValues` fills: which conditions appear depends only on which criteria
 * are present, never on their values. The collection and due filters are EXISTS, one probe per loan as the
 * keyset walk meets it, through the loan's own index (payments_loan_created_idx, the instalments' key).
 * EXPLAIN on PostgreSQL 15 with the benchmark's data chose that semi-join; starting from the day indexes
 * instead (payments_settled_idx) means collecting every match of the window and sorting it, which hashed
 * all of loan_applications.
 */
export function loanFilters(c: LoanFilterCriteria): SQL[] {
  const where: SQL[] = [];
  const push = (condition: SQL | undefined) => condition && where.push(condition);
  if (c.status !== undefined) push(eq(l.status, value('status')));
  if (c.minAmount !== undefined) push(gte(l.amount, value('minAmount')));
  if (c.maxAmount !== undefined) push(lte(l.amount, value('maxAmount')));
  if (c.from !== undefined) push(gte(l.applicationDate, value('appliedFrom')));
  if (c.until !== undefined) push(lt(l.applicationDate, value('appliedUntil')));
  if (c.appliedBefore !== undefined) push(lt(l.applicationDate, value('appliedBefore')));
  if (c.productId !== undefined) push(eq(l.productId, value('productId')));
  if (c.arrears) push(arrearsCondition(c.arrears));
  if (c.disbursed) push(within(l.disbursementDate, c.disbursed, 'disbursed'));
  if (c.decided) {
    push(within(l.decidedAt, c.decided, 'decided'));
    if (c.decided.decision !== undefined) push(eq(l.decision, value('decision')));
    if (c.decided.byRules !== undefined) push(eq(l.decidedByRules, value('decidedByRules')));
  }
  if (c.collected) push(collectedWithin(c.collected));
  if (c.due) push(dueWithin(c.due));
  return where;
}

/**
 * The placeholders' values of `loanFilters`, one per criterion present. Instants go as ISO text and days as
 * YYYY-MM-DD: a placeholder's value reaches the driver as it is, without the column's own conversion.
 */
export function loanFilterValues(c: LoanFilterCriteria): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const set = (name: string, v: string | number | boolean | Date | undefined) => {
    if (v !== undefined) values[name] = v instanceof Date ? v.toISOString() : v;
  };
  set('status', c.status);
  set('minAmount', c.minAmount);
  set('maxAmount', c.maxAmount);
  set('appliedFrom', c.from);
  set('appliedUntil', c.until);
  set('appliedBefore', c.appliedBefore);
  set('productId', c.productId);
  set('oldestDueFrom', c.arrears?.oldestDueFrom);
  set('oldestDueTo', c.arrears?.oldestDueTo);
  set('disbursedFrom', c.disbursed?.from);
  set('disbursedUntil', c.disbursed?.until);
  set('decidedFrom', c.decided?.from);
  set('decidedUntil', c.decided?.until);
  set('decision', c.decided?.decision);
  set('decidedByRules', c.decided?.byRules);
  set('collectedFrom', c.collected?.from);
  set('collectedUntil', c.collected?.until);
  set('dueFrom', c.due?.from);
  set('dueTo', c.due?.to);
  return values;
}

function within(
  column: typeof l.disbursementDate | typeof l.decidedAt,
  range: InstantRange,
  name: 'disbursed' | 'decided',
) {
  // Without a bound the column must still be set: "disbursed" means the money went out.
  return and(
    sql`${column} is not null`,
    range.from === undefined ? undefined : gte(column, value(`${name}From`)),
    range.until === undefined ? undefined : lt(column, value(`${name}Until`)),
  );
}

function arrearsCondition(range: ArrearsRange): SQL | undefined {
  const owes = sql`${p.principal} + ${p.interest} + ${p.fees} + ${p.penalties} > 0`;
  const dated = and(
    range.oldestDueFrom === undefined ? undefined : gte(p.oldestUnpaidDueDate, value('oldestDueFrom')),
    range.oldestDueTo === undefined ? undefined : lte(p.oldestUnpaidDueDate, value('oldestDueTo')),
  );
  return and(owes, range.orNoneUnpaid ? or(dated, isNull(p.oldestUnpaidDueDate)) : dated);
}

function collectedWithin(range: InstantRange): SQL {
  const pay = payments;
  const settled = and(
    eq(pay.loanId, l.id),
    eq(pay.status, 'successful'),
    sql`${pay.settledAt} is not null`,
    range.from === undefined ? undefined : gte(pay.settledAt, value('collectedFrom')),
    range.until === undefined ? undefined : lt(pay.settledAt, value('collectedUntil')),
  );
  return sql`exists (select 1 from ${pay} where ${settled})`;
}

function dueWithin(range: DayRange): SQL {
  const i = loanInstalments;
  const falling = and(
    eq(i.loanId, l.id),
    range.from === undefined ? undefined : gte(i.dueDate, value('dueFrom')),
    range.to === undefined ? undefined : lte(i.dueDate, value('dueTo')),
  );
  return sql`exists (select 1 from ${i} where ${falling})`;
}
