import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrateAllIslands, openBrowserSite, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';

// A static host: the root page's inline script, not a server, does the root redirect.
let site: BrowserSite;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  site = await openBrowserSite();
  ({ browser, origin } = site);
}, 60_000);
afterAll(() => site?.close());

const PAGES = ['/en', '/', '/sr', '/en/privacy', '/sr/account-delete', '/en/missing-page'];

describe('pages in a real browser', () => {
  it.each([360, 390, 768, 1024, 1440])('nothing overflows horizontally at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    try {
      const overflowing: string[] = [];
      for (const url of PAGES) {
        await page.goto(`${origin}${url}`);
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (extra > 0) overflowing.push(`${url}: ${extra}px`);
      }
      expect(overflowing).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('no page of any locale scrolls sideways at 320 px, with the menu closed or open', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    try {
      const overflowing: string[] = [];
      const routes = ['', '/privacy', '/account-delete', '/no-such-page'];
      for (const prefix of ['/en', '', '/sr']) {
        for (const route of routes) {
          const url = `${prefix}${route}` || '/';
          await page.goto(`${origin}${url}`);
          const widths = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
          const closed = await widths();
          if (closed.scroll > closed.inner) overflowing.push(`${url}: ${closed.scroll - closed.inner}px`);
          // Every control of the bar is on screen: nothing is pushed out to the right.
          const offscreen = await page.$$eval(builtSelector('.header__bar > *'), (items) => items.filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => el.className));
          if (offscreen.length > 0) overflowing.push(`${url}: ${offscreen.join(', ')} past the edge`);
          await page.click(builtSelector('.header__toggle'));
          const open = await widths();
          if (open.scroll > open.inner) overflowing.push(`${url} (menu open): ${open.scroll - open.inner}px`);
        }
      }
      expect(overflowing).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('gives a phone hero two equal, full-width, 48 px calls to action and a one-line eyebrow', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      for (const url of ['/en', '/', '/sr']) {
        await page.goto(`${origin}${url}`);
        const hero = await page.evaluate(({ ctas, copyBox, eyebrowLine }) => {
          const [a, b] = Array.from(document.querySelectorAll<HTMLElement>(ctas)).map((el) => el.getBoundingClientRect());
          const copy = document.querySelector(copyBox)!.getBoundingClientRect();
          const eyebrow = document.querySelector<HTMLElement>(eyebrowLine)!;
          const lineHeight = parseFloat(getComputedStyle(eyebrow).lineHeight);
          return { widths: [a!.width, b!.width], copy: copy.width, heights: [a!.height, b!.height], eyebrowLines: Math.round(eyebrow.getBoundingClientRect().height / lineHeight) };
        }, { ctas: builtSelector('.hero__ctas .btn'), copyBox: builtSelector('.hero__copy'), eyebrowLine: builtSelector('.hero__eyebrow') });
        expect(hero.widths, url).toEqual([hero.copy, hero.copy]);
        for (const height of hero.heights) expect(height, url).toBeGreaterThanOrEqual(48);
        expect(hero.eyebrowLines, url).toBe(1);
      }
    } finally {
      await page.close();
    }
  });

  // The two widths at once, each in a context of its own: the longest tests of the browser project, mostly
  // waiting on Chromium, which then does both.
  it.concurrent.each([[390], [1440]])('has no accessibility violations (axe, WCAG 2.1 A/AA) at %i px, islands hydrated', async (width) => {
    // axe needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      const found: string[] = [];
      for (const url of PAGES) {
        await page.goto(`${origin}${url}`);
        await hydrateAllIslands(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        for (const v of results.violations) found.push(`${url} ${v.id}: ${v.nodes.map((n: { target: unknown[] }) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('shows visible focus on keyboard navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${origin}/en`);
      await page.keyboard.press('Tab');
      const skip = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { text: el.textContent, outline: style.outlineStyle, top: el.getBoundingClientRect().top };
      });
      expect(skip.text).toBe('Skip to main content');
      expect(skip.outline).toBe('solid');
      expect(skip.top).toBeGreaterThanOrEqual(0);
    } finally {
      await page.close();
    }
  });

  it('loads only the up-front module on a page without islands: no React', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${origin}/en/privacy`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]{8}\.js$/)]);
    } finally {
      await page.close();
    }
  });
});

describe('the root redirect on static hosting (inline script)', () => {
  // rootRedirect: cookie (the default): only a stored choice redirects; the browser's languages never do.
  it.each([
    ['sr-RS', undefined, '/'],
    ['en-US', undefined, '/'],
    ['sr-ME', undefined, '/'],
    ['en-US', 'me', '/'],
    ['en-US', 'sr', '/sr'],
    ['sr-RS', 'en', '/en'],
  ])('a visitor with %s and cookie %s lands on %s', async (language, cookie, expected) => {
    const context = await browser.newContext({ locale: language });
    try {
      if (cookie) await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe(expected);
    } finally {
      await context.close();
    }
  });

  it('does not send away a visitor who followed a link to /', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/en/privacy`);
      await page.click('footer a[href="/privacy"][hreflang]');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/privacy');
      await page.goto(`${origin}/en`);
      await page.click('footer a[href="/"][hreflang]');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
