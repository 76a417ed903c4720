import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    // Fixture sites live in their own temp folders, so test files can run in parallel.
    pool: 'forks',
  },
});
