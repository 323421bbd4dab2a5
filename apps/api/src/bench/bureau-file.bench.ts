/**
 * The credit bureau file's benchmark (issue 44, docs/decisions/053): a month's file for 1 million loans in
 * under 5 minutes with bounded memory. Needs PostgreSQL: BENCH_DATABASE_URL names a server to create a
 * throwaway database beside (kwacha_bench_bureau_file_<time>); it seeds the trial balance's book of
 * BENCH_LARGE loans (1,000,000: about 30M journal lines) with bureau consent on nine in ten, builds the
 * month before the seeded "today" through the service the route and the job call, samples the process's
 * RSS while it runs, then streams the stored file back as the download does and checks its SHA-256.
 * `npm run bench:bureau-file [-- --keep] [-- --database <kept one>]`.
 * Exits 1 when the build is over budget or the downloaded file's hash differs.
 */

import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import { createLogger } from '../lib/logger';
import { submissionFile } from '../modules/credit-reporting/credit-reporting.service';
import { buildSubmission } from '../modules/credit-reporting/submission-build.service';
import { BENCH_TODAY } from './admin-list.seed';
import { writeBudgetSummary } from './bench-summary';
import { seedBureauBook } from './bureau-file.seed';
import { BENCH_NOW, journalLineCount } from './trial-balance.seed';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
/** The budget for a month's file at 1 million loans. */
const BUDGET_MS = 5 * 60 * 1000;
const keep = process.argv.includes('--keep');
const reuseAt = process.argv.indexOf('--database');
const reuse = reuseAt >= 0 ? process.argv[reuseAt + 1] : undefined;
const MONTH = addCalendarDays(`${BENCH_TODAY.slice(0, 7)}-01`, -1).slice(0, 7);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The process's RSS, sampled every 100 ms while `run` runs: the peak, and what it started from. */
async function withPeakRss<T>(
  run: () => Promise<T>,
): Promise<{ result: T; startRss: number; peakRss: number }> {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  try {
    const result = await run();
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { result, startRss, peakRss };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<number> {
  const name = reuse ?? `kwacha_bench_bureau_file_${Date.now()}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  if (!reuse) await withAdminClient(SERVER_URL, (c) => c.query(`create database "${name}"`));
  const unbounded = openPostgres({ connectionString: url.toString(), max: 1, statementTimeoutMs: 0 });
  // As the API's pool: the default statement timeout applies to each batch.
  const database = openPostgres({ connectionString: url.toString(), max: 2 });
  try {
    await unbounded.migrate();
    let lines: number;
    if (reuse) {
      await unbounded.executeSql('delete from credit_submissions');
      lines = await journalLineCount(unbounded);
    } else {
      console.info(`${name}: seeding ${LARGE.toLocaleString('en')} loans, their ledger and consents`);
      lines = await seedBureauBook(unbounded, LARGE);
    }
    console.info(`  ${lines.toLocaleString('en')} journal lines; building ${MONTH}`);
    const deps = { db: database.db, now: () => BENCH_NOW, logger: createLogger('warn') };
    const start = performance.now();
    const built = await withPeakRss(() =>
      buildSubmission(deps, { month: MONTH, staffId: null, today: BENCH_TODAY }),
    );
    const buildMs = performance.now() - start;
    const s = built.result.submission;
    console.info(
      `  built in ${(buildMs / 1000).toFixed(1)} s: ${s.accountRecords.toLocaleString('en')} accounts, ` +
        `${s.rejectedRecords.toLocaleString('en')} rejected, ${s.heldRecords.toLocaleString('en')} held, ` +
        `${s.noConsentLoans.toLocaleString('en')} without consent; file ${mb(s.fileBytes)}, stored ${mb(s.storedBytes)} gzip`,
    );
    console.info(`  RSS ${mb(built.startRss)} before, peak ${mb(built.peakRss)} while building`);

    const downloadStart = performance.now();
    const download = await withPeakRss(async () => {
      const { body } = await submissionFile({ db: database.db }, { id: s.id, staffId: null });
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const piece of body) {
        hash.update(piece as Buffer);
        bytes += (piece as Buffer).length;
      }
      return { sha256: hash.digest('hex'), bytes };
    });
    const downloadMs = performance.now() - downloadStart;
    const sameFile = download.result.sha256 === s.sha256 && download.result.bytes === s.fileBytes;
    console.info(
      `  streamed back in ${(downloadMs / 1000).toFixed(1)} s, peak RSS ${mb(download.peakRss)}; ` +
        `SHA-256 ${sameFile ? 'matches' : 'DIFFERS'}`,
    );
    const pass = buildMs < BUDGET_MS;
    console.info(pass && sameFile ? '\nunder budget' : '\nfailed');
    writeBudgetSummary('bureau file', LARGE, BUDGET_MS, [
      { name: `build ${MONTH} (peak RSS ${mb(built.peakRss)})`, medianMs: buildMs, p95Ms: buildMs, pass },
    ]);
    console.info(
      JSON.stringify({
        loans: LARGE,
        buildMs: Math.round(buildMs),
        peakRssBytes: built.peakRss,
        fileBytes: s.fileBytes,
        storedBytes: s.storedBytes,
        accounts: s.accountRecords,
        downloadMs: Math.round(downloadMs),
        sameFile,
      }),
    );
    return pass && sameFile ? 0 : 1;
  } finally {
    await unbounded.close();
    await database.close();
    if (keep || reuse) console.info(`kept ${name}`);
    else {
      await withAdminClient(SERVER_URL, (c) => c.query(`drop database if exists "${name}" with (force)`));
      console.info(`dropped ${name}`);
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
