/**
 * The daily jobs' benchmark (issue 42, docs/performance.md): every job a business day runs (servicing: late
 * fees, overdue marks, reminders, days past due and buckets; promises to pay; the month's close) over a
 * book of 1 million loans, timed for two days in a row — the first catches up the arrears the seed leaves
 * (a late fee on each), the second is an ordinary day. The budget is the window the run has: it starts
 * at 06:00 in Lusaka (cron 04:00 UTC) and must be done by 08:00, when collectors may start calling.
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL names a server and a database to connect to for admin work. The
 * benchmark creates a throwaway database beside it (kwacha_bench_daily_<time>), migrates it, seeds it
 * with the staff list's generate_series seeding (admin-list.seed.ts), then gives every active and overdue
 * loan what servicing reads: its schedule, the payout entry and one repayment entry per paid instalment
 * in the ledger. It runs the jobs through the same list the scheduler and `npm run business-date` use
 * (bootstrap.ts `dailyBusinessJobs`), then drops the database.
 * `npm run bench:daily-jobs [-- --keep]`; BENCH_LARGE sets the number of loans (1,000,000; 10000 for a
 * quick check). Then it times the month-end job alone on the seeded month's last day (it works only then).
 * Exits 1 when a day takes longer than the window.
 */

import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openPostgres } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { createContext, dailyBusinessJobs } from '../bootstrap';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { BENCH_TODAY, growTo } from './admin-list.seed';
import { writeBudgetSummary } from './bench-summary';
import { payoutsSql, principalOf, repaymentsSql } from './ledger-seed-sql';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
/** 06:00 to 08:00 in Lusaka. */
const WINDOW_MINUTES = 120;
const keep = process.argv.includes('--keep');
/** The last day of the seeded month: the month-end job records every open loan's bucket on it. */
const MONTH_END = `${BENCH_TODAY.slice(0, 7)}-30`;

/** The statuses servicing works on (servicing.service.ts). */
const SERVICED = `status in ('active', 'overdue')`;
/** Every loan paid out has a schedule (interest recognition reads paid loans' too). */
const PAID_OUT = `status in ('active', 'overdue', 'paid')`;

/** The quoted schedule (loan_applications.quote_snapshot.schedule) servicing dates from the payout. */
const SCHEDULES_SQL = `
update loan_applications l
set quote_snapshot = jsonb_build_object('productName', 'Benchmark', 'schedule', s.lines)
from (
  select l.id,
         jsonb_agg(jsonb_build_object(
           'number', n,
           'dueDate', to_char((l.disbursement_date at time zone 'Africa/Lusaka')::date
                              + make_interval(months => n), 'YYYY-MM-DD'),
           'principal', ${principalOf('l.amount', 'n')},
           'interest', l.amount / 100,
           'instalment', ${principalOf('l.amount', 'n')} + l.amount / 100,
           'balanceAfter', case when n = 6 then 0 else l.amount - n * (l.amount / 6) end
         ) order by n) as lines
  from loan_applications l, generate_series(1, 6) as n
  where l.${PAID_OUT}
  group by l.id
) as s
where s.id = l.id`;

async function seed(database: DatabaseHandle): Promise<number> {
  const step = async (what: string, text: string) => {
    const start = performance.now();
    await database.executeSql(text);
    console.info(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  const start = performance.now();
  await growTo(database, 0, LARGE);
  console.info(`  ${LARGE.toLocaleString('en')} loans: ${((performance.now() - start) / 1000).toFixed(0)} s`);
  // The seeded rows are consistent by construction: the ledger's triggers (an entry balances, a line's
  // loan exists) would only queue millions of deferred checks.
  await database.executeSql('set session_replication_role = replica');
  await step('schedules', SCHEDULES_SQL);
  await step('payout entries', payoutsSql(SERVICED));
  await step('repayment entries', repaymentsSql(SERVICED));
  await database.executeSql('set session_replication_role = origin');
  for (const table of ['loan_applications', 'journal_entries', 'journal_lines', 'loan_positions']) {
    await database.executeSql(`vacuum analyze ${table}`);
  }
  const [row] = (
    await database.executeSql(`select count(*)::int as n from loan_applications where ${SERVICED}`)
  ).rows;
  return Number(row?.n);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface DayTiming {
  day: string;
  minutes: number;
  jobs: Record<string, { seconds: number; report: object }>;
}

/**
 * Each job of the day in turn, as a catch-up day runs them (business-date.service.ts); `only` runs one of
 * them (the month's close, which does its work only on a month's last day).
 */
async function runDay(database: DatabaseHandle, url: string, day: string, only?: string): Promise<DayTiming> {
  const now = new Date(`${day}T06:00:00+02:00`);
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'warn' });
  const { ctx, close } = await createContext(config, database, createLogger('warn'), {
    runWorkers: false,
    now: () => now,
  });
  const jobs: DayTiming['jobs'] = {};
  const start = performance.now();
  try {
    for (const job of dailyBusinessJobs(ctx).filter((j) => !only || j.name === only)) {
      const began = performance.now();
      const report = await job.run(day);
      jobs[job.name] = { seconds: (performance.now() - began) / 1000, report };
      console.info(`  ${day} ${job.name}: ${jobs[job.name]?.seconds.toFixed(1)} s ${JSON.stringify(report)}`);
    }
  } finally {
    await close();
  }
  return { day, minutes: (performance.now() - start) / 60_000, jobs };
}

async function main(): Promise<number> {
  const name = `kwacha_bench_daily_${Date.now()}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  await withAdminClient(SERVER_URL, (c) => c.query(`create database "${name}"`));
  const seeding = openPostgres({ connectionString: url.toString(), max: 1, statementTimeoutMs: 0 });
  try {
    await seeding.migrate();
    console.info(`${name}: seeding ${LARGE.toLocaleString('en')} loans`);
    const serviced = await seed(seeding);
    await seeding.close();
    console.info(`  ${serviced.toLocaleString('en')} loans active or overdue`);
    const days: DayTiming[] = [];
    let day = BENCH_TODAY;
    for (let i = 0; i < 2; i++) {
      // Its own pool, as the scheduled job's process has: the default statement timeout applies.
      const database = openPostgres({ connectionString: url.toString(), max: 4 });
      try {
        days.push(await runDay(database, url.toString(), day));
      } finally {
        await database.close();
      }
      day = nextDay(day);
    }
    // The month's close on the seeded month's last day, after the two days above.
    const database = openPostgres({ connectionString: url.toString(), max: 4 });
    try {
      days.push(await runDay(database, url.toString(), MONTH_END, 'month-end'));
    } finally {
      await database.close();
    }
    return report(serviced, days);
  } finally {
    await seeding.close();
    if (keep) console.info(`kept ${name}`);
    else {
      await withAdminClient(SERVER_URL, (c) => c.query(`drop database if exists "${name}" with (force)`));
      console.info(`dropped ${name}`);
    }
  }
}

function report(serviced: number, days: DayTiming[]): number {
  const size = LARGE >= 1_000_000 ? `${LARGE / 1_000_000}M` : `${LARGE / 1000}k`;
  console.info(
    `\n${size} loans, ${serviced.toLocaleString('en')} active or overdue; window ${WINDOW_MINUTES} minutes\n`,
  );
  const names = ['first day (catch-up)', 'ordinary day', "the month's close alone"];
  const cases = days.map((d, i) => {
    const name = names[i] ?? d.day;
    const perLoanMs = (d.minutes * 60_000) / Math.max(1, serviced);
    const pass = d.minutes <= WINDOW_MINUTES;
    console.info(
      `${name} ${d.day}: ${d.minutes.toFixed(1)} min, ${perLoanMs.toFixed(2)} ms a serviced loan` +
        (pass ? '' : '  ✗ over the window'),
    );
    return {
      name,
      medianMs: d.minutes * 60_000,
      p95Ms: d.minutes * 60_000,
      pass,
    };
  });
  writeBudgetSummary('daily jobs', LARGE, WINDOW_MINUTES * 60_000, cases);
  return cases.every((c) => c.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
