/**
 * vitest globalSetup of the `site` project, whose browser tests drive Chromium: makes sure Chromium is there
 * (installed once, not by each test file in parallel; see test/helpers/chromium.ts) and hands its path to
 * the test files (`inject('chromiumPath')`). test/helpers/browser.ts `launchBrowser()` starts one Chromium
 * per worker from it; each test file opens its own contexts. Without Chromium the run stops with the one line
 * that says what to do, rather than a failure per test.
 */
import type { TestProject } from 'vitest/node';
import { ChromiumMissing, ensureChromium } from '../helpers/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The headless shell of Debian's Chromium, for the workers' browsers. */
    chromiumPath: string;
  }
}

export function setup(project: TestProject): void {
  try {
    project.provide('chromiumPath', ensureChromium(undefined, { headlessShell: true }));
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
