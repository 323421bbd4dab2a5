import { type Executor, journalDayTotals, journalEntries, journalLines } from '@kwacha/db';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { type AccountSums, lusakaStartOf } from './accounting.repository';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const t = journalDayTotals;
const e = journalEntries;
const l = journalLines;

/**
 * The last Lusaka day the day totals hold, or null before the job's first run: the table's newest key
 * (its primary key, read backwards). Days after it are summed from the lines.
 */
export async function lastSummarisedDay(db: Executor): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`max(${t.day})::text` }).from(t);
  return row?.day ?? null;
}

/** What one run of the day-totals job wrote: the days it summarised and the rows for them. */
export interface DaysSummarised {
  first: string | null;
  last: string | null;
  rows: number;
}

/**
 * Writes the totals of every Lusaka day after the last one summarised up to `through` (inclusive), in one
 * INSERT … SELECT grouped by day and account (every account the lines use: none is listed here), so each
 * day's rows go in together. The table is held in EXCLUSIVE mode for the run (reads go on): a second run
 * at once waits, then finds the days done and writes nothing. Days without entries get no row, and are
 * looked at again by the next run (through the created_at index: nothing to read). Call it in a
 * transaction: the lock and the statement timeout last until its end.
 */
export async function summariseDaysThrough(tx: Executor, through: string): Promise<DaysSummarised> {
  // The first run on a book that already has entries sums every line once (minutes at 30M lines,
  // BENCHMARKS.md): past the pool's statement timeout, which is for requests. Postings do not wait on it.
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`lock table ${t} in exclusive mode`);
  const after = await lastSummarisedDay(tx);
  if (after !== null && after >= through) return { first: null, last: null, rows: 0 };
  const since =
    after === null ? sql`true` : sql`${e.createdAt} >= ${lusakaStartOf(addCalendarDays(after, 1))}`;
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${t} (day, account, debits, credits)
      select (${e.createdAt} at time zone 'Africa/Lusaka')::date, ${l.account}, sum(${l.debit}), sum(${l.credit})
      from ${l} join ${e} on ${e.id} = ${l.entryId}
      where ${since} and ${e.createdAt} < ${lusakaStartOf(addCalendarDays(through, 1))}
      group by 1, 2
      returning day
    )
    select min(day)::text as first, max(day)::text as last, count(*)::int as rows from inserted`);
  const [row] = rowsOf<DaysSummarised>(result);
  return { first: row?.first ?? null, last: row?.last ?? null, rows: Number(row?.rows ?? 0) };
}

/**
 * Each account's opening balance before `from` and its debits and credits from `from` to `to` (Lusaka
 * days, inclusive), in ngwee (docs/decisions/049): the day totals for the days summarised, and the lines
 * of the days after them (a day or two: journal_entries_created_idx), in one statement, so both parts
 * read one snapshot. The same figures as summing every line; accounts without lines are absent.
 */
export async function sumsByAccount(
  db: Executor,
  range: { from: string; to: string },
): Promise<Map<string, AccountSums>> {
  const through = await lastSummarisedDay(db);
  const start = lusakaStartOf(range.from);
  const inRange = sql`${e.createdAt} >= ${start}`;
  const live = db
    .select({
      account: l.account,
      opening: sql<string>`coalesce(sum(${l.debit} - ${l.credit}) filter (where ${e.createdAt} < ${start}), 0)`,
      debits: sql<string>`coalesce(sum(${l.debit}) filter (where ${inRange}), 0)`,
      credits: sql<string>`coalesce(sum(${l.credit}) filter (where ${inRange}), 0)`,
    })
    .from(l)
    .innerJoin(e, eq(e.id, l.entryId))
    .where(
      and(
        through === null ? undefined : gte(e.createdAt, sql`${lusakaStartOf(addCalendarDays(through, 1))}`),
        lt(e.createdAt, sql`${lusakaStartOf(addCalendarDays(range.to, 1))}`),
      ),
    )
    .groupBy(l.account);
  let rows: { account: string; opening: string; debits: string; credits: string }[];
  if (through === null) rows = await live;
  else {
    const from = sql`${range.from}::date`;
    const summarised = db
      .select({
        account: t.account,
        opening: sql<string>`coalesce(sum(${t.debits} - ${t.credits}) filter (where ${t.day} < ${from}), 0)`,
        debits: sql<string>`coalesce(sum(${t.debits}) filter (where ${t.day} >= ${from}), 0)`,
        credits: sql<string>`coalesce(sum(${t.credits}) filter (where ${t.day} >= ${from}), 0)`,
      })
      .from(t)
      .where(and(lte(t.day, through), lte(t.day, range.to)))
      .groupBy(t.account);
    rows = await unionAll(summarised, live);
  }
  const sums = new Map<string, AccountSums>();
  for (const row of rows) {
    const sum = sums.get(row.account) ?? { opening: 0, debits: 0, credits: 0 };
    sum.opening += Number(row.opening);
    sum.debits += Number(row.debits);
    sum.credits += Number(row.credits);
    sums.set(row.account, sum);
  }
  return sums;
}
