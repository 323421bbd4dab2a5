// `npm run bench:lighthouse`: starts the real server (embedded database, built web app) and runs
// Lighthouse's mobile audit of `/` in Debian's Chromium. Budgets (docs/architecture.md §14): performance
// >= 95 and accessibility 100. Exits non-zero when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-lighthouse-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

let failed = false;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await waitForHealth();
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    const perf = score('performance');
    const a11y = score('accessibility');
    console.info(
      `${path}: performance ${perf}, accessibility ${a11y}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
    );
    const audits = result?.lhr.audits ?? {};
    const metric = (/** @type {string} */ id) => audits[id]?.displayValue ?? '?';
    console.info(
      `   FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`,
    );
    if (perf < 95 || a11y < 100) failed = true;
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(
  failed ? 'Lighthouse budget missed (performance >= 95, accessibility 100).' : 'Lighthouse budgets met.',
);
process.exit(failed ? 1 : 0);
