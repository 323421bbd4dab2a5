// `npm run bench:startup`: start-up time and memory of the API server, compiled (what `npm start` runs)
// against the tsx way it replaced (docs/architecture.md §2, "API build"). Embedded database always; also
// PostgreSQL when BENCH_DATABASE_URL is set. `--json` prints only one JSON object on stdout.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../build-api.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 3;
const LOAD_REQUESTS = 2000;
const LOAD_CONCURRENCY = 10;
const IDLE_SETTLE_MS = 1000;
const json = process.argv.includes('--json');
/** Progress goes to stderr so that `--json` leaves stdout to the JSON object. */
const progress = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);

/** @typedef {'compiled' | 'tsx'} Mode */
/** @typedef {'embedded' | 'postgres'} DatabaseKind */
/** @type {Record<Mode, string[]>} */
const NODE_ARGS = {
  compiled: ['--enable-source-maps', 'apps/api/dist/server.js'],
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
};

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  await new Promise((done) => server.close(() => done(undefined)));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Resident memory of a process in MB, as the kernel counts it. */
function rssMb(/** @type {number} */ pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** Sends `count` GETs, `concurrency` at a time; any answer but 200 stops the benchmark. */
async function load(
  /** @type {string} */ url,
  /** @type {number} */ count,
  /** @type {number} */ concurrency,
) {
  let sent = 0;
  const client = async () => {
    while (sent < count) {
      sent++;
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
}

/**
 * One start of the server: spawn to first 200 of /api/health, RSS after a short idle, RSS after load.
 * @param {Mode} mode
 * @param {DatabaseKind} database
 */
async function measure(mode, database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, NODE_ARGS[mode], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The benchmark's providers are the simulator: a declared demonstration (docs/payment-providers.md).
      ALLOW_PAYMENT_SIMULATOR: 'true',
      // Production needs a mail server; the benchmark sends no mail, so a closed port (discard, 9) will do:
      // a message written anyway would wait in the outbox, retried, never delivered.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      KYC_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? '') : '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    let startupMs = 0;
    while (!startupMs) {
      if (child.exitCode !== null) throw new Error(`server exited during start:\n${stderr}`);
      if (performance.now() - started > 120_000)
        throw new Error(`server not healthy after 120 s:\n${stderr}`);
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) startupMs = performance.now() - started;
      else await sleep(20);
    }
    const pid = /** @type {number} */ (child.pid);
    await sleep(IDLE_SETTLE_MS);
    const rssIdleMb = rssMb(pid);
    await load(`${base}/api/loan-products`, LOAD_REQUESTS, LOAD_CONCURRENCY);
    const rssAfterLoadMb = rssMb(pid);
    return { startupMs, rssIdleMb, rssAfterLoadMb };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round1 = (/** @type {number} */ value) => Math.round(value * 10) / 10;

progress('Building the API (apps/api/dist)...');
await buildApi('apps/api/dist');

/** @type {DatabaseKind[]} */
const databases = process.env.BENCH_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
const startup = [];
for (const database of databases) {
  for (const mode of /** @type {Mode[]} */ (['compiled', 'tsx'])) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      progress(`${mode} on ${database} database, run ${run} of ${RUNS}...`);
      runs.push(await measure(mode, database));
    }
    startup.push({
      mode,
      database,
      startupMs: Math.round(median(runs.map((r) => r.startupMs))),
      rssIdleMb: round1(median(runs.map((r) => r.rssIdleMb))),
      rssAfterLoadMb: round1(median(runs.map((r) => r.rssAfterLoadMb))),
    });
  }
}

if (json) {
  process.stdout.write(`${JSON.stringify({ startup })}\n`);
} else {
  const header = ['mode', 'database', 'start-up ms', 'RSS idle MB', `RSS after ${LOAD_REQUESTS} req MB`];
  const rows = startup.map((r) =>
    [r.mode, r.database, r.startupMs, r.rssIdleMb, r.rssAfterLoadMb].map(String),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.info(`API server start-up, median of ${RUNS} runs (GET /api/loan-products for the load)`);
  for (const row of [header, ...rows]) console.info(line(row));
}
