/**
 * Reports & Statistics benchmark (issue: "at 1M loans the page's data arrives in under 500 ms at the 95th
 * percentile and within 2× of the 10k figure"; decision 011). Needs PostgreSQL (BENCH_DATABASE_URL, as
 * `npm run bench:admin-list`): seeds 10 thousand loans with decisions, schedules, positions and payments
 * (the staff list's seed), copies and grows the copy to 1 million, works the statistics out once on each
 * (timed: the first refresh walks every day since the first application), then times the page's data
 * for each period and a product filter, interleaved, and drops the databases.
 * `npm run bench:statistics [-- --keep]`. Exits 1 when a case is over 500 ms at p95 or over 2× its 10k median.
 */

import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openPostgres } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { type StatisticsQuery, statisticsQuerySchema } from '@kwacha/shared/staff/statistics';
import { createLogger } from '../lib/logger';
import { portfolioStatistics } from '../modules/statistics/statistics.service';
import { refreshStatistics } from '../modules/statistics/statistics-refresh.service';
import { BENCH_TODAY, growTo } from './admin-list.seed';
import { type SizeCase, writeSizeSummary } from './bench-summary';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SMALL = 10_000;
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
const P95_BUDGET_MS = 500;
const MAX_RATIO = 2;
const NOW = new Date(`${BENCH_TODAY}T10:00:00+02:00`);
const keep = process.argv.includes('--keep');
const logger = createLogger('warn');

const CASES: { name: string; query: Record<string, string> }[] = [
  { name: 'this month', query: {} },
  { name: 'last 3 months', query: { period: '3m' } },
  { name: 'last 12 months', query: { period: '12m' } },
  { name: 'last 12 months, one product', query: { period: '12m', product: 'vehicle' } },
  { name: 'custom: three years', query: { period: 'custom', from: '2023-11-22', to: BENCH_TODAY } },
];

interface Timing {
  median: number;
  p95: number;
}

const deps = (database: DatabaseHandle) => ({ db: database.db, now: () => NOW, logger });

async function timeCase(database: DatabaseHandle, query: StatisticsQuery): Promise<number> {
  const started = performance.now();
  await portfolioStatistics(deps(database), query);
  return performance.now() - started;
}

function summary(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function main(): Promise<number> {
  const base = `kwacha_stats_bench_${Date.now()}`;
  const names = [`${base}_${SMALL}`, `${base}_${LARGE}`] as const;
  const open = (name: string) => {
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return openPostgres({ connectionString: url.toString(), max: 2 });
  };
  const handles: DatabaseHandle[] = [];
  try {
    await withAdminClient(SERVER_URL, (c) => c.query(`create database "${names[0]}"`));
    const small = open(names[0]);
    await small.migrate();
    console.info(`${names[0]}: seeding ${SMALL.toLocaleString('en')} loans`);
    await growTo(small, 0, SMALL);
    await small.close();
    await withAdminClient(SERVER_URL, (c) => c.query(`create database "${names[1]}" template "${names[0]}"`));
    const sized: { size: number; database: DatabaseHandle }[] = [];
    for (const [k, size] of [SMALL, LARGE].entries()) {
      const database = open(names[k] as string);
      handles.push(database);
      if (size > SMALL) {
        console.info(`${names[k]}: growing to ${size.toLocaleString('en')} loans`);
        await growTo(database, SMALL, size);
      }
      await database.executeSql('analyze');
      const started = performance.now();
      await refreshStatistics(deps(database));
      const first = performance.now() - started;
      const again = performance.now();
      await refreshStatistics(deps(database));
      console.info(
        `${size.toLocaleString('en')} loans: first refresh ${(first / 1000).toFixed(1)} s, ` +
          `a routine one ${(performance.now() - again).toFixed(0)} ms`,
      );
      sized.push({ size, database });
    }
    const times = new Map<string, number[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const c of CASES) {
        const query = statisticsQuerySchema.parse(c.query);
        for (const { size, database } of sized) {
          const key = `${c.name}|${size}`;
          const list = times.get(key) ?? [];
          list.push(await timeCase(database, query));
          times.set(key, list);
        }
      }
    }
    return report(times);
  } finally {
    for (const handle of handles) await handle.close();
    if (keep) console.info(`kept ${names.join(', ')}`);
    else {
      await withAdminClient(SERVER_URL, async (c) => {
        for (const name of names) await c.query(`drop database if exists "${name}" with (force)`);
      });
    }
  }
}

function report(times: Map<string, number[]>): number {
  const ms = (n: number) => n.toFixed(2).padStart(8);
  console.info(`\n${RUNS} runs each; milliseconds for the whole page's data (GET /api/admin/statistics)\n`);
  console.info(`${'case'.padEnd(30)} 10k med  10k p95   1M med   1M p95  ratio`);
  let failures = 0;
  const cases: SizeCase[] = [];
  for (const c of CASES) {
    const s = summary(times.get(`${c.name}|${SMALL}`) ?? []);
    const l = summary(times.get(`${c.name}|${LARGE}`) ?? []);
    const ratio = l.median / s.median;
    const problems = [
      ...(l.p95 > P95_BUDGET_MS ? [`p95 over ${P95_BUDGET_MS} ms`] : []),
      ...(ratio > MAX_RATIO ? ['more than 2× slower'] : []),
    ];
    failures += problems.length > 0 ? 1 : 0;
    cases.push({
      name: c.name,
      smallMs: s.median,
      largeMs: l.median,
      ratio,
      checked: true,
      pass: problems.length === 0,
    });
    console.info(
      `${c.name.padEnd(30)} ${ms(s.median)} ${ms(s.p95)} ${ms(l.median)} ${ms(l.p95)} ${ratio.toFixed(2).padStart(6)}` +
        (problems.length > 0 ? `  ✗ ${problems.join(', ')}` : ''),
    );
  }
  console.info(failures === 0 ? '\nflat and within budget' : `\n${failures} failure(s)`);
  writeSizeSummary('statistics', SMALL, LARGE, cases);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
