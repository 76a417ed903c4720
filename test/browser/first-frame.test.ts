/**
 * The first frame in Chromium: a browser may paint a document its parser has only half read (a slow
 * network, a busy phone). If that frame showed half a header, the rest of the header would move it when it
 * arrives (CLS). The document waits for <main> before its first frame (site/Document.tsx), so a page whose
 * HTML arrives in parts, cut anywhere in the header, moves nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { layoutShiftsOf, openBrowserSite, recordLayoutShifts, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';

let site: BrowserSite;
let server: Server;
let origin: string;
// One page for the file: each test sets its viewport before it loads what it looks at.
let context: BrowserContext;
let page: Page;

/**
 * Where a page's HTML is cut, as fractions of the way from `<header` to `<main`. Each part is followed by a
 * pause in which the browser may paint: a frame showing the header up to any of these cuts would be a frame
 * the next part moves, so one load checks every cut.
 */
const CUTS = [0.1, 0.3, 0.5, 0.7, 0.9];
const PAUSE_MS = 300;

beforeAll(async () => {
  site = await openBrowserSite();
  // Every response comes from the static host (its headers, CSP included); pages come in parts.
  server = createServer(async (request, response) => {
    const upstream = await fetch(`${site.origin}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)));
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!String(headers['content-type']).startsWith('text/html')) return response.end(body);
    const html = body.toString('latin1');
    const start = html.indexOf('<header');
    let sent = 0;
    for (const cut of CUTS.map((fraction) => Math.round(start + (html.indexOf('<main') - start) * fraction))) {
      response.write(body.subarray(sent, cut));
      sent = cut;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    response.end(body.subarray(sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context = await site.browser.newContext();
  await context.addInitScript(recordLayoutShifts);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
});

it.each([[390], [1440]])('shows no half header: HTML cut anywhere in the header moves nothing at %i px (CLS 0)', async (width) => {
  await page.setViewportSize({ width, height: 900 });
  for (const url of ['/', '/en/privacy']) {
    await page.goto(`${origin}${url}`, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShiftsOf(page), `${url} cut at ${CUTS.join(', ')}`).toEqual([]);
  }
}, 60_000);

it('lays out only the sections near the viewport on a phone', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.origin}/en`);
  const first = await renderedSections(page);
  // The hero, and what lies in the browser's margin around the viewport.
  expect(first[0]).toBe('hero');
  expect(first).not.toContain('contact');
  expect(first.length).toBeLessThanOrEqual(3);
});

it.each([[390], [1440]])('lands on the target of every header link and of a loaded #fragment, however far down, at %i px', async (width) => {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(`${site.origin}/en`);
  const targets = await page.$$eval(builtSelector('.header__link'), (links) => links.map((a) => a.getAttribute('href')!).filter((href) => href.startsWith('#')));
  expect(targets.length).toBeGreaterThanOrEqual(5);
  for (const [index, target] of targets.entries()) {
    // Each link is followed on a page just loaded, whose sections below the fold were never laid out.
    // Reading the links laid nothing out, so the first is followed on the load that read them.
    if (index > 0) await page.goto(`${site.origin}/en`);
    if (width < 1240) await page.click(builtSelector('.header__toggle'));
    await page.click(builtSelector(`.header__link[href="${target}"]`));
    const top = await settledHeadingTop(page, target);
    expect(top, target).toBeGreaterThanOrEqual(0);
    expect(top, target).toBeLessThan(844 / 3);
  }
  // The page is on /en#…: the browser follows the new fragment in the open document.
  await page.goto(`${site.origin}/en#testimonials`);
  const top = await settledHeadingTop(page, '#testimonials');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(844 / 3);
});

/** The ids of the sections whose content is rendered: a skipped one's first child fails checkVisibility. */
function renderedSections(page: Page): Promise<string[]> {
  return page.$$eval('main > section', (sections) => sections.filter((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).map((s) => s.id));
}

/**
 * Where the heading of the section `hash` names sits in the viewport (the hero's heading for #hero), once it
 * has kept its place for a few frames: the sections the scroll passed have been laid out, and the browser
 * has kept its target in view meanwhile.
 */
function settledHeadingTop(page: Page, hash: string): Promise<number> {
  return page.$eval(`${hash} h1, ${hash} h2`, async (heading) => {
    let top = heading.getBoundingClientRect().top;
    for (let still = 0; still < 10; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = heading.getBoundingClientRect().top;
      still = now === top ? still + 1 : 0;
      top = now;
    }
    return top;
  });
}
