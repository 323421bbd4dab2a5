import { type Executor, type MonthEndProvision, monthEndProvisions } from '@kwacha/db';
import { desc, eq, sql } from 'drizzle-orm';

/**
 * What the month-end provisions read (docs/decisions/050): the loans still being repaid with what they
 * are carried at, the finished loans still holding a provision, and the month-end measure the accounting
 * module keeps (month_end_provisions, its own table).
 */

/** The loans still being repaid: each holds a provision by its bucket. */
const OPEN = sql`('disbursed', 'active', 'overdue')`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface OpenLoanExposure {
  loanId: string;
  /** Ngwee the borrower owes: principal, interest (earned or not), fees and late fees. */
  receivable: number;
  /** Credit balances: interest not yet earned, interest held in suspense, the provision now. */
  unearned: number;
  suspended: number;
  provision: number;
  daysPastDue: number;
}

/**
 * The next `limit` loans still being repaid after `after`, in loan order, with what the position says is
 * owed and their unearned interest, suspended interest and provision from the ledger, summed for those
 * loans only (journal_lines_loan_account_idx): one statement per batch, whatever the portfolio's size.
 */
export async function openLoansAfter(
  db: Executor,
  input: { after: string; limit: number },
): Promise<OpenLoanExposure[]> {
  const result = await db.execute(sql`
    with batch as (
      select l.id as loan_id,
        coalesce(p.principal + p.interest + p.fees + p.penalties, 0) as receivable,
        coalesce(p.days_past_due, 0) as days_past_due
      from loan_applications l left join loan_positions p on p.loan_id = l.id
      where l.status in ${OPEN} and l.id > ${input.after}::uuid
      order by l.id
      limit ${input.limit}
    )
    select b.loan_id::text as loan_id, b.receivable, b.days_past_due,
      coalesce(sum(j.credit - j.debit) filter (where j.account = 'unearned_interest'), 0) as unearned,
      coalesce(sum(j.credit - j.debit) filter (where j.account = 'suspended_interest'), 0) as suspended,
      coalesce(sum(j.credit - j.debit) filter (where j.account = 'loan_loss_provision'), 0) as provision
    from batch b
    left join journal_lines j on j.loan_id = b.loan_id
      and j.account in ('unearned_interest', 'suspended_interest', 'loan_loss_provision')
    group by b.loan_id, b.receivable, b.days_past_due
    order by b.loan_id`);
  return rowsOf<Record<string, string | number>>(result).map((r) => ({
    loanId: String(r.loan_id),
    receivable: Number(r.receivable),
    unearned: Number(r.unearned),
    suspended: Number(r.suspended),
    provision: Number(r.provision),
    daysPastDue: Number(r.days_past_due),
  }));
}

/**
 * The loans no longer being repaid (paid, written off, waived, cancelled) that still hold a provision, with
 * it (ngwee) and their status. It reads every provision line once a month: few per loan, one a month at
 * most; a partial index on the account would spare the scan if it ever grows slow (docs/decisions/050).
 */
export async function closedLoansHoldingProvision(
  db: Executor,
): Promise<{ loanId: string; status: string; provision: number }[]> {
  const result = await db.execute(sql`
    select j.loan_id::text as loan_id, l.status::text as status, sum(j.credit - j.debit) as provision
    from journal_lines j join loan_applications l on l.id = j.loan_id
    where j.account = 'loan_loss_provision' and l.status not in ${OPEN}
    group by j.loan_id, l.status
    having sum(j.credit - j.debit) <> 0
    order by j.loan_id`);
  return rowsOf<{ loan_id: string; status: string; provision: string | number }>(result).map((r) => ({
    loanId: r.loan_id,
    status: r.status,
    provision: Number(r.provision),
  }));
}

export type MonthEndProvisionRow = Omit<MonthEndProvision, 'month' | 'measuredAt'>;

/**
 * Keeps a month-end's measure, bucket by bucket, unless the month has one already: the first complete
 * measure stands, so the screen shows what the postings were worked out from.
 */
export async function keepMonthEndProvisions(
  db: Executor,
  month: string,
  rows: readonly MonthEndProvisionRow[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const input = JSON.stringify(
    rows.map((r) => ({
      bucket: r.bucket,
      days_from: r.daysFrom,
      days_to: r.daysTo,
      loans: r.loans,
      exposure: r.exposure,
      rate_basis_points: r.rateBasisPoints,
      provision: r.provision,
    })),
  );
  await db.execute(sql`
    insert into ${monthEndProvisions}
      (month, bucket, days_from, days_to, loans, exposure, rate_basis_points, provision, measured_at)
    select ${month}, i.bucket, i.days_from, i.days_to, i.loans, i.exposure, i.rate_basis_points, i.provision,
      ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${input}::jsonb) as i(bucket smallint, days_from integer, days_to integer,
      loans integer, exposure bigint, rate_basis_points integer, provision bigint)
    where not exists (select 1 from ${monthEndProvisions} m where m.month = ${month})`);
}

/** A month-end's measure in bucket order; empty while the job has not measured that month. */
export function monthEndProvisionsOf(db: Executor, month: string): Promise<MonthEndProvision[]> {
  return db
    .select()
    .from(monthEndProvisions)
    .where(eq(monthEndProvisions.month, month))
    .orderBy(monthEndProvisions.bucket);
}

/** The latest month measured, or undefined before the first month-end. */
export async function latestProvisionMonth(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ month: monthEndProvisions.month })
    .from(monthEndProvisions)
    .orderBy(desc(monthEndProvisions.month))
    .limit(1);
  return row?.month;
}
