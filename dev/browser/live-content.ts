/// <reference types="vite/client" />
/**
 * Runs in the pages the dev server sends (dev/overlay.ts adds it before the page's own scripts). When the
 * content changes, the server sends `fiskalis:content` instead of a reload: this fetches the page again and
 * puts the new body in place, keeping the place in the page, the hydrated islands, the notices on screen and
 * everything the runtime set up, and skipping the 20-odd stylesheets and modules a reload asks Vite for
 * again. When that could show something stale it reloads instead: an island whose server markup changed (its
 * React tree would not match), other stylesheets or scripts (sections were added or removed), or a page that
 * is not a rendered page.
 */
import { NOTICE_IDS } from '../../shared/notices.js';
import { CONTENT_EVENT } from '../live-event.js';

const ISLANDS = '[data-island]';
/** The islands' server markup as this page got it, before any was hydrated: what a new render is compared with. */
let served = [...document.querySelectorAll(ISLANDS)].map((island) => island.outerHTML);

import.meta.hot?.on(CONTENT_EVENT, () => void showNewContent().catch(() => location.reload()));

async function showNewContent(): Promise<void> {
  const response = await fetch(location.href, { cache: 'no-store' });
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const islands = [...document.querySelectorAll(ISLANDS)];
  const nextIslands = [...next.querySelectorAll(ISLANDS)];
  const nextServed = nextIslands.map((island) => island.outerHTML);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);
  if (!appConfigOf(document) || !appConfigOf(next) || !same(nextServed, served) || !same(assetsOf(next), assetsOf(document))) {
    location.reload();
    return;
  }
  const anchor = viewportAnchor();
  const heights = sectionHeights();
  document.title = next.title;
  document.documentElement.lang = next.documentElement.lang;
  for (const selector of ['meta[name="description"]', '#app-config']) {
    const [live, fresh] = [document.head.querySelector(selector), next.head.querySelector(selector)];
    if (live && fresh) live.replaceWith(document.adoptNode(fresh));
  }
  // The new body in this document, with the live islands in their places.
  const body = document.createDocumentFragment();
  body.append(...[...next.body.childNodes].map((node) => document.adoptNode(node)));
  body.querySelectorAll(ISLANDS).forEach((placeholder, i) => placeholder.replaceWith(islands[i]!));
  // The runtime's notices (a language suggestion on screen) stay in their live slots.
  for (const { slot } of Object.values(NOTICE_IDS)) {
    const live = document.getElementById(slot);
    if (live) body.getElementById(slot)?.replaceWith(live);
  }
  document.body.replaceChildren(body);
  served = nextServed;
  keepSectionHeights(heights);
  restoreAnchor(anchor);
}

/**
 * The heights of the sections drawn only near the viewport (`content-visibility: auto`). A new section has no
 * remembered size and would stand at its placeholder's height until it comes near, moving what is below it.
 */
function sectionHeights(): Map<string, number> {
  const heights = new Map<string, number>();
  for (const element of document.querySelectorAll('main [id]')) {
    const style = getComputedStyle(element);
    if (style.contentVisibility !== 'auto') continue;
    // The intrinsic size stands for the content: padding and borders come on top of it.
    const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, name) => sum + parseFloat(style[name as 'paddingTop']), 0);
    heights.set(element.id, element.getBoundingClientRect().height - frame);
  }
  return heights;
}

/** Each new section stands at its old height until drawn (`auto`: then it remembers its own). */
function keepSectionHeights(heights: ReadonlyMap<string, number>): void {
  for (const [id, height] of heights) {
    const section = document.getElementById(id);
    if (section) section.style.containIntrinsicBlockSize = `auto ${height}px`;
  }
}

interface Anchor {
  readonly id: string;
  readonly top: number;
}

/** The first element with an id whose box reaches into the viewport, and where its top is: the view is kept by it. */
function viewportAnchor(): Anchor | undefined {
  for (const element of document.querySelectorAll('main [id]')) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0) return { id: element.id, top };
  }
  return undefined;
}

function restoreAnchor(anchor: Anchor | undefined): void {
  const element = anchor && document.getElementById(anchor.id);
  if (element) window.scrollBy(0, element.getBoundingClientRect().top - anchor.top);
}

function appConfigOf(doc: Document): Element | null {
  return doc.getElementById('app-config');
}

/** The stylesheets and scripts a page loads: a page with others needs a reload to get them. */
function assetsOf(doc: Document): string[] {
  // Vite swaps an edited stylesheet by linking it again with a `t` (time) parameter: the same stylesheet.
  return [...doc.querySelectorAll('link[rel="stylesheet"], script[src]')].map((element) => (element.getAttribute('href') ?? element.getAttribute('src') ?? '').replace(/[?&]t=\d+$/, ''));
}
