import { type Executor, RECEIVABLE_ACCOUNTS } from '@kwacha/db';
import { sql } from 'drizzle-orm';

const RECEIVABLES = sql.raw(RECEIVABLE_ACCOUNTS.map((account) => `'${account}'`).join(', '));

/**
 * docs/product.md §13's invariants as plain SQL over a whole database, for an operator's command
 * (`npm run db:copy-to-postgres` checks the copy with them). The tests' checker
 * (testing/ledger-invariants.ts) asserts the same rules and also reads each balance through the API;
 * here a loan's balance is its position row, which must equal its ledger receivables. Each query
 * answers the rows that break its rule, so an empty answer means the rule holds.
 */
const CHECKS: { rule: string; query: ReturnType<typeof sql> }[] = [
  {
    rule: 'every entry balances (debits = credits) and has at least two lines',
    query: sql`select e.id::text as what from journal_entries e
      left join journal_lines l on l.entry_id = e.id
      group by e.id
      having coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0) or count(l.id) < 2`,
  },
  {
    rule: 'the whole ledger balances',
    query: sql`select 'journal_lines' as what from journal_lines
      having coalesce(sum(debit), 0) <> coalesce(sum(credit), 0)`,
  },
  {
    rule: 'no receivable is below zero',
    query: sql`select loan_id::text || ' ' || account || ' #' || instalment as what from journal_lines
      where account in (${RECEIVABLES})
      group by loan_id, instalment, account
      having sum(debit - credit) < 0`,
  },
  {
    rule: "each loan's cash collected through each provider equals its successful and refunded payments there",
    query: sql`with collected as (
        select loan_id, account, sum(debit) as cash from journal_lines where account like 'cash\_collected\_%'
        group by loan_id, account
      ), came_in as (
        select loan_id, 'cash_collected_' || provider as account, sum(amount) as total from (
          select loan_id, provider, amount from payments where status = 'successful'
          union all
          select p.loan_id, p.provider, p.amount from journal_entries e join payments p on p.id = e.payment_id
          where e.kind = 'refund'
        ) money group by loan_id, provider
      )
      select coalesce(c.loan_id, i.loan_id)::text || ' ' || coalesce(c.account, i.account) as what
      from collected c full join came_in i on i.loan_id = c.loan_id and i.account = c.account
      where coalesce(c.cash, 0) <> coalesce(i.total, 0)`,
  },
  {
    rule: 'only refunded flagged payments have a refund entry',
    query: sql`select p.id::text as what from journal_entries e join payments p on p.id = e.payment_id
      where e.kind = 'refund' and (p.status = 'successful' or p.resolution is distinct from 'refunded')`,
  },
  {
    rule: "each loan's cash refunded equals its refunded payments",
    query: sql`with refunded_cash as (
        select loan_id, sum(credit - debit) as cash from journal_lines where account = 'cash_refunded'
        group by loan_id
      ), refunded as (
        select p.loan_id, sum(p.amount) as total from journal_entries e join payments p on p.id = e.payment_id
        where e.kind = 'refund' group by p.loan_id
      )
      select coalesce(c.loan_id, r.loan_id)::text as what
      from refunded_cash c full join refunded r on r.loan_id = c.loan_id
      where coalesce(c.cash, 0) <> coalesce(r.total, 0)`,
  },
  {
    rule: 'each successful payment has exactly one repayment entry, and no other payment has one',
    query: sql`select p.id::text as what from payments p
      left join journal_entries e on e.payment_id = p.id and e.kind = 'repayment'
      group by p.id, p.status
      having (p.status = 'successful') <> (count(e.id) = 1)`,
  },
  {
    rule: "every loan's position equals its ledger receivables",
    query: sql`with ledger as (
        select loan_id,
          sum(case when account = 'loan_principal' then debit - credit else 0 end) as principal,
          sum(case when account = 'loan_interest' then debit - credit else 0 end) as interest,
          sum(case when account = 'loan_fee' then debit - credit else 0 end) as fees,
          sum(case when account = 'loan_penalty' then debit - credit else 0 end) as penalties
        from journal_lines where account in (${RECEIVABLES}) group by loan_id
      )
      select coalesce(l.loan_id, p.loan_id)::text as what
      from ledger l full join loan_positions p on p.loan_id = l.loan_id
      where (l.principal, l.interest, l.fees, l.penalties)
        is distinct from (p.principal::numeric, p.interest::numeric, p.fees::numeric, p.penalties::numeric)`,
  },
  {
    rule: 'a written-off loan carries its receivables in loan_written_off, any other loan nothing; recoveries never exceed the write-off',
    query: sql`with books as (
        select loan_id,
          sum(case when account in (${RECEIVABLES}) then debit - credit else 0 end) as receivables,
          sum(case when account = 'loan_written_off' then credit - debit else 0 end) as contra,
          sum(case when account = 'loan_written_off' then credit else 0 end) as written_off,
          sum(case when account = 'recoveries' then credit - debit else 0 end) as recovered
        from journal_lines group by loan_id
      )
      select b.loan_id::text as what from books b join loan_applications l on l.id = b.loan_id
      where b.contra < 0 or b.contra > b.receivables or b.recovered < 0 or b.recovered > b.written_off
        or (l.status = 'written_off' and b.contra <> b.receivables)
        or (l.status <> 'written_off' and b.contra <> 0)`,
  },
  {
    rule: 'interest: no loan holds less than nothing unearned, recognised or suspended (docs/decisions/047)',
    query: sql`select loan_id::text as what from journal_lines
      where account in ('unearned_interest', 'interest_income', 'suspended_interest')
      group by loan_id
      having sum(case when account = 'unearned_interest' then credit - debit else 0 end) < 0
        or sum(case when account = 'interest_income' then credit - debit else 0 end) < 0
        or sum(case when account = 'suspended_interest' then credit - debit else 0 end) < 0`,
  },
  {
    rule: 'interest: a paid loan holds nothing unearned or suspended once the recognition job ran after its last posting',
    query: sql`with last as (
        select e.loan_id,
          max(e.created_at) filter (where e.kind not in ('interest_recognition', 'interest_resumed')) as money,
          max(e.created_at) filter (where e.kind in ('interest_recognition', 'interest_resumed')) as run
        from journal_entries e join loan_applications l on l.id = e.loan_id
        where l.status = 'paid' group by e.loan_id
      )
      select last.loan_id::text as what from last join journal_lines j on j.loan_id = last.loan_id
      where last.run >= last.money and j.account in ('unearned_interest', 'suspended_interest')
      group by last.loan_id having sum(j.credit - j.debit) filter (where j.account = 'unearned_interest') <> 0
        or coalesce(sum(j.credit - j.debit) filter (where j.account = 'suspended_interest'), 0) <> 0`,
  },
  {
    rule: "every loan's position carries the loan's amount",
    query: sql`select p.loan_id::text as what from loan_positions p
      join loan_applications l on l.id = p.loan_id where p.loan_amount <> l.amount`,
  },
];

export interface LedgerCheckResult {
  rule: string;
  /** Up to five of the rows (entries, loans, payments) that break the rule. */
  offenders: string[];
}

/** Runs every check; the rules that hold come back with no offenders. */
export async function checkLedgerInvariants(db: Executor): Promise<LedgerCheckResult[]> {
  const results: LedgerCheckResult[] = [];
  for (const check of CHECKS) {
    const result = await db.execute(sql`${check.query} limit 5`);
    const rows = (result as unknown as { rows: { what: string }[] }).rows;
    results.push({ rule: check.rule, offenders: rows.map((row) => row.what) });
  }
  return results;
}
