import type { Browser, Page } from 'playwright-core';
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

describe('the software tour without JavaScript', () => {
  it.each([[390], [1440]])('shows one screen at a time and switches on click and with the arrow keys at %i px', async (width) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      for (const url of ['/en', '/', '/sr']) {
        await page.goto(`${origin}${url}`);
        const first = await shown(page);
        expect(first.panels).toBeGreaterThan(1);
        expect(first.tabs).toHaveLength(first.panels);
        expect(first.visible).toEqual([first.checked]);
        expect(first.checked).toBe(first.tabs[0]);

        await page.locator(builtSelector('#software .tour__tab')).nth(2).click();
        const clicked = await shown(page);
        expect(clicked.checked).toBe(first.tabs[2]);
        expect(clicked.visible).toEqual([first.tabs[2]]);

        await page.keyboard.press('ArrowRight');
        const keyed = await shown(page);
        expect(keyed.visible).toEqual([first.tabs[3]]);
        // The screen of the shown panel is on screen, with its text.
        const panel = page.locator(builtSelector('#software .tour__panel')).nth(3);
        const screen = panel.locator(builtSelector('img.tour__screen'));
        await screen.scrollIntoViewIfNeeded();
        await page.waitForFunction((img) => (img as HTMLImageElement).complete, await screen.elementHandle());
        expect(await screen.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.currentSrc.includes('/software-')])).toEqual([true, true]);
        expect((await screen.boundingBox())!.width).toBeGreaterThan(width > 900 ? 500 : 300);
        expect(await panel.locator(builtSelector('.tour__text')).isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
