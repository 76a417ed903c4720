/**
 * The visitor runtime in Chromium on a static host: every page loads clean, islands hydrate lazily from
 * their payload, failures stay quiet and leave the server markup, metadata and prefetching follow the
 * rules of docs/runtime.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrateAllIslands, isHydrated, openBrowserSite, problemsIn, scrollThrough, watchConsole, type BrowserSite } from '../helpers/browser-site.js';
import { MAIL_CHALLENGE_PATH } from '../../shared/contact-protocol.js';
import { FrontHost, mailChallenge, SharedTab, type TabOptions } from '../helpers/visitor-runtime.js';

let site: BrowserSite;
// The static host behind a front host that answers GET /mail/challenge as the contact service would: a form
// in view starts its proof of work.
let front: FrontHost;
let origin: string;
let buildId: string;
// One tab for the whole file, cleaned between tests: a new document, no cookies, storage, routes or init scripts.
let tab: SharedTab;
beforeAll(async () => {
  site = await openBrowserSite();
  front = await FrontHost.start(site.origin);
  front.answer(MAIL_CHALLENGE_PATH, mailChallenge);
  origin = front.origin;
  buildId = (JSON.parse(readFileSync(path.join(site.distDir, 'builds/latest.json'), 'utf8')) as { id: string }).id;
  tab = new SharedTab(site.browser, origin, { locale: 'sr-ME', viewport: { width: 1280, height: 800 } });
}, 60_000);
afterAll(async () => {
  await tab?.close();
  await front?.close();
  await site?.close();
});

const LANG = { en: 'en-US', me: 'sr-Latn-ME', sr: 'sr-Latn-RS' } as const;
const ROUTES = ['', '/privacy', '/account-delete'];
const PAGES = Object.entries({ en: '/en', me: '', sr: '/sr' }).flatMap(([code, prefix]) => ROUTES.map((route) => ({ url: prefix + route || '/', lang: LANG[code as keyof typeof LANG] })));
const FORM = '[data-island="contactForm"]';

/** The tab at 1280 × 800 with a Montenegrin browser by default (no suggestion on its own pages); `release` it after the test. */
function open(options: Pick<TabOptions, 'language' | 'init'> = {}): Promise<{ page: Page }> {
  return tab.open({ ...options, width: 1280, height: 800 });
}

const release = (page: Page) => tab.release(page);

const requested = (pattern: RegExp) => site.host.requests.filter((r) => pattern.test(r.path));

/**
 * Resolves once the page has the build metadata (fetched once per page, 1 s after load or earlier when an
 * island needs it) and what it set off has run: the event the fixed waits of 1.3 s stood for. Ask before the
 * navigation, so a fetch that comes early is not missed.
 */
function metadataSettled(page: Page): Promise<void> {
  const response = page.waitForResponse((r) => r.url().includes('/builds/meta/'), { timeout: 15_000 });
  return response.then(async () => {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

describe('every page', () => {
  it('loads with 200, the right lang and no console errors or warnings, islands hydrated and metadata fetched', async () => {
    const { page } = await open();
    try {
      const problems: string[] = [];
      for (const { url, lang } of PAGES) {
        const log = watchConsole(page);
        const settled = metadataSettled(page);
        const response = await page.goto(`${origin}${url}`);
        expect(response?.status(), url).toBe(200);
        expect(await page.getAttribute('html', 'lang'), url).toBe(lang);
        await hydrateAllIslands(page);
        // The metadata arrives 1 s after load; anything it sets off has happened once it is in.
        await settled;
        problems.push(...problemsIn(log).map((p) => `${url} ${p}`));
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
      expect(problems).toEqual([]);
      expect(requested(new RegExp(`^/builds/meta/${buildId}\\.json$`)).length).toBeGreaterThan(0);
    } finally {
      await release(page);
    }
  }, 90_000);

  it('404 pages answer 404 in their locale, with no console errors or warnings of their own', async () => {
    // A browser in a language of no locale: no suggestion, whose texts come from the suggested page's payload.
    const { page } = await open({ language: 'de-DE' });
    try {
      for (const [url, lang] of [['/missing', LANG.me], ['/en/missing', LANG.en], ['/sr/a/b', LANG.sr]] as const) {
        const log = watchConsole(page);
        const settled = metadataSettled(page);
        const response = await page.goto(`${origin}${url}`);
        expect(response?.status(), url).toBe(404);
        expect(await page.getAttribute('html', 'lang'), url).toBe(lang);
        await settled;
        expect(requested(/_payload\.json$/).filter((r) => String(r.headers.referer ?? '').endsWith(url)), url).toEqual([]);
        // Chromium reports the document's own 404 status as a console error; nothing else may appear.
        expect(problemsIn(log).filter((p) => !p.includes('the server responded with a status of 404')), url).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    } finally {
      await release(page);
    }
  });
});

describe('islands', () => {
  it('load only the up-front script until an island nears the viewport, then its chunk and the payload', async () => {
    const { page } = await open();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    try {
      const payloads = () => requested(/^\/en\/_payload\.json$/).length;
      const before = payloads();
      await page.goto(`${origin}/en`, { waitUntil: 'networkidle' });
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]{8}\.js$/)]);
      expect(await isHydrated(page, FORM)).toBe(false);
      await page.locator(FORM).scrollIntoViewIfNeeded();
      await expect.poll(() => isHydrated(page, FORM), { timeout: 5000 }).toBe(true);
      expect(scripts.length).toBeGreaterThan(1);
      expect(payloads() - before).toBe(1);
    } finally {
      await release(page);
    }
  });

  it('wakes on focus before it is near the viewport', async () => {
    const { page } = await open();
    try {
      await page.goto(`${origin}/en`, { waitUntil: 'networkidle' });
      await page.evaluate((selector) => document.querySelector<HTMLElement>(`${selector} input:not([type="hidden"])`)!.focus({ preventScroll: true }), FORM);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await expect.poll(() => isHydrated(page, FORM), { timeout: 5000 }).toBe(true);
    } finally {
      await release(page);
    }
  });

  it('fetch no payload on a path that is not prerendered, and keep the server markup', async () => {
    // An English browser on an English page: no suggestion, which would fetch the suggested page's payload.
    const { page } = await open({ language: 'en-US' });
    const log = watchConsole(page);
    try {
      // A host that rewrites an unknown path to the home page: the page has an island, its path no payload.
      const home = readFileSync(path.join(site.distDir, 'en.html'), 'utf8');
      await page.route('**/en/campaign', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
      const payloadRequests: string[] = [];
      page.on('request', (r) => r.url().includes('_payload.json') && payloadRequests.push(r.url()));
      const settled = metadataSettled(page);
      await page.goto(`${origin}/en/campaign`);
      await scrollThrough(page);
      // The island asks the metadata whether its path is prerendered; the answer (no) is in once it is.
      await settled;
      expect(payloadRequests).toEqual([]);
      expect(await isHydrated(page, FORM)).toBe(false);
      expect(await page.locator(`${FORM} form input[name="name"]`).count()).toBe(1);
      expect(problemsIn(log)).toEqual([]);
    } finally {
      await release(page);
    }
  });

  it('warn once when the payload fails and keep the server markup', async () => {
    const { page } = await open({ language: 'en-US' });
    const log = watchConsole(page);
    try {
      await page.route('**/_payload.json?*', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto(`${origin}/en`);
      await page.locator(FORM).scrollIntoViewIfNeeded();
      await expect.poll(() => log.filter((e) => e.type === 'warning').length, { timeout: 5000 }).toBe(1);
      expect(log.find((e) => e.type === 'warning')?.text).toContain('Could not load the page data');
      expect(await isHydrated(page, FORM)).toBe(false);
      expect(log.filter((e) => e.type === 'error' && !e.text.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await release(page);
    }
  });

  it('log "Error while mounting app:" when mounting fails, and keep the server markup', async () => {
    const { page } = await open();
    const log = watchConsole(page);
    try {
      // Props the island cannot render: React throws while hydrating.
      await page.route('**/en/_payload.json?*', async (route) => {
        const payload = await (await route.fetch()).json() as { islands: Record<string, { props: unknown }> };
        for (const island of Object.values(payload.islands)) island.props = { formId: 'contact' };
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify(payload) });
      });
      await page.goto(`${origin}/en`);
      await page.locator(FORM).scrollIntoViewIfNeeded();
      await expect.poll(() => log.filter((e) => e.text.startsWith('Error while mounting app:')).length, { timeout: 5000 }).toBe(1);
      await expect.poll(() => page.locator(`${FORM} form input[name="email"]`).count(), { timeout: 2000 }).toBe(1);
      expect(log.filter((e) => e.type === 'warning' || e.type === 'pageerror')).toEqual([]);
    } finally {
      await release(page);
    }
  });

  it('reload once through the guard when a chunk is gone after a deploy, then log the failure', async () => {
    const { page } = await open();
    const log = watchConsole(page);
    try {
      await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.route('**/builds/latest.json?*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'newer-build', timestamp: 1 }) }));
      // Documents requested, not load events: the reload may come before the first document's load event
      // (the form is in view at once under #contact, before the lazy images around it have loaded).
      const documents = countDocuments(page);
      await page.goto(`${origin}/en#contact`);
      await expect.poll(() => documents.count, { timeout: 5000 }).toBe(2);
      // The reloaded page fails again within 10 s: the guard refuses a second reload.
      await expect.poll(() => log.filter((e) => e.text.startsWith('Error while mounting app:')).length, { timeout: 5000 }).toBe(1);
      await page.waitForTimeout(500);
      expect(documents.count).toBe(2);
    } finally {
      await release(page);
    }
  });

  it('never reload for a chunk when sessionStorage throws', async () => {
    const { page } = await open({
      init: () => {
        Storage.prototype.getItem = () => {
          throw new Error('storage disabled');
        };
      },
    });
    const log = watchConsole(page);
    try {
      await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.route('**/builds/latest.json?*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'newer-build', timestamp: 1 }) }));
      const documents = countDocuments(page);
      await page.goto(`${origin}/en#contact`);
      await expect.poll(() => log.filter((e) => e.text.startsWith('Error while mounting app:')).length, { timeout: 5000 }).toBe(1);
      expect(documents.count).toBe(1);
    } finally {
      await release(page);
    }
  });
});

describe('build metadata', () => {
  it('is fetched once, 1 s after load', async () => {
    // The page's own clock, not this machine's: when the page fetched it, in performance.now() time, against
    // the start of its load event. A busy machine runs the timer late, never early.
    const { page } = await open({
      init: () => {
        const seen: number[] = [];
        (window as unknown as { metaFetches: number[] }).metaFetches = seen;
        const original = window.fetch;
        window.fetch = (input, init) => {
          if (String(input instanceof Request ? input.url : input).includes('/builds/meta/')) seen.push(performance.now());
          return original(input, init);
        };
      },
    });
    try {
      const requested = page.waitForRequest((r) => r.url().includes('/builds/meta/'), { timeout: 15_000 });
      await page.goto(`${origin}/en/privacy`);
      await requested;
      // Nothing left in flight that could fetch it again.
      await page.waitForLoadState('networkidle');
      const { fetches, loadStart } = await page.evaluate(() => ({
        fetches: (window as unknown as { metaFetches: number[] }).metaFetches,
        loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      }));
      expect(fetches).toHaveLength(1);
      expect(fetches[0]! - loadStart).toBeGreaterThanOrEqual(999);
    } finally {
      await release(page);
    }
  });

  it('is not fetched on a slow-2g connection', async () => {
    const { page } = await open({
      init: () => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: 'slow-2g', saveData: false }) }),
    });
    const metas: string[] = [];
    page.on('request', (r) => r.url().includes('/builds/meta/') && metas.push(r.url()));
    try {
      await page.goto(`${origin}/en/privacy`);
      expect(await page.evaluate(() => (navigator as unknown as { connection: { effectiveType: string } }).connection.effectiveType)).toBe('slow-2g');
      await page.waitForTimeout(1600);
      await page.hover('a[href="/en/account-delete"]');
      await page.waitForTimeout(300);
      expect(metas).toEqual([]);
    } finally {
      await release(page);
    }
  });
});

describe('prefetching', () => {
  it('prefetches a prerendered page on hover and on focus, through the speculation rules, once each', async () => {
    const { page } = await open();
    // The static host's log is the file's: only this test's requests count.
    const before = site.host.requests.length;
    try {
      await page.goto(`${origin}/en/privacy`);
      const marked = () => page.$$eval('a[data-prefetch]', (links) => links.map((a) => a.getAttribute('href')));
      await page.hover('footer a[href="/en/account-delete"]');
      await expect.poll(marked, { timeout: 3000 }).toEqual(['/en/account-delete']);
      await page.focus('footer a[hreflang][href="/sr/privacy"]');
      await expect.poll(marked, { timeout: 3000 }).toEqual(['/en/account-delete', '/sr/privacy']);
      // Chromium fetched them ahead, marked as prefetches; the CSP allowed the rules by their hash.
      const prefetched = () => site.host.requests.slice(before).filter((r) => String(r.headers['sec-purpose'] ?? '').startsWith('prefetch')).map((r) => r.path);
      await expect.poll(prefetched, { timeout: 3000 }).toEqual(expect.arrayContaining(['/en/account-delete', '/sr/privacy']));
    } finally {
      await release(page);
    }
  });

  it('prefetches with <link rel=prefetch> where speculation rules are not supported', async () => {
    const { page } = await open({ init: () => Object.defineProperty(HTMLScriptElement, 'supports', { value: () => false }) });
    try {
      await page.goto(`${origin}/en/privacy`);
      await page.hover('footer a[href="/en/account-delete"]');
      await expect.poll(() => page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => l.getAttribute('href'))), { timeout: 3000 }).toEqual(['/en/account-delete']);
    } finally {
      await release(page);
    }
  });

  it('does not prefetch links to the same page, outside the site or to paths that are not prerendered', async () => {
    const { page } = await open();
    try {
      await page.goto(`${origin}/en`);
      await page.evaluate(() => {
        const links = ['/en#about', '/en/not-a-page', 'https://example.com/x'].map((href) => Object.assign(document.createElement('a'), { href, textContent: href }));
        document.querySelector('main')!.prepend(...links);
      });
      for (const href of ['/en#about', '/en/not-a-page', 'https://example.com/x']) await page.hover(`main > a[href="${href}"]`);
      await page.waitForTimeout(1500);
      expect(await page.$$('a[data-prefetch], link[rel="prefetch"]')).toEqual([]);
    } finally {
      await release(page);
    }
  });
});

/** Counts the documents the page's main frame requests from now on: the first load and every reload. */
function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count++;
  });
  return documents;
}
