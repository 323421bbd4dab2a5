import { type Executor, RECEIVABLE_ACCOUNTS } from '@kwacha/db';
import { type SQL, sql } from 'drizzle-orm';
import type { ReceivablesJson } from '../ledger/ledger.public';

/**
 * The monthly file's read model (docs/decisions/053): the loans open at any time in a month with what the
 * bureau is told about them, read a batch at a time in loan order, from the tables of the modules that own
 * them (loans, users, consent, the ledger, write-offs, restructures, disputes and listing notices), as the
 * statistics read theirs. Balances are the ledger's as at the month's end: the receivable lines of entries
 * posted before it, by instalment and account, as the ledger's own reads group them.
 */

export interface MonthBounds {
  month: string;
  /** The month's first instant and the next month's, Lusaka midnight. */
  startAt: Date;
  endAt: Date;
  /** The month's last Lusaka day, YYYY-MM-DD. */
  lastDay: string;
}

export interface MonthLoanRow {
  loanId: string;
  amount: number;
  termMonths: number;
  disbursedAt: Date;
  surname: string | null;
  forenames: string | null;
  nrc: string | null;
  dateOfBirth: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  consented: boolean;
  /** Receivable balances as at the month's end, by instalment and account (the ledger's JSON shape). */
  receivables: ReceivablesJson;
  /** The same lines summed without grouping: the ledger's total for the loan as at the month's end. */
  ledgerBalance: number;
  balanceAtStart: number;
  /** When the last receivable line up to the month's end was posted (the day a loan closed). */
  lastMovedAt: Date | null;
  /** The loan's schedule: instalment number, due date, amount. */
  schedule: readonly (readonly [number, string, number])[];
  /** The last repayment booked before the month's end: when, and what the borrower paid (ngwee). */
  lastPaymentAt: Date | null;
  lastPaymentAmount: number;
  writtenOff: boolean;
  restructured: boolean;
  disputed: boolean;
  listableOn: string | null;
  /** loan_positions' copy of what is owed now, and when any entry was last posted for the loan. */
  positionBalance: number | null;
  lastEntryAt: Date | null;
}

const receivableList = () =>
  sql.join(
    RECEIVABLE_ACCOUNTS.map((a) => sql`${a}`),
    sql`, `,
  );

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/**
 * The loans paid out before the month's end that `which` selects from loan_applications `l`, with
 * everything the month's record needs; whether each was open in the month is the caller's test
 * (balanceAtStart > 0 or paid out inside the month). One statement per batch.
 */
async function monthLoans(
  db: Executor,
  bounds: MonthBounds,
  which: SQL,
  limit: number,
): Promise<MonthLoanRow[]> {
  const end = bounds.endAt.toISOString();
  const start = bounds.startAt.toISOString();
  const result = await db.execute(sql`
    with batch as (
      select l.id, l.user_id, l.amount, l.duration_months, l.disbursement_date
      from loan_applications l
      where l.disbursement_date is not null and l.disbursement_date < ${end}::timestamptz and ${which}
        -- A loan finished (nothing owed: paid, waived, cancelled) with no entry since the month began was
        -- finished before it: not open in the month, so its lines are not read. One index probe each.
        and not (l.status in ('paid', 'waived', 'cancelled') and not exists (
          select 1 from journal_entries e where e.loan_id = l.id and e.created_at >= ${start}::timestamptz))
      order by l.id
      limit ${limit}
    ),
    -- Per loan (lateral), so each loan's lines are read through journal_lines_loan_account_idx and their
    -- entries by key: never a hash of every entry in the ledger for a batch.
    lines as (
      select b.id as loan_id, x.instalment, x.account, x.balance, x.at_start, x.last_moved_at
      from batch b, lateral (
        select jl.instalment, jl.account,
          sum(jl.debit - jl.credit) as balance,
          sum(jl.debit - jl.credit) filter (where je.created_at < ${start}::timestamptz) as at_start,
          max(je.created_at) as last_moved_at
        from journal_lines jl join journal_entries je on je.id = jl.entry_id
        where jl.loan_id = b.id and jl.account in (${receivableList()}) and je.created_at < ${end}::timestamptz
        group by jl.instalment, jl.account
      ) x
    ),
    ledger as (
      select loan_id, json_agg(json_build_array(instalment, account, balance)) as receivables,
        sum(balance) as balance, coalesce(sum(at_start), 0) as at_start, max(last_moved_at) as last_moved_at
      from lines group by loan_id
    )
    select b.id::text as loan_id, b.amount, b.duration_months, b.disbursement_date,
      u.last_name, u.first_name, u.nrc_number, u.date_of_birth::text as date_of_birth, u.phone_number,
      u.address_line1, u.city, u.province, u.country,
      exists (select 1 from consent_events c
              where c.loan_id = b.id and c.purpose = 'credit_bureau' and c.granted) as consented,
      coalesce(g.receivables, '[]'::json) as receivables,
      coalesce(g.balance, 0) as ledger_balance, coalesce(g.at_start, 0) as at_start, g.last_moved_at,
      (select coalesce(json_agg(json_build_array(i.number, i.due_date::text, i.amount) order by i.number), '[]'::json)
       from loan_instalments i where i.loan_id = b.id) as schedule,
      pay.created_at as last_payment_at, coalesce(pay.cash, 0) as last_payment_amount,
      exists (select 1 from write_offs w where w.loan_id = b.id and w.kind = 'write_off'
              and w.status = 'approved' and w.decided_at < ${end}::timestamptz) as written_off,
      exists (select 1 from restructures r where r.loan_id = b.id and r.status = 'approved'
              and r.decided_at < ${end}::timestamptz) as restructured,
      exists (select 1 from credit_disputes d where d.loan_id = b.id and d.opened_at < ${end}::timestamptz
              and (d.resolved_at is null or d.resolved_at >= ${end}::timestamptz)) as disputed,
      (select n.listable_on::text from credit_listing_notices n where n.loan_id = b.id) as listable_on,
      p.principal + p.interest + p.fees + p.penalties as position_balance,
      (select max(e.created_at) from journal_entries e where e.loan_id = b.id) as last_entry_at
    from batch b
    join users u on u.id = b.user_id
    left join ledger g on g.loan_id = b.id
    left join loan_positions p on p.loan_id = b.id
    left join lateral (
      select e.created_at, pm.amount as cash
      from journal_entries e join payments pm on pm.id = e.payment_id
      where e.loan_id = b.id and e.kind = 'repayment' and e.created_at < ${end}::timestamptz
      order by e.created_at desc, e.id desc
      limit 1
    ) pay on true
    order by b.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    loanId: String(r.loan_id),
    amount: Number(r.amount),
    termMonths: Number(r.duration_months),
    disbursedAt: new Date(r.disbursement_date as string),
    surname: (r.last_name as string | null) ?? null,
    forenames: (r.first_name as string | null) ?? null,
    nrc: (r.nrc_number as string | null) ?? null,
    dateOfBirth: (r.date_of_birth as string | null) ?? null,
    phone: (r.phone_number as string | null) ?? null,
    address: (r.address_line1 as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    province: (r.province as string | null) ?? null,
    country: (r.country as string | null) ?? null,
    consented: Boolean(r.consented),
    receivables: parseJson(r.receivables) as ReceivablesJson,
    ledgerBalance: Number(r.ledger_balance),
    balanceAtStart: Number(r.at_start),
    lastMovedAt: dateOrNull(r.last_moved_at),
    schedule: parseJson(r.schedule) as MonthLoanRow['schedule'],
    lastPaymentAt: dateOrNull(r.last_payment_at),
    lastPaymentAmount: Number(r.last_payment_amount),
    writtenOff: Boolean(r.written_off),
    restructured: Boolean(r.restructured),
    disputed: Boolean(r.disputed),
    listableOn: (r.listable_on as string | null) ?? null,
    positionBalance:
      r.position_balance === null || r.position_balance === undefined ? null : Number(r.position_balance),
    lastEntryAt: dateOrNull(r.last_entry_at),
  }));
}

/** node-postgres parses json columns; PGlite may hand back text. */
const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The next `limit` loans paid out before the month's end after `after` (loan id order). */
export function monthLoansAfter(db: Executor, bounds: MonthBounds, after: string, limit: number) {
  return monthLoans(db, bounds, sql`l.id > ${after}::uuid`, limit);
}

/** The given loans, for a correction of an earlier month. */
export function monthLoansOf(db: Executor, bounds: MonthBounds, loanIds: readonly string[]) {
  if (loanIds.length === 0) return Promise.resolve([]);
  return monthLoans(db, bounds, sql`l.id = any(${`{${loanIds.join(',')}}`}::uuid[])`, loanIds.length);
}

/**
 * The records the bureau holds that may now read differently (docs/decisions/053): for each loan and month
 * in a sent file before `month`, the latest sent hash, when the borrower's details or a dispute of the
 * loan changed after that file was sent. The caller rebuilds each and sends a correction if it differs.
 */
export async function correctionCandidates(
  db: Executor,
  month: string,
): Promise<{ loanId: string; month: string; recordHash: string }[]> {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (r.loan_id, r.month) r.loan_id, r.month, r.record_hash, s.sent_at
      from credit_reported_records r join credit_submissions s on s.id = r.submission_id
      where s.status = 'sent' and r.month < ${month}
        and r.loan_id in (
          select l.id from loan_applications l join users u on u.id = l.user_id
          where u.updated_at > (select min(sent_at) from credit_submissions where status = 'sent')
          union
          select d.loan_id from credit_disputes d
          where coalesce(d.resolved_at, d.opened_at) > (select min(sent_at) from credit_submissions where status = 'sent')
        )
      order by r.loan_id, r.month, s.sent_at desc
    )
    select x.loan_id::text as loan_id, x.month, x.record_hash
    from latest x
    join loan_applications l on l.id = x.loan_id
    join users u on u.id = l.user_id
    where u.updated_at > x.sent_at
      or exists (select 1 from credit_disputes d where d.loan_id = x.loan_id
                 and coalesce(d.resolved_at, d.opened_at) > x.sent_at)
    order by x.month, x.loan_id`);
  return rowsOf<{ loan_id: string; month: string; record_hash: string }>(result).map((r) => ({
    loanId: r.loan_id,
    month: r.month,
    recordHash: r.record_hash,
  }));
}
