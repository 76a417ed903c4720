import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../site/App.js';
import type { PageIslands } from '../../site/islands/types.js';
import type { PageAssets, PageContextValue } from '../../site/page-context.js';
import type { PageSpec } from '../../core/page-spec.js';
import { ContentProblems, createProblem } from '../../core/errors/problem.js';
import { renamePageClasses, type ClassNames } from './class-names.js';
import { renderReading, type PageReads } from './read-tracking.js';

// The dev server loads the page renderer and the art it needs through one module (dev/render.ts).
export { planSiteArt, renderSiteArt } from './site-art.js';

export interface RenderedPage {
  readonly html: string;
  /** The islands the page rendered, by id, with their props: what the page's payload hands the browser. */
  readonly islands: PageIslands;
}

/**
 * Renders one page to a complete HTML document. renderToString rather than react-dom/static's prerender:
 * pages have no Suspense boundaries to wait for, and the streaming prerender costs three times as much per
 * page (bench/build.ts). Its markup keeps the text separators islands need to hydrate.
 */
export function renderPage(context: Omit<PageContextValue, 'islands'>, classNames?: ClassNames): RenderedPage {
  const islands = new Map<string, PageIslands[string]>();
  const rendered = renderToString(createElement(App, { context: { ...context, islands } }));
  const html = classNames ? renamePageClasses(rendered, classNames) : rendered;
  return { html: html.startsWith('<!DOCTYPE html>') ? html : `<!DOCTYPE html>${html}`, islands: Object.fromEntries(islands) };
}

export interface RenderedSite {
  /** Every page as UTF-8 bytes, keyed by its file in dist/. */
  readonly files: Map<string, Uint8Array>;
  /** The islands of every page, keyed by the page's public path. */
  readonly islands: ReadonlyMap<string, PageIslands>;
}

/** What every page is rendered from; the assets may differ per page (each links its own stylesheet). */
export type SiteContext = Omit<PageContextValue, 'page' | 'islands' | 'assets'> & {
  readonly assets: PageAssets | ((page: PageSpec) => PageAssets);
  /** The short class names of the build's stylesheets (class-names.ts); without them, the names of the sources. */
  readonly classNames?: ClassNames;
};

/**
 * Every page of the table, held in memory, for benchmarks and tests that want the pages at hand; a build
 * streams them instead (renderPagesInto). Bytes rather than strings: hundreds of large strings held at once
 * make garbage collection slow (at 100× locales, render and write took half again as long per KB; bench/build.ts).
 */
export function renderPages(pages: readonly PageSpec[], context: SiteContext): RenderedSite {
  const files = new Map<string, Uint8Array>();
  const islands = new Map<string, PageIslands>();
  for (const page of pages) {
    const rendered = renderPageOf(page, context);
    files.set(page.file, Buffer.from(rendered.html));
    if (page.kind === 'route') islands.set(page.path, rendered.islands);
  }
  return { files, islands };
}

/**
 * Every page of the table, each handed to `emit` as soon as it is rendered (a build's output compresses and
 * writes it on other threads while the next one renders); returns the islands of every page, keyed by the
 * page's public path. Awaits `emit`, so an output that falls behind holds rendering back instead of pages
 * piling up in memory. Given `reads`, notes there what each page read of the content, by its file (read-tracking.ts).
 */
export async function renderPagesInto(pages: readonly PageSpec[], context: SiteContext, emit: (file: string, html: string) => Promise<void>, reads?: Map<string, PageReads>): Promise<ReadonlyMap<string, PageIslands>> {
  const islands = new Map<string, PageIslands>();
  for (const page of pages) {
    const rendered = reads ? renderTracked(page, context, reads) : renderPageOf(page, context);
    if (page.kind === 'route') islands.set(page.path, rendered.islands);
    await emit(page.file, rendered.html);
  }
  return islands;
}

/** Renders a page from views of its content and page that note what it reads (read-tracking.ts), into `reads`. */
function renderTracked(page: PageSpec, context: SiteContext, reads: Map<string, PageReads>): RenderedPage {
  const { result, reads: read } = renderReading(context.content, page, (content, shown) => renderPageOf(page, { ...context, content }, shown));
  reads.set(page.file, read);
  return result;
}

function renderPageOf(page: PageSpec, context: SiteContext, shown: PageSpec = page): RenderedPage {
  const { assets, classNames, ...shared } = context;
  return renderReporting(page, () => renderPage({ ...shared, page: shown, assets: typeof assets === 'function' ? assets(page) : assets }, classNames));
}

/**
 * The safety net behind the contracts: content that passed `validate` renders, so a failure here is a gap in
 * a contract. It is reported as a problem of the page (route, locale, reason) rather than a stack trace.
 */
function renderReporting<T>(page: PageSpec, render: () => T): T {
  try {
    return render();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const what = { route: `route "${page.route.id}"`, notFound: 'the 404 page', serverError: 'the 500 page', formAnswer: `the answer page of route "${page.route.id}"` }[page.kind];
    const message = `The page ${page.path} (${what}, locale "${page.locale.code}") could not be rendered: ${reason}`;
    throw new ContentProblems([createProblem('E_RENDER_FAILED', message, { file: 'content/site.yaml', line: 1, column: 1 })]);
  }
}
