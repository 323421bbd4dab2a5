import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '@kwacha/db';
import { BENCH_TODAY, growTo } from './admin-list.seed';
import { payoutsSql, repaymentsSql } from './ledger-seed-sql';

/**
 * The ledger of the staff list's seeded book (admin-list.seed.ts: loans over three years up to
 * BENCH_TODAY), as the flows would have posted it, with generate_series-style set SQL: every loan paid out
 * gets its payout entry (15 lines), every repayment settled its entry (3 lines), every instalment fallen
 * due its interest recognition (2 lines). About 30 lines a loan: 30 million at 1 million loans.
 */

/** When the benchmark runs: 08:00 in Lusaka on the day the seeded data ends. Nothing is dated later. */
export const BENCH_NOW = new Date(`${BENCH_TODAY}T08:00:00+02:00`);
const NOW_SQL = `timestamptz '${BENCH_TODAY} 08:00+02'`;

/** The loans whose money went out before now: each has its schedule of six instalments. */
const PAID_OUT = `status in ('active', 'overdue', 'paid') and disbursement_date < ${NOW_SQL}`;

/** Each instalment's interest earned on its due date at 06:30 (recogniseInterest, docs/decisions/047). */
const RECOGNITIONS_SQL = `
with entries as (
  insert into journal_entries (loan_id, kind, idempotency_key, memo, created_at)
  select i.loan_id, 'interest_recognition', 'interest:' || i.loan_id || ':' || i.number, 'Benchmark interest',
         (i.due_date + time '06:30') at time zone 'Africa/Lusaka'
  from loan_instalments i join loan_applications l on l.id = i.loan_id
  where l.${PAID_OUT} and (i.due_date + time '06:30') at time zone 'Africa/Lusaka' < ${NOW_SQL}
  returning id, loan_id
)
insert into journal_lines (entry_id, account, loan_id, instalment, debit, credit)
select e.id, x.account, e.loan_id, null, x.debit, x.credit
from entries e
join loan_applications l on l.id = e.loan_id,
lateral (
  select 'unearned_interest' as account, l.amount / 100 as debit, 0::bigint as credit
  union all select 'interest_income', 0, l.amount / 100
) as x`;

/** Seeds `loans` loans and their ledger; answers the number of journal lines. */
export async function seedLedger(database: DatabaseHandle, loans: number): Promise<number> {
  const step = async (what: string, text: string) => {
    const start = performance.now();
    await database.executeSql(text);
    console.info(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  const start = performance.now();
  await growTo(database, 0, loans);
  console.info(`  ${loans.toLocaleString('en')} loans: ${((performance.now() - start) / 1000).toFixed(0)} s`);
  // The seeded rows are consistent by construction: the ledger's triggers (an entry balances, a line's
  // loan exists, the month is open) would only queue millions of deferred checks.
  await database.executeSql('set session_replication_role = replica');
  await step('payout entries', payoutsSql(PAID_OUT));
  await step('repayment entries', repaymentsSql(PAID_OUT, `p.settled_at < ${NOW_SQL}`));
  await step('interest recognition entries', RECOGNITIONS_SQL);
  await database.executeSql('set session_replication_role = origin');
  // What autovacuum would do soon after such a load; the planner needs the statistics.
  await step('vacuum analyze', 'vacuum analyze journal_entries');
  await database.executeSql('vacuum analyze journal_lines');
  return journalLineCount(database);
}

export async function journalLineCount(database: DatabaseHandle): Promise<number> {
  const [row] = (await database.executeSql('select count(*)::bigint as n from journal_lines')).rows;
  return Number(row?.n);
}
