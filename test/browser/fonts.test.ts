/**
 * The self-hosted typeface in Chromium (site/styles/fonts.css): pages are set in Inter, download only the
 * faces their text needs, and swapping the metric-matched fallback for Inter moves nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShiftsOf, openBrowserSite, recordLayoutShifts, type BrowserSite } from '../helpers/browser-site.js';

let site: BrowserSite;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  site = await openBrowserSite();
  ({ browser, origin } = site);
}, 60_000);
afterAll(() => site?.close());

const PAGES = ['/en', '/', '/sr', '/en/privacy', '/sr/account-delete', '/en/missing-page'];

/** The font files the page fetched, by their source name (`inter-latin-wght-normal`). */
async function fontsFetched(page: Page, url: string): Promise<string[]> {
  const fetched: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const name = /\/assets\/(inter-[a-z-]+?)-[\w-]{8}\.woff2$/.exec(request.url())?.[1];
    if (name) fetched.push(name);
  };
  page.on('request', onRequest);
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  page.off('request', onRequest);
  return [...new Set(fetched)].sort();
}

describe('the typeface', () => {
  it('sets every page in Inter and fetches only the faces its text needs', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      const fetchedBy = new Map<string, string[]>();
      for (const url of PAGES) {
        const fetched = await fontsFetched(page, url);
        fetchedBy.set(url, fetched);
        expect(fetched, url).toContain('inter-latin-wght-normal');
        // č ć đ š ž come from the 3.6 KB subset, never from the 85 KB Latin Extended file.
        expect(fetched, url).not.toContain('inter-latin-ext-wght-normal');
        expect(await page.evaluate(() => document.fonts.check('700 40px Inter', 'Fiskalis čćđšž')), url).toBe(true);
        const family = await page.$eval('h1', (h1) => getComputedStyle(h1).fontFamily);
        expect(family.startsWith('Inter,'), url).toBe(true);
      }
      expect(fetchedBy.get('/sr')).toContain('inter-bcms-wght-normal');
    } finally {
      await page.close();
    }
  });

  // Held back, so the page is laid out and painted in the fallback first, then swapped: the faces are let
  // through once the page has shown two frames without them, past the longest block period a browser may
  // keep text invisible for font-display: swap (100 ms on the page's clock), rather than after a fixed 3 s.
  // One context and page serve both widths: routing keeps the fonts out of the HTTP cache, so each load
  // fetches them again and waits for its own release.
  let release = () => {};
  let released = Promise.resolve();
  let held: Promise<Page> | undefined;
  const heldFontsPage = () => (held ??= (async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addInitScript(recordLayoutShifts);
    await context.route(/\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    return context.newPage();
  })());
  afterAll(async () => (await held)?.context().close());

  it.each([[390], [1440]])('swaps in without moving anything at %i px (fonts held back until the fallback is painted, CLS 0)', async (width) => {
    const page = await heldFontsPage();
    await page.setViewportSize({ width, height: 900 });
    for (const url of ['/en', '/sr', '/en/privacy']) {
      released = new Promise<void>((resolve) => (release = resolve));
      await page.goto(`${origin}${url}`, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.fonts.check('16px Inter', 'Fiskalis')), `${url} before`).toBe(false);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForFunction(() => performance.now() > 100);
      expect(await page.evaluate(() => document.fonts.check('16px Inter', 'Fiskalis')), `${url} painted in the fallback`).toBe(false);
      release();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => document.fonts.check('16px Inter', 'Fiskalis'));
      // Two frames after the swap, so its layout has run.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutShiftsOf(page), url).toEqual([]);
    }
  }, 60_000);
});
