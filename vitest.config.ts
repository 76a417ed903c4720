import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects, by cost, so the cheap half runs alone with `npx vitest run --project fast` (docs/testing.md):
 * fast (functions and modules, the loader on fixture sites: no build of the real site, no browser) and site
 * (what needs the real site's build or Chromium: the output, the server, the commands, the dev server, the
 * browser). A folder or file narrows either: `npx vitest run test/browser`. Two projects rather than six: a
 * project's files run in workers of its own, and each worker imports React, Vite, Playwright and the
 * generator again (bench/results/2026-11-27-test-suite-5.md has the figures).
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
    // Test files share their worker's modules: no re-import of React, Vite, Playwright and the generator per
    // file. Their files close what they open, and the few that fake timers, set globals or SOURCE_DATE_EPOCH
    // restore them.
    isolate: false,
    projects: [
      // test/setup/real-timers.ts puts real timers back after each file anyway (vitest restores spies after a
      // file's hooks, which once put a fake timer back for the next file).
      { extends: true, test: { name: 'fast', include: ['test/unit/**/*.test.ts', 'test/content/**/*.test.ts'], setupFiles: ['test/setup/real-timers.ts'] } },
      // The global setups run only when a test of the project is about to: the real site is built once per run
      // (test/setup/site.ts), and Chromium is found once (test/setup/chromium.ts), then started once per worker.
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/build/**/*.test.ts', 'test/server/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/dev/**/*.test.ts', 'test/browser/**/*.test.ts'],
          globalSetup: [CHROMIUM, SITE],
        },
      },
    ],
  },
});
