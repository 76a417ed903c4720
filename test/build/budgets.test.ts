import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { sharedSite } from '../helpers/built-site.js';
import { countElements } from '../helpers/page-weight.js';
import { HOME_HTML_BROTLI } from '../../core/budgets.js';

/*
 * The run's shared build: the bytes `npm run build` writes (Vite bundles React's production build whatever
 * NODE_ENV the test runner sets, engine/assets/assets.ts).
 */
let outDir: string;
let browser: Browser;
beforeAll(async () => {
  [outDir, browser] = await Promise.all([sharedSite().then((site) => site.outDir), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
});
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

const HOMES = ['index.html', 'en.html', 'sr.html'];

/** Issue 9: the home page of every locale, as a phone downloads and parses it. `npm run bench:weight` prints the figures. */
const BUDGET = {
  /** Elements in the body, as Lighthouse's DOM size audit counts them (it warns past 800). */
  elements: 800,
  /** The home page's HTML, brotli, in every locale (issue 9). */
  htmlBrotli: HOME_HTML_BROTLI,
};

describe('home page budgets, on a real build of the real content', () => {
  it.each(HOMES)(`%s has at most ${BUDGET.elements} elements`, async (home) => {
    const { body } = await countElements(browser, read(home));
    expect(body).toBeLessThanOrEqual(BUDGET.elements);
  });

  // The twin the server sends (quality 11), not a recompression.
  const sentBytes = (home: string) => statSync(path.join(outDir, `${home}.br`)).size;

  it.each(HOMES)(`%s sends at most ${BUDGET.htmlBrotli} bytes of brotli HTML`, (home) => {
    // A page's brotli size moves by up to about 30 B with nothing but its build id and asset hashes, so an
    // unrelated change can tip it over: docs/performance.md, "Budgets", says how much room each page has.
    expect(sentBytes(home), `${home}: \`npm run bench:weight\` prints its size over 100 other build ids`).toBeLessThanOrEqual(BUDGET.htmlBrotli);
  });
});

/** Issue 20, item 8b: what a visitor downloads before the contact form can send (the proof of work comes on top). */
const ISLAND_CHUNK_BROTLI = 70 * 1024;

describe('the contact form island chunk, on a real build of the real content', () => {
  it(`is at most ${ISLAND_CHUNK_BROTLI} bytes of brotli (React, the form rules with their phone metadata, the island)`, () => {
    const chunks = readdirSync(path.join(outDir, 'assets')).filter((file) => /^contact-form-[\w-]+\.js$/.test(file));
    expect(chunks).toHaveLength(1);
    // The twin the server sends (quality 11); `npm run bench:runtime` prints the same figure.
    expect(statSync(path.join(outDir, 'assets', `${chunks[0]}.br`)).size).toBeLessThanOrEqual(ISLAND_CHUNK_BROTLI);
  });
});
