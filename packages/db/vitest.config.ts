import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Opening and migrating an embedded database took over 10 s on a busy 2-core CI machine.
    hookTimeout: 60_000,
  },
});
