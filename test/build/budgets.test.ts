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
  /** The goal for the home page's HTML, brotli: met by /en, not yet by / and /sr (README, "Budgets"). */
  htmlBrotliGoal: 8 * 1024,
  /**
   * Where / and /sr stand on the way to the goal, plus 200 B (8,850 B on /, 8,677 B on /sr once builds gave
   * classes short names, icons lost `focusable`, the notices' texts moved to the payloads, the runtime
   * added the speculation rules, the copy that repeated itself was cut and sections stopped being named
   * regions), so neither grows unnoticed while the rest is cut: lower it as they shrink.
   */
  htmlBrotliCeiling: 9_050,
};

describe('home page budgets, on a real build of the real content', () => {
  it.each(HOMES)(`%s has at most ${BUDGET.elements} elements`, async (home) => {
    const { body } = await countElements(browser, site.read(home));
    expect(body).toBeLessThanOrEqual(BUDGET.elements);
  });

  // The twin the server sends (quality 11), not a recompression.
  const sentBytes = (home: string) => statSync(path.join(site.outDir, `${home}.br`)).size;

  it.each(HOMES)(`%s sends at most ${BUDGET.htmlBrotliCeiling} bytes of brotli HTML`, (home) => {
    expect(sentBytes(home)).toBeLessThanOrEqual(BUDGET.htmlBrotliCeiling);
  });

  it(`en/index.html sends at most ${BUDGET.htmlBrotliGoal} bytes of brotli HTML (issue 9's goal)`, () => {
    expect(sentBytes('en/index.html')).toBeLessThanOrEqual(BUDGET.htmlBrotliGoal);
  });

  it.todo(`index.html and sr/index.html send at most ${BUDGET.htmlBrotliGoal} bytes of brotli HTML (issue 9's goal; see README "Budgets" for what is left)`);
});
