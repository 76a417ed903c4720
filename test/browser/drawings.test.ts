/**
 * The product drawings in a real browser: their text is set in the brand face the build embeds in each file
 * (pipeline/render/drawing-font.ts), and a phone gets the hero's phone view, whose text stays readable
 * (site/drawings/product/hero.tsx, docs/decisions/0014-drawings-typeface.md).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_NARROW } from '../../site/drawings/product/hero.js';
import { openBrowserSite, type BrowserSite } from '../helpers/browser-site.js';

let site: BrowserSite;
let origin: string;
// One page for the file, closed with the site: each test loads what it checks afresh.
let page: Page;
beforeAll(async () => {
  site = await openBrowserSite();
  origin = site.origin;
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await serveDrawingsWithoutCsp(context);
  page = await context.newPage();
}, 60_000);
afterAll(() => site?.close());

const HOMES = ['/en', '/', '/sr'];
/** The least size, in CSS pixels, the hero's text may be drawn at on a 390 px phone. */
const MIN_TEXT_PX = 10;

/**
 * A drawing's file is opened as a document of its own, as the <img> draws it, at `/__drawing.svg?src=<its
 * path>`. The site's CSP (style-src 'self') would block the file's <style> in a document, though not in an
 * image, so the context serves the same bytes there without it.
 */
async function serveDrawingsWithoutCsp(context: BrowserContext): Promise<void> {
  await context.route((url) => url.pathname === '/__drawing.svg', async (route) => {
    const src = new URL(route.request().url()).searchParams.get('src')!;
    const body = await (await context.request.get(`${origin}${src}`)).body();
    await route.fulfill({ body, contentType: 'image/svg+xml' });
  });
}

async function openDrawing(src: string): Promise<void> {
  await page.goto(`${origin}/__drawing.svg?src=${encodeURIComponent(src)}`);
  await page.evaluate(() => document.fonts.ready);
}

interface TextFaces {
  /** The lines drawn in Inter. */
  readonly texts: number;
  /** The lines of which Inter lacks a character. */
  readonly notInter: (string | null)[];
  /** The lines whose width changes in another face. */
  readonly changed: number;
  /** The status of each Inter face of the file. */
  readonly faces: string[];
}

// A file's bytes are named by their hash, so a drawing two homes share (the same src) is measured once.
const facesOfDrawing = new Map<string, Promise<TextFaces>>();

/** How the drawing `src` sets its text, measured in a 1440 × 900 viewport (the hero's full view). */
function textFacesOf(src: string): Promise<TextFaces> {
  if (!facesOfDrawing.has(src)) facesOfDrawing.set(src, measureTextFaces(src));
  return facesOfDrawing.get(src)!;
}

async function measureTextFaces(src: string): Promise<TextFaces> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDrawing(src);
  return page.evaluate(() => {
    // The lines drawn (the hero's hidden view measures nothing), each without the symbols the site's Inter
    // files lack (▲ ✓: arrows, shapes, dingbats), which the system draws.
    const texts = [...document.querySelectorAll('text')]
      .filter((t) => getComputedStyle(t).fontFamily.startsWith('Inter') && t.textContent!.trim() && t.getComputedTextLength() > 0)
      .map((t) => {
        const copy = t.cloneNode(true) as SVGTextElement;
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) node.textContent = node.textContent!.replace(/[\u2190-\u2bff]/g, '');
        t.after(copy);
        return copy;
      })
      .filter((t) => t.textContent!.trim());
    const width = (text: SVGTextElement, family: string) => {
      text.style.fontFamily = family;
      const length = text.getComputedTextLength();
      text.style.fontFamily = '';
      return length;
    };
    // A character the embedded face lacks falls back to the next family: with two different fallbacks
    // behind Inter, a line measures the same only when Inter drew every character of it.
    const notInter = texts.filter((t) => Math.abs(width(t, 'Inter, monospace') - width(t, 'Inter, serif')) > 0.01).map((t) => t.textContent);
    // And Inter itself drew them: the same lines in a fallback face alone measure otherwise.
    const changed = texts.filter((t) => Math.abs(width(t, 'Inter') - width(t, 'monospace')) > 0.5).length;
    const faces = [...document.fonts].filter((f) => f.family === 'Inter').map((f) => f.status);
    return { texts: texts.length, notInter, changed, faces };
  });
}

/** The views of the hero's file shown in the current viewport, the first one's viewBox width and its smallest text. */
function shownViews(): Promise<{ views: (string | null)[]; viewBoxWidth: number; smallest: number }> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<SVGSVGElement>('svg > svg')].filter((s) => getComputedStyle(s).display !== 'none');
    const sizes = shown.flatMap((s) => [...s.querySelectorAll('text, tspan')].filter((t) => t.textContent!.trim()).map((t) => parseFloat(getComputedStyle(t).fontSize)));
    return { views: shown.map((s) => s.getAttribute('class')), viewBoxWidth: shown[0]?.viewBox.baseVal.width ?? 0, smallest: Math.min(...sizes) };
  });
}

describe('the drawings in the brand face', () => {
  it.each(HOMES)('%s: every drawing sets its text in its embedded Inter, every character of it', async (home) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The <img>s are in the page as served: no need to wait for what they load.
    await page.goto(`${origin}${home}`, { waitUntil: 'domcontentloaded' });
    const sources = [...new Set(await page.$$eval('img', (images) => images.map((i) => i.getAttribute('src')!)))].filter((s) => s.startsWith('/assets/drawings/'));
    expect(sources.length).toBeGreaterThanOrEqual(8);
    let withText = 0;
    for (const src of sources) {
      const result = await textFacesOf(src);
      if (result.texts === 0) continue;
      withText++;
      expect(result.faces.length, src).toBeGreaterThan(0);
      expect(result.faces.every((s) => s === 'loaded'), src).toBe(true);
      expect(result.notInter, src).toEqual([]);
      expect(result.changed, src).toBeGreaterThan(result.texts / 2);
    }
    // The hero, the administration dashboard, the tour's first screen and the devices at least.
    expect(withText).toBeGreaterThanOrEqual(4);
  });
});

describe("the hero's drawing on a phone", () => {
  it.each(HOMES)(`%s at 390 px shows the phone view with its text at ${MIN_TEXT_PX} px or more, the full view at 1440 px`, async (home) => {
    // The home loaded once, its hero measured at each width: the stylesheet's media queries give the box its
    // shape, and re-apply on a resize.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}${home}`);
    const hero = page.locator('img[fetchpriority="high"]');
    const src = (await hero.getAttribute('src'))!;
    const boxes = new Map<number, { width: number; height: number }>();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      const box = (await hero.boundingBox())!;
      boxes.set(width, box);
      // The box has the view's shape, so the view fills it: no letterbox, and the shape is set by the
      // stylesheet before the first paint (no layout shift).
      const shape = width === 390 ? HERO_NARROW.width / HERO_NARROW.height : 640 / 500;
      expect(box.width / box.height, `${width} px`).toBeCloseTo(shape, 2);
    }
    // The file drawn in a viewport of the image's size, as the <img> draws it; the file's own media queries
    // pick the view, and re-apply on a resize.
    await openDrawing(src);
    for (const [width, box] of boxes) {
      await page.setViewportSize({ width: Math.round(box.width), height: Math.round(box.height) });
      const view = await shownViews();
      if (width === 390) {
        expect(view.views, `${width} px`).toEqual(['n']);
        expect(view.viewBoxWidth, `${width} px`).toBe(HERO_NARROW.width);
        expect(view.smallest * (box.width / view.viewBoxWidth), `${width} px`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      } else expect(view.views, `${width} px`).toEqual(['w']);
    }
  });

  it('opened in a tab of its own, where the CSP of the site keeps its <style> out, shows the full drawing alone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The hero's src is in the page as served.
    await page.goto(`${origin}/en`, { waitUntil: 'domcontentloaded' });
    const src = (await page.locator('img[fetchpriority="high"]').getAttribute('src'))!;
    const response = await page.goto(`${origin}${src}`);
    expect(response!.headers()['content-security-policy']).toContain("style-src 'self'");
    const shown = await page.evaluate(() => [...document.querySelectorAll('svg > svg')].filter((s) => getComputedStyle(s).display !== 'none').map((s) => s.getAttribute('class')));
    expect(shown).toEqual(['w']);
  });
});
