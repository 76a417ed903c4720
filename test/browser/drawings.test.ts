/**
 * The product drawings in a real browser: their text is set in the brand face the build embeds in each file
 * (pipeline/render/drawing-font.ts), and a phone gets the hero's phone view, whose text stays readable
 * (site/drawings/product/hero.tsx, docs/decisions/0014-drawings-typeface.md).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_NARROW } from '../../site/drawings/product/hero.js';
import { openBrowserSite, type BrowserSite } from '../helpers/browser-site.js';

let site: BrowserSite;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  site = await openBrowserSite();
  ({ browser, origin } = site);
}, 60_000);
afterAll(() => site?.close());

const HOMES = ['/en', '/', '/sr'];
/** The least size, in CSS pixels, the hero's text may be drawn at on a 390 px phone. */
const MIN_TEXT_PX = 10;

/**
 * Opens a drawing's file as a document of its own, as the <img> draws it. The site's CSP (style-src 'self')
 * would block the file's <style> in a document, though not in an image, so the test serves the same bytes
 * without it.
 */
async function openDrawing(page: Page, src: string): Promise<void> {
  const body = await (await page.request.get(`${origin}${src}`)).body();
  const url = `${origin}/__drawing.svg`;
  await page.route(url, (route) => route.fulfill({ body, contentType: 'image/svg+xml' }));
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
}

describe('the drawings in the brand face', () => {
  it.each(HOMES)('%s: every drawing sets its text in its embedded Inter, every character of it', async (home) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const drawing = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${origin}${home}`);
      const sources = [...new Set(await page.$$eval('img', (images) => images.map((i) => i.getAttribute('src')!)))].filter((s) => s.startsWith('/assets/drawings/'));
      expect(sources.length).toBeGreaterThanOrEqual(8);
      let withText = 0;
      for (const src of sources) {
        await openDrawing(drawing, src);
        const result = await drawing.evaluate(() => {
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
        if (result.texts === 0) continue;
        withText++;
        expect(result.faces.length, src).toBeGreaterThan(0);
        expect(result.faces.every((s) => s === 'loaded'), src).toBe(true);
        expect(result.notInter, src).toEqual([]);
        expect(result.changed, src).toBeGreaterThan(result.texts / 2);
      }
      // The hero, the administration dashboard, the tour's first screen and the devices at least.
      expect(withText).toBeGreaterThanOrEqual(4);
    } finally {
      await page.close();
      await drawing.close();
    }
  });
});

describe("the hero's drawing on a phone", () => {
  it.each(HOMES)(`%s at 390 px shows the phone view with its text at ${MIN_TEXT_PX} px or more, the full view at 1440 px`, async (home) => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      try {
        await page.goto(`${origin}${home}`);
        const hero = page.locator('img[fetchpriority="high"]');
        const src = (await hero.getAttribute('src'))!;
        const box = (await hero.boundingBox())!;
        // The box has the view's shape, so the view fills it: no letterbox, and the shape is set by the
        // stylesheet before the first paint (no layout shift).
        const shape = width === 390 ? HERO_NARROW.width / HERO_NARROW.height : 640 / 500;
        expect(box.width / box.height).toBeCloseTo(shape, 2);
        // The file drawn in a viewport of the image's size, as the <img> draws it.
        await page.setViewportSize({ width: Math.round(box.width), height: Math.round(box.height) });
        await openDrawing(page, src);
        const view = await page.evaluate(() => {
          const shown = [...document.querySelectorAll<SVGSVGElement>('svg > svg')].filter((s) => getComputedStyle(s).display !== 'none');
          const sizes = shown.flatMap((s) => [...s.querySelectorAll('text, tspan')].filter((t) => t.textContent!.trim()).map((t) => parseFloat(getComputedStyle(t).fontSize)));
          return { views: shown.map((s) => s.getAttribute('class')), viewBoxWidth: shown[0]?.viewBox.baseVal.width ?? 0, smallest: Math.min(...sizes) };
        });
        if (width === 390) {
          expect(view.views).toEqual(['n']);
          expect(view.viewBoxWidth).toBe(HERO_NARROW.width);
          expect(view.smallest * (box.width / view.viewBoxWidth)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
        } else expect(view.views).toEqual(['w']);
      } finally {
        await page.close();
      }
    }
  });

  it('opened in a tab of its own, where the CSP of the site keeps its <style> out, shows the full drawing alone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${origin}/en`);
      const src = (await page.locator('img[fetchpriority="high"]').getAttribute('src'))!;
      const response = await page.goto(`${origin}${src}`);
      expect(response!.headers()['content-security-policy']).toContain("style-src 'self'");
      const shown = await page.evaluate(() => [...document.querySelectorAll('svg > svg')].filter((s) => getComputedStyle(s).display !== 'none').map((s) => s.getAttribute('class')));
      expect(shown).toEqual(['w']);
    } finally {
      await page.close();
    }
  });
});
