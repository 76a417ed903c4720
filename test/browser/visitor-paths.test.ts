/**
 * Paths a visitor takes that cross sections or pages, in Chromium on a static host: a segment link opens the
 * pricing on its segment, the no-JS answer pages say what happened to which request, a locale cookie that
 * names no locale is no choice, and a trailing-slash URL hydrates its islands with its own payload.
 * The tests share one page per kind of browser (language, touch); each sets its viewport and loads what it
 * looks at, and clears the cookies it sets.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { isHydrated, openBrowserSite, problemsIn, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';
import { MailStandIn } from '../helpers/mail-stand-in.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { keptConsole, loadNew, wakeIslands } from '../helpers/reused-pages.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
}, 60_000);
afterAll(() => site?.close());

const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
type Code = keyof typeof content.messages;
const message = (code: Code, key: string) => catalogueOf(content, code).format(key);
const CODES: readonly Code[] = ['en', 'me', 'sr'];
const HOMES: Record<Code, string> = { en: '/en', me: '', sr: '/sr' };

/** What a page cannot change about its browser: the language it prefers, and whether it is a touch phone. */
const BROWSERS = {
  english: { locale: 'en-US' },
  serbian: { locale: 'sr-RS' },
  phone: { locale: 'en-US', hasTouch: true, isMobile: true },
} as const;
type Kind = keyof typeof BROWSERS;
interface Browsing {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly console: ReturnType<typeof keptConsole>;
}
const browsings = new Map<Kind, Promise<Browsing>>();

/** The page of a kind of browser, opened on first use and kept for the file, at `width`. */
async function open(kind: Kind, width: number): Promise<Browsing> {
  if (!browsings.has(kind)) {
    browsings.set(kind, (async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, ...BROWSERS[kind] });
      // The contact service beside the static host: a form in view starts its proof of work (GET /mail/challenge).
      await new MailStandIn().install(context);
      const page = await context.newPage();
      return { context, page, console: keptConsole(page) };
    })());
  }
  const browsing = await browsings.get(kind)!;
  await browsing.page.setViewportSize({ width, height: 900 });
  return browsing;
}
afterAll(async () => {
  for (const browsing of browsings.values()) await (await browsing).context.close();
});

/** The checked segment, the segment of the panel shown, and the left edge of the popular card shown. */
function pricingState(page: Page) {
  return page.evaluate(
    ([radio, panel, popular]) => {
      const shown = [...document.querySelectorAll<HTMLElement>(panel!)].find((p) => p.checkVisibility({ visibilityProperty: true }));
      return {
        checked: document.querySelector<HTMLInputElement>(`${radio}:checked`)?.value,
        shown: shown?.dataset.segment,
        popularLeft: Math.round(shown?.querySelector(popular!)?.getBoundingClientRect().left ?? -1),
      };
    },
    [builtSelector('.offer__radio'), builtSelector('.offer__panel'), builtSelector('.pricing-card--popular')],
  );
}

describe('the hero segment links', () => {
  it.each([[1440, false], [390, true]])('open the pricing on their own segment at %i px', async (width, touch) => {
    const { page, console } = await open(touch ? 'phone' : 'english', width);
    const entries = console.since();
    await page.goto(`${site.origin}/en`);
    const links = page.locator(builtSelector('.hero__entry-link'));
    for (const [index, segment] of [[1, 'hospitality'], [0, 'retail'], [1, 'hospitality']] as const) {
      if (touch) await links.nth(index).tap();
      else await links.nth(index).click();
      await expect.poll(() => pricingState(page).then((s) => [s.checked, s.shown])).toEqual([segment, segment]);
      // The section itself is in view, its heading just under the bar, not the switch alone.
      const top = await page.$eval('#offer', (section) => section.getBoundingClientRect().top);
      expect(Math.abs(top), `${segment} ${top}`).toBeLessThan(120);
      await page.evaluate(() => scrollTo(0, 0));
    }
    expect(new URL(page.url()).hash).toBe('#offer-segment-hospitality');
    expect(problemsIn(entries())).toEqual([]);
  });

  it('select the segment a shared link names, and follow the fragment when it changes', async () => {
    const { page } = await open('english', 1440);
    await loadNew(page, `${site.origin}/sr#offer-segment-hospitality`);
    await expect.poll(() => pricingState(page).then((s) => s.checked)).toBe('hospitality');
    // The fragment changed on the open page (typed, or the back button): no click, no new page.
    await page.goto(`${site.origin}/sr#offer-segment-retail`);
    await expect.poll(() => pricingState(page).then((s) => s.checked)).toBe('retail');
    await page.goBack();
    await expect.poll(() => pricingState(page).then((s) => s.checked)).toBe('hospitality');
  });

  // Each home is loaded once and looked at in both widths: the columns are the stylesheet's alone, so a
  // resized page lays them out as a page loaded at that width does.
  it.each(CODES)('leave the "Most popular" card in the same column whichever segment is chosen (%s, at 1440 and 768 px)', async (code) => {
    const { page } = await open('english', 1440);
    await loadNew(page, `${site.origin}${HOMES[code] || '/'}#offer`);
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const labels = page.locator(builtSelector('.offer__label'));
      await labels.nth(0).click();
      const retail = await pricingState(page);
      await labels.nth(1).click();
      const hospitality = await pricingState(page);
      const at = `${code} at ${width} px`;
      expect([retail.shown, hospitality.shown], at).toEqual(['retail', 'hospitality']);
      expect(retail.popularLeft, at).toBeGreaterThan(0);
      expect(hospitality.popularLeft, at).toBe(retail.popularLeft);
    }
  });
});

describe('the no-JS answer pages', () => {
  const pages = [
    ['home', 'contact', ''],
    ['accountDelete', 'accountDeletion', '/account-delete'],
  ] as const;

  it.each(CODES)('give each outcome and kind of request its own heading and a way back named after the page (%s)', async (code) => {
    const { page } = await open('phone', 390);
    const headings = new Set<string>();
    for (const [route, kind, path] of pages) {
      const pagePath = `${HOMES[code]}${path}` || '/';
      for (const outcome of ['sent', 'invalid', 'failed'] as const) {
        await page.goto(`${site.origin}${pagePath === '/' ? '' : pagePath}/answer.html#mail-${outcome}`);
        const visible = await page.locator('h1:visible').allTextContents();
        expect(visible, `${pagePath} ${outcome}`).toEqual([message(code, `formAnswer.${kind}.${outcome}`)]);
        headings.add(visible[0]!);
        const back = page.getByRole('link', { name: message(code, `formAnswer.back.${route}`), exact: true });
        expect(await back.getAttribute('href')).toMatch(new RegExp(`^${pagePath.replace(/\/$/, '') || '/'}#`));
      }
    }
    // Six different headings; none is the general "Your message", which only a page without an outcome shows.
    expect(headings.size).toBe(6);
    expect(headings.has(message(code, 'contact.form.answerTitle'))).toBe(false);
    await page.goto(`${site.origin}${HOMES[code]}/answer.html`);
    expect(await page.locator('h1:visible').allTextContents()).toEqual([message(code, 'contact.form.answerTitle')]);
  });
});

describe('a locale cookie that names no locale', () => {
  const SUGGESTION = '#suggestion-slot .notice';

  it('is no choice: the suggestion is offered, and stays until a real choice is stored', async () => {
    const { context, page } = await open('serbian', 1440);
    try {
      await context.addCookies([{ name: content.site.localeCookie.name, value: 'xx', url: site.origin }]);
      await page.goto(`${site.origin}/en/privacy`);
      await page.waitForSelector(SUGGESTION, { timeout: 5000 });
      expect(await page.$eval(`${SUGGESTION} a`, (a) => a.getAttribute('href'))).toBe('/sr/privacy');
      // Another value that names no locale, written as another tab would: the suggestion stays.
      const stillShown = await page.evaluate(async (name) => {
        const store = (globalThis as unknown as { cookieStore: EventTarget }).cookieStore;
        const changed = new Promise((resolve) => store.addEventListener('change', resolve, { once: true }));
        document.cookie = `${name}=zz; path=/`;
        await changed;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.querySelector('#suggestion-slot .notice') !== null;
      }, content.site.localeCookie.name);
      expect(stillShown).toBe(true);
      await page.evaluate((name) => (document.cookie = `${name}=sr; path=/`), content.site.localeCookie.name);
      await page.waitForSelector(SUGGESTION, { state: 'detached', timeout: 3000 });
    } finally {
      await context.clearCookies();
    }
  });

  it('is no choice on the root page either: / stays and offers the browser’s locale', async () => {
    const { context, page } = await open('english', 1440);
    try {
      await context.addCookies([{ name: content.site.localeCookie.name, value: 'de', url: site.origin }]);
      await page.goto(`${site.origin}/`);
      await page.waitForSelector(SUGGESTION, { timeout: 5000 });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.$eval(`${SUGGESTION} a`, (a) => a.getAttribute('href'))).toBe('/en');
    } finally {
      await context.clearCookies();
    }
  });
});

describe('a trailing-slash URL', () => {
  // A browser in the page's own language, so no language suggestion fetches another page's payload.
  // The hosts redirect it to the page's path (docs/deploying.md); the page there wakes with its own payload.
  it.each([['/en/', '/en', 'english'], ['/sr/account-delete/', '/sr/account-delete', 'serbian']] as const)('%s lands on its page without the slash, which hydrates its islands with its own payload', async (url, path, kind) => {
    const { page, console } = await open(kind, 1440);
    const entries = console.since();
    const payloads: string[] = [];
    const onRequest = (request: Request) => void (request.url().includes('_payload.json') && payloads.push(new URL(request.url()).pathname));
    page.on('request', onRequest);
    try {
      const response = await page.goto(`${site.origin}${url}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${site.origin}${url}`);
      expect(new URL(page.url()).pathname).toBe(path);
      await wakeIslands(page);
      for (const island of await page.$$('[data-island]')) expect(await island.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')))).toBe(true);
      expect(await isHydrated(page, '[data-island]')).toBe(true);
      expect(payloads).toEqual([`${path}/_payload.json`]);
      expect(problemsIn(entries())).toEqual([]);
    } finally {
      page.off('request', onRequest);
    }
  });
});
