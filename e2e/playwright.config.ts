import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/environment';

// Debian's Chromium, never a downloaded browser; flags from docs/architecture.md §13.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  // One server and one database for the whole run; journeys use their own accounts.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../test-results/e2e',
  projects: [
    { name: 'journeys', testIgnore: /business-date\// },
    // The business date only moves forward and every loan of the run falls behind with it: the journeys
    // that move it run last, once every other journey is done (docs/product.md §14.5.1). One worker runs
    // the projects in this order. Not a `dependencies` link: a dependency project ignores --grep-invert,
    // with which CI leaves out the quick start it runs on Node 24.
    { name: 'business-date', testMatch: /business-date\/.*\.spec\.ts$/ },
  ],
});
