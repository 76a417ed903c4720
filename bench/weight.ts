/**
 * The weight of the built site as a visitor's browser gets it: per page, the HTML raw, gzip and brotli and
 * the number of DOM elements (Chromium's parse: in the body, as Lighthouse counts, and in the whole
 * document); then every drawing file and the icon sprite, raw and as its brotli twin is sent (the drawings'
 * are quality 10: docs/decisions/0025-drawings-quality.md); then how far each home page's brotli
 * size moves when only its hashes change (hash-spread.ts). Budgets: test/build/budgets.test.ts.
 * Run with `npm run bench:weight`.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import './production-env.js';
import { launchBrowser } from '../test/helpers/browser.js';
import { buildIntoTemp } from '../test/helpers/built-site.js';
import { countElements, weightOf } from '../test/helpers/page-weight.js';
import { hashSpread } from './hash-spread.js';
import { printTable } from './stats.js';

const site = await buildIntoTemp();
const browser = await launchBrowser();
try {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const pages = site.list().filter((f) => f.endsWith('.html'));
  const rows: (string | number)[][] = [['page', 'HTML KB', 'gzip KB', 'brotli KB', 'brotli B', 'body elements', 'all elements']];
  for (const file of pages) {
    const html = site.read(file);
    const weight = weightOf(html);
    const elements = await countElements(browser, html);
    rows.push([file, kb(weight.raw), kb(weight.gzip), kb(weight.brotli), weight.brotli, elements.body, elements.document]);
  }
  printTable(rows);
  console.log('');
  const images = site.list().filter((f) => /^assets\/.*\.svg$/.test(f));
  const imageRows: (string | number)[][] = [['image file', 'bytes', 'brotli']];
  let total = 0;
  for (const file of images) {
    const raw = statSync(path.join(site.outDir, file)).size;
    const twin = path.join(site.outDir, `${file}.br`);
    const sent = existsSync(twin) ? statSync(twin).size : raw;
    total += sent;
    imageRows.push([file, raw, sent]);
  }
  imageRows.push([`${images.length} files`, '', total]);
  printTable(imageRows);
  console.log('\nHome pages with 100 other build ids and asset hashes (brotli B; the budget is 8,192):\n');
  const spreadRows: (string | number)[][] = [['page', 'this build', 'min', 'median', 'max', 'slack at max']];
  for (const file of ['index.html', 'en.html', 'sr.html']) {
    const html = site.read(file);
    const { min, median, max } = hashSpread(html);
    spreadRows.push([file, weightOf(html).brotli, min, median, max, 8192 - max]);
  }
  printTable(spreadRows);
} finally {
  await browser.close();
  site.dispose();
}
