/**
 * The dev server in Chromium: a saved edit of content, a component or a stylesheet reaches the open page
 * without a manual reload; a broken content file shows the overlay in the open page until it is fixed;
 * islands hydrate as in production. The components come from a copy of the project (see openDevSite).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { hydrateAllIslands, problemsIn, watchConsole, type ConsoleEntry } from '../helpers/browser-site.js';
import { openDevSite, type DevSite } from '../helpers/dev-server.js';
import { MailStandIn } from '../helpers/mail-stand-in.js';

let dev: DevSite;
let browser: Browser;
beforeAll(async () => {
  [dev, browser] = await Promise.all([openDevSite({ copyApp: true }), launchBrowser()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

const EN = 'content/messages/en.yaml';
const OVERLAY = '#dev-content-problems';
// Events are awaited, never slept for; the limit only bounds a failure on a busy machine.
const WAIT = { timeout: 20_000 };

async function open(url: string): Promise<{ context: BrowserContext; page: Page; console: ConsoleEntry[] }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  // The dev server runs no contact service; a form in view starts its proof of work (GET /mail/challenge).
  await new MailStandIn().install(context);
  const page = await context.newPage();
  const console = watchConsole(page);
  // Vite's client has connected: from now on the server can tell this page to update.
  const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), ...WAIT });
  await page.goto(`${dev.origin}${url}`);
  await connected;
  return { context, page, console };
}

const edit = (file: string, from: string | RegExp, to: string) => dev.fixture.replace(file, from, to);

describe('the open page follows the files', () => {
  it('shows an edited message in place: no reload, the same place in the page, the hydrated form kept', { timeout: 60_000 }, async () => {
    const { context, page, console } = await open('/en');
    try {
      await expect(page.locator('h1').first().textContent()).resolves.toContain('made simple');
      await hydrateAllIslands(page);
      // Typing would ask the contact service for a challenge, which the dev server does not run: a mark instead.
      await page.evaluate(() => {
        (window as unknown as { unreloaded: boolean }).unreloaded = true;
        (document.querySelector('[data-island="contactForm"]') as Element & { kept?: boolean }).kept = true;
      });
      // Deep in the page, where sections above were drawn at their real heights and new ones are not yet.
      await page.locator('#pricing, #offer').first().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 300);
      const place = () =>
        page.evaluate(() => {
          const element = [...document.querySelectorAll('main [id]')].find((e) => e.getBoundingClientRect().bottom > 0)!;
          return { id: element.id, top: element.getBoundingClientRect().top };
        });
      await page.waitForTimeout(200);
      const before = await place();
      edit(EN, 'title: "Point of sale and e-fiscalization, made simple"', 'title: "Point of sale, live from the dev server"');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('live from the dev server'), undefined, WAIT);
      expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
      await page.waitForTimeout(200);
      // The same element at the same offset, give or take the pixel a scroll position rounds to.
      const after = await place();
      expect(after.id).toBe(before.id);
      expect(Math.abs(after.top - before.top), `${before.id} at ${before.top}, then ${after.top}`).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => (document.querySelector('[data-island="contactForm"]') as Element & { kept?: boolean }).kept)).toBe(true);
      // The build id of the page's app config is the new content's, as after a reload.
      const latest = JSON.parse((await dev.get('/builds/latest.json')).text) as { id: string };
      expect(await page.evaluate(() => (JSON.parse(document.getElementById('app-config')!.textContent!) as { buildId: string }).buildId)).toBe(latest.id);
      expect(problemsIn(console)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a notice on screen (the language suggestion) across an update in place', { timeout: 60_000 }, async () => {
    // An English browser on a Serbian page is offered English.
    const { context, page } = await open('/sr');
    try {
      const notice = page.locator('#suggestion-slot .notice');
      await notice.waitFor(WAIT);
      await notice.evaluate((element) => ((element as Element & { kept?: boolean }).kept = true));
      edit('content/messages/sr.yaml', 'title: "Kasa i e\\u2011fiskalizacija, bez komplikacija"', 'title: "Kasa uživo, razvojni server"');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Kasa uživo, razvojni server'), undefined, WAIT);
      expect(await notice.evaluate((element) => (element as Element & { kept?: boolean }).kept)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("reloads for an edited message of an island, whose server markup then differs from what React hydrated", { timeout: 60_000 }, async () => {
    const { context, page } = await open('/en');
    try {
      await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
      edit(EN, '    name: "Full name"', '    name: "Your name, live"');
      await page.locator('#contact label', { hasText: 'Your name, live' }).waitFor({ state: 'attached', ...WAIT });
      expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('shows the overlay with the file and line while a file is broken, and drops it once fixed', { timeout: 60_000 }, async () => {
    const { context, page } = await open('/en/privacy');
    try {
      const good = dev.fixture.read(EN);
      dev.fixture.write(EN, good.replace('  menu: "Menu"', '  menu: "Menu'));
      const [problem] = dev.fixture.load().problems;
      await page.locator(OVERLAY).waitFor(WAIT);
      const text = await page.locator(OVERLAY).textContent();
      expect(text).toContain(`${problem!.position.file}:${problem!.position.line}:${problem!.position.column}  ${problem!.code}`);
      dev.fixture.write(EN, good);
      await page.locator(OVERLAY).waitFor({ state: 'detached', ...WAIT });
    } finally {
      await context.close();
    }
  });

  it('catches up with a save that landed while the page was loading', { timeout: 60_000 }, async () => {
    // Another page is open and connected: Vite keeps a reload for later only when no page is.
    const other = await open('/en/privacy');
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // Vite's client is held back: the page is shown, but cannot hear about the save yet.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/@vite/client', async (route) => {
        await held;
        await route.continue();
      });
      // Not until DOMContentLoaded: that waits for the module scripts, Vite's client among them.
      await page.goto(`${dev.origin}/en`, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('h1').first().textContent()).not.toContain('saved while loading');
      edit(EN, /title: "Point of sale[^"\n]*"/, 'title: "Point of sale, saved while loading"');
      // The server notices (as on any request) and tells the pages whose client is connected: none.
      expect((await dev.get('/en')).text).toContain('saved while loading');
      release();
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('saved while loading'), undefined, WAIT);
    } finally {
      await context.close();
      await other.context.close();
    }
  });

  it('swaps an edited stylesheet in place and reloads for an edited component', { timeout: 60_000 }, async () => {
    const { context, page } = await open('/en');
    try {
      await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
      const css = path.join(dev.fixture.root, 'site/styles/base.css');
      writeFileSync(css, `${readFileSync(css, 'utf8')}\nbody { outline: 3px solid rgb(255, 0, 0); }\n`);
      await page.waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(255, 0, 0)', undefined, WAIT);
      // A hot update: the page was not reloaded.
      expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

      edit('site/layouts/DefaultLayout.tsx', 'className="skip-link"', 'className="skip-link" data-edited="yes"');
      await page.locator('[data-edited="yes"]').waitFor({ state: 'attached', ...WAIT });
    } finally {
      await context.close();
    }
  });
});

describe('islands', () => {
  it('hydrate the contact form from the dev payload, with no console errors or warnings', { timeout: 60_000 }, async () => {
    const { context, page, console } = await open('/en');
    try {
      await hydrateAllIslands(page);
      expect(await page.locator('[data-island="contactForm"]').count()).toBeGreaterThan(0);
      expect(problemsIn(console)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
