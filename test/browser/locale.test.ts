/**
 * The language choice in Chromium on a static host: the switcher stores the choice in the locale cookie, `/`
 * follows a stored choice (the inline script) and nothing else, and a browser that prefers another locale
 * is offered it in that locale's own language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, layoutShiftsOf, openBrowserSite, recordLayoutShifts, problemsIn, watchConsole, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';
import { SharedTab, type OpenedPage } from '../helpers/visitor-runtime.js';

let site: BrowserSite;
// One tab for the whole file, cleaned between tests (no cookies, an empty localStorage: no test inherits a
// choice or a dismissal), in the browser language each test asks for.
let tab: SharedTab;
beforeAll(async () => {
  site = await openBrowserSite();
  tab = new SharedTab(site.browser, site.origin, { locale: 'en-US' });
}, 60_000);
afterAll(async () => {
  await tab?.close();
  await site?.close();
});

const COOKIE = 'i18n_redirected';
const SUGGESTION = '#suggestion-slot .notice';

function open(language: string, width = 1440, init?: () => void): Promise<OpenedPage> {
  return tab.open({ language, width, height: 900, init });
}

const release = (page: Page) => tab.release(page);

/** The suggestion as shown: its language, link and close button; null when none is shown. */
function suggestionOf(page: Page) {
  return page.$eval('#suggestion-slot', (slot) => {
    const notice = slot.querySelector<HTMLElement>('.notice');
    if (!notice) return null;
    const link = notice.querySelector('a')!;
    return { lang: notice.lang, text: link.textContent, href: link.getAttribute('href'), locale: link.dataset.locale, close: notice.querySelector('button')!.getAttribute('aria-label') };
  });
}

describe('the language switcher', () => {
  it('stores the choice in the cookie (Path=/, 365 days, SameSite=Lax, not Secure on http), and / then goes there', async () => {
    const { context, page } = await open('sr-ME');
    try {
      await page.goto(`${site.origin}/privacy`);
      // A drop-down at every width: the toggle shows the current locale's code.
      expect(await page.textContent(builtSelector('.switcher__details > summary .switcher__code'))).toBe('ME');
      await page.click(builtSelector('.switcher__details > summary'));
      await Promise.all([page.waitForURL('**/en/privacy'), page.click(builtSelector('.switcher__list a[data-locale="en"]'))]);
      const [cookie] = await context.cookies();
      expect(cookie).toMatchObject({ name: COOKIE, value: 'en', path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364.9);
      expect(days).toBeLessThanOrEqual(365);
      await page.goto(`${site.origin}/`);
      await page.waitForURL('**/en');
      // Choosing the unprefixed locale is a choice too: `/` then stays.
      await page.click(builtSelector('.switcher__details > summary'));
      await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.click(builtSelector('.switcher__list a[data-locale="me"]'))]);
      expect((await context.cookies())[0]?.value).toBe('me');
      await page.goto(`${site.origin}/`);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await release(page);
    }
  });

  it('works from the phone header as well', async () => {
    const { context, page } = await open('sr-ME', 390);
    try {
      await page.goto(`${site.origin}/`);
      await page.click(builtSelector('.switcher__details > summary'));
      await Promise.all([page.waitForURL('**/sr'), page.click(builtSelector('.switcher__list a[data-locale="sr"]'))]);
      expect((await context.cookies())[0]).toMatchObject({ name: COOKIE, value: 'sr' });
    } finally {
      await release(page);
    }
  });

  it("is the bar's switcher alone on a phone (the menu repeats no language list), and the footer's row", async () => {
    const { context, page } = await open('sr-ME', 390);
    try {
      await page.goto(`${site.origin}/sr/privacy`);
      await page.click(builtSelector('.header__toggle'));
      expect(await page.locator(builtSelector('.header__sheet [data-locale]')).count()).toBe(0);
      expect(await page.locator(builtSelector('.header__bar > .header__actions .switcher__code')).isVisible()).toBe(true);
      await page.click(builtSelector('.header__toggle'));
      await Promise.all([page.waitForURL('**/en/privacy'), page.click('footer a[data-locale="en"]')]);
      expect((await context.cookies())[0]).toMatchObject({ name: COOKIE, value: 'en' });
      await Promise.all([page.waitForURL((url) => url.pathname === '/privacy'), page.click('footer a[data-locale="me"]')]);
      expect((await context.cookies())[0]).toMatchObject({ name: COOKIE, value: 'me' });
    } finally {
      await release(page);
    }
  });
});

describe('the root page', () => {
  it('keeps the query string and the hash when a stored choice redirects', async () => {
    const { context, page } = await open('sr-ME');
    try {
      await context.addCookies([{ name: COOKIE, value: 'sr', url: site.origin }]);
      await page.goto(`${site.origin}/?utm_source=x#pricing`);
      await page.waitForURL('**/sr?utm_source=x#pricing');
      expect(page.url()).toBe(`${site.origin}/sr?utm_source=x#pricing`);
    } finally {
      await release(page);
    }
  });

  it.each([
    ['en-US', { lang: 'en-US', text: 'View this site in English', href: '/en', locale: 'en', close: 'Close' }],
    ['sr-RS', { lang: 'sr-Latn-RS', text: 'Pogledajte cene za Srbiju', href: '/sr', locale: 'sr', close: 'Zatvori' }],
    ['sr', { lang: 'sr-Latn-RS', text: 'Pogledajte cene za Srbiju', href: '/sr', locale: 'sr', close: 'Zatvori' }],
    ['sr-ME', null],
    ['de-DE', null],
  ])('a first visit with a %s browser stays on / and is offered %o', async (language, expected) => {
    const { page } = await open(language);
    const log = watchConsole(page);
    try {
      await page.goto(`${site.origin}/`);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/');
      if (expected) await page.waitForSelector(SUGGESTION);
      else await page.waitForTimeout(300);
      expect(await suggestionOf(page)).toEqual(expected);
      expect(problemsIn(log)).toEqual([]);
    } finally {
      await release(page);
    }
  });
});

describe('the language suggestion', () => {
  it('steps aside on a phone while the visitor fills in the contact form, so it never covers the send button', async () => {
    const { page } = await open('en-US', 390);
    try {
      await page.goto(`${site.origin}/`);
      await page.waitForSelector(SUGGESTION);
      const coversSend = () => page.evaluate(() => {
        const notice = document.querySelector('#suggestion-slot .notice')!;
        if (getComputedStyle(notice).visibility === 'hidden') return false;
        const send = document.querySelector('#contact .contact-form__submit')!;
        // The worst case: the send button at the very bottom of the screen.
        send.scrollIntoView({ block: 'end' });
        const a = notice.getBoundingClientRect();
        const b = send.getBoundingClientRect();
        return a.top < b.bottom && b.top < a.bottom;
      });
      await page.focus('#contact-name');
      expect(await coversSend()).toBe(false);
      // Back once the form is left.
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      expect(await page.$eval(SUGGESTION, (n) => getComputedStyle(n).visibility)).toBe('visible');
    } finally {
      await release(page);
    }
  });

  it('shows on deeper pages too, linking to the same page in the suggested locale', async () => {
    const { page } = await open('en-GB');
    try {
      await page.goto(`${site.origin}/sr/privacy`);
      await page.waitForSelector(SUGGESTION);
      expect(await suggestionOf(page)).toMatchObject({ text: 'View this site in English', href: '/en/privacy' });
      await page.goto(`${site.origin}/en/missing`);
      await page.waitForTimeout(300);
      expect(await suggestionOf(page)).toBeNull();
    } finally {
      await release(page);
    }
  });

  it('stores the choice when followed, like the switcher', async () => {
    const { context, page } = await open('sr-RS');
    try {
      await page.goto(`${site.origin}/`);
      await Promise.all([page.waitForURL('**/sr'), page.click(`${SUGGESTION} a`)]);
      expect((await context.cookies())[0]).toMatchObject({ name: COOKIE, value: 'sr', path: '/', sameSite: 'Lax' });
      await page.waitForTimeout(300);
      expect(await suggestionOf(page)).toBeNull();
    } finally {
      await release(page);
    }
  });

  it('stays dismissed on the next pages and visits, without storing a choice', async () => {
    const { context, page } = await open('en-US');
    try {
      await page.goto(`${site.origin}/`);
      await page.click(`${SUGGESTION} button`);
      expect(await suggestionOf(page)).toBeNull();
      await page.goto(`${site.origin}/sr/privacy`);
      await page.goto(`${site.origin}/`);
      await page.waitForTimeout(300);
      expect(await suggestionOf(page)).toBeNull();
      expect(await context.cookies()).toEqual([]);
    } finally {
      await release(page);
    }
  });

  it('disappears when a choice is stored in another tab', async () => {
    const { context, page } = await open('en-US');
    try {
      const other = await context.newPage();
      await Promise.all([page.goto(`${site.origin}/`), other.goto(`${site.origin}/privacy`)]);
      await page.waitForSelector(SUGGESTION);
      await other.click(builtSelector('.switcher__details > summary'));
      await other.click(builtSelector('.switcher__list a[data-locale="me"]'));
      await page.waitForSelector(SUGGESTION, { state: 'detached', timeout: 3000 });
    } finally {
      await release(page);
    }
  });

  it('is not shown to a visitor who has chosen', async () => {
    const { context, page } = await open('en-US');
    try {
      await context.addCookies([{ name: COOKIE, value: 'me', url: site.origin }]);
      await page.goto(`${site.origin}/sr/privacy`);
      await page.waitForTimeout(300);
      expect(await suggestionOf(page)).toBeNull();
    } finally {
      await release(page);
    }
  });

  it.each([[390], [1440]])('is accessible and moves nothing at %i px (axe WCAG 2.1 AA, CLS 0)', async (width) => {
    const { page } = await open('en-US', width, recordLayoutShifts);
    try {
      const found: string[] = [];
      for (const url of ['/', '/sr/account-delete']) {
        await page.goto(`${site.origin}${url}`);
        await page.waitForSelector(SUGGESTION);
        await page.waitForTimeout(300);
        expect(await layoutShiftsOf(page), url).toEqual([]);
        // The notice and its live region; the pages themselves are checked whole by pages.test.ts.
        found.push(...(await axeViolations(page, { include: '#suggestion-slot' })));
      }
      expect(found).toEqual([]);
    } finally {
      await release(page);
    }
  });
});
