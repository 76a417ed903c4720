import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hydrateAllIslands, openBrowserSite, WCAG_21_AA, type BrowserSite } from '../helpers/browser-site.js';
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

/** A page of each kind, the homes of the three locales among them: axe checks these. */
const PAGES = ['/en', '/', '/sr', '/en/privacy', '/sr/account-delete', '/en/missing-page'];
/** Every page of every locale: the home, the privacy policy, the account deletion and a missing page. */
const ROUTES = ['/en', '', '/sr'].flatMap((prefix) => ['', '/privacy', '/account-delete', '/no-such-page'].map((route) => `${prefix}${route}` || '/'));
/** The widths above the narrowest phone, at which the routes of WIDE_PAGES are checked too. */
const WIDTHS = [360, 390, 768, 1024, 1440];
/** PAGES among ROUTES: a missing page is the same 404 page at any path. */
const WIDE_PAGES = ['/en', '/', '/sr', '/en/privacy', '/sr/account-delete', '/en/no-such-page'];
const AXE_TAGS = [...WCAG_21_AA, 'best-practice'];

describe('pages in a real browser', () => {
  // One page for the describe: each test loads what it checks afresh, and the context's cache serves the
  // files. Where a test checks several widths, it loads the page once and resizes it: what is checked is laid
  // out by the stylesheet's media queries, which re-apply on a resize; no script of the site reads the width.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  for (const url of ROUTES) {
    const widths = WIDE_PAGES.includes(url) ? WIDTHS : [];
    it(`${url}: nothing scrolls sideways at 320 px, with the menu closed or open${widths.length ? `, nor at ${widths.join(', ')} px` : ''}`, async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${origin}${url}`);
      const narrow: string[] = [];
      const extraAt320 = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const closed = await extraAt320();
      if (closed > 0) narrow.push(`${closed}px`);
      // Every control of the bar is on screen: nothing is pushed out to the right.
      const offscreen = await page.$$eval(builtSelector('.header__bar > *'), (items) => items.filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => el.className));
      if (offscreen.length > 0) narrow.push(`${offscreen.join(', ')} past the edge`);
      const toggle = builtSelector('.header__toggle');
      await page.click(toggle);
      const open = await extraAt320();
      if (open > 0) narrow.push(`menu open: ${open}px`);
      const wide: string[] = [];
      // Closed again, as loaded, for the wider widths.
      if (widths.length > 0) await page.click(toggle);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (extra > 0) wide.push(`${width}px: ${extra}px`);
      }
      expect(narrow, `${url} at 320 px`).toEqual([]);
      expect(wide, `${url} at ${widths.join(', ')} px`).toEqual([]);
    });
  }

  it('gives a phone hero two equal, full-width, 48 px calls to action and a one-line eyebrow', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
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
  });

  // Each width wakes the islands as a visitor at that width would (scrolling through, every section laid out
  // at that width), then axe checks the page as it is.
  it.each(PAGES)('%s has no accessibility violations (axe, WCAG 2.1 A/AA) at 390 and 1440 px, islands hydrated', async (url) => {
    const found: string[] = [];
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${origin}${url}`);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await hydrateAllIslands(page);
      found.push(...(await axeViolations(page, { tags: AXE_TAGS, label: `${url} at ${width}px` })));
    }
    expect(found).toEqual([]);
  }, 90_000);

  it('shows visible focus on keyboard navigation', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
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
  });

  it('loads only the up-front module on a page without islands: no React', async () => {
    // A context of its own: with the shared one's cache, a script it had loaded before would not be asked for.
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
  // A page per browser language, shared by the tests of that language: each test sets the cookie it names
  // (or none) before it loads `/`, and the redirect reads nothing else the context keeps.
  const pages = new Map<string, Promise<Page>>();
  const visitor = async (language: string, cookie: string | undefined): Promise<Page> => {
    if (!pages.has(language)) pages.set(language, browser.newContext({ locale: language }).then((context) => context.newPage()));
    const page = await pages.get(language)!;
    await page.context().clearCookies();
    if (cookie) await page.context().addCookies([{ name: 'i18n_redirected', value: cookie, url: origin }]);
    return page;
  };
  afterAll(async () => {
    for (const page of pages.values()) await (await page).context().close();
  });

  // rootRedirect: cookie (the default): only a stored choice redirects; the browser's languages never do.
  it.each([
    ['sr-RS', undefined, '/'],
    ['en-US', undefined, '/'],
    ['sr-ME', undefined, '/'],
    ['en-US', 'me', '/'],
    ['en-US', 'sr', '/sr'],
    ['sr-RS', 'en', '/en'],
  ])('a visitor with %s and cookie %s lands on %s', async (language, cookie, expected) => {
    const page = await visitor(language, cookie);
    await page.goto(`${origin}/`);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(expected);
  });

  it('does not send away a visitor who followed a link to /', async () => {
    const page = await visitor('en-US', undefined);
    await page.goto(`${origin}/en/privacy`);
    await page.click('footer a[href="/privacy"][hreflang]');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await page.goto(`${origin}/en`);
    await page.click('footer a[href="/"][hreflang]');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
