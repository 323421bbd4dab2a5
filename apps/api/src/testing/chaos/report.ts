import type { CheckResult } from './checks';
import type { FaultCounts } from './faults';
import type { HttpStats } from './http-client';
import type { LoadLedger } from './journeys';
import { type ChaosEvent, describeAction } from './schedule';

export interface ChaosReport {
  seed: number;
  minutes: number;
  scheduleHash: string;
  scheduleReproduced: boolean;
  schedule: ChaosEvent[];
  wallSeconds: { load: number; settle: number; total: number };
  settledInTime: boolean;
  http: HttpStats;
  faults: FaultCounts;
  load: LoadLedger;
  crashes: { name: string; code: number | null; output: string }[];
  checks: CheckResult[];
}

/** The findings that fail the run: a broken check, a 500, a process that died by itself, a failed recovery. */
export function violationsOf(report: ChaosReport): string[] {
  const found: string[] = [];
  if (!report.scheduleReproduced) found.push('the seed did not reproduce the same fault schedule');
  for (const check of report.checks) {
    for (const v of check.violations) found.push(`${check.name}: ${v}`);
  }
  for (const e of report.http.serverErrors)
    found.push(`HTTP ${e.status} on ${e.method} ${e.path} at ${e.at}: ${e.body}`);
  for (const c of report.crashes) found.push(`${c.name} exited by itself (code ${c.code})`);
  for (const f of report.faults.failedRecoveries) found.push(`recovery failed: ${f}`);
  for (const [what, n] of Object.entries(report.load.counts)) {
    if (what.startsWith('VIOLATION')) found.push(`${what} (${n} times)`);
  }
  return found;
}

export function printReport(report: ChaosReport, print: (line: string) => void): void {
  const { faults, http } = report;
  print('');
  print(`Chaos run — seed ${report.seed}, ${report.minutes} min of load`);
  print(
    `  fault schedule ${report.scheduleHash} (${report.schedule.length} events; recomputed from the seed: ${report.scheduleReproduced ? 'identical' : 'DIFFERENT'})`,
  );
  for (const e of report.schedule)
    print(`    ${(e.atMs / 1000).toFixed(1).padStart(6)} s  ${describeAction(e.action)}`);
  print(
    `  time: ${report.wallSeconds.load} s load, ${report.wallSeconds.settle} s settling${report.settledInTime ? '' : ' (window ran out)'}, ${report.wallSeconds.total} s in all`,
  );
  print(
    `  requests: ${http.requests} (${Object.entries(http.byStatus)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}), connection failures ${http.networkErrors}`,
  );
  print(
    `  faults: ${faults.faults} (kills ${faults.kills}, PostgreSQL restarts ${faults.postgresRestarts}, Redis restarts ${faults.redisRestarts}, provider misbehaviours ${faults.providerMisbehaviours}), recoveries ${faults.recoveries}`,
  );
  print('  load:');
  for (const [what, n] of Object.entries(report.load.counts).sort()) print(`    ${what}: ${n}`);
  if (http.refusals.length > 0) {
    print('  refusals the load did not expect (not failures; worth a look):');
    for (const r of http.refusals.slice(0, 20))
      print(`    ${r.at} ${r.status} ${r.method} ${r.path}: ${r.body}`);
  }
  print('  checks:');
  for (const check of report.checks) {
    const mark = check.violations.length === 0 ? 'ok  ' : 'FAIL';
    print(`    ${mark} ${check.name}${check.note ? ` (${check.note})` : ''}`);
  }
  const violations = violationsOf(report);
  if (violations.length === 0) {
    print(`PASSED: nothing lost, nothing done twice (seed ${report.seed}).`);
    return;
  }
  print(`FAILED: ${violations.length} violation(s):`);
  for (const v of violations.slice(0, 50)) print(`  - ${v}`);
  print(`Replay with: npm run chaos -- --minutes ${report.minutes} --seed ${report.seed}`);
}
