import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
