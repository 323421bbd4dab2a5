/**
 * Read-route benchmark (docs/performance.md): each read route of the product, as `npm start` serves it,
 * against a bare Fastify route that sends the same SQL to the same PostgreSQL database.
 *
 * It creates a throwaway database beside BENCH_DATABASE_URL, seeds 10,000 loans for the staff list, the demo
 * borrower (8 loans) with 30 notifications and a staff member, starts the product server (compiled
 * apps/api/dist/server.js when built, otherwise through tsx, as the table says), records the statements each
 * route sends (sql-capture.ts), starts the bare server that replays them, then loads both with autocannon at
 * 50 connections, interleaved route by route. Exits 1 when a route misses its ratio (public 0.7, others 0.5)
 * or its p99 reaches 50 ms. `npm run bench:routes [-- --json] [-- --keep]`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../config';
import { growTo } from './admin-list.seed';
import {
  type Caller,
  P99_GOAL_MS,
  RATIO_GOAL,
  READ_ROUTE_CASES,
  type ReadRouteCase,
} from './read-routes/read-route-cases';
import { captureRouteSql } from './read-routes/sql-capture';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
/** Product and bare take turns this many times per route; the medians are kept (other load on the machine
 * lands on both alike instead of on whichever ran while it lasted). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_S = 2;
const STAFF_LOANS = 10_000;
const json = process.argv.includes('--json');
const keep = process.argv.includes('--keep');
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO = fileURLToPath(new URL('../../../..', import.meta.url));
const COMPILED = join(API_DIR, 'dist', 'server.js');
const STAFF = { email: 'bench.staff@example.zm', password: 'Bench-Staff-2026!' };
const BORROWER = { email: 'demo.borrower@example.zm', password: 'Demo-Borrower-2026!' };

const say = (line: string) => {
  // With --json, stdout carries the result only.
  if (json) process.stderr.write(`${line}\n`);
  else console.info(line);
};

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A command of apps/api run to completion, as an operator runs it. */
function runCli(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: API_DIR, env });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`${script} failed: ${output}`))));
  });
}

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: REPO, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(base: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: who.email, password: who.password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) throw new Error(`sign-in of ${who.email} failed (${res.status})`);
  return body.data.token;
}

interface Load {
  rps: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    const sample = await fetch(url, { headers }).then(
      async (r) => `${r.status} ${(await r.text()).slice(0, 300)}`,
    );
    throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed; one answered ${sample}`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

interface Row {
  route: string;
  caller: Caller;
  statements: number;
  product: Load;
  bare: Load;
  ratio: number;
  goal: number;
  pass: boolean;
}

function printTable(rows: Row[], mode: string): void {
  say(
    `\nRead routes at ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_S} s (product served ${mode}):`,
  );
  say(
    `${'route'.padEnd(16)} ${'SQL'.padStart(3)} ${'product req/s'.padStart(13)} ${'p99'.padStart(6)} ` +
      `${'bare req/s'.padStart(10)} ${'p99'.padStart(6)} ${'ratio'.padStart(6)} goal`,
  );
  for (const r of rows) {
    say(
      `${r.route.padEnd(16)} ${String(r.statements).padStart(3)} ${r.product.rps.toFixed(0).padStart(13)} ` +
        `${`${r.product.p99}ms`.padStart(6)} ${r.bare.rps.toFixed(0).padStart(10)} ${`${r.bare.p99}ms`.padStart(6)} ` +
        `${r.ratio.toFixed(2).padStart(6)} ≥${r.goal}, p99<${P99_GOAL_MS}ms ${r.pass ? 'ok' : 'MISSED'}`,
    );
  }
}

async function main(): Promise<number> {
  const name = `kwacha_bench_routes_${Date.now()}`;
  const url = databaseUrl(name);
  const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-bench-routes-'));
  const productPort = Number(process.env.BENCH_PORT ?? 3395);
  const barePort = productPort + 1;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    // The benchmark's providers are the simulator: a declared demonstration (docs/payment-providers.md).
    ALLOW_PAYMENT_SIMULATOR: 'true',
    // Production needs a mail server; the benchmark sends no mail, so a closed port (discard, 9) will do:
    // a message written anyway would wait in the outbox, retried, never delivered.
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    KYC_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    APP_URL: `http://127.0.0.1:${productPort}`,
    PORT: String(productPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // One API process that serves requests only, as a scaled-out deployment runs it.
    WORKERS: 'off',
  };
  let product: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    await withAdminClient(SERVER_URL, (c) => c.query(`create database "${name}"`));
    const seeding = openPostgres({ connectionString: url, max: 2 });
    try {
      await seeding.migrate();
      say(`${name}: seeding ${STAFF_LOANS.toLocaleString('en')} loans for the staff list`);
      await growTo(seeding, 0, STAFF_LOANS);
    } finally {
      await seeding.close();
    }
    await runCli('src/cli/seed-demo.ts', [], env);
    await runCli(
      'src/cli/admin-create.ts',
      ['--email', STAFF.email, '--password', STAFF.password, '--role', 'admin'],
      env,
    );
    await addNotifications(url);

    const compiled = existsSync(COMPILED);
    const mode = compiled ? 'as compiled JavaScript' : 'through tsx (run `npm run build` first)';
    product = startProcess(
      compiled ? ['--enable-source-maps', COMPILED] : ['--import', 'tsx', 'apps/api/src/server.ts'],
      env,
    );
    const base = `http://127.0.0.1:${productPort}`;
    await waitFor(`${base}/api/health`, product);
    const tokens: Record<Caller, string | undefined> = {
      public: undefined,
      borrower: await signIn(base, BORROWER),
      staff: await signIn(base, STAFF),
    };
    const loanId = await activeLoanOf(base, tokens.borrower as string);
    // BENCH_ROUTES=name,name measures only those routes (names as in read-route-cases.ts).
    const only = process.env.BENCH_ROUTES?.split(',').map((n) => n.trim());
    const cases = READ_ROUTE_CASES.filter((c) => !only || only.includes(c.name)).map((c) => ({
      ...c,
      url: c.path.replace('{loanId}', loanId),
    }));

    const statements = await captureRouteSql(
      loadConfig(env),
      cases.map((c) => ({ name: c.name, url: c.url, token: tokens[c.caller] })),
    );
    const file = join(dataDir, 'statements.json');
    writeFileSync(file, JSON.stringify(cases.map((c) => statements.get(c.name) ?? [])));
    bare = startProcess(
      ['--import', 'tsx', 'apps/api/src/bench/read-routes/bare-server.ts', file, String(barePort), url],
      env,
    );
    await waitFor(`http://127.0.0.1:${barePort}/health`, bare);

    const rows: Row[] = [];
    for (const [k, c] of cases.entries()) {
      const headers: Record<string, string> = {
        ...(tokens[c.caller] && { 'x-auth-token': tokens[c.caller] as string }),
        ...(c.acceptEncoding && { 'accept-encoding': c.acceptEncoding }),
      };
      const bareUrl = `http://127.0.0.1:${barePort}/bare/${k}`;
      say(`  ${c.name}…`);
      await load(`${base}${c.url}`, headers, WARM_UP_S);
      await load(bareUrl, {}, WARM_UP_S);
      const rounds: { product: Load; bare: Load }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate who goes first, so a drift in the machine's load favours neither.
        if (round % 2 === 0) {
          const product = await load(`${base}${c.url}`, headers, DURATION_S);
          rounds.push({ product, bare: await load(bareUrl, {}, DURATION_S) });
        } else {
          const bareLoad = await load(bareUrl, {}, DURATION_S);
          rounds.push({ product: await load(`${base}${c.url}`, headers, DURATION_S), bare: bareLoad });
        }
      }
      rows.push(rowOf(c, statements.get(c.name)?.length ?? 0, rounds));
    }
    if (json) {
      console.info(
        JSON.stringify({ routes: rows, mode: compiled ? 'compiled' : 'tsx', connections: CONNECTIONS }),
      );
    } else {
      printTable(rows, mode);
    }
    return rows.every((r) => r.pass) ? 0 : 1;
  } finally {
    await stop(product);
    await stop(bare);
    if (keep) {
      say(`kept ${name} and ${dataDir} (statements.json: what the bare server replays)`);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
      await withAdminClient(SERVER_URL, (c) => c.query(`drop database if exists "${name}" with (force)`));
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function rowOf(c: ReadRouteCase, statements: number, rounds: { product: Load; bare: Load }[]): Row {
  const product = {
    rps: median(rounds.map((r) => r.product.rps)),
    p99: median(rounds.map((r) => r.product.p99)),
  };
  const bare = { rps: median(rounds.map((r) => r.bare.rps)), p99: median(rounds.map((r) => r.bare.p99)) };
  const ratio = median(rounds.map((r) => r.product.rps / r.bare.rps));
  const goal = RATIO_GOAL[c.caller];
  return {
    route: c.name,
    caller: c.caller,
    statements,
    product,
    bare,
    ratio,
    goal,
    pass: ratio >= goal && product.p99 < P99_GOAL_MS,
  };
}

async function activeLoanOf(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/loan-applications/my-loans`, { headers: { 'x-auth-token': token } });
  const body = (await res.json()) as { data: { id: string; status: string }[] };
  const active = body.data.find((loan) => loan.status === 'active');
  if (!active) throw new Error('the demo borrower has no active loan');
  return active.id;
}

/** Thirty notifications for the demo borrower, a third of them unread, about their loans. */
async function addNotifications(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into notifications (user_id, type, message, loan_id, created_at, read_at)
      select u.id, 'loan_approved', 'Your loan application has been approved.', l.id,
             now() - make_interval(hours => k), case when k % 3 = 0 then null else now() end
      from users u
      join lateral (select id from loan_applications where user_id = u.id limit 1) l on true
      cross join generate_series(1, 30) as k
      where u.email = '${BORROWER.email}'`);
  } finally {
    await client.end();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
