import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../../src/App.js';
import type { PageContextValue } from '../../src/page-context.js';

/** Renders one page to a complete HTML document with React's static renderer. */
export async function renderPage(context: PageContextValue): Promise<string> {
  const { prelude } = await prerender(createElement(App, { context }));
  const html = await new Response(prelude).text();
  return html.startsWith('<!DOCTYPE html>') ? html : `<!DOCTYPE html>${html}`;
}
