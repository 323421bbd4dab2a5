// Sums every runner's JSON report into the one line CI reads: "N passed, N failed, N skipped". Above that
// line it names each failed test with the first line of its error: often only the end of CI's output is
// kept, and a red run must say what to mend without the whole log.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const expected = ['vitest.json', 'vitest-postgres.json', 'playwright.json', 'playwright-node24.json'];
/** @type {string[]} */
const failures = [];
const root = join(dir, '..', '..');
const firstLine = (/** @type {unknown} */ text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** Playwright's suites nest (file, describe); each spec's tests carry the outcome. */
function playwrightFailures(/** @type {any[]} */ suites, /** @type {string} */ report) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const run = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = run?.error?.message ?? run?.errors?.[0]?.message;
        failures.push(
          `${report}: ${spec.file}:${spec.line} ${spec.title} (${test.status}): ${firstLine(error)}`,
        );
      }
    }
    playwrightFailures(suite.suites, report);
  }
}

/** Vitest: failed tests, and files that failed without a failed test (an error while loading one). */
function vitestFailures(/** @type {any} */ report, /** @type {string} */ name) {
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${name}: ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${name}: ${path}: ${firstLine(file.message)}`);
    }
  }
}
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
    playwrightFailures(report.suites, name);
    for (const error of report.errors ?? []) failures.push(`${name}: ${firstLine(error.message)}`);
  } else {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    vitestFailures(report, name);
  }
  console.info(`${name}: cumulative ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
for (const extra of readdirSync(dir).filter((f) => f.endsWith('.json') && !expected.includes(f))) {
  console.info(`(ignored unexpected report ${extra})`);
}
for (const failure of failures) console.info(`FAILED ${failure}`);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
