/**
 * What a browser test file needs: the site built once by test/setup/site.ts, served by a static host on
 * loopback, and one Chromium for the whole file. `watchConsole` collects what a page logs, so tests can
 * require no errors or warnings.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { serveStatic, type StaticHost } from './static-host.js';

export interface BrowserSite {
  readonly distDir: string;
  readonly host: StaticHost;
  readonly origin: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function openBrowserSite(): Promise<BrowserSite> {
  const distDir = inject('distDir');
  const [host, browser] = await Promise.all([serveStatic(distDir), launchBrowser()]);
  return {
    distDir,
    host,
    origin: host.origin,
    browser,
    close: async () => {
      await browser.close();
      await host.close();
    },
  };
}

export interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
}

/** Every console message and uncaught page error of `page` from now on. */
export function watchConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: String(error) }));
  return entries;
}

/** The messages that fail a page: errors, warnings, uncaught exceptions. */
export function problemsIn(entries: readonly ConsoleEntry[]): string[] {
  return entries.filter((e) => e.type === 'error' || e.type === 'warning' || e.type === 'pageerror').map((e) => `${e.type}: ${e.text}`);
}

/**
 * Scrolls from the top of the page to its end, a frame at each step, so every `visible` island comes within
 * reach of the island loader, which wakes an island 200 px before it enters the viewport
 * (site/runtime/island-loader/visible.ts). A step is the viewport and 300 of those 400 px: the reach of one
 * position overlaps the next, so no island falls between, and each frame lays out and paints a new stretch
 * of the page once (painting is most of a scroll's cost in the browser).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight + 300) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/** Scrolls through the whole page (scrollToEnd), so every `visible` island wakes, and waits until the network is quiet. */
export async function scrollThrough(page: Page): Promise<void> {
  await scrollToEnd(page);
  // Quiet network lets the chunks the scroll asked for arrive; on a loaded machine a form's proof of work can
  // keep it busy longer, so this wait is bounded, and the callers assert what they need (islands hydrated).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** True once React has hydrated the island container (hydrateRoot marks its container). */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')));
}

/** Wakes every island of the page as a visitor would (scrolling through, then pointing at the `interaction` ones) and waits until all are hydrated. */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await scrollThrough(page);
  for (const island of await page.$$('[data-island][data-hydrate="interaction"]')) await island.hover();
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))), undefined, { timeout: 5000 });
}

/** The rules of WCAG 2.1 A and AA, by axe-core's tags. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface AxeCheck {
  /** axe-core's rule tags; WCAG 2.1 A and AA by default. */
  readonly tags?: readonly string[];
  /** Only the part of the page this selector names (a notice, a form), where the page is checked whole elsewhere. */
  readonly include?: string;
  /** What each line starts with; the page's address by default. */
  readonly label?: string;
}

/**
 * axe-core's violations on the page as it is now, one line each. axe runs in the page itself (AxeBuilder's
 * legacy mode): the default mode runs each frame apart and merges the results in a blank page of the context,
 * which only pages with frames need, and the site's pages have none. Only violations are reported
 * (`resultTypes`), and axe-core, once in a document, stays: a later run on it (the page resized, a form
 * showing its errors) calls it again rather than injecting it anew.
 */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  const options = { runOnly: { type: 'tag' as const, values: [...(check.tags ?? WCAG_21_AA)] }, resultTypes: ['violations' as const] };
  const injected = await page.evaluate(() => 'axe' in window);
  const results: AxeResults = injected
    ? await page.evaluate(({ options, include }) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(include ? { include: [include] } : document, options), { options, include: check.include })
    : await (check.include ? new AxeBuilder({ page }).include(check.include) : new AxeBuilder({ page })).options(options).setLegacyMode().analyze();
  const label = check.label ?? page.url();
  return results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** An init script: keeps every layout shift of the page, with the elements that moved, in `window.layoutShifts`. */
export function recordLayoutShifts(): void {
  const shifts: string[] = [];
  (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
      shifts.push(`${entry.value.toFixed(5)} ${entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))).join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts recordLayoutShifts saw so far: none means CLS 0. */
export function layoutShiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
