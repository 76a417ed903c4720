import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Bounds, not goals: a whole build inside a test takes ~5 s alone and 4× that while the suite loads both cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Fixture sites live in their own temp folders, so test files can run in parallel.
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/browser/**'] } },
      // Its global setups (run only when a browser test is about to) find or install Chromium and build the site once.
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], globalSetup: ['test/setup/chromium.ts', 'test/setup/site.ts'] } },
    ],
  },
});
