import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects by cost, so each runs alone with `npx vitest run --project <name>` (docs/testing.md):
 * unit (functions, no disk beyond temp files), content (the loader on fixture sites), build (builds and the
 * real output), server (the preview and contact service over HTTP), cli (the commands, in-process and as
 * processes; the dev server), browser (Chromium).
 */
const SITE = 'test/setup/site.ts';
const CHROMIUM = 'test/setup/chromium.ts';

export default defineConfig({
  test: {
    // Bounds, not goals: a whole build inside a test takes seconds alone and many times that while the suite
    // (and whatever else runs on the machine) loads both cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Fixture sites live in their own temp folders, so test files can run in parallel.
    pool: 'forks',
    // One more than the cores (vitest's default is one less: a single worker on a 2-core machine). Much of a
    // browser or server test is waiting on Chromium, a socket or a timer, which another file can use.
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: availableParallelism() + 1,
    projects: [
      // Test files share their worker's modules (isolate: false): no re-import of React, Vite, Playwright and
      // the generator per file, which cost most of the unit project's CPU. Their files close what they open, and
      // the few that fake timers, set globals or SOURCE_DATE_EPOCH restore them.
      // test/setup/real-timers.ts: real timers again after each file (some fake them).
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false, setupFiles: ['test/setup/real-timers.ts'] } },
      { extends: true, test: { name: 'content', include: ['test/content/**/*.test.ts'], isolate: false } },
      // The global setups run only when a test of their project is about to: the real site is built once per
      // run for every project that reads it (test/setup/site.ts), and one Chromium serves the run (test/setup/chromium.ts).
      { extends: true, test: { name: 'build', include: ['test/build/**/*.test.ts'], globalSetup: [CHROMIUM, SITE], isolate: false } },
      { extends: true, test: { name: 'server', include: ['test/server/**/*.test.ts'], globalSetup: [SITE], isolate: false } },
      { extends: true, test: { name: 'cli', include: ['test/cli/**/*.test.ts', 'test/dev/**/*.test.ts'], globalSetup: [SITE], isolate: false } },
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], globalSetup: [CHROMIUM, SITE], isolate: false } },
    ],
  },
});
