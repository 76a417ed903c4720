/**
 * For browser test files that keep one context (and often one page) across their tests instead of opening
 * fresh ones per test: the console from a test's start on, a load that makes a new document whatever address
 * the page is on, the contact-service stand-in routed without a round trip to Node per request, and islands
 * woken without waiting for a quiet network.
 */
import type { Page } from 'playwright-core';
import { scrollToEnd, watchConsole, type ConsoleEntry } from './browser-site.js';

/** The console of a page kept across tests: `since()` gives what it logged from the moment it is called. */
export function keptConsole(page: Page): { since(): () => ConsoleEntry[] } {
  const entries = watchConsole(page);
  return {
    since() {
      const start = entries.length;
      return () => entries.slice(start);
    },
  };
}

/**
 * Loads `url` in `page` as a new document. A page kept from an earlier test may be on the same address, and
 * from there an address with a fragment only scrolls to it.
 */
export async function loadNew(page: Page, url: string): Promise<Awaited<ReturnType<Page['goto']>>> {
  const withoutFragment = (address: string) => address.replace(/#.*$/, '');
  if (url.includes('#') && withoutFragment(page.url()) === withoutFragment(url)) await page.goto('about:blank');
  return page.goto(url);
}

/**
 * Wakes every island of the page as a visitor would: brings each into view (scrolling through the whole
 * page first with `scrollToEnd`) and points at the ones that wait for interaction; resolves once React has
 * hydrated them all. Unlike browser-site.ts hydrateAllIslands, no wait for a quiet network: the islands'
 * chunks are waited for through their hydration.
 */
export async function wakeIslands(page: Page, options: { scrollThrough?: boolean } = {}): Promise<void> {
  if (options.scrollThrough) await scrollToEnd(page);
  for (const island of await page.$$('[data-island]')) {
    if ((await island.getAttribute('data-hydrate')) === 'interaction') await island.hover();
    else await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))), undefined, { timeout: 20_000 });
}
