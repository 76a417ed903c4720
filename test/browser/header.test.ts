/**
 * The sticky header as a visitor meets it in Chromium: the phone menu and the language list close as
 * expected (touch emulation), the wordmark stays down to 320 px, and the bar stays white over every section.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSite, problemsIn, watchConsole, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
}, 60_000);
afterAll(() => site?.close());

const HOMES = { en: '/en', me: '/', sr: '/sr' } as const;

// A phone (touch emulation) and a desktop, each one page for the whole file, closed with the site: every test
// loads its page afresh, so no popup, focus or scroll outlives it, and the context's cache serves the files.
let phonePage: Promise<Page> | undefined;
let desktopPage: Promise<Page> | undefined;

/** The phone's page at `width` (a resize: the stylesheet's media queries re-apply). */
async function phone(width = 390): Promise<Page> {
  phonePage ??= site.browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 }).then((context) => context.newPage());
  const page = await phonePage;
  await page.setViewportSize({ width, height: 844 });
  return page;
}

/** The desktop's page (no touch) at `width`. */
async function desktop(width: number): Promise<Page> {
  desktopPage ??= site.browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 }).then((context) => context.newPage());
  const page = await desktopPage;
  await page.setViewportSize({ width, height: 900 });
  return page;
}

const isOpen = (page: Page, selector: string) => page.$eval(builtSelector(selector), (details) => (details as HTMLDetailsElement).open);
/** The class of the focused element's closest <details>, and whether the focus is on its <summary>. */
const focusIn = (page: Page) =>
  page.evaluate(() => ({ summary: document.activeElement?.tagName === 'SUMMARY', details: document.activeElement?.closest('details')?.className ?? null }));
const className = (page: Page, selector: string) => page.$eval(builtSelector(selector), (el) => el.className);

describe('the phone menu', () => {
  it('closes when a link in it is tapped, and the page shows the section it links to', async () => {
    const page = await phone();
    const entries = watchConsole(page);
    await page.goto(`${site.origin}/en`);
    await page.tap(builtSelector('.header__toggle'));
    expect(await isOpen(page, '.header__menu')).toBe(true);
    const link = page.locator(builtSelector('.header__link[href^="#"]')).nth(1);
    const hash = (await link.getAttribute('href'))!;
    await link.tap();
    await page.waitForURL(`**${hash}`);
    expect(await isOpen(page, '.header__menu')).toBe(false);
    // Nothing covers the section: the sheet is gone and the section's top sits just under the bar.
    expect(await page.locator(builtSelector('.header__sheet')).isVisible()).toBe(false);
    await expect.poll(() => page.$eval(hash, (section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(120);
    expect(problemsIn(entries)).toEqual([]);
  });

  it('closes on Escape and gives the focus back to its toggle', async () => {
    const page = await phone();
    await page.goto(`${site.origin}/sr/privacy`);
    await page.tap(builtSelector('.header__toggle'));
    await page.locator(builtSelector('.header__link')).first().focus();
    await page.keyboard.press('Escape');
    expect(await isOpen(page, '.header__menu')).toBe(false);
    expect(await focusIn(page)).toEqual({ summary: true, details: await className(page, '.header__menu') });
  });
});

describe('the language list', () => {
  it('closes on Escape (focus back on its toggle) and on a tap outside it', async () => {
    const page = await phone();
    await page.goto(`${site.origin}/`);
    const toggle = builtSelector('.switcher__details > summary');
    await page.tap(toggle);
    expect(await isOpen(page, '.switcher__details')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, '.switcher__details')).toBe(false);
    expect(await focusIn(page)).toEqual({ summary: true, details: await className(page, '.switcher__details') });
    await page.tap(toggle);
    expect(await isOpen(page, '.switcher__details')).toBe(true);
    await page.tap('h1');
    expect(await isOpen(page, '.switcher__details')).toBe(false);
  });

  it('closes on a click outside it on a desktop too, and a click on its toggle still toggles it', async () => {
    const page = await desktop(1440);
    await page.goto(`${site.origin}/en/privacy`);
    const toggle = builtSelector('.switcher__details > summary');
    await page.click(toggle);
    expect(await isOpen(page, '.switcher__details')).toBe(true);
    await page.click(toggle);
    expect(await isOpen(page, '.switcher__details')).toBe(false);
    await page.click(toggle);
    await page.mouse.click(700, 600);
    expect(await isOpen(page, '.switcher__details')).toBe(false);
  });
});

const WORDMARK_WIDTHS = [320, 360, 375];

describe('the wordmark', () => {
  // Each home loaded once and measured at each width: the bar is laid out by the stylesheet's media queries,
  // which re-apply as the page is resized.
  it.each(Object.entries(HOMES))(`%s: is whole at ${WORDMARK_WIDTHS.join(', ')} px, beside the rest of the bar, and nothing scrolls sideways`, async (code, home) => {
    const page = await phone(WORDMARK_WIDTHS[0]);
    await page.goto(`${site.origin}${home}`);
    for (const width of WORDMARK_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const bar = await page.$eval(builtSelector('.header__bar'), (bar, logoSelector) => {
        const logo = bar.querySelector(logoSelector)!.getBoundingClientRect();
        const others = [...bar.querySelectorAll(':scope > :not(a)')]
          .flatMap((el) => [...el.querySelectorAll('summary, a')])
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.top < 60);
        return {
          ratio: logo.width / logo.height,
          gap: Math.min(...others.map((box) => box.left)) - logo.right,
          right: Math.max(...others.map((box) => box.right)),
          overflow: document.documentElement.scrollWidth - innerWidth,
        };
      }, builtSelector('.header__brand svg'));
      const where = `${code} at ${width} px`;
      // The wordmark is the mark and the name, about 3.8 times as wide as high; the mark alone is square.
      expect(bar.ratio, where).toBeGreaterThan(3.5);
      expect(bar.gap, where).toBeGreaterThanOrEqual(4);
      expect(bar.right, where).toBeLessThanOrEqual(width);
      expect(bar.overflow, where).toBe(0);
    }
  });
});

/** The most common colour of a PNG's pixels, as [r, g, b]: decoded by the browser itself (a canvas). */
async function dominantColour(page: Page, png: Buffer): Promise<[number, number, number]> {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < pixels.length; i += 4) {
      const key = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [key] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    return [key >> 16, (key >> 8) & 255, key & 255] as [number, number, number];
  }, png.toString('base64'));
}

describe('the sticky header', () => {
  it.each([[390], [1440]])('stays white and legible over every section, the dark bands and the footer included, at %i px', async (width) => {
    const page = await desktop(width);
    await page.goto(`${site.origin}/en`);
    // Each band named by its tag and id, and marked so that it can be found again.
    const bands = await page.$$eval('main > section, body > footer, footer', (all) => all.map((el, i) => {
      (el as HTMLElement).dataset.band = String(i);
      return `${el.tagName.toLowerCase()}#${el.id}`;
    }));
    const muddy: string[] = [];
    for (const [band, under] of bands.entries()) {
      // Scrolled just past the band's top; two frames later, the height of the header drawn over it.
      const height = await page.evaluate(([band, header]) => {
        const el = document.querySelector(`[data-band="${band}"]`)!;
        scrollTo(0, el.getBoundingClientRect().top + scrollY + 4);
        return new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector(header)!.getBoundingClientRect().height))));
      }, [band, builtSelector('.header')] as const);
      const colour = await dominantColour(page, await page.screenshot({ clip: { x: 0, y: 0, width, height: height - 2 } }));
      if (colour.some((channel) => channel < 250)) muddy.push(`${under}: rgb(${colour.join(', ')})`);
    }
    expect(muddy).toEqual([]);
  });
});
