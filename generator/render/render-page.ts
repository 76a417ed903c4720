import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../src/App.js';
import type { PageContextValue } from '../../src/page-context.js';
import type { PageSpec } from '../routes/index.js';

/**
 * Renders one page to a complete HTML document. renderToString rather than react-dom/static's prerender:
 * pages have no Suspense boundaries to wait for, and the streaming prerender costs three times as much per
 * page (bench/build.ts). Its markup keeps the text separators islands need to hydrate.
 */
export function renderPage(context: PageContextValue): string {
  const html = renderToString(createElement(App, { context }));
  return html.startsWith('<!DOCTYPE html>') ? html : `<!DOCTYPE html>${html}`;
}

/**
 * Every page of the table as UTF-8 bytes, keyed by its file in dist/. Bytes rather than strings: the whole
 * site stays in memory until the write, and hundreds of large strings make garbage collection slow (at
 * 100× locales, render and write took half again as long per KB with strings; bench/build.ts).
 */
export function renderPages(pages: readonly PageSpec[], context: Omit<PageContextValue, 'page'>): Map<string, Uint8Array> {
  return new Map(pages.map((page) => [page.file, Buffer.from(renderPage({ ...context, page }))]));
}
