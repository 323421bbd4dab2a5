import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.isolated.config';

// Used both standalone and as the `web` project of the root vitest.config.ts; paths are relative to this folder.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start faster than the default child processes. Files share a worker's modules and
    // jsdom (no isolation): each file no longer builds jsdom and imports React, the router and the pages
    // again, which was most of the web tests' time (2.5× faster; docs/performance.md, CI's time). Tests
    // clean up after themselves (setup.ts: DOM, storage, fake API). A file that replaces a module with
    // vi.mock needs a fresh module registry: it runs in the isolated project (vitest.isolated.config.ts).
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED_TESTS,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Lazy pages compile on first use; on a loaded CI machine that needs more than the default 5 s.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
