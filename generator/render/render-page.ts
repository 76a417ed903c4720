import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../src/App.js';
import type { PageContextValue } from '../../src/page-context.js';

/**
 * Renders one page to a complete HTML document. renderToString rather than react-dom/static's prerender:
 * pages have no Suspense boundaries to wait for, and the streaming prerender costs three times as much per
 * page (bench/build.ts). Its markup keeps the text separators islands need to hydrate.
 */
export function renderPage(context: PageContextValue): string {
  const html = renderToString(createElement(App, { context }));
  return html.startsWith('<!DOCTYPE html>') ? html : `<!DOCTYPE html>${html}`;
}
