// Sums every runner's JSON report into the one line CI reads: "N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const expected = ['vitest.json', 'playwright.json', 'vitest-postgres.json'];
for (const name of expected) {
  const file = join(dir, name);
  if (!existsSync(file)) {
    console.error(`missing report ${name}: that runner did not finish`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counts as failed here.
    passed += report.stats.expected ?? 0;
    failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
    skipped += report.stats.skipped ?? 0;
    failed += (report.errors ?? []).length;
  } else {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  console.info(`${name}: cumulative ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
for (const extra of readdirSync(dir).filter((f) => f.endsWith('.json') && !expected.includes(f))) {
  console.info(`(ignored unexpected report ${extra})`);
}
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
