/**
 * vitest globalSetup of the browser project: makes sure Chromium is there before any browser test starts
 * (installed once, not by each test file in parallel). See test/helpers/chromium.ts. Without it the run
 * stops with the one line that says what to do, rather than a failure per test.
 */
import { ChromiumMissing, ensureChromium } from '../helpers/chromium.js';

export function setup(): void {
  try {
    ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
