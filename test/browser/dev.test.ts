/**
 * The dev server in Chromium: a saved edit of content, a component or a stylesheet reaches the open page
 * without a manual reload; a broken content file shows the overlay in the open page until it is fixed;
 * islands hydrate as in production. The components come from a copy of the project (see openDevSite).
 * One dev server and one browser context serve the file. The tests of the home page share one /en page, in
 * the order of this file (a test run alone opens it); a test that needs another page opens it and closes it,
 * so no page of an earlier test hears a later test's edits. The edits stay: each test looks for its own text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { problemsIn, type ConsoleEntry } from '../helpers/browser-site.js';
import { openDevSite, type DevSite } from '../helpers/dev-server.js';
import { MailStandIn } from '../helpers/mail-stand-in.js';
import { keptConsole, wakeIslands } from '../helpers/reused-pages.js';

let dev: DevSite;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  [dev, browser] = await Promise.all([openDevSite({ copyApp: true }), launchBrowser()]);
  // One cache for the file: Vite's modules, fetched for the first page, are only revalidated for the next.
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  // The dev server runs no contact service; a form in view starts its proof of work (GET /mail/challenge).
  await new MailStandIn().install(context);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

const EN = 'content/messages/en.yaml';
const OVERLAY = '#dev-content-problems';
// Events are awaited, never slept for; the limit only bounds a failure on a busy machine.
const WAIT = { timeout: 20_000 };

interface Opened {
  readonly page: Page;
  readonly console: ReturnType<typeof keptConsole>;
  /** What the page logged since it was opened. */
  readonly logged: () => ConsoleEntry[];
}

/** Vite's client of `page` has connected (again, after a reload): from now on the server can tell it to update. */
function connected(page: Page): Promise<unknown> {
  // The first page waits for Vite to start and bundle React, longer on a busy machine.
  return page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 60_000 });
}

async function open(url: string): Promise<Opened> {
  const page = await context.newPage();
  const console = keptConsole(page);
  const logged = console.since();
  const ready = connected(page);
  await page.goto(`${dev.origin}${url}`);
  await ready;
  return { page, console, logged };
}

let home: Promise<Opened> | undefined;

/**
 * Runs `test` on the shared /en page. A test that leaves it in a state the next cannot start from (it
 * returns 'done'), or fails, closes it; the next test opens a new one.
 */
async function onHome(test: (home: Opened) => Promise<'keep' | 'done' | void>): Promise<void> {
  const opening = (home ??= open('/en'));
  const opened = await opening.catch((error: unknown) => {
    home = undefined;
    throw error;
  });
  let keep = false;
  try {
    keep = (await test(opened)) !== 'done';
  } finally {
    if (!keep) {
      home = undefined;
      await opened.page.close();
    }
  }
}

const edit = (file: string, from: string | RegExp, to: string) => dev.fixture.replace(file, from, to);

describe('islands', () => {
  it('hydrate the contact form from the dev payload, with no console errors or warnings', { timeout: 90_000 }, async () => {
    await onHome(async ({ page, logged }) => {
      await wakeIslands(page);
      expect(await page.locator('[data-island="contactForm"]').count()).toBeGreaterThan(0);
      expect(problemsIn(logged())).toEqual([]);
    });
  });
});

describe('the open page follows the files', () => {
  it('shows an edited message in place: no reload, the same place in the page, the hydrated form kept', { timeout: 90_000 }, async () => {
    await onHome(async ({ page, console }) => {
      const logged = console.since();
      await expect(page.locator('h1').first().textContent()).resolves.toContain('made simple');
      await wakeIslands(page, { scrollThrough: true });
      // Typing would ask the contact service for a challenge, which the dev server does not run: a mark instead.
      await page.evaluate(() => {
        (window as unknown as { unreloaded: boolean }).unreloaded = true;
        (document.querySelector('[data-island="contactForm"]') as Element & { kept?: boolean }).kept = true;
      });
      // Deep in the page, where sections above were drawn at their real heights and new ones are not yet.
      await page.locator('#pricing, #offer').first().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 300);
      const before = await settledPlace(page);
      edit(EN, 'title: "Point of sale and e-fiscalization, made simple"', 'title: "Point of sale, live from the dev server"');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('live from the dev server'), undefined, WAIT);
      expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
      // The same element at the same offset, give or take the pixel a scroll position rounds to.
      const after = await settledPlace(page);
      expect(after.id).toBe(before.id);
      expect(Math.abs(after.top - before.top), `${before.id} at ${before.top}, then ${after.top}`).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => (document.querySelector('[data-island="contactForm"]') as Element & { kept?: boolean }).kept)).toBe(true);
      // The build id of the page's app config is the new content's, as after a reload.
      const latest = JSON.parse((await dev.get('/builds/latest.json')).text) as { id: string };
      expect(await page.evaluate(() => (JSON.parse(document.getElementById('app-config')!.textContent!) as { buildId: string }).buildId)).toBe(latest.id);
      expect(problemsIn(logged())).toEqual([]);
    });
  });

  it('keeps a notice on screen (the language suggestion) across an update in place', { timeout: 60_000 }, async () => {
    // An English browser on a Serbian page is offered English.
    const { page } = await open('/sr');
    try {
      const notice = page.locator('#suggestion-slot .notice');
      await notice.waitFor(WAIT);
      await notice.evaluate((element) => ((element as Element & { kept?: boolean }).kept = true));
      edit('content/messages/sr.yaml', 'title: "Kasa i e\\u2011fiskalizacija, bez komplikacija"', 'title: "Kasa uživo, razvojni server"');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Kasa uživo, razvojni server'), undefined, WAIT);
      expect(await notice.evaluate((element) => (element as Element & { kept?: boolean }).kept)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("reloads for an edited message of an island, whose server markup then differs from what React hydrated", { timeout: 60_000 }, async () => {
    await onHome(async ({ page }) => {
      await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
      // The page is left connected again for the next test.
      const reconnected = connected(page);
      edit(EN, '    name: "Full name"', '    name: "Your name, live"');
      await page.locator('#contact label', { hasText: 'Your name, live' }).waitFor({ state: 'attached', ...WAIT });
      expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBeUndefined();
      await reconnected;
    });
  });

  it('shows the overlay with the file and line while a file is broken, and drops it once fixed', { timeout: 60_000 }, async () => {
    await onHome(async ({ page }) => {
      await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
      const good = dev.fixture.read(EN);
      dev.fixture.write(EN, good.replace('  menu: "Menu"', '  menu: "Menu'));
      const [problem] = dev.fixture.load().problems;
      await page.locator(OVERLAY).waitFor(WAIT);
      const text = await page.locator(OVERLAY).textContent();
      expect(text).toContain(`${problem!.position.file}:${problem!.position.line}:${problem!.position.column}  ${problem!.code}`);
      dev.fixture.write(EN, good);
      await page.locator(OVERLAY).waitFor({ state: 'detached', ...WAIT });
      // Had the fix reloaded the page, its client would be connecting again while the next test saves: that test opens its own.
      return (await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)) ? 'keep' : 'done';
    });
  });

  it('catches up with a save that landed while the page was loading', { timeout: 60_000 }, async () => {
    // Another page (the home page) is open and connected: Vite keeps a reload for later only when no page is.
    await onHome(async () => {
      const page = await context.newPage();
      try {
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
        // The server notices (as on any request) and tells the pages whose client is connected: not this one.
        expect((await dev.get('/en')).text).toContain('saved while loading');
        release();
        await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('saved while loading'), undefined, WAIT);
      } finally {
        await page.close();
      }
    });
  });

  it('swaps an edited stylesheet in place and reloads for an edited component', { timeout: 60_000 }, async () => {
    // The component's edit reloads every page: the home page is not kept after this test.
    await onHome(async ({ page }) => {
      await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
      const css = path.join(dev.fixture.root, 'site/styles/base.css');
      writeFileSync(css, `${readFileSync(css, 'utf8')}\nbody { outline: 3px solid rgb(255, 0, 0); }\n`);
      await page.waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(255, 0, 0)', undefined, WAIT);
      // A hot update: the page was not reloaded.
      expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

      edit('site/layouts/DefaultLayout.tsx', 'className="skip-link"', 'className="skip-link" data-edited="yes"');
      await page.locator('[data-edited="yes"]').waitFor({ state: 'attached', ...WAIT });
      return 'done';
    });
  });
});

/**
 * The first element with an id whose box reaches into the viewport, and its offset, once both have held for
 * some frames: the scroll has ended and the sections it brought near are drawn.
 */
function settledPlace(page: Page): Promise<{ id: string; top: number }> {
  return page.evaluate(async () => {
    const place = () => {
      const element = [...document.querySelectorAll('main [id]')].find((e) => e.getBoundingClientRect().bottom > 0)!;
      return { id: element.id, top: element.getBoundingClientRect().top };
    };
    let last = place();
    for (let still = 0; still < 10; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = place();
      still = now.id === last.id && now.top === last.top ? still + 1 : 0;
      last = now;
    }
    return last;
  });
}
