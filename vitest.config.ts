import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every workspace; each project file says how its tests run (node or jsdom, setup).
// CI sets VITEST_JSON_OUTPUT to collect results for its one-line summary.
const jsonOutput = process.env.VITEST_JSON_OUTPUT;

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (cores - 1): on a 2-core CI machine that is one test file at
    // a time while the other core waits. Integration files also wait on the database, so two at once
    // keep both cores busy.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      'packages/shared/vitest.config.ts',
      'packages/db/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
    reporters: jsonOutput ? ['default', 'json'] : ['default'],
    ...(jsonOutput && { outputFile: { json: jsonOutput } }),
  },
});
