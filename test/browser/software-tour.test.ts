import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSite, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';

// The software tour is a radio group in plain HTML: it must switch screens with JavaScript turned off.
let site: BrowserSite;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  site = await openBrowserSite();
  ({ browser, origin } = site);
}, 60_000);
afterAll(() => site?.close());

/** The titles of the panels a visitor sees, and the tab that is checked. */
async function shown(page: Page) {
  return page.evaluate(({ panel, radio, title, tab }) => {
    const visible = (el: Element) => el.getClientRects().length > 0;
    const panels = [...document.querySelectorAll(`#software ${panel}`)];
    const checked = document.querySelector<HTMLInputElement>(`#software ${radio}:checked`);
    return {
      panels: panels.length,
      visible: panels.filter(visible).map((shown) => shown.querySelector(title)!.textContent),
      checked: checked ? document.querySelector(`label[for="${checked.id}"]`)!.textContent : null,
      tabs: [...document.querySelectorAll(`#software ${tab}`)].map((label) => label.textContent),
    };
  }, { panel: builtSelector('.tour__panel'), radio: builtSelector('.tour__radio'), title: builtSelector('.tour__title'), tab: builtSelector('.tour__tab') });
}

const WIDTHS = [390, 1440];

describe('the software tour without JavaScript', () => {
  // One page for the file. Each home is loaded once: the tour is laid out by the stylesheet's media queries,
  // which re-apply as the page is resized, so the page as served is checked at each width first, then the
  // switching at each width (at the second, from the screen the first left shown, the fourth).
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS[0]!, height: 900 } });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(['/en', '/', '/sr'])(`%s: shows one screen at a time and switches on click and with the arrow keys at ${WIDTHS.join(' and ')} px`, async (url) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(`${origin}${url}`);
    const first = await shown(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const served = await shown(page);
      expect(served.panels, `${width} px`).toBeGreaterThan(1);
      expect(served.tabs, `${width} px`).toHaveLength(served.panels);
      expect(served.visible, `${width} px`).toEqual([served.checked]);
      expect(served.checked, `${width} px`).toBe(served.tabs[0]);
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator(builtSelector('#software .tour__tab')).nth(2).click();
      const clicked = await shown(page);
      expect(clicked.checked, `${width} px`).toBe(first.tabs[2]);
      expect(clicked.visible, `${width} px`).toEqual([first.tabs[2]]);

      await page.keyboard.press('ArrowRight');
      const keyed = await shown(page);
      expect(keyed.visible, `${width} px`).toEqual([first.tabs[3]]);
      // The screen of the shown panel is on screen, with its text.
      const panel = page.locator(builtSelector('#software .tour__panel')).nth(3);
      const screen = panel.locator(builtSelector('img.tour__screen'));
      await screen.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await screen.elementHandle());
      expect(await screen.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.currentSrc.includes('/software-')]), `${width} px`).toEqual([true, true]);
      expect((await screen.boundingBox())!.width, `${width} px`).toBeGreaterThan(width > 900 ? 500 : 300);
      expect(await panel.locator(builtSelector('.tour__text')).isVisible(), `${width} px`).toBe(true);
    }
  });
});
