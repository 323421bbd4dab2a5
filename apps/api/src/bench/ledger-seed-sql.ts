/**
 * The ledger entries the flows post, written as set SQL for the benches' seeded books (six instalments a
 * loan, 1% interest a month on each, the simulator's cash accounts). Shared by daily-jobs.bench.ts and
 * trial-balance.seed.ts, so both books hold what postings would.
 */

/** Instalment n's principal: a sixth of the amount, the last one taking what division left over. */
export const principalOf = (amount: string, n: string) =>
  `case when ${n} = 6 then ${amount} - 5 * (${amount} / 6) else ${amount} / 6 end`;

/**
 * The payout entry (ledger/journal-postings.ts postDisbursementEntry) of every loan matching `loans` (a
 * condition on loan_applications): each instalment becomes owed.
 */
export const payoutsSql = (loans: string) => `
with entries as (
  insert into journal_entries (loan_id, kind, memo, created_at)
  select id, 'disbursement', 'Benchmark payout', disbursement_date from loan_applications where ${loans}
  returning id, loan_id
)
insert into journal_lines (entry_id, account, loan_id, instalment, debit, credit)
select e.id, x.account, e.loan_id, x.instalment, x.debit, x.credit
from entries e
join loan_applications l on l.id = e.loan_id,
lateral (
  select 'loan_principal' as account, n as instalment, ${principalOf('l.amount', 'n')} as debit, 0::bigint as credit
  from generate_series(1, 6) as n
  union all select 'loan_interest', n, l.amount / 100, 0 from generate_series(1, 6) as n
  union all select 'cash_disbursed_simulator', null, 0, l.amount - l.service_fee
  union all select 'income_fee', null, 0, l.service_fee
  union all select 'unearned_interest', null, 0, 6 * (l.amount / 100)
) as x`;

/**
 * One repayment entry (postRepaymentEntry) per seeded payment (`bench-<loan>-<n>`) of a loan matching
 * `loans` and matching `payments` (a condition on p): it pays its instalment exactly.
 */
export const repaymentsSql = (loans: string, payments = 'true') => `
with paid as (
  select p.id as payment_id, p.loan_id, p.settled_at, l.amount,
         substring(p.idempotency_key from '-(\\d+)$')::int as n
  from payments p join loan_applications l on l.id = p.loan_id
  where l.${loans} and p.idempotency_key like 'bench-%' and ${payments}
),
entries as (
  insert into journal_entries (loan_id, kind, payment_id, memo, created_at)
  select loan_id, 'repayment', payment_id, 'Benchmark repayment', settled_at from paid
  returning id, loan_id, payment_id
)
insert into journal_lines (entry_id, account, loan_id, instalment, debit, credit)
select e.id, x.account, e.loan_id, x.instalment, x.debit, x.credit
from entries e
join paid on paid.payment_id = e.payment_id,
lateral (select ${principalOf('paid.amount', 'paid.n')} as principal, paid.amount / 100 as interest) as q,
lateral (
  select 'cash_collected_simulator' as account, null::int as instalment, q.principal + q.interest as debit,
         0::bigint as credit
  union all select 'loan_principal', paid.n, 0, q.principal
  union all select 'loan_interest', paid.n, 0, q.interest
) as x`;
