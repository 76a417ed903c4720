/**
 * The home page's three-card groups at tablet widths (issue 20 #3): Who we are's highlights, What we offer,
 * the statistics and the pricing cards wrapped as two cards and a lone third between 640 and 1079 px. Each
 * row of a group must now hold as many cards as every other row: all three side by side, or one per row.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSite, type BrowserSite } from '../helpers/browser-site.js';
import { builtSelector } from '../helpers/class-selector.js';

let site: BrowserSite;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  site = await openBrowserSite();
  ({ browser, origin } = site);
}, 60_000);
afterAll(() => site?.close());

const WIDTHS = [640, 700, 768, 900, 960, 1024, 1079];
const GROUPS = ['#whoWeAre .who__highlights', '#whatWeOffer .offerings__cards', '#statistics .stats__list', '#offer .offer__cards'];

describe('three-card groups at tablet widths', () => {
  // One page for the three homes, whose cache serves the second and third the files they share. Each home is
  // loaded once and measured at every width: the rows follow the stylesheet's media queries, which re-apply
  // as the page is resized.
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: WIDTHS[0]!, height: 900 } });
  });
  afterAll(() => page?.close());

  it.each(['/en', '/', '/sr'])('%s: no group leaves a card alone on a row at 640–1079 px', async (home) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(`${origin}${home}`);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const groups = await page.evaluate((selectors) => selectors.map(([name, selector]) => {
        // The pricing section has a list per segment; the ones of the segments not shown are skipped.
        const lists = [...document.querySelectorAll(selector!)].filter((list) => list.getClientRects().length > 0 && getComputedStyle(list).visibility !== 'hidden');
        return { name: name!, rows: lists.map((list) => {
          const tops = [...list.children].map((card) => Math.round(card.getBoundingClientRect().top));
          const rows = new Map<number, number>();
          for (const top of tops) {
            const row = [...rows.keys()].find((t) => Math.abs(t - top) <= 2) ?? top;
            rows.set(row, (rows.get(row) ?? 0) + 1);
          }
          return [...rows.values()];
        }) };
      }), GROUPS.map((group) => [group, builtSelector(group)]));
      for (const { name, rows } of groups) {
        if (rows.length === 0) problems.push(`${width}px ${name}: not found`);
        for (const counts of rows) if (new Set(counts).size > 1) problems.push(`${width}px ${name}: rows of ${counts.join(' + ')} cards`);
      }
    }
    expect(problems).toEqual([]);
  });
});
