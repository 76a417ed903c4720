import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { countElements } from '../helpers/page-weight.js';
import { runCompiledCli } from '../helpers/run-cli.js';

/*
 * Built as `npm run build` builds it: the compiled CLI as a process, in production mode. Under vitest (NODE_ENV=test) the client
 * bundles hold React's development build, whose words keep more class names long (generator/render/class-names.ts),
 * so an in-process build sends about 40 bytes more than the site does.
 */
let parent: string;
let outDir: string;
let browser: Browser;
beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-budgets-'));
  outDir = path.join(parent, 'dist');
  const [run, launched] = await Promise.all([runCompiledCli(['build', '--out', outDir], { NODE_ENV: undefined }), launchBrowser()]);
  browser = launched;
  if (run.status !== 0) throw new Error(`the build failed:\n${run.stdout}${run.stderr}`);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (parent) rmSync(parent, { recursive: true, force: true });
});
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

const HOMES = ['index.html', 'en/index.html', 'sr/index.html'];

/** Issue 9: the home page of every locale, as a phone downloads and parses it. `npm run bench:weight` prints the figures. */
const BUDGET = {
  /** Elements in the body, as Lighthouse's DOM size audit counts them (it warns past 800). */
  elements: 800,
  /** The home page's HTML, brotli, in every locale (issue 9). */
  htmlBrotli: 8 * 1024,
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
    // unrelated change can tip it over: the README's "Budgets" says how much room each page has.
    expect(sentBytes(home), `${home}: \`npm run bench:weight\` prints its size over 100 other build ids`).toBeLessThanOrEqual(BUDGET.htmlBrotli);
  });
});
