/**
 * `diff --screenshots <dir>`: each changed section before and after, at a phone's and a desktop's width, and a
 * third image marking the pixels that changed (pixelmatch). Both built sides are loaded in Chromium from disk
 * (each request answered from the side's folder, as a static host would), never over the network.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import type { PageChange, Screenshots, Shot, SiteComparison } from '../../pipeline/diff/types.js';
import type { CommandIo } from '../io.js';

const SCREENSHOT_WIDTHS = [390, 1440] as const;
/** At most this many sections are pictured; the report names the ones left out. */
const MAX_PICTURED_SECTIONS = 5;

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.json': 'application/json', '.png': 'image/png' };
/** What is not a section of its own, and the element that is it. */
const FRAME_SELECTORS: Readonly<Record<string, string | undefined>> = { header: 'body > header', footer: 'body > footer', main: 'main', page: undefined };

/** The changed sections pictured into `dir` (relative to the current folder) by a Chromium of its own (CHROMIUM_PATH, else Debian's). */
export async function pictureChanges(comparison: SiteComparison, sites: { readonly before: string; readonly after: string }, dir: string, io: CommandIo): Promise<Screenshots> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: io.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    return { ...(await takeScreenshots(comparison, sites, path.resolve(io.cwd, dir), browser)), dir };
  } finally {
    await browser.close();
  }
}

/** Pictures the changed sections of `comparison` (up to the bound) from the two built folders into `dir`. */
export async function takeScreenshots(comparison: SiteComparison, sites: { readonly before: string; readonly after: string }, dir: string, browser: Browser): Promise<Screenshots> {
  const wanted = picturedSections(comparison);
  const pictured = wanted.slice(0, MAX_PICTURED_SECTIONS);
  mkdirSync(dir, { recursive: true });
  const [before, after] = await Promise.all([contextFor(browser, sites.before), contextFor(browser, sites.after)]);
  try {
    const shots: Shot[] = [];
    for (const { page, section } of pictured) {
      for (const width of SCREENSHOT_WIDTHS) shots.push(await shoot(page, section, width, { before, after }, dir));
    }
    return { dir, shots, omitted: wanted.slice(MAX_PICTURED_SECTIONS).map(({ page, section }) => `${page.file}#${section}`) };
  } finally {
    await Promise.all([before.close(), after.close()]);
  }
}

/**
 * The changed sections to picture, in report order: not the page's frame outside its parts (`page`), and a
 * section that changed alike on several pages of a locale (a shared label in the footer) once.
 */
function picturedSections(comparison: SiteComparison): { page: PageChange; section: string }[] {
  const seen = new Set<string>();
  const firstOfAlike = (page: PageChange, section: PageChange['sections'][number]) => {
    const key = `${page.locale} ${section.id} ${JSON.stringify(section.words)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  return comparison.pages.flatMap((page) => page.sections
    .filter((section) => (section.id in FRAME_SELECTORS ? FRAME_SELECTORS[section.id] !== undefined : true) && firstOfAlike(page, section))
    .map((section) => ({ page, section: section.id })));
}

async function shoot(page: PageChange, section: string, width: number, contexts: Record<'before' | 'after', BrowserContext>, dir: string): Promise<Shot> {
  const base = `${page.file.replace(/\.html$/, '').replaceAll('/', '-')}--${section}--${width}`;
  const images: Partial<Record<'before' | 'after', Buffer>> = {};
  for (const side of ['before', 'after'] as const) {
    if ((side === 'before' && page.status === 'added') || (side === 'after' && page.status === 'removed')) continue;
    const image = await sectionImage(contexts[side], page, section, width);
    if (image) writeFileSync(path.join(dir, `${base}-${side}.png`), (images[side] = image));
  }
  const shot: Shot = { page: page.file, section, width, ...(images.before && { before: `${base}-before.png` }), ...(images.after && { after: `${base}-after.png` }) };
  if (!images.before || !images.after) return shot;
  const { png, changed } = markChanges(images.before, images.after);
  writeFileSync(path.join(dir, `${base}-marks.png`), png);
  return { ...shot, marks: `${base}-marks.png`, changedPixels: changed };
}

/** The section as the page shows it at `width`, its lazy pictures loaded; undefined when the page lacks it. */
async function sectionImage(context: BrowserContext, page: PageChange, section: string, width: number): Promise<Buffer | undefined> {
  const tab = await context.newPage();
  try {
    await tab.setViewportSize({ width, height: 900 });
    await tab.goto(`http://site.test/${page.file}`, { waitUntil: 'load' });
    // The faces a page uses are asked for once it is laid out, which may come after `load`: two frames, then
    // every face that started loading is in.
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await tab.evaluate(() => document.fonts.ready);
    const element = tab.locator(FRAME_SELECTORS[section] ?? `[id="${section}"]`).first();
    if ((await element.count()) === 0) return undefined;
    await element.scrollIntoViewIfNeeded();
    // Pictures below the fold load lazily: loaded now, so both sides show them.
    await element.evaluate((el) => Promise.all([...el.querySelectorAll('img')].map((img) => {
      img.loading = 'eager';
      return img.complete ? undefined : new Promise((done) => ['load', 'error'].forEach((event) => img.addEventListener(event, done, { once: true })));
    })));
    // Near the viewport now, the section's island (if any) loads and hydrates, and the faces it uses load:
    // the picture waits for the network to settle and two more frames, so both sides show the same state.
    await tab.waitForLoadState('networkidle');
    await tab.evaluate(() => document.fonts.ready);
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await stableScreenshot(element, section);
  } finally {
    await tab.close();
  }
}

/** A context whose requests to http://site.test/ are answered from `root`, as a static host serves the build (`/en` is `en.html`). */
async function contextFor(browser: Browser, root: string): Promise<BrowserContext> {
  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.route(/.*/, async (route) => {
    const url = new URL(route.request().url());
    if (url.host !== 'site.test') return route.abort();
    const name = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
    const file = [name, `${name}.html`].map((candidate) => path.join(root, candidate)).find((candidate) => candidate.startsWith(root) && statSync(candidate, { throwIfNoEntry: false })?.isFile());
    if (!file) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, body: readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  return context;
}

/** The after-image faded, with the pixels that differ from the before-image in red; both padded to the larger size. */
function markChanges(before: Buffer, after: Buffer): { png: Buffer; changed: number } {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const marks = new PNG({ width, height });
  const changed = pixelmatch(padded(a, width, height), padded(b, width, height), marks.data, width, height, { threshold: 0.1 });
  return { png: PNG.sync.write(marks), changed };
}

/** The image's pixels on a white canvas of the given size. */
function padded(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = new PNG({ width, height, fill: true });
  canvas.data.fill(255);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas.data;
}

/**
 * A picture of the element once it stops changing: two pictures in a row the same (as Playwright's own
 * screenshot assertions wait), at most five; late layout (a section laid out as it nears the viewport, an
 * island's hydration) must not be taken for a change between the sides. Cut from the page at the element's
 * box in whole pixels, with the page's sticky header hidden (where the window is scrolled decides where it
 * stands, and it would stand across the section), so both sides are cut alike.
 */
async function stableScreenshot(element: Locator, section: string): Promise<Buffer> {
  const style = section === 'header' ? undefined : `${FRAME_SELECTORS.header!} { visibility: hidden !important; }`;
  const shoot = async () => {
    const box = await element.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
    });
    return element.page().screenshot({ fullPage: true, clip: box, animations: 'disabled', ...(style && { style }) });
  };
  let last = await shoot();
  for (let attempt = 0; attempt < 5; attempt++) {
    await element.page().waitForTimeout(100);
    const next = await shoot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}
