import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The README's quick start alone (CI runs it on the production Node version, docs/decisions/039): the journey
// starts its own server with nothing configured, so the shared server, mail server and seeded staff of the
// other journeys' global setup are not started.
export default defineConfig({
  ...base,
  globalSetup: undefined,
  testMatch: 'quick-start.spec.ts',
  // One project: the base config's business-date journeys need the shared server this config does not start.
  projects: [{ name: 'quick-start' }],
  // Its own folder: CI runs it beside the other journeys, and each run empties its output folder first.
  outputDir: '../test-results/e2e-quick-start',
});
