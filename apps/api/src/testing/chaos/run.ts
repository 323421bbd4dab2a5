import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '@kwacha/db';
import { callbackReplayer } from './callback-replays';
import { runChecks } from './checks';
import { allFaultsOff, type FaultCounts, normalProviders, playSchedule } from './faults';
import { HttpClient } from './http-client';
import { borrowerJourney, type Lane, type LoadLedger } from './journeys';
import { loadClock } from './lane';
import { prng } from './prng';
import { type ChaosReport, printReport, violationsOf } from './report';
import { faultSchedule, scheduleHash } from './schedule';
import { waitUntilSettled } from './settle';
import { ChaosStack, REPO_ROOT } from './stack';

// `npm run chaos -- [--minutes N | --short] [--seed S] [--keep]` (docs/operations.md "Chaos run before a release").
const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    seed: { type: 'string' },
    short: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const minutes = values.short ? 2 : Number(values.minutes ?? 10);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isFinite(minutes) || minutes <= 0 || !Number.isInteger(seed)) {
  console.error('usage: npm run chaos -- [--minutes N | --short] [--seed S] [--keep]');
  process.exit(2);
}
const LANES = 3;
const durationMs = Math.round(minutes * 60_000);
const settleWindowMs = values.short ? 100_000 : 240_000;
const startedAll = Date.now();
const log = (line: string) =>
  console.info(`[chaos ${((Date.now() - startedAll) / 1000).toFixed(1).padStart(6)} s] ${line}`);

async function main(): Promise<number> {
  const schedule = faultSchedule(seed, durationMs);
  const reproduced = scheduleHash(faultSchedule(seed, durationMs)) === scheduleHash(schedule);
  log(`seed ${seed}, ${minutes} min, fault schedule ${scheduleHash(schedule)} (${schedule.length} events)`);
  const folder = mkdtempSync(join(tmpdir(), 'kwacha-chaos-'));
  // The cluster's user (postgres, when we are root) must reach its folder inside this one.
  chmodSync(folder, 0o755);
  const stack = new ChaosStack(folder);
  // The processes' logs stay after the run (.tmp is ignored by git): the evidence of any finding.
  stack.logsDir = join(
    REPO_ROOT,
    '.tmp',
    `chaos-logs-${seed}-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  const counts: FaultCounts = {
    faults: 0,
    kills: 0,
    postgresRestarts: 0,
    redisRestarts: 0,
    providerMisbehaviours: 0,
    recoveries: 0,
    failedRecoveries: [],
  };
  const ledger: LoadLedger = { counts: {}, staffActions: [], payments: [], loans: [], replayMismatches: [] };
  try {
    await stack.start(log);
    normalProviders(stack);
    const database = openPostgres({ connectionString: stack.pg.url, max: 4 });
    const http = new HttpClient(
      () => stack.base,
      () => loadClock.hardStopAt,
    );
    const r = prng(seed);
    let borrowers = 0;
    const staffAccounts = Array.from({ length: LANES }, (_, i) => ({
      email: `chaos.admin.${i}@kwacha.test`,
      password: 'Staff-Desk-2026!',
    }));
    await Promise.all(staffAccounts.map((staff) => stack.createStaff(staff.email, staff.password)));
    const startedLoad = Date.now();
    const stopAt = startedLoad + durationMs;
    // Journeys in flight at the end get a little longer to finish their step, then give up waiting.
    const graceMs = values.short ? 30_000 : 60_000;
    loadClock.hardStopAt = stopAt + graceMs;
    const lanes: Lane[] = [];
    for (const staff of staffAccounts) {
      lanes.push({
        http,
        db: database.db,
        smtp: stack.smtp,
        staff,
        ledger,
        r: r.fork(),
        nextBorrower: () => ++borrowers,
        log,
        stopAt,
        replayCallback: callbackReplayer(stack, http),
      });
    }
    log(`load for ${minutes} min on ${LANES} lanes, faults on their schedule`);
    const faults = playSchedule(stack, schedule, startedLoad, counts, log);
    const work = lanes.map(async (lane) => {
      while (Date.now() < stopAt) {
        try {
          await borrowerJourney(lane);
          ledger.counts['journeys finished'] = (ledger.counts['journeys finished'] ?? 0) + 1;
        } catch (error) {
          const why = String(error).slice(0, 80);
          ledger.counts[`journeys abandoned: ${why}`] =
            (ledger.counts[`journeys abandoned: ${why}`] ?? 0) + 1;
        }
      }
    });
    await Promise.race([
      Promise.all(work),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, loadClock.hardStopAt - Date.now()) + 5_000)),
    ]);
    await faults;
    const loadSeconds = Math.round((Date.now() - startedLoad) / 1000);

    log('settling: faults off, every process up, the worker reconciling');
    allFaultsOff(stack);
    for (const name of ['api-1', 'api-2', 'worker'] as const) await stack.startProcess(name);
    const startedSettle = Date.now();
    const settled = await waitUntilSettled(database, settleWindowMs, log);
    const settleSeconds = Math.round((Date.now() - startedSettle) / 1000);
    const checks = await runChecks(database, stack.smtp, ledger);
    await database.close();
    const report: ChaosReport = {
      seed,
      minutes,
      scheduleHash: scheduleHash(schedule),
      scheduleReproduced: reproduced,
      schedule,
      wallSeconds: {
        load: loadSeconds,
        settle: settleSeconds,
        total: Math.round((Date.now() - startedAll) / 1000),
      },
      settledInTime: settled,
      http: http.stats,
      faults: counts,
      load: ledger,
      crashes: stack.crashes,
      checks,
    };
    printReport(report, console.info);
    const failed = violationsOf(report).length > 0;
    if (failed) {
      for (const [name, output] of Object.entries(stack.outputs())) {
        console.info(`--- last output of ${name} ---\n${output.slice(-3_000)}`);
      }
      for (const crash of stack.crashes)
        console.info(`--- ${crash.name} before it died ---\n${crash.output}`);
    }
    return failed ? 1 : 0;
  } finally {
    await stack.stop().catch((error: unknown) => log(`stopping: ${String(error)}`));
    log(`process logs in ${stack.logsDir}`);
    if (values.keep) log(`kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
