import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates one base database per run; each test file gets its own copy (see src/testing).
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
