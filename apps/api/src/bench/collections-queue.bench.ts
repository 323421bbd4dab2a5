/**
 * Collections queue benchmark (issue 42, docs/performance.md): the queue's first page and each of its
 * filters answer within 100 ms (p95) at 1 million loans with 100 thousand past due. Needs PostgreSQL:
 * BENCH_DATABASE_URL names a server and a database to connect to for admin work. The benchmark creates a
 * throwaway database beside it (kwacha_bench_collections_<time>), migrates it, seeds it with the staff
 * list's generate_series seeding (admin-list.seed.ts), makes a tenth of the loans past due and gives
 * about 30% of those a collections case, times the service the route calls for every case, EXPLAINs each
 * query, and drops the database. `npm run bench:collections [-- --plans] [-- --keep]`; BENCH_LARGE sets
 * the number of loans (1,000,000; 10000 for a quick check), BENCH_RUNS the rounds (30).
 * Exits 1 when a case's p95 is over budget, or its plan scans a big table.
 */

import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openPostgres, schema } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { type CollectionQueueQuery, collectionQueueQuerySchema } from '@kwacha/shared/staff/collections';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { encodeKeysetCursor } from '../lib/keyset-cursor';
import { collectionQueue } from '../modules/collections/collection-queue.service';
import { BENCH_TODAY, growTo } from './admin-list.seed';
import { writeBudgetSummary } from './bench-summary';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
/** The issue's budget for every case, p95 in milliseconds. */
const BUDGET_MS = 100;
const WARM_UP_ROUNDS = 5;
/** The share of loans past due, and of those the share with a collections case. */
const PAST_DUE_SHARE = 0.1;
const CASE_SHARE = 0.3;
const COLLECTORS = 6;
const showPlans = process.argv.includes('--plans');
const keep = process.argv.includes('--keep');
/**
 * `--database <name>`: measure a database an earlier `--keep` run left behind (migrated to the newest
 * schema first, not seeded again, kept afterwards), to compare a query or an index change quickly.
 */
const reuseAt = process.argv.indexOf('--database');
const reuse = reuseAt >= 0 ? process.argv[reuseAt + 1] : undefined;
/** Mid-morning in Lusaka on the day the seeded data ends: "today" for the queue. */
const NOW = new Date(`${BENCH_TODAY}T10:00:00+02:00`);
/**
 * Tables too big to scan whole for a page; a sequential scan of one fails the benchmark from 100 thousand
 * loans (at 10 thousand the planner rightly reads the small tables whole).
 */
const BIG_TABLES = new Set(['loan_positions', 'loan_applications', 'users', 'collection_cases']);
const SCANS_FAIL = LARGE >= 100_000;

const collectorId = (n: number) => `md5('bench-collector-${n}')::uuid`;

/** Admins who work the queue: deterministic ids, so the cases can name them. */
const COLLECTORS_SQL = `
insert into users (id, username, email, password_hash, first_name, last_name, phone_number, role,
                   is_email_verified)
select md5('bench-collector-' || n)::uuid, 'collector' || n, 'collector' || n || '@kwacha.example.zm',
       'bench-not-a-password-hash', (array['Chanda', 'Mutale', 'Bwalya', 'Natasha', 'Mapalo', 'Inonge'])[n],
       'Collector', '+26097100000' || n, 'admin', true
from generate_series(1, ${COLLECTORS}) as n`;

/**
 * A tenth of the loans past due: the overdue ones first, then active and disbursed ones, days past due
 * from 1 to 400 (more of them recent, as in a real book), their bucket under the default bounds
 * [30, 60, 90, 180], and an amount overdue of one instalment per month late, at most what is owed.
 */
const PAST_DUE_SQL = `
with picked as (
  select p.loan_id, p.loan_amount, p.principal + p.interest as owed,
         1 + floor(400 * power(random(), 2))::int as dpd
  from loan_positions p join loan_applications l on l.id = p.loan_id
  where l.status in ('overdue', 'active', 'disbursed') and p.principal > 0
  order by l.status = 'overdue' desc, random()
  limit $1
)
update loan_positions p
set days_past_due = k.dpd,
    delinquency_bucket = case when k.dpd <= 30 then 1 when k.dpd <= 60 then 2 when k.dpd <= 90 then 3
                              when k.dpd <= 180 then 4 else 5 end,
    overdue_amount = least(k.owed, greatest(100, ceil(k.dpd / 30.0)::bigint * k.loan_amount * 106 / 600)),
    oldest_unpaid_due_date = date '${BENCH_TODAY}' - k.dpd,
    aged_on = date '${BENCH_TODAY}'
from picked k
where p.loan_id = k.loan_id`;

/**
 * About 30% of the loans past due have a case: most worked by one of the collectors (some not assigned),
 * most contacted in the last 30 days, and a promise open, kept or broken on three in five.
 */
const CASES_SQL = `
insert into collection_cases (loan_id, collector_id, assigned_at, last_contact_at, last_contact_channel,
                              last_contact_outcome, promise_status, promise_amount, promise_date,
                              next_action_on, updated_at)
select loan_id,
       case when r1 < 0.15 then null else md5('bench-collector-' || (1 + floor(r1 * 600)::int % ${COLLECTORS}))::uuid end,
       case when r1 < 0.15 then null else at - interval '45 days' end,
       case when r2 < 0.2 then null else at - r2 * interval '30 days' end,
       case when r2 < 0.2 then null else channel::contact_channel end,
       case when r2 < 0.2 or channel in ('sms', 'email') then null
            else (array['reached', 'no_answer', 'wrong_number', 'refused', 'promised', 'disputed'])[1 + floor(r3 * 6)::int]::contact_outcome end,
       promise::promise_status,
       case when promise is not null then greatest(100, overdue_amount / 2) end,
       case when promise is not null then date '${BENCH_TODAY}' + (floor(r4 * 40)::int - 20) end,
       case when promise = 'open' then date '${BENCH_TODAY}' + (floor(r4 * 40)::int - 19) end,
       at
from (
  select loan_id, overdue_amount, r1, r2, r3, r4, timestamptz '${BENCH_TODAY} 09:00+02' as at,
         (array['call', 'sms', 'email', 'visit'])[1 + floor(r3 * 4)::int] as channel,
         case when r4 < 0.4 then null when r4 < 0.6 then 'open' when r4 < 0.8 then 'kept' else 'broken' end as promise
  from (
    select loan_id, overdue_amount, random() as r1, random() as r2, random() as r3, random() as r4
    from loan_positions
    where days_past_due > 0
  ) as drawn
  where random() < ${CASE_SHARE}
) as cased`;

interface Case {
  name: string;
  query: Partial<CollectionQueueQuery>;
}

/** The cases; the deep page's cursor is the row at the middle of the queue. */
async function cases(database: DatabaseHandle): Promise<Case[]> {
  const [middle] = (
    await database.executeSql(
      `select days_past_due, loan_id from loan_positions where days_past_due > 0
       order by days_past_due desc, loan_id desc offset (select count(*) / 2 from loan_positions where days_past_due > 0)
       limit 1`,
    )
  ).rows;
  const cursor = encodeKeysetCursor(
    'collections:days_past_due',
    String(middle?.days_past_due),
    String(middle?.loan_id),
  );
  const [one] = (await database.executeSql(`select ${collectorId(2)} as id`)).rows;
  return [
    { name: 'first page (days past due)', query: {} },
    { name: 'sort=amount_overdue', query: { sort: 'amount_overdue' } },
    { name: 'bucket=1', query: { bucket: 1 } },
    { name: 'bucket=5', query: { bucket: 5 } },
    { name: 'collector=<one>', query: { collector: String(one?.id) } },
    { name: 'collector=none', query: { collector: 'none' } },
    { name: 'mine', query: { mine: 'true' } },
    { name: 'promise=open', query: { promise: 'open' } },
    { name: 'promise=kept', query: { promise: 'kept' } },
    { name: 'promise=broken', query: { promise: 'broken' } },
    { name: 'noContactDays=7', query: { noContactDays: 7 } },
    { name: 'page deep in (cursor at the middle)', query: { cursor } },
  ];
}

interface Timing {
  median: number;
  p95: number;
}

function summary(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/** Whoever asks: collector 1, whose loans "mine" lists. */
let requesterId = '';

/** Every case RUNS times, round-robin, after a few warm-up rounds, through the service the route calls. */
async function measure(database: DatabaseHandle, all: Case[]): Promise<Timing[]> {
  const deps = { db: database.db, now: () => NOW };
  const times = all.map(() => [] as number[]);
  for (let round = 0; round < WARM_UP_ROUNDS + RUNS; round++) {
    for (const [i, c] of all.entries()) {
      const start = performance.now();
      await collectionQueue(deps, requesterId, collectionQueueQuerySchema.parse(c.query));
      if (round >= WARM_UP_ROUNDS) times[i]?.push(performance.now() - start);
    }
  }
  return times.map(summary);
}

/**
 * EXPLAIN ANALYZE of the queue's query for a case: the service runs once on a drizzle instance over the
 * same pool that records what it sends, and the page query is explained with its own values.
 */
async function explain(database: DatabaseHandle, c: Case): Promise<string> {
  const sent: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => sent.push({ query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording = drizzle({ client: client as never, schema, logger });
  await collectionQueue(
    { db: recording as unknown as DatabaseHandle['db'], now: () => NOW },
    requesterId,
    collectionQueueQuerySchema.parse(c.query),
  );
  const page = sent.find((s) => s.query.includes('"loan_positions"'));
  if (!page) return 'no query seen';
  // As the service runs it: in a transaction with parallel workers off (collection-queue.service.ts).
  const pool = client as {
    connect(): Promise<{
      query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
      release(): void;
    }>;
  };
  const connection = await pool.connect();
  let lines: string[];
  try {
    await connection.query('begin');
    await connection.query('set local max_parallel_workers_per_gather = 0');
    const plan = await connection.query(`explain (analyze, buffers, costs off) ${page.query}`, page.params);
    lines = plan.rows.map((r) => String(r['QUERY PLAN']));
  } finally {
    await connection.query('rollback');
    connection.release();
  }
  if (showPlans) console.info(`\n-- ${c.name}\n${lines.join('\n')}`);
  const used = new Set<string>();
  for (const line of lines) {
    const index = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/.exec(
      line,
    );
    if (index?.[1]) used.add(index[1]);
    const seq = /Seq Scan on (\w+)/.exec(line);
    if (seq?.[1])
      used.add(SCANS_FAIL && BIG_TABLES.has(seq[1]) ? `SEQ SCAN ${seq[1]}` : `seq scan ${seq[1]}`);
  }
  const time = lines.find((l) => l.startsWith('Execution Time'));
  return `${[...used].join(', ')}${time ? ` (${time.replace('Execution Time: ', '')})` : ''}`;
}

async function seed(database: DatabaseHandle): Promise<void> {
  const step = async (what: string, text: string, values: unknown[] = []) => {
    const start = performance.now();
    await database.executeSql(text, values);
    console.info(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  const start = performance.now();
  await growTo(database, 0, LARGE);
  console.info(`  ${LARGE.toLocaleString('en')} loans: ${((performance.now() - start) / 1000).toFixed(0)} s`);
  await step('collectors', COLLECTORS_SQL);
  await step(`${Math.floor(LARGE * PAST_DUE_SHARE).toLocaleString('en')} loans past due`, PAST_DUE_SQL, [
    Math.floor(LARGE * PAST_DUE_SHARE),
  ]);
  await step('collections cases', CASES_SQL);
  await step('vacuum analyze', 'vacuum analyze loan_positions');
  await database.executeSql('vacuum analyze collection_cases');
  await database.executeSql('vacuum analyze users');
  const [counts] = (
    await database.executeSql(
      `select (select count(*) from loan_positions where days_past_due > 0)::int as past_due,
              (select count(*) from collection_cases)::int as cases,
              (select count(*) from collection_cases where collector_id = ${collectorId(1)})::int as mine`,
    )
  ).rows;
  console.info(
    `  past due ${Number(counts?.past_due).toLocaleString('en')}, cases ${Number(counts?.cases).toLocaleString('en')}, ` +
      `collector 1's ${Number(counts?.mine).toLocaleString('en')}`,
  );
}

async function main(): Promise<number> {
  const name = reuse ?? `kwacha_bench_collections_${Date.now()}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  if (!reuse) await withAdminClient(SERVER_URL, (c) => c.query(`create database "${name}"`));
  // The seeding's statements run longer than a request may on a busy host: no statement timeout for them.
  const seeding = openPostgres({ connectionString: url.toString(), max: 1, statementTimeoutMs: 0 });
  const database = openPostgres({ connectionString: url.toString(), max: 2 });
  try {
    await seeding.migrate();
    if (!reuse) {
      console.info(`${name}: seeding ${LARGE.toLocaleString('en')} loans`);
      await seed(seeding);
    }
    await seeding.close();
    const [me] = (await database.executeSql(`select ${collectorId(1)} as id`)).rows;
    requesterId = String(me?.id);
    const all = await cases(database);
    const timings = await measure(database, all);
    const plans: string[] = [];
    for (const c of all) plans.push(await explain(database, c));
    return report(all, timings, plans);
  } finally {
    await seeding.close();
    await database.close();
    if (keep || reuse) console.info(`kept ${name}`);
    else {
      await withAdminClient(SERVER_URL, (c) => c.query(`drop database if exists "${name}" with (force)`));
      console.info(`dropped ${name}`);
    }
  }
}

function report(all: Case[], timings: Timing[], plans: string[]): number {
  const ms = (n: number | undefined) => (n ?? Number.NaN).toFixed(2).padStart(8);
  const width = 38;
  const size = LARGE >= 1_000_000 ? `${LARGE / 1_000_000}M` : `${LARGE / 1000}k`;
  console.info(
    `\n${size} loans, ${Math.floor(LARGE * PAST_DUE_SHARE).toLocaleString('en')} past due; ${RUNS} runs each; ` +
      `milliseconds through the service (page query and delinquency bounds); budget p95 < ${BUDGET_MS} ms\n`,
  );
  console.info(`${'case'.padEnd(width)}   median      p95`);
  let failures = 0;
  const cases = all.map((c, i) => {
    const t = timings[i] as Timing;
    const plan = plans[i] ?? '';
    const pass = t.p95 < BUDGET_MS && !plan.includes('SEQ SCAN');
    if (!pass) failures += 1;
    const verdict =
      t.p95 >= BUDGET_MS ? '  ✗ over budget' : plan.includes('SEQ SCAN') ? '  ✗ scans a big table' : '';
    console.info(`${c.name.padEnd(width)} ${ms(t.median)} ${ms(t.p95)}${verdict}`);
    return { name: c.name, medianMs: t.median, p95Ms: t.p95, pass };
  });
  console.info('\nindexes used (EXPLAIN ANALYZE of the page query; --plans prints the plans):');
  for (const [i, c] of all.entries()) console.info(`  ${c.name.padEnd(width)} ${plans[i]}`);
  console.info(
    failures === 0
      ? `\nevery case's p95 under ${BUDGET_MS} ms, no sequential scan of a big table`
      : `\n${failures} failure(s)`,
  );
  writeBudgetSummary('collections queue', LARGE, BUDGET_MS, cases);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
