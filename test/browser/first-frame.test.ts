/**
 * The first frame in Chromium: a browser may paint a document its parser has only half read (a slow
 * network, a busy phone). If that frame showed half a header, the rest of the header would move it when it
 * arrives (CLS). The document waits for <main> before its first frame (site/Document.tsx), so a page whose
 * HTML arrives in two parts, cut anywhere in the header, moves nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { layoutShiftsOf, openBrowserSite, recordLayoutShifts, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';

let site: BrowserSite;
let server: Server;
let origin: string;
/** Where the next page's HTML is cut: a fraction of the way from `<header` to `<main`. */
let cutAt = 0;

const PAUSE_MS = 300;

beforeAll(async () => {
  site = await openBrowserSite();
  // Every response comes from the static host (its headers, CSP included); pages come in two parts.
  server = createServer(async (request, response) => {
    const upstream = await fetch(`${site.origin}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)));
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!String(headers['content-type']).startsWith('text/html')) return response.end(body);
    const html = body.toString('latin1');
    const start = html.indexOf('<header');
    const cut = Math.round(start + (html.indexOf('<main') - start) * cutAt);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
});

it.each([[390], [1440]])('shows no half header: HTML cut anywhere in the header moves nothing at %i px (CLS 0)', async (width) => {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  try {
    for (const url of ['/', '/en/privacy']) {
      for (const fraction of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        cutAt = fraction;
        await page.goto(`${origin}${url}`, { waitUntil: 'load' });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await layoutShiftsOf(page), `${url} cut at ${fraction}`).toEqual([]);
      }
    }
  } finally {
    await context.close();
  }
}, 60_000);

it('lays out only the sections near the viewport on a phone', async () => {
  const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(`${site.origin}/en`);
    const first = await renderedSections(page);
    // The hero, and what lies in the browser's margin around the viewport.
    expect(first[0]).toBe('hero');
    expect(first).not.toContain('contact');
    expect(first.length).toBeLessThanOrEqual(3);
  } finally {
    await page.close();
  }
});

it.each([[390], [1440]])('lands on the target of every header link and of a loaded #fragment, however far down, at %i px', async (width) => {
  const page = await site.browser.newPage({ viewport: { width, height: 844 } });
  try {
    await page.goto(`${site.origin}/en`);
    const targets = await page.$$eval(builtSelector('.header__link'), (links) => links.map((a) => a.getAttribute('href')!).filter((href) => href.startsWith('#')));
    expect(targets.length).toBeGreaterThanOrEqual(5);
    for (const target of targets) {
      await page.goto(`${site.origin}/en`);
      if (width < 1240) await page.click(builtSelector('.header__toggle'));
      await page.click(builtSelector(`.header__link[href="${target}"]`));
      await page.waitForTimeout(200);
      expect(await headingTop(page, target), target).toBeGreaterThanOrEqual(0);
      expect(await headingTop(page, target), target).toBeLessThan(844 / 3);
    }
    await page.goto(`${site.origin}/en#testimonials`);
    await page.waitForTimeout(200);
    expect(await headingTop(page, '#testimonials')).toBeGreaterThanOrEqual(0);
    expect(await headingTop(page, '#testimonials')).toBeLessThan(844 / 3);
  } finally {
    await page.close();
  }
});

/** The ids of the sections whose content is rendered: a skipped one's first child fails checkVisibility. */
function renderedSections(page: Page): Promise<string[]> {
  return page.$$eval('main > section', (sections) => sections.filter((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).map((s) => s.id));
}

/** Where the heading of the section `hash` names sits in the viewport (the hero's heading for #hero). */
function headingTop(page: Page, hash: string): Promise<number> {
  return page.$eval(`${hash} h1, ${hash} h2`, (heading) => heading.getBoundingClientRect().top);
}
