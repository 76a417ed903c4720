/**
 * The update check in Chromium on a static host, with Playwright's clock: builds/latest.json is asked for
 * every 60 minutes and on returning to the tab, a new id shows the localized notice, reloads go through the
 * guard, and a host that answers HTML stays quiet.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { axeViolations, layoutShiftsOf, openBrowserSite, recordLayoutShifts, problemsIn, watchConsole, type BrowserSite } from '../helpers/browser-site.js';
import { FrontHost, SharedTab, type FrontAnswer } from '../helpers/visitor-runtime.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

let site: BrowserSite;
// The static host behind a front host that answers builds/latest.json as each test says.
let front: FrontHost;
let origin: string;
// One tab for the whole file, with Playwright's clock installed on its context before any page loads; each
// test (each page of the first) gets it cleaned: a new document, no routes, an empty sessionStorage (the
// reload guard). The clock runs on across tests: every check here counts from its own page's load.
let tab: SharedTab;
beforeAll(async () => {
  site = await openBrowserSite();
  front = await FrontHost.start(site.origin);
  origin = front.origin;
  tab = new SharedTab(site.browser, origin, { locale: 'sr-ME' }, (context) => context.clock.install());
}, 60_000);
afterAll(async () => {
  await tab?.close();
  await front?.close();
  await site?.close();
});

const LATEST = '/builds/latest.json';
const NOTICE = '#update-slot .notice';
const HOUR = 60 * 60_000;
// The installed clock also flows with real time between the page's load and a runFor, which takes seconds on a
// loaded machine: "not yet" is asserted this long before the hour.
const MARGIN = 30_000;
const content = loadContent(resolveConfig());
const text = (code: 'en' | 'me' | 'sr', key: string) => catalogueOf(content, code).format(key);

interface Opened {
  page: Page;
  /** URLs of the latest.json requests, and the headers of each. */
  checks: { url: string; headers: IncomingHttpHeaders }[];
}

/**
 * The tab, with a fake clock, whose builds/latest.json answers `answer` (default: a newer build; undefined:
 * the build's own file); `release` it after the test.
 */
async function open(answer: () => FrontAnswer | undefined = newerBuild, width = 1280, init?: () => void): Promise<Opened> {
  const { page } = await tab.open({ width, init });
  const checks: Opened['checks'] = [];
  front.answer(LATEST, (request) => {
    checks.push({ url: `${origin}${request.url}`, headers: request.headers });
    return answer();
  });
  return { page, checks };
}

const release = (page: Page) => tab.release(page);

const json = (value: unknown): FrontAnswer => ({ contentType: 'application/json', body: JSON.stringify(value) });
const newerBuild = () => json({ id: 'a-newer-build', timestamp: Date.now() });
const sameBuild = () => undefined;

/** Sets document.visibilityState as a tab switch would, and tells the page. */
function setVisibility(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe('the update check', () => {
  it('shows the notice in the page language once latest.json names another build, on every kind of page', async () => {
    for (const [url, code] of [['/en', 'en'], ['/', 'me'], ['/sr/privacy', 'sr'], ['/en/missing', 'en'], ['/sr/missing', 'sr']] as const) {
      const { page, checks } = await open();
      try {
        await page.goto(`${origin}${url}`);
        await page.clock.runFor(HOUR - MARGIN);
        expect(checks, url).toEqual([]);
        await page.clock.runFor(MARGIN);
        await page.waitForSelector(NOTICE);
        expect(await page.textContent(`${NOTICE} p`)).toBe(text(code, 'update.available'));
        expect(await page.$$eval(`${NOTICE} button`, (buttons) => buttons.map((b) => b.textContent))).toEqual([text(code, 'update.reload'), text(code, 'update.dismiss')]);
        expect(await page.getAttribute('#update-slot', 'role')).toBe('status');
        expect(checks).toHaveLength(1);
        expect(checks[0]!.url).toMatch(/\/builds\/latest\.json\?\d{13}$/);
      } finally {
        await release(page);
      }
    }
  });

  it('asks again every hour, never reloads by itself, and shows nothing while the build is the same', async () => {
    const { page, checks } = await open(sameBuild);
    let loads = 0;
    page.on('load', () => loads++);
    try {
      await page.goto(`${origin}/en/privacy`);
      for (let hour = 1; hour <= 3; hour++) {
        await page.clock.runFor(HOUR);
        await expect.poll(() => checks.length).toBe(hour);
      }
      await page.waitForTimeout(200);
      expect(await page.$(NOTICE)).toBeNull();
      expect(loads).toBe(1);
    } finally {
      await release(page);
    }
  });

  it('skips a hidden tab and checks when it is shown again after at least an hour', async () => {
    const { page, checks } = await open();
    try {
      await page.goto(`${origin}/sr`);
      await page.clock.runFor(30 * 60_000);
      await setVisibility(page, 'hidden');
      await page.clock.runFor(45 * 60_000);
      expect(checks).toEqual([]);
      await setVisibility(page, 'visible');
      await page.waitForSelector(NOTICE);
      expect(checks).toHaveLength(1);
      // Back again soon after: not due yet.
      await setVisibility(page, 'hidden');
      await page.clock.runFor(10 * 60_000);
      await setVisibility(page, 'visible');
      await page.waitForTimeout(200);
      expect(checks).toHaveLength(1);
    } finally {
      await release(page);
    }
  });

  it('does nothing with updateCheckMinutes: false', async () => {
    const { page, checks } = await open();
    try {
      await page.route(`${origin}/en`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('"updateCheckMinutes":60', '"updateCheckMinutes":false');
        await route.fulfill({ response, body });
      });
      await page.goto(`${origin}/en`);
      expect(await page.textContent('#app-config')).toContain('"updateCheckMinutes":false');
      await page.clock.runFor(3 * HOUR);
      await setVisibility(page, 'hidden');
      await setVisibility(page, 'visible');
      await page.waitForTimeout(200);
      expect(checks).toEqual([]);
    } finally {
      await release(page);
    }
  });

  it.each([
    ['HTML with status 200 (a host fallback)', () => ({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Home</title>' })],
    ['status 404', () => ({ status: 404, contentType: 'text/plain', body: 'Not found' })],
    ['JSON without an id', () => ({ contentType: 'application/json', body: '{"version":2}' })],
  ])('stays quiet when latest.json answers %s: one console.debug, nothing else', async (_name, answer) => {
    const { page, checks } = await open(answer);
    const log = watchConsole(page);
    try {
      await page.goto(`${origin}/en`);
      for (let hour = 1; hour <= 3; hour++) {
        await page.clock.runFor(HOUR);
        await expect.poll(() => checks.length).toBe(hour);
      }
      await page.waitForTimeout(300);
      expect(log.filter((e) => e.type === 'debug').map((e) => e.text)).toEqual([expect.stringMatching(/^Update check skipped:/)]);
      // Chromium itself reports a failed resource; the runtime adds no error or warning of its own.
      expect(problemsIn(log).filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
      expect(await page.$(NOTICE)).toBeNull();
    } finally {
      await release(page);
    }
  });
});

describe('the update notice', () => {
  it("takes its texts from the locale home's payload when a new build is out, and shows nothing without them", async () => {
    const { page } = await open();
    const payloads: string[] = [];
    page.on('request', (request) => request.url().includes('_payload.json') && payloads.push(new URL(request.url()).pathname));
    const log = watchConsole(page);
    try {
      // The page carries no texts of its own: nothing is fetched until the check finds a new build.
      await page.goto(`${origin}/sr/privacy`);
      expect(await page.textContent('#app-config')).not.toContain(text('sr', 'update.available'));
      // (The Montenegrin browser is offered /privacy, whose payload has that suggestion's texts.)
      const home = () => payloads.filter((path) => path === '/sr/_payload.json');
      await page.clock.runFor(HOUR - MARGIN);
      expect(home()).toEqual([]);
      await page.clock.runFor(MARGIN);
      await page.waitForSelector(NOTICE);
      expect(home()).toEqual(['/sr/_payload.json']);
      expect(problemsIn(log)).toEqual([]);
    } finally {
      await release(page);
    }
    const broken = await open();
    const brokenLog = watchConsole(broken.page);
    await broken.page.route('**/_payload.json?*', (route) => route.fulfill({ status: 500, body: 'down' }));
    try {
      await broken.page.goto(`${origin}/en/privacy`);
      await broken.page.clock.runFor(HOUR);
      // The payload's own warning (as for any page data), then the notice's; the language suggestion's payload fails too.
      const warnings = () => brokenLog.filter((e) => e.type === 'warning').map((e) => e.text);
      await expect.poll(() => warnings().filter((w) => w.includes('update notice'))).toEqual(['Could not load the texts of the update notice']);
      expect(warnings()).toContainEqual(expect.stringMatching(/^Could not load the page data: .*\/en\/_payload\.json/));
      expect(await broken.page.$(NOTICE)).toBeNull();
    } finally {
      await release(broken.page);
    }
  });

  it('reloads through the guard when asked, at most once per 10 s for a path', async () => {
    const { page } = await open();
    let loads = 0;
    page.on('load', () => loads++);
    try {
      await page.goto(`${origin}/en`);
      await page.clock.runFor(HOUR);
      await Promise.all([page.waitForEvent('load'), page.click(`${NOTICE} [data-notice-reload]`)]);
      expect(loads).toBe(2);
      const guard = JSON.parse((await page.evaluate(() => sessionStorage.getItem('reload-guard')))!) as { path: string; expires: number };
      expect(guard.path).toBe('/en');
      // The reloaded page is still behind; within 10 s of the last reload the guard refuses another one.
      await page.clock.runFor(HOUR);
      await page.waitForSelector(NOTICE);
      await page.evaluate((expires) => sessionStorage.setItem('reload-guard', JSON.stringify({ path: '/en', expires: Date.now() + expires })), 5000);
      await page.click(`${NOTICE} [data-notice-reload]`);
      await page.waitForTimeout(500);
      expect(loads).toBe(2);
      await page.clock.runFor(6000);
      await Promise.all([page.waitForEvent('load'), page.click(`${NOTICE} [data-notice-reload]`)]);
      expect(loads).toBe(3);
    } finally {
      await release(page);
    }
  });

  it('stays dismissed for that build and comes back for a newer one', async () => {
    let id = 'build-2';
    const { page } = await open(() => json({ id, timestamp: 1 }));
    try {
      await page.goto(`${origin}/en`);
      await page.clock.runFor(HOUR);
      await page.click(`${NOTICE} [data-notice-dismiss]`);
      expect(await page.$(NOTICE)).toBeNull();
      await page.clock.runFor(HOUR);
      await page.waitForTimeout(200);
      expect(await page.$(NOTICE)).toBeNull();
      id = 'build-3';
      await page.clock.runFor(HOUR);
      await page.waitForSelector(NOTICE);
    } finally {
      await release(page);
    }
  });

  it.each([[390], [1440]])('is accessible and moves nothing at %i px (axe WCAG 2.1 AA, CLS 0)', async (width) => {
    const { page } = await open(newerBuild, width, recordLayoutShifts);
    try {
      const found: string[] = [];
      // pages.test.ts checks the home page whole, so here only the notice and its live region; of the 404
      // pages it checks the English one alone, so this one is checked whole, notice included.
      const checks = [['/en', (checked: Page) => axeViolations(checked, { include: '#update-slot' })], ['/sr/missing', (checked: Page) => axeViolations(checked)]] as const;
      for (const [url, violations] of checks) {
        await page.goto(`${origin}${url}`);
        await page.clock.runFor(HOUR);
        await page.waitForSelector(NOTICE);
        await page.clock.runFor(500);
        expect(await layoutShiftsOf(page), url).toEqual([]);
        found.push(...(await violations(page)));
      }
      expect(found).toEqual([]);
    } finally {
      await release(page);
    }
  });
});
