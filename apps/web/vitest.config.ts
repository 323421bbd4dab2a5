import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Used both standalone and as the `web` project of the root vitest.config.ts; paths are relative to this folder.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start faster than the default child processes, and each file still gets its own
    // modules and jsdom (docs/performance.md, CI's time).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Lazy pages compile on first use; on a loaded CI machine that needs more than the default 5 s.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
