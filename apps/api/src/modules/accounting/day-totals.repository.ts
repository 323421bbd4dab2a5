import { type Executor, journalDayTotals, journalEntries, journalLines } from '@kwacha/db';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import { type SQL, sql } from 'drizzle-orm';
import { type AccountSums, lusakaStartOf } from './accounting.repository';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const t = journalDayTotals;
const e = journalEntries;
const l = journalLines;

/**
 * The lines of the entries dated from the Lusaka day `since` (null: from the first) up to before `until`,
 * as `e` (the entry) and `l` (the line), ready for a `group by`. With a lower bound the entries are few (a
 * day or a week of them) and each one's lines are read through journal_lines_entry_idx: the lateral
 * subquery, fenced by `offset 0`, keeps the planner from hashing the entries and reading all 30M lines for
 * them, which it otherwise does (its sample of journal_lines sees far fewer distinct entries than there
 * are, so it expects some 70 lines an entry; docs/performance.md §12). Without one it is every line, for
 * which that hash join is right.
 */
function linesOfEntries(since: string | null, until: string): SQL {
  const before = sql`e.created_at < ${lusakaStartOf(until)}`;
  if (since === null) return sql`${e} e join ${l} l on l.entry_id = e.id where ${before}`;
  return sql`${e} e cross join lateral (
      select account, debit, credit from ${l} where entry_id = e.id offset 0
    ) l
    where e.created_at >= ${lusakaStartOf(since)} and ${before}`;
}

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
  // The first run on a book that already has entries sums every line once (BENCHMARKS.md), for longer
  // than the pool's statement timeout allows a request. Postings do not wait on it.
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`lock table ${t} in exclusive mode`);
  const after = await lastSummarisedDay(tx);
  if (after !== null && after >= through) return { first: null, last: null, rows: 0 };
  const since = after === null ? null : addCalendarDays(after, 1);
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${t} (day, account, debits, credits)
      select (e.created_at at time zone 'Africa/Lusaka')::date, l.account, sum(l.debit), sum(l.credit)
      from ${linesOfEntries(since, addCalendarDays(through, 1))}
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
 * of the days after them (a day or two: journal_entries_created_idx, then journal_lines_entry_idx), in one
 * statement, so both parts read one snapshot. The same figures as summing every line; accounts without
 * lines are absent.
 */
export async function sumsByAccount(
  db: Executor,
  range: { from: string; to: string },
): Promise<Map<string, AccountSums>> {
  const rows = await db.transaction(async (tx) => {
    // A few thousand rows to add up: compiling the plan (JIT) would take longer than running it.
    await tx.execute(sql`set local jit = off`);
    const through = await lastSummarisedDay(tx);
    const start = lusakaStartOf(range.from);
    const live = sql`
      select l.account,
             coalesce(sum(l.debit - l.credit) filter (where e.created_at < ${start}), 0) as opening,
             coalesce(sum(l.debit) filter (where e.created_at >= ${start}), 0) as debits,
             coalesce(sum(l.credit) filter (where e.created_at >= ${start}), 0) as credits
      from ${linesOfEntries(through === null ? null : addCalendarDays(through, 1), addCalendarDays(range.to, 1))}
      group by l.account`;
    if (through === null) return rowsOf<SumsRow>(await tx.execute(live));
    const from = sql`${range.from}::date`;
    const summarised = sql`
      select account,
             coalesce(sum(debits - credits) filter (where day < ${from}), 0) as opening,
             coalesce(sum(debits) filter (where day >= ${from}), 0) as debits,
             coalesce(sum(credits) filter (where day >= ${from}), 0) as credits
      from ${t}
      where day <= ${through}::date and day <= ${range.to}::date
      group by account`;
    return rowsOf<SumsRow>(await tx.execute(sql`${summarised} union all ${live}`));
  });
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

/** Ngwee sums as the database answers them (numeric: text, or a number). */
interface SumsRow {
  account: string;
  opening: string | number;
  debits: string | number;
  credits: string | number;
}
