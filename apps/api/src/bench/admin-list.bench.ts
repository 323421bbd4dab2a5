/**
 * Staff loan list benchmark (docs/performance.md: admin lists stay flat, at most 2× slower, from 10
 * thousand to 1 million loans). Needs PostgreSQL: BENCH_DATABASE_URL names a server and a database to
 * connect to for admin work. The benchmark creates throwaway databases beside it (kwacha_bench_<time>_<size>),
 * migrates and seeds the small one with generate_series, copies it and grows the copies, measures all
 * sizes interleaved, EXPLAINs the large one, and drops them. `npm run bench:admin-list [-- --plans] [-- --keep]`.
 * Exits 1 when a checked query is more than 2× slower at 1M than at 10k, or scans a big table.
 */

import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openPostgres } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { type AdminLoanListQuery, adminLoanListQuerySchema } from '@kwacha/shared/staff/admin-loans';
import { fillPlaceholders } from 'drizzle-orm';
import { encodeCursor } from '../modules/admin-loans/admin-loan-cursor';
import { loadStatusCounts, loanPageQueries, pageValues } from '../modules/admin-loans/admin-loans.public';
import { listAdminLoans, pageCriteria } from '../modules/admin-loans/admin-loans.service';
import { addNeedles, BENCH_TODAY, growTo } from './admin-list.seed';
import { type SizeCase, writeSizeSummary } from './bench-summary';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SMALL = 10_000;
/** Shown for the shape of the curve between the two sizes the rule compares. */
const MIDDLE = 100_000;
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
const MAX_RATIO = 2;
const showPlans = process.argv.includes('--plans');
/** Mid-morning in Lusaka on the day the seeded data ends: "today" for the arrears cases. */
const NOW = new Date(`${BENCH_TODAY}T10:00:00+02:00`);
const LAST_MONTH = { from: '2026-10-01', to: '2026-10-31' };
/** Leaves the database behind for EXPLAIN experiments (drop it yourself afterwards). */
const keep = process.argv.includes('--keep');

interface Case {
  name: string;
  query?: Partial<AdminLoanListQuery> & Record<string, unknown>;
  /** Shown but not held to the 2× rule; the case says why. */
  infoOnly?: boolean;
}

/** The cases, worked out from the data at each size (the cursor and targets depend on the rows). */
async function casesFor(database: DatabaseHandle, total: number): Promise<Case[]> {
  const one = async (text: string, values: unknown[] = []) =>
    (await database.executeSql(text, values)).rows[0] ?? {};
  // Applicant 1234 exists at both sizes; so does the loan found by its id.
  const person = await one(`select email, phone_number from users where username = 'bench1234'`);
  const email = String(person.email);
  const loan = await one(
    `select id from loan_applications where user_id = md5('bench-user-1234')::uuid limit 1`,
  );
  const middle = await one(
    `select to_char(application_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key, id
     from loan_applications order by application_date desc, id desc offset $1 limit 1`,
    [Math.floor(total / 2)],
  );
  const cursor = encodeCursor({ sort: 'newest', key: String(middle.key), id: String(middle.id) });
  return [
    { name: 'first page, newest', query: {} },
    { name: 'status tab (pending)', query: { status: 'pending' } },
    { name: 'page deep in (cursor at the middle)', query: { cursor } },
    {
      name: 'amount filter, largest first',
      query: { minAmount: 20_000, maxAmount: 30_000, sort: 'amount_desc' },
    },
    { name: 'search e-mail', query: { q: email.slice(0, email.indexOf('@') + 1) } },
    { name: 'search name ("natasha kapa": 2 people)', query: { q: 'Natasha Kapa' } },
    // Its matches grow with the data (6 loans at 10k, 630 at 1M) and all must be sorted by date: no
    // plan can stay flat, though it stays a few milliseconds.
    { name: 'search name ("natasha kap": 1 in 1,600)', query: { q: 'Natasha Kap' }, infoOnly: true },
    // One applicant in 40: at 10k every match fits one small sort; from ~100k the plan walks the date
    // index until a page of matches is found, which costs the same at any size but more than that sort.
    { name: 'search surname ("banda": 1 in 40)', query: { q: 'banda' }, infoOnly: true },
    { name: 'search phone (0977… form)', query: { q: `0${String(person.phone_number).slice(4)}` } },
    { name: 'search loan id (8 characters)', query: { q: String(loan.id).slice(0, 8) } },
    // The statistics drill-downs. Windows on decisions and disbursements imply an application-date bound
    // that the newest-first walk starts from, and stay flat.
    { name: 'product (1 in 6)', query: { product: 'vehicle' } },
    { name: 'arrears current, amount order', query: { arrears: 'current', sort: 'amount_desc' } },
    { name: 'disbursed last month', query: { disbursedFrom: LAST_MONTH.from, disbursedTo: LAST_MONTH.to } },
    {
      name: 'approved by the rules last month',
      query: {
        decidedFrom: LAST_MONTH.from,
        decidedTo: LAST_MONTH.to,
        decision: 'approved',
        decidedBy: 'rules',
      },
    },
    // No loan applied for in the month before the bound can be 30 days late yet, and few have repaid or had
    // an instalment fall due: the newest-first walk steps through about a month of loans before the first
    // match, a number that grows with the data (about 8,500 rows at 300k). Bounding it tighter would take
    // "the first instalment falls due a month after disbursement", which the list should not bet on.
    { name: 'arrears PAR30', query: { arrears: 'par30' }, infoOnly: true },
    { name: 'arrears PAR30 of one product', query: { arrears: 'par30', product: 'vehicle' }, infoOnly: true },
    {
      name: 'collected last month',
      query: { collectedFrom: LAST_MONTH.from, collectedTo: LAST_MONTH.to },
      infoOnly: true,
    },
    { name: 'due last month', query: { dueFrom: LAST_MONTH.from, dueTo: LAST_MONTH.to }, infoOnly: true },
    { name: 'counts' },
  ];
}

interface Timing {
  median: number;
  p95: number;
}

const WARM_UP_ROUNDS = 5;

interface Sized {
  size: number;
  database: DatabaseHandle;
  cases: Case[];
}

/**
 * Times every case on every size RUNS times, interleaved: each round runs each case on each database in
 * turn, so that load from other work on the machine lands on all sizes alike instead of on whichever was
 * measured while it lasted. A few rounds first warm the JIT and the caches.
 */
async function measureAll(sized: Sized[]): Promise<Map<number, Map<string, Timing>>> {
  const times = sized.map((s) => s.cases.map(() => [] as number[]));
  const cases = sized[0]?.cases ?? [];
  for (let round = 0; round < WARM_UP_ROUNDS + RUNS; round++) {
    for (const i of cases.keys()) {
      for (const [k, { database, cases: own }] of sized.entries()) {
        const c = own[i] as Case;
        const start = performance.now();
        if (c.query) await listAdminLoans(database.db, adminLoanListQuerySchema.parse(c.query), NOW);
        else await loadStatusCounts(database.db);
        if (round >= WARM_UP_ROUNDS) times[k]?.[i]?.push(performance.now() - start);
      }
    }
  }
  return new Map(
    sized.map((s, k) => [s.size, new Map(s.cases.map((c, i) => [c.name, summary(times[k]?.[i] ?? [])]))]),
  );
}

function summary(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/** EXPLAIN ANALYZE of every query behind a case; the index names it used, or the tables it scanned. */
async function explain(database: DatabaseHandle, c: Case): Promise<string> {
  if (!c.query) return 'loan_status_counts (one row per status)';
  const used = new Set<string>();
  const criteria = pageCriteria(adminLoanListQuerySchema.parse(c.query), NOW);
  for (const query of loanPageQueries(database.db, criteria)) {
    const { sql, params } = query.toSQL();
    // Sent unnamed with its values, so PostgreSQL plans it for them (the product prepares the same text).
    const values = fillPlaceholders(params, pageValues(criteria));
    const plan = await database.executeSql(`explain (analyze, buffers, costs off) ${sql}`, values);
    const lines = plan.rows.map((r) => String(r['QUERY PLAN']));
    if (showPlans) console.info(`\n-- ${c.name}\n${lines.join('\n')}`);
    for (const line of lines) {
      const index = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/.exec(
        line,
      );
      if (index?.[1]) used.add(index[1]);
      const seq = /Seq Scan on (\w+)/.exec(line);
      if (seq?.[1] && seq[1] !== 'loan_products') used.add(`SEQ SCAN ${seq[1]}`);
    }
  }
  return [...used].join(', ');
}

/** A throwaway database per size: the small one is seeded, then copied and grown into the others. */
async function main(): Promise<number> {
  const base = `kwacha_bench_${Date.now()}`;
  const names = [SMALL, MIDDLE, LARGE].map((size) => `${base}_${size}`);
  const open = (name: string) => {
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return openPostgres({ connectionString: url.toString(), max: 2 });
  };
  const handles: DatabaseHandle[] = [];
  try {
    await withAdminClient(SERVER_URL, (c) => c.query(`create database "${names[0]}"`));
    const small = open(names[0] as string);
    await small.migrate();
    console.info(`${names[0]}: seeding ${SMALL.toLocaleString('en')} loans`);
    await growTo(small, 0, SMALL);
    await addNeedles(small);
    // A template must have no connections while it is copied.
    await small.close();
    for (const name of names.slice(1)) {
      await withAdminClient(SERVER_URL, (c) => c.query(`create database "${name}" template "${names[0]}"`));
    }
    const sized: Sized[] = [];
    for (const [k, size] of [SMALL, MIDDLE, LARGE].entries()) {
      const database = open(names[k] as string);
      handles.push(database);
      if (size > SMALL) {
        console.info(`${names[k]}: growing to ${size.toLocaleString('en')} loans`);
        await growTo(database, SMALL, size);
      }
      sized.push({ size, database, cases: await casesFor(database, size) });
    }
    const results = await measureAll(sized);
    const large = sized[sized.length - 1] as Sized;
    const plans = new Map<string, string>();
    for (const c of large.cases) plans.set(c.name, await explain(large.database, c));
    const infoOnly = new Set(large.cases.filter((c) => c.infoOnly).map((c) => c.name));
    return report(
      {
        small: results.get(SMALL) ?? new Map(),
        middle: results.get(MIDDLE) ?? new Map(),
        large: results.get(LARGE) ?? new Map(),
      },
      plans,
      infoOnly,
    );
  } finally {
    for (const handle of handles) await handle.close();
    if (keep) {
      console.info(`kept ${names.join(', ')}`);
    } else {
      await withAdminClient(SERVER_URL, async (c) => {
        for (const name of names) await c.query(`drop database if exists "${name}" with (force)`);
      });
      console.info(`dropped ${names.join(', ')}`);
    }
  }
}

interface Results {
  small: Map<string, Timing>;
  middle: Map<string, Timing>;
  large: Map<string, Timing>;
}

function report(
  { small, middle, large }: Results,
  plans: Map<string, string>,
  infoOnly: Set<string>,
): number {
  const ms = (n: number | undefined) => (n ?? Number.NaN).toFixed(2).padStart(8);
  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`).padStart(5);
  const width = 42;
  console.info(`\n${RUNS} runs each; milliseconds, measured through the service (both queries of a page)\n`);
  console.info(
    `${'query'.padEnd(width)} ${label(SMALL)} med ${label(SMALL)} p95 ${label(MIDDLE)} med ` +
      `${label(LARGE)} med ${label(LARGE)} p95  ratio ${label(LARGE)}/${label(SMALL).trim()}`,
  );
  let failures = 0;
  const cases: SizeCase[] = [];
  for (const [name, s] of small) {
    const l = large.get(name);
    if (!l) continue;
    const ratio = l.median / s.median;
    const verdict = infoOnly.has(name)
      ? '  (shown, not checked)'
      : ratio <= MAX_RATIO
        ? ''
        : '  ✗ more than 2× slower';
    if (verdict.includes('✗')) failures += 1;
    cases.push({
      name,
      smallMs: s.median,
      largeMs: l.median,
      ratio,
      checked: !infoOnly.has(name),
      pass: !verdict.includes('✗') && !plans.get(name)?.includes('SEQ SCAN'),
    });
    const mid = middle.get(name)?.median;
    const row = `${name.padEnd(width)} ${ms(s.median)} ${ms(s.p95)} ${ms(mid)} ${ms(l.median)} ${ms(l.p95)}`;
    console.info(`${row}  ${ratio.toFixed(2).padStart(9)}${verdict}`);
  }
  console.info('\nindexes used at the large size (EXPLAIN ANALYZE; run with --plans for the full plans):');
  for (const [name, used] of plans) {
    if (used.includes('SEQ SCAN')) failures += 1;
    console.info(`  ${name.padEnd(width)} ${used}`);
  }
  console.info(
    failures === 0 ? '\nflat: every checked query within 2×, no sequential scan' : `\n${failures} failure(s)`,
  );
  writeSizeSummary('admin list', SMALL, LARGE, cases);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
