import { type Executor, violatedUniqueIndex } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { ClosedPeriod, Periods } from '@kwacha/shared/staff/accounting';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import { recordAudit } from '../audit/audit.public';
import { type BusinessDateDeps, businessToday } from '../settings/settings.public';
import { displayName } from '../users/display-name';
import { PeriodClosedError, PeriodEarlierOpenError, PeriodNotEndedError } from './accounting.errors';
import {
  closedPeriodList,
  firstEntryMonth,
  holdPostings,
  insertClosedPeriod,
  insertPeriodBalances,
  monthHasEntries,
} from './accounting.repository';
import { trialBalanceNgwee } from './trial-balance.service';

/** The unique keys two closes of one month at once run into: the loser is told it is closed. */
const ONE_CLOSE_PER_MONTH = ['closed_periods_pkey', 'period_balances_month_account_pk'];

/** '2026-12' → '2027-01'. */
const nextMonth = (month: string) => addCalendarDays(`${month}-28`, 4).slice(0, 7);
const previousMonth = (month: string) => addCalendarDays(`${month}-01`, -1).slice(0, 7);
const lastDayOf = (month: string) => addCalendarDays(`${nextMonth(month)}-01`, -1);

async function closedPeriods(db: Executor): Promise<ClosedPeriod[]> {
  const rows = await closedPeriodList(db);
  return rows.map((row) => ({
    month: row.month,
    closedAt: row.closedAt.toISOString(),
    closedBy: { id: row.closer.id, name: displayName(row.closer) },
  }));
}

/**
 * The earliest month not closed that has journal entries, from the ledger's first month up to `until`
 * (exclusive), or undefined. One indexed look-up per open month: closed months are skipped unread.
 */
async function earliestOpenMonthWithEntries(
  db: Executor,
  closed: ReadonlySet<string>,
  until: string,
): Promise<string | undefined> {
  const first = await firstEntryMonth(db);
  if (!first) return undefined;
  for (let month = first; month < until; month = nextMonth(month)) {
    if (!closed.has(month) && (await monthHasEntries(db, month, nextMonth(month)))) return month;
  }
  return undefined;
}

/**
 * GET /api/admin/accounting/periods: closed months, newest first, and the month a close would accept now:
 * the earliest open month with entries that has ended by the business date, else the last ended month
 * while it is open (null: nothing to close).
 */
export async function periods(deps: BusinessDateDeps): Promise<Periods> {
  const closed = await closedPeriods(deps.db);
  const closedMonths = new Set(closed.map((p) => p.month));
  const lastEnded = previousMonth((await businessToday(deps)).slice(0, 7));
  const earliest = await earliestOpenMonthWithEntries(deps.db, closedMonths, nextMonth(lastEnded));
  return { closed, closable: earliest ?? (closedMonths.has(lastEnded) ? null : lastEnded) };
}

/**
 * Closes a month (superuser; docs/product.md §24): only once it has ended by the business date, in order
 * (no earlier month with entries left open), once. In one transaction, with postings held off, it keeps
 * the month's trial balance (period_balances), then writes the closed month, which the database's trigger
 * reads to refuse any entry dated inside it from then on; audited.
 */
export async function closeMonth(
  deps: BusinessDateDeps,
  input: { month: string; staffId: string },
): Promise<ClosedPeriod> {
  const { month } = input;
  const today = await businessToday(deps);
  if (today.slice(0, 7) <= month) throw new PeriodNotEndedError(month);
  try {
    return await deps.db.transaction(async (tx) => {
      await holdPostings(tx);
      const closedMonths = new Set((await closedPeriodList(tx)).map((p) => p.month));
      if (closedMonths.has(month)) throw new PeriodClosedError(month);
      const earlier = await earliestOpenMonthWithEntries(tx, closedMonths, month);
      if (earlier) throw new PeriodEarlierOpenError(earlier);
      const lines = await trialBalanceNgwee(tx, { from: `${month}-01`, to: lastDayOf(month) });
      await insertPeriodBalances(tx, month, lines);
      await insertClosedPeriod(tx, { month, closedAt: deps.now(), closedBy: input.staffId });
      const sum = (pick: (l: (typeof lines)[number]) => number) =>
        ngweeToKwacha(lines.reduce((s, l) => s + pick(l), 0));
      await recordAudit(tx, {
        actorId: input.staffId,
        action: 'accounting.period_closed',
        entityType: 'period',
        entityId: month,
        after: { month, debits: sum((l) => l.debits), credits: sum((l) => l.credits) },
      });
      const closed = (await closedPeriods(tx)).find((p) => p.month === month);
      if (!closed) throw new Error(`the month ${month} just closed was not found`);
      return closed;
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index !== undefined && ONE_CLOSE_PER_MONTH.includes(index)) throw new PeriodClosedError(month);
    throw error;
  }
}
