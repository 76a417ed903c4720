/**
 * For browser test files that keep one context (and often one page) across their tests instead of opening
 * fresh ones per test: the console from a test's start on, a load that makes a new document whatever address
 * the page is on, the contact-service stand-in routed without a round trip to Node per request, and islands
 * woken without waiting for a quiet network.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { MAIL_CHALLENGE_PATH, MAIL_SEND_PATH } from '../../shared/contact-protocol.js';
import { watchConsole, type ConsoleEntry } from './browser-site.js';
import type { MailStandIn } from './mail-stand-in.js';

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
 * Installs `standIn` on `context` with a RegExp per path in place of its URL predicates: for a predicate,
 * Playwright stops every request of the context to ask Node; a RegExp is matched in the browser.
 */
export async function installStandIn(standIn: MailStandIn, context: BrowserContext): Promise<void> {
  const known = [MAIL_CHALLENGE_PATH, MAIL_SEND_PATH];
  const byPath = {
    route(matches: (url: URL) => boolean, handler: Parameters<BrowserContext['route']>[1]) {
      const path = known.find((candidate) => matches(new URL(candidate, 'http://host')));
      if (!path) throw new Error('MailStandIn routes a path installStandIn does not know');
      return context.route(new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#]|$)`), handler);
    },
  };
  await standIn.install(byPath as unknown as BrowserContext);
}

/**
 * Wakes every island of the page as a visitor would: brings each into view (scrolling through the whole
 * page first with `scrollThrough`) and points at the ones that wait for interaction; resolves once React has
 * hydrated them all. Unlike browser-site.ts hydrateAllIslands, no wait for a quiet network: the islands'
 * chunks are waited for through their hydration.
 */
export async function wakeIslands(page: Page, options: { scrollThrough?: boolean } = {}): Promise<void> {
  if (options.scrollThrough) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
  }
  for (const island of await page.$$('[data-island]')) {
    if ((await island.getAttribute('data-hydrate')) === 'interaction') await island.hover();
    else await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))), undefined, { timeout: 20_000 });
}
