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
    // Files share each worker's loaded modules instead of importing the whole API again per file: that import
    // was most of a file's time. Safe because no test mocks a module or changes process-wide state (each file
    // builds its own app, context and database copy through src/testing).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
