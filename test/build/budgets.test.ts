import { statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildIntoTemp, type BuiltSite } from '../helpers/built-site.js';
import { countElements } from '../helpers/page-weight.js';

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([buildIntoTemp(), launchBrowser()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  site?.dispose();
});

const HOMES = ['index.html', 'en/index.html', 'sr/index.html'];

/** Issue 9: the home page of every locale, as a phone downloads and parses it. `npm run bench:weight` prints the figures. */
const BUDGET = {
  /** Elements in the body, as Lighthouse's DOM size audit counts them (it warns past 800). */
  elements: 800,
  /** The goal for the home page's HTML, brotli: not met yet (README, "Budgets"). */
  htmlBrotliGoal: 8 * 1024,
  /**
   * Where the pages stand on the way to the goal, plus 200 B (9,363 B on /, 9,138 B on /sr, 8,139 B on /en
   * once builds gave classes short names and icons lost `focusable`), so no page grows unnoticed while the rest is cut: lower it as
   * they shrink.
   */
  htmlBrotliCeiling: 9_563,
};

describe('home page budgets, on a real build of the real content', () => {
  it.each(HOMES)(`%s has at most ${BUDGET.elements} elements`, async (home) => {
    const { body } = await countElements(browser, site.read(home));
    expect(body).toBeLessThanOrEqual(BUDGET.elements);
  });

  it.each(HOMES)(`%s sends at most ${BUDGET.htmlBrotliCeiling} bytes of brotli HTML`, (home) => {
    // The twin the server sends (quality 11), not a recompression.
    const sent = statSync(path.join(site.outDir, `${home}.br`)).size;
    expect(sent).toBeLessThanOrEqual(BUDGET.htmlBrotliCeiling);
  });

  it.todo(`every home page sends at most ${BUDGET.htmlBrotliGoal} bytes of brotli HTML (issue 9's goal; see README "Budgets" for what is left)`);
});
