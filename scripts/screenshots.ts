/**
 * Full-page screenshots of every page of a built site at phone and desktop widths, to look at.
 * Usage: npx tsx scripts/screenshots.ts [outDir=/tmp/screenshots] (after `npm run build`).
 * SLICE=1800 also writes the page in slices of that height, which image viewers show at full size.
 * Then the form islands in each state (scripts/form-states.ts): `{width}{page}_form-{errors|failed|sending|sent}.png`.
 * WIDTHS=320,768 takes other widths; PAGES=/en,/sr/privacy other pages; FORM_STATES=0 skips the form states.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { createServer, serverOptionsFor } from '../server/app.js';
import { launchBrowser } from '../test/helpers/browser.js';
import { captureFormStates } from './form-states.js';

const outDir = process.argv[2] ?? '/tmp/screenshots';
// The answer pages where a form posted without JavaScript lands, one per outcome.
const defaultPages = ['/en', '/', '/sr', '/en/privacy', '/privacy', '/sr/account-delete', '/en/account-delete', '/en/missing', '/en/answer.html#mail-sent', '/answer.html#mail-invalid', '/sr/account-delete/answer.html#mail-failed'];
const pages = process.env.PAGES ? process.env.PAGES.split(',') : defaultPages;
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);

mkdirSync(outDir, { recursive: true });
// Pages as they are, without the root redirect, so `/` shows the Montenegrin home.
const content = loadContent(resolveConfig());
const app = await createServer({ ...serverOptionsFor(content, path.resolve('dist')), rootRedirect: 'off' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const url of pages) {
      await page.goto(`${address}${url}`);
      // A full-page capture does not scroll, so lazy images below the fold would stay empty: load them all.
      await page.evaluate(() => Promise.all([...document.images].map((image) => ((image.loading = 'eager'), image.decode().catch(() => undefined)))));
      // Nor would the sections that are rendered only near the viewport (`content-visibility: auto`): show them all.
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('main > section').forEach((section) => section.style.setProperty('content-visibility', 'visible')));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const file = path.join(outDir, `${width}${url.replace(/[/#.]/g, '_') || '_root'}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const slice = Number(process.env.SLICE ?? 0);
      if (slice > 0) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, n = 1; y < height; y += slice, n++) {
          await page.screenshot({ path: file.replace(/\.png$/, `.${n}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, height - y) } });
        }
      }
      console.log(`${file}${overflow > 0 ? `  (horizontal overflow ${overflow}px)` : ''}`);
    }
    await page.close();
  }
  if (process.env.FORM_STATES !== '0') for (const file of await captureFormStates(browser, address, content, outDir, widths)) console.log(file);
} finally {
  await browser.close();
  await app.close();
}
