/**
 * The height of every page of a built site at a width, to compare layouts before and after a change.
 * Usage: npx tsx scripts/page-heights.ts [width=390] (after `npm run build`).
 */
import path from 'node:path';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { createServer, serverOptionsFor } from '../server/app.js';
import { launchBrowser } from '../test/helpers/browser.js';

const width = Number(process.argv[2] ?? 390);
const pages = ['/en', '/', '/sr', '/en/privacy', '/privacy', '/sr/privacy', '/en/account-delete', '/en/missing'];

const content = loadContent(resolveConfig());
const app = await createServer({ ...serverOptionsFor(content, path.resolve('dist')), rootRedirect: 'off' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const url of pages) {
    await page.goto(`${address}${url}`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`${width}px ${url.padEnd(20)} ${height}px`);
  }
} finally {
  await browser.close();
  await app.close();
}
