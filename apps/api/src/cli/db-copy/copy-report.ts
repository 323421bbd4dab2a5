import type { CopyReport } from './copy-database';

/** The table an operator reads after the copy: counts side by side, then the ledger's rules. */
export function formatCopyReport(report: CopyReport): string {
  if (report.unmatched.length > 0) {
    return [
      'The two databases do not have the same tables, so nothing was copied:',
      ...report.unmatched.map((name) => `  ${name}`),
    ].join('\n');
  }
  const width = Math.max(5, ...report.counts.map((count) => count.table.length));
  const lines = [
    '',
    `${'table'.padEnd(width)}  ${'embedded'.padStart(9)}  ${'postgres'.padStart(9)}  rows`,
    ...report.counts.map(
      (count) =>
        `${count.table.padEnd(width)}  ${String(count.source).padStart(9)}  ${String(count.target).padStart(9)}  ${
          count.source !== count.target ? 'MISMATCH' : count.sameRows ? 'identical' : 'DIFFERENT'
        }`,
    ),
    '',
    'Not copied: the pgboss schema (pg-boss jobs; the schedules create them again when the server starts)',
    'and the drizzle schema (the migrations were run on the target).',
    '',
    'Ledger invariants on the copy:',
    ...report.ledger.map((check) =>
      check.offenders.length === 0
        ? `  holds   ${check.rule}`
        : `  FAILS   ${check.rule}: ${check.offenders.join(', ')}`,
    ),
    '',
    report.ok
      ? 'Copied and verified. Set DATABASE_URL to the target and start the server.'
      : 'Verification failed: the transaction was rolled back; no row of the copy is in the target.',
  ];
  return lines.join('\n');
}
