/**
 * The first frame in Chromium: a browser may paint a document its parser has only half read (a slow
 * network, a busy phone). If that frame showed half a header, the rest of the header would move it when it
 * arrives (CLS). The document waits for <main> before its first frame (src/Document.tsx), so a page whose
 * HTML arrives in two parts, cut anywhere in the header, moves nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { layoutShiftsOf, openBrowserSite, recordLayoutShifts, type BrowserSite } from '../helpers/browser-site.js';

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
