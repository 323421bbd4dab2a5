import { type Executor, loanApplications, loanMonthEnds, loanPositions, portfolioRolls } from '@kwacha/db';
import { sql } from 'drizzle-orm';

/**
 * The month-end record (loan_month_ends) and the roll counts worked out from it (portfolio_rolls), both
 * the statistics module's own; the record is read from the loans module's positions, one INSERT … SELECT.
 */

const e = loanMonthEnds;
const p = loanPositions;
const l = loanApplications;

/**
 * Where each loan stands now, as the close of `month`: every loan still being repaid, and every loan that
 * was open at `previousMonth`'s close (so the month it was paid off or written off is recorded, and never
 * again after). The first record of a month stands (primary key month, loan): run again, it adds nothing.
 */
export async function recordMonthEnds(
  db: Executor,
  month: string,
  previousMonth: string,
  at: Date,
): Promise<void> {
  // A waived loan was written off first: the month it leaves the book, it counts as written off.
  const closed = sql`${l.status} in ('paid', 'written_off', 'waived')`;
  await db.execute(sql`
    insert into ${e} (month, loan_id, product_id, state, bucket, days_past_due, recorded_at)
    select ${month}, ${p.loanId}, ${p.productId},
      case when ${l.status} = 'paid' then 'paid' when ${closed} then 'written_off' else 'open' end,
      case when ${closed} or ${p.daysPastDue} <= 0 then 0 else coalesce(${p.delinquencyBucket}, 1) end,
      ${p.daysPastDue}, ${at.toISOString()}::timestamptz
    from ${p} join ${l} on ${l.id} = ${p.loanId}
    where ${l.status} in ('disbursed', 'active', 'overdue')
      or exists (select 1 from ${e} prev where prev.month = ${previousMonth}
        and prev.loan_id = ${p.loanId} and prev.state = 'open')
    on conflict (month, loan_id) do nothing`);
}

/**
 * The roll counts of `month`: the loans open at `previousMonth`'s close, by their bucket then and where
 * they stood at `month`'s close, per product. Replaced, so a second run of the day leaves one set.
 */
export async function replaceRolls(db: Executor, month: string, previousMonth: string): Promise<void> {
  await db.execute(sql`delete from ${portfolioRolls} where month = ${month}`);
  await db.execute(sql`
    insert into ${portfolioRolls} (month, product_id, from_bucket, to_state, to_bucket, loans)
    select ${month}, cur.product_id, prev.bucket, cur.state, cur.bucket, count(*)
    from ${e} prev join ${e} cur on cur.month = ${month} and cur.loan_id = prev.loan_id
    where prev.month = ${previousMonth} and prev.state = 'open'
    group by cur.product_id, prev.bucket, cur.state, cur.bucket`);
}
