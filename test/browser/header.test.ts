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

async function phone(width = 390) {
  const context = await site.browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  return { context, page: await context.newPage() };
}

const isOpen = (page: Page, selector: string) => page.$eval(builtSelector(selector), (details) => (details as HTMLDetailsElement).open);
/** The class of the focused element's closest <details>, and whether the focus is on its <summary>. */
const focusIn = (page: Page) =>
  page.evaluate(() => ({ summary: document.activeElement?.tagName === 'SUMMARY', details: document.activeElement?.closest('details')?.className ?? null }));
const className = (page: Page, selector: string) => page.$eval(builtSelector(selector), (el) => el.className);

describe('the phone menu', () => {
  it('closes when a link in it is tapped, and the page shows the section it links to', async () => {
    const { context, page } = await phone();
    const entries = watchConsole(page);
    try {
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
    } finally {
      await context.close();
    }
  });

  it('closes on Escape and gives the focus back to its toggle', async () => {
    const { context, page } = await phone();
    try {
      await page.goto(`${site.origin}/sr/privacy`);
      await page.tap(builtSelector('.header__toggle'));
      await page.locator(builtSelector('.header__link')).first().focus();
      await page.keyboard.press('Escape');
      expect(await isOpen(page, '.header__menu')).toBe(false);
      expect(await focusIn(page)).toEqual({ summary: true, details: await className(page, '.header__menu') });
    } finally {
      await context.close();
    }
  });
});

describe('the language list', () => {
  it('closes on Escape (focus back on its toggle) and on a tap outside it', async () => {
    const { context, page } = await phone();
    try {
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
    } finally {
      await context.close();
    }
  });

  it('closes on a click outside it on a desktop too, and a click on its toggle still toggles it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site.origin}/en/privacy`);
      const toggle = builtSelector('.switcher__details > summary');
      await page.click(toggle);
      expect(await isOpen(page, '.switcher__details')).toBe(true);
      await page.click(toggle);
      expect(await isOpen(page, '.switcher__details')).toBe(false);
      await page.click(toggle);
      await page.mouse.click(700, 600);
      expect(await isOpen(page, '.switcher__details')).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the wordmark', () => {
  it.each([[320], [360], [375]])('is whole at %i px in every locale, beside the rest of the bar, and nothing scrolls sideways', async (width) => {
    const { context, page } = await phone(width);
    try {
      for (const [code, home] of Object.entries(HOMES)) {
        await page.goto(`${site.origin}${home}`);
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
        // The wordmark is the mark and the name, about 3.8 times as wide as high; the mark alone is square.
        expect(bar.ratio, code).toBeGreaterThan(3.5);
        expect(bar.gap, code).toBeGreaterThanOrEqual(4);
        expect(bar.right, code).toBeLessThanOrEqual(width);
        expect(bar.overflow, code).toBe(0);
      }
    } finally {
      await context.close();
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
    const context = await site.browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    try {
      await page.goto(`${site.origin}/en`);
      const bands = await page.$$eval('main > section, body > footer, footer', (all) => all.map((el, i) => ((el as HTMLElement).dataset.band = String(i))));
      const muddy: string[] = [];
      for (const band of bands) {
        await page.$eval(`[data-band="${band}"]`, (el) => scrollTo(0, el.getBoundingClientRect().top + scrollY + 4));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const box = (await page.locator(builtSelector('.header')).boundingBox())!;
        const colour = await dominantColour(page, await page.screenshot({ clip: { x: 0, y: 0, width, height: box.height - 2 } }));
        const under = await page.$eval(`[data-band="${band}"]`, (el) => `${el.tagName.toLowerCase()}#${el.id}`);
        if (colour.some((channel) => channel < 250)) muddy.push(`${under}: rgb(${colour.join(', ')})`);
      }
      expect(muddy).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
