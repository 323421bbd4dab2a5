import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The web tests that replace a module with vi.mock (counting how often a lazy chunk is loaded, say): the
 * module must load afresh for the mock to take, so these files get their own modules and jsdom each. Every
 * other web test runs without isolation (vitest.config.ts).
 */
export const ISOLATED_TESTS = ['src/features/dashboard/dashboard-low-data.test.tsx'];

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web-isolated',
    environment: 'jsdom',
    pool: 'threads',
    include: ISOLATED_TESTS,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
