/**
 * The trial balance's benchmark (issue 43, docs/performance.md §12): a month's trial balance in under 2 s
 * at 1 million loans, about 30 million journal lines, and the month's close too. Needs PostgreSQL:
 * BENCH_DATABASE_URL names a server and a database to connect to for admin work. The benchmark creates a
 * throwaway database beside it (kwacha_bench_trial_balance_<time>), migrates it, seeds the staff list's
 * book and its ledger (trial-balance.seed.ts), sums one month the way the trial balance did before day
 * totals (every line, once), runs the day-totals job, checks it gives the same figures, then times the
 * service the route calls (median and p95 of BENCH_RUNS runs, 9) and the close of three months, EXPLAINs
 * the running month's statement, and drops the database.
 * `npm run bench:trial-balance [-- --plans] [-- --keep] [-- --database <kept one>]`; BENCH_LARGE sets the
 * number of loans (1,000,000: about 30M lines; 100000 for a quick run).
 * Exits 1 when a case's p95 is over budget, the figures differ, or the statement scans journal_lines.
 */

import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openPostgres, schema } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createLogger } from '../lib/logger';
import { summariseJournalDays } from '../modules/accounting/day-totals.service';
import { closeMonth, periods } from '../modules/accounting/periods.service';
import { trialBalance, trialBalanceNgwee } from '../modules/accounting/trial-balance.service';
import { BENCH_TODAY } from './admin-list.seed';
import { writeBudgetSummary } from './bench-summary';
import { BENCH_NOW, journalLineCount, seedLedger } from './trial-balance.seed';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
/** The issue's budget for a month's trial balance (and, here, a month's close), p95 in milliseconds. */
const BUDGET_MS = 2000;
const WARM_UP_RUNS = 2;
const showPlans = process.argv.includes('--plans');
const keep = process.argv.includes('--keep');
/** `--database <name>`: measure a database an earlier `--keep` run left, without seeding it again. */
const reuseAt = process.argv.indexOf('--database');
const reuse = reuseAt >= 0 ? process.argv[reuseAt + 1] : undefined;

/** A month (YYYY-MM) as a range of days. */
function monthOf(month: string) {
  const next = addCalendarDays(`${month}-28`, 4).slice(0, 7);
  return { from: `${month}-01`, to: addCalendarDays(`${next}-01`, -1) };
}
const MONTH = monthOf(BENCH_TODAY.slice(0, 7));
const LAST_MONTH = monthOf(addCalendarDays(MONTH.from, -1).slice(0, 7));
const YEAR = { from: addCalendarDays(BENCH_TODAY, -365), to: BENCH_TODAY };
const logger = createLogger('warn');
const ms = (start: number) => performance.now() - start;

interface Timing {
  name: string;
  medianMs: number;
  p95Ms: number;
  budget: boolean;
}

/** RUNS timed calls after the warm-up ones. */
async function timed(name: string, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(ms(start));
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.info(`  ${name}: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`);
  return { name, medianMs: at(0.5), p95Ms: at(0.95), budget: true };
}

/** One run of something that happens once (a job run, the sum before day totals). */
async function once<T>(name: string, run: () => Promise<T>): Promise<{ timing: Timing; result: T }> {
  const start = performance.now();
  const result = await run();
  const elapsed = ms(start);
  console.info(`  ${name}: ${(elapsed / 1000).toFixed(1)} s ${JSON.stringify(result).slice(0, 120)}`);
  return { timing: { name, medianMs: elapsed, p95Ms: elapsed, budget: false }, result };
}

/** The job as the scheduler runs it at `now` (production: the business day is the real one). */
const dayTotalsAt = (database: DatabaseHandle, now: Date) =>
  summariseJournalDays({ db: database.db, now: () => now, logger }, lusakaToday(now));

/**
 * EXPLAIN ANALYZE of the statement summing a range: the trial balance's sums run once on a drizzle
 * instance over the same pool that records what it sends. Answers the indexes it used, and whether it read journal_lines
 * whole.
 */
async function explain(database: DatabaseHandle, range: { from: string; to: string }): Promise<string> {
  const sent: { query: string; params: unknown[] }[] = [];
  const recorder: Logger = { logQuery: (query, params) => sent.push({ query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording = drizzle({ client: client as never, schema, logger: recorder });
  await trialBalanceNgwee(recording as unknown as DatabaseHandle['db'], range);
  const sums = sent.find((s) => s.query.includes('"journal_lines"'));
  if (!sums) return 'no query seen';
  const pool = client as {
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  };
  const plan = await pool.query(`explain (analyze, buffers, costs off) ${sums.query}`, sums.params);
  const lines = plan.rows.map((r) => String(r['QUERY PLAN']));
  if (showPlans) console.info(`\n-- ${range.from} to ${range.to}\n${lines.join('\n')}`);
  const used = new Set<string>();
  for (const line of lines) {
    const index = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/.exec(
      line,
    );
    if (index?.[1]) used.add(index[1]);
    const seq = /Seq Scan on (\w+)/.exec(line);
    if (seq?.[1]) used.add(seq[1] === 'journal_lines' ? 'SEQ SCAN journal_lines' : `seq scan ${seq[1]}`);
  }
  const time = lines.find((l) => l.startsWith('Execution Time'));
  return `${[...used].join(', ')}${time ? ` (${time.replace('Execution Time: ', '')})` : ''}`;
}

async function measure(database: DatabaseHandle, unbounded: DatabaseHandle) {
  const timings: Timing[] = [];
  const problems: string[] = [];
  const { db } = database;
  // Before decision 049 (no day totals yet, so every line is summed): once, without a statement timeout.
  const before = await once('month summed from every line (before)', () =>
    trialBalanceNgwee(unbounded.db, MONTH),
  );
  timings.push(before.timing);
  const first = await once("day totals: the job's first run over the book", () =>
    dayTotalsAt(database, BENCH_NOW),
  );
  timings.push(first.timing);
  await database.executeSql('analyze journal_day_totals');
  const after = await trialBalanceNgwee(db, MONTH);
  if (JSON.stringify(after) !== JSON.stringify(before.result)) {
    problems.push('the day totals give other figures than the lines');
  }
  timings.push(await timed(`trial balance, month ${MONTH.from.slice(0, 7)}`, () => trialBalance(db, MONTH)));
  timings.push(
    await timed(`trial balance, month ${LAST_MONTH.from.slice(0, 7)}`, () => trialBalance(db, LAST_MONTH)),
  );
  timings.push(await timed('trial balance, 366 days', () => trialBalance(db, YEAR)));
  const plan = await explain(database, MONTH);
  console.info(`  the running month's statement: ${plan}`);
  if (plan.includes('SEQ SCAN') && LARGE >= 100_000)
    problems.push('the running month reads journal_lines whole');

  // The job a week behind (a week of nights missed): the running month sums nine days of lines.
  const weekBehind = addCalendarDays(BENCH_TODAY, -9);
  await database.executeSql(`delete from journal_day_totals where day > '${weekBehind}'`);
  timings.push(await timed('trial balance, totals a week old', () => trialBalance(db, MONTH)));
  timings.push(
    (await once('day totals: catching up the week', () => dayTotalsAt(database, BENCH_NOW))).timing,
  );
  const night = new Date(`${addCalendarDays(BENCH_TODAY, 1)}T00:20:00+02:00`);
  timings.push((await once('day totals: an ordinary night', () => dayTotalsAt(database, night))).timing);

  // Months close in order: the book's first three.
  const deps = { db, now: () => BENCH_NOW, config: { nodeEnv: 'production' as const } };
  const [staff] = (await database.executeSql(`select md5('bench-user-1')::uuid as id`)).rows;
  const closes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const month = (await periods(deps)).closable;
    if (!month) break;
    const start = performance.now();
    await closeMonth(deps, { month, staffId: String(staff?.id) });
    closes.push(ms(start));
    console.info(`  closed ${month}: ${closes.at(-1)?.toFixed(0)} ms`);
  }
  const sorted = [...closes].sort((a, b) => a - b);
  timings.push({
    name: `close of a month (${closes.length} closes)`,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    p95Ms: sorted.at(-1) ?? Number.NaN,
    budget: true,
  });
  return { timings, problems };
}

async function main(): Promise<number> {
  const name = reuse ?? `kwacha_bench_trial_balance_${Date.now()}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  if (!reuse) await withAdminClient(SERVER_URL, (c) => c.query(`create database "${name}"`));
  // The seeding's statements, and the sum of every line, run longer than a request may.
  const unbounded = openPostgres({ connectionString: url.toString(), max: 1, statementTimeoutMs: 0 });
  // As the API's pool: the default statement timeout applies.
  const database = openPostgres({ connectionString: url.toString(), max: 2 });
  try {
    await unbounded.migrate();
    let lines: number;
    if (reuse) {
      await unbounded.executeSql('truncate journal_day_totals, period_balances, closed_periods');
      lines = await journalLineCount(unbounded);
    } else {
      console.info(`${name}: seeding ${LARGE.toLocaleString('en')} loans and their ledger`);
      lines = await seedLedger(unbounded, LARGE);
    }
    console.info(`  ${lines.toLocaleString('en')} journal lines`);
    const { timings, problems } = await measure(database, unbounded);
    return report(lines, timings, problems);
  } finally {
    await unbounded.close();
    await database.close();
    if (keep || reuse) console.info(`kept ${name}`);
    else {
      await withAdminClient(SERVER_URL, (c) => c.query(`drop database if exists "${name}" with (force)`));
      console.info(`dropped ${name}`);
    }
  }
}

function report(lines: number, timings: Timing[], problems: string[]): number {
  const size = LARGE >= 1_000_000 ? `${LARGE / 1_000_000}M` : `${LARGE / 1000}k`;
  console.info(
    `\n${size} loans, ${(lines / 1_000_000).toFixed(1)}M journal lines; ${RUNS} runs each through the service ` +
      `the route calls; budget p95 < ${BUDGET_MS} ms\n`,
  );
  const width = 48;
  console.info(`${'case'.padEnd(width)}   median (ms)      p95 (ms)`);
  const cases = timings.map((t) => {
    const pass = !t.budget || t.p95Ms < BUDGET_MS;
    const verdict = !t.budget ? '  (reported)' : pass ? '' : '  ✗ over budget';
    console.info(
      `${t.name.padEnd(width)} ${t.medianMs.toFixed(0).padStart(12)} ${t.p95Ms.toFixed(0).padStart(12)}${verdict}`,
    );
    return { name: t.name, medianMs: t.medianMs, p95Ms: t.p95Ms, pass };
  });
  for (const problem of problems) console.info(`✗ ${problem}`);
  const failed = cases.some((c) => !c.pass) || problems.length > 0;
  console.info(
    failed ? '\nfailed' : `\nevery budgeted case under ${BUDGET_MS} ms, the same figures as every line`,
  );
  writeBudgetSummary(
    'trial balance',
    LARGE,
    BUDGET_MS,
    cases.filter((_, i) => timings[i]?.budget),
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
