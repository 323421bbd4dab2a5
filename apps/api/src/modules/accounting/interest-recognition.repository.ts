import type { Executor } from '@kwacha/db';
import { sql } from 'drizzle-orm';

/** The loans whose money went out: their interest is earned as their instalments fall due. */
const PAID_OUT = sql`('active', 'overdue', 'paid', 'written_off', 'waived')`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The Lusaka day of the last interest recognition, or null before the first: the job looks back from a
 * few days before it, so a day it missed (or a loan it could not lock) is caught up on the next run
 * without reading every instalment ever due (docs/decisions/047). The newest entries are read first
 * (journal_entries_created_idx, backwards), and one is posted on almost every business day.
 */
export async function lastRecognitionDay(db: Executor): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select to_char(max(created_at) at time zone 'Africa/Lusaka', 'YYYY-MM-DD') as day
      from journal_entries where kind = 'interest_recognition'`),
  );
  return row?.day ?? null;
}

/**
 * The loans with something to recognise on `today`, in loan order, after `after`, at most `limit`:
 * - an instalment due in (`since`, `today`] (every one up to `today` when `since` is null) whose
 *   recognition entry does not exist (loan_instalments_due_idx, then an anti-join on the unique key);
 * - a loan paid with an entry since `since` (its payoff or last payment) whose final recognition does not
 *   exist;
 * - a loan holding suspended interest (journal_lines_suspended_idx: few lines) that is paid, or active or
 *   overdue and no longer more than `suspendAfterDays` past due.
 */
export async function loansToRecognise(
  db: Executor,
  input: { today: string; since: string | null; suspendAfterDays: number; after: string; limit: number },
): Promise<string[]> {
  const { today, since, suspendAfterDays, after, limit } = input;
  const dueSince = since === null ? sql`true` : sql`i.due_date > ${since}::date`;
  const postedSince =
    since === null
      ? sql`true`
      : sql`e.created_at >= ((${since})::date)::timestamp at time zone 'Africa/Lusaka'`;
  const result = await db.execute(sql`
    select loan_id::text as loan_id from (
      select i.loan_id from loan_instalments i
      join loan_applications l on l.id = i.loan_id
      where i.due_date <= ${today}::date and ${dueSince} and l.status in ${PAID_OUT}
        and not exists (select 1 from journal_entries r
          where r.idempotency_key = 'interest:' || i.loan_id || ':' || i.number)
      union
      select e.loan_id from journal_entries e
      join loan_applications l on l.id = e.loan_id
      where ${postedSince} and l.status = 'paid'
        and not exists (select 1 from journal_entries r
          where r.idempotency_key = 'interest:' || e.loan_id || ':final')
      union
      select s.loan_id from (
        select loan_id from journal_lines where account = 'suspended_interest'
        group by loan_id having sum(credit - debit) > 0
      ) s
      join loan_applications l on l.id = s.loan_id
      left join loan_positions p on p.loan_id = s.loan_id
      where l.status = 'paid'
        or (l.status in ('active', 'overdue') and coalesce(p.days_past_due, 0) <= ${suspendAfterDays})
    ) candidates
    where loan_id > ${after}::uuid
    order by loan_id
    limit ${limit}`);
  return rowsOf<{ loan_id: string }>(result).map((r) => r.loan_id);
}

/** A loan's instalment numbers due on or before `today` (a paid-off loan's later ones are gone). */
export async function instalmentsDueBy(db: Executor, loanId: string, today: string): Promise<number[]> {
  const result = await db.execute(sql`select number from loan_instalments
    where loan_id = ${loanId} and due_date <= ${today}::date order by number`);
  return rowsOf<{ number: number }>(result).map((r) => Number(r.number));
}
