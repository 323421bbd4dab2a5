// `npm run bench`: every benchmark of docs/performance.md in turn, then one table of their figures.
// It builds first (the web app and the API), then runs: the landing page's JavaScript size, Lighthouse on
// every public page and two signed-in ones, the read routes against a bare Fastify route on the same SQL,
// the server's start-up time and memory, the staff list and statistics at 10 thousand and 1 million
// loans, the collections queue at 1 million, a day of the daily jobs at 1 million, and the trial balance
// and a month's close at 1 million loans (about 30 million journal lines), and the credit bureau's monthly
// file at 1 million loans. Each writes JSON that this
// script reads; each one's own report goes to stderr as it runs.
//
// Needs PostgreSQL for the routes and the size benchmarks: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test). `--quick` grows the size benchmarks to 100 thousand loans
// instead of 1 million; `--only routes,lighthouse` runs some (size, lighthouse, routes, startup,
// admin-list, statistics, collections, daily-jobs, trial-balance, bureau-file). Exits 1 when any benchmark missed its
// budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',') : undefined;
const env = {
  ...process.env,
  BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  ...(quick && { BENCH_LARGE: '100000' }),
};
const scratch = mkdtempSync(join(tmpdir(), 'kwacha-bench-'));

/**
 * Runs a command with the JSON on its stdout (or in a summary file) and its report on stderr.
 * @param {string} label
 * @param {string[]} command
 * @returns {Promise<{ code: number | null, stdout: string }>}
 */
function run(label, command) {
  process.stderr.write(`\n=== ${label}: ${command.join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const [cmd, ...rest] = command;
    const child = spawn(/** @type {string} */ (cmd), rest, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout }));
  });
}

/** The last line of a command's stdout that parses as JSON, or undefined. */
function lastJson(/** @type {string} */ stdout) {
  for (const line of stdout.trim().split('\n').reverse()) {
    try {
      return JSON.parse(line);
    } catch {
      // a progress line
    }
  }
  return undefined;
}

const wanted = (/** @type {string} */ name) => !only || only.includes(name);
/** @type {string[]} */
const lines = [];
let failed = false;
const row = (
  /** @type {string} */ what,
  /** @type {string} */ figure,
  /** @type {string} */ budget,
  ok = true,
) => {
  if (!ok) failed = true;
  lines.push(`${what.padEnd(34)} ${figure.padEnd(44)} ${budget.padEnd(26)} ${ok ? 'ok' : 'MISSED'}`);
};

const build = await run('build', ['npm', 'run', 'build']);
if (build.code !== 0) {
  console.error('The build failed; nothing measured.');
  process.exit(1);
}

if (wanted('size')) {
  const { stdout } = await run('landing JavaScript', ['node', 'scripts/report-landing-size.mjs', '--json']);
  const size = lastJson(stdout);
  if (size) {
    row(
      'JS before interaction on /',
      `${size.landingJsKb.toFixed(2)} kB gzipped`,
      `≤ ${size.budgetKb} kB`,
      size.landingJsKb <= size.budgetKb,
    );
    row(
      'JS every page fetches after mount',
      `${size.afterMountJsKb.toFixed(2)} kB gzipped`,
      `≤ ${size.afterMountBudgetKb} kB`,
      size.afterMountJsKb <= size.afterMountBudgetKb,
    );
    row(
      'zod before a public form is used',
      size.zodBeforeFormUse.length === 0 ? 'on no form page' : size.zodBeforeFormUse.join(', '),
      'none',
      size.zodBeforeFormUse.length === 0,
    );
    row(
      "Zod's classic API on payment history, loan details",
      size.classicZodOnBorrowerPages.length === 0 ? 'on neither' : size.classicZodOnBorrowerPages.join(', '),
      'none',
      size.classicZodOnBorrowerPages.length === 0,
    );
  } else row('JS before interaction on /', 'no result', '', false);
}

if (wanted('lighthouse')) {
  // Each page at Lighthouse's default phone, at a phone 13× slower than this host, and on slow 3G
  // (scripts/lighthouse.mjs PROFILES), with its scripts, requests and bytes on a first visit.
  const { stdout } = await run('Lighthouse (mobile)', [
    'node',
    'scripts/lighthouse.mjs',
    '--json',
    '--profiles=default,13x,slow-3g',
  ]);
  const result = lastJson(stdout);
  for (const page of result?.lighthouse ?? []) {
    const slowNetwork = page.profile === 'slow-3g';
    row(
      `Lighthouse ${page.path} [${page.profile}]`,
      slowNetwork
        ? `FCP ${page.fcpMs} ms, usable ${page.interactiveMs} ms, ${page.transferKb} kB`
        : `perf ${page.performance}, a11y ${page.accessibility} (LCP ${page.lcp}, TBT ${page.tbt})`,
      slowNetwork ? 'FCP < 3 s, usable < 6 s' : `perf ≥ ${page.budget}, a11y 100`,
      page.pass,
    );
    if (page.profile === 'default') {
      row(
        `  weight ${page.path}`,
        `JS ${page.scriptKb} kB, ${page.requests} requests, ${page.transferKb} kB in all`,
        '',
      );
    }
  }
  if (!result) row('Lighthouse', 'no result', '', false);
}

if (wanted('routes')) {
  const { stdout } = await run('read routes', [
    'npx',
    'tsx',
    'apps/api/src/bench/read-routes.bench.ts',
    '--json',
  ]);
  const result = lastJson(stdout);
  for (const r of result?.routes ?? []) {
    row(
      `GET ${r.route} (${r.statements} SQL)`,
      `${r.product.rps.toFixed(0)} req/s p99 ${r.product.p99} ms; bare ${r.bare.rps.toFixed(0)} → ${r.ratio.toFixed(2)}`,
      `ratio ≥ ${r.goal}, p99 < 50 ms`,
      r.pass,
    );
  }
  if (!result) row('read routes', 'no result', '', false);
}

if (wanted('startup')) {
  const { stdout } = await run('start-up and memory', ['node', 'scripts/bench/startup.mjs', '--json']);
  const result = lastJson(stdout);
  for (const s of result?.startup ?? []) {
    row(
      `start-up ${s.mode}, ${s.database}`,
      `${(s.startupMs / 1000).toFixed(1)} s; RSS ${s.rssIdleMb} MB idle, ${s.rssAfterLoadMb} MB loaded`,
      'reported',
    );
  }
  if (!result) row('start-up', 'no result', '', false);
}

/** @type {[string, string][]} */
const sizeBenchmarks = [
  ['admin-list', 'apps/api/src/bench/admin-list.bench.ts'],
  ['statistics', 'apps/api/src/bench/statistics.bench.ts'],
];
for (const [name, file] of sizeBenchmarks) {
  if (!wanted(name)) continue;
  const summary = join(scratch, `${name}.json`);
  await run(name, ['npx', 'tsx', file, '--summary', summary]);
  let result;
  try {
    result = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    row(name, 'no result', '', false);
    continue;
  }
  const size = (/** @type {number} */ n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const c of result.cases) {
    row(
      `${result.bench}: ${c.name}`.slice(0, 34),
      `${c.smallMs.toFixed(2)} ms at ${size(result.small)}, ${c.largeMs.toFixed(2)} ms at ${size(result.large)}`,
      c.checked ? `≤ 2× (${c.ratio.toFixed(2)}×)` : `shown (${c.ratio.toFixed(2)}×)`,
      c.pass || !c.checked,
    );
  }
}
if (wanted('collections')) {
  const summary = join(scratch, 'collections.json');
  await run('collections', [
    'npx',
    'tsx',
    'apps/api/src/bench/collections-queue.bench.ts',
    '--summary',
    summary,
  ]);
  let result;
  try {
    result = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    row('collections', 'no result', '', false);
  }
  const size = (/** @type {number} */ n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const c of result?.cases ?? []) {
    row(
      `${result.bench}: ${c.name}`.slice(0, 34),
      `${c.medianMs.toFixed(2)} ms median, ${c.p95Ms.toFixed(2)} ms p95 at ${size(result.size)}`,
      `p95 < ${result.budgetMs} ms`,
      c.pass,
    );
  }
}
if (wanted('daily-jobs')) {
  const summary = join(scratch, 'daily-jobs.json');
  await run('daily-jobs', ['npx', 'tsx', 'apps/api/src/bench/daily-jobs.bench.ts', '--summary', summary]);
  let result;
  try {
    result = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    row('daily-jobs', 'no result', '', false);
  }
  const size = (/** @type {number} */ n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const c of result?.cases ?? []) {
    row(
      `${result.bench}: ${c.name}`.slice(0, 34),
      `${(c.medianMs / 60_000).toFixed(1)} min at ${size(result.size)}`,
      `≤ ${result.budgetMs / 60_000} min`,
      c.pass,
    );
  }
}
if (wanted('trial-balance')) {
  const summary = join(scratch, 'trial-balance.json');
  await run('trial-balance', [
    'npx',
    'tsx',
    'apps/api/src/bench/trial-balance.bench.ts',
    '--summary',
    summary,
  ]);
  let result;
  try {
    result = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    row('trial-balance', 'no result', '', false);
  }
  const size = (/** @type {number} */ n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const c of result?.cases ?? []) {
    row(
      c.name.slice(0, 34),
      `${c.medianMs.toFixed(0)} ms median, ${c.p95Ms.toFixed(0)} ms p95 at ${size(result.size)} loans`,
      `p95 < ${result.budgetMs} ms`,
      c.pass,
    );
  }
}
if (wanted('bureau-file')) {
  const summary = join(scratch, 'bureau-file.json');
  await run('bureau-file', ['npx', 'tsx', 'apps/api/src/bench/bureau-file.bench.ts', '--summary', summary]);
  let result;
  try {
    result = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    row('bureau-file', 'no result', '', false);
  }
  const size = (/** @type {number} */ n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const c of result?.cases ?? []) {
    row(
      `bureau file: ${c.name}`.slice(0, 34),
      `${(c.medianMs / 1000).toFixed(0)} s at ${size(result.size)} loans`,
      `< ${result.budgetMs / 60_000} min`,
      c.pass,
    );
  }
}
rmSync(scratch, { recursive: true, force: true });

console.info(
  `\nKwacha Loans benchmarks — ${new Date().toISOString().slice(0, 16)}Z, node ${process.version}, ` +
    `${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
console.info(`${'what'.padEnd(34)} ${'figure'.padEnd(44)} ${'budget'.padEnd(26)} verdict`);
for (const line of lines) console.info(line);
process.exit(failed ? 1 : 0);
