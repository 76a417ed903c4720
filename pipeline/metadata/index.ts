import type { PageIslands } from '../../site/islands/types.js';
import { fileBesidePage } from '../../core/page-files.js';
import type { Content } from '../../core/content/types.js';
import type { PageSpec } from '../../core/page-spec.js';
import type { BuildInfo } from './build-info.js';
import { headerRules, renderHeadersFile } from './headers.js';
import { renderHostFiles } from './host-files.js';
import type { BuildTarget } from '../../core/hosts.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import type { BuildMeta, LatestBuild } from '../../core/build-files.js';
import type { RoutePayload } from '../../site/route-payload.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

export interface MetadataInput {
  readonly content: Content;
  readonly pages: readonly PageSpec[];
  readonly build: BuildInfo;
  readonly scriptHashes: readonly string[];
  /** Origin of POST /mail/send ('' for the site's own), allowed in the CSP. */
  readonly apiBase: string;
  /** The islands each route page rendered, by public path: they go into its payload. */
  readonly islands: ReadonlyMap<string, PageIslands>;
  /** The host the build is for: its own files go beside `_headers` (host-files.ts); default `static`. */
  readonly target?: BuildTarget;
}

/** Every non-page file of dist/ besides assets: build metadata, payloads, sitemap, robots.txt, _headers and the host's files. */
export function buildMetadataFiles({ content, pages, build, scriptHashes, apiBase, islands, target = 'static' }: MetadataInput): Map<string, string> {
  const routePages = pages.filter((p) => p.kind === 'route');
  const prerendered = routePages.map((p) => p.path).sort();
  const latest: LatestBuild = { id: build.id, timestamp: build.timestamp };
  const meta: BuildMeta = {
    ...latest,
    matcher: { static: Object.fromEntries(prerendered.map((path) => [path, { prerender: true }])), wildcard: {}, dynamic: {} },
    prerendered,
  };
  const rules = headerRules({ pages, scriptHashes, apiOrigin: apiBase });
  const files = new Map<string, string>([
    ['builds/latest.json', json(latest)],
    [`builds/meta/${build.id}.json`, json(meta)],
    ['sitemap.xml', renderSitemap(pages, content.site.defaultLocale)],
    ['robots.txt', renderRobots(content.site.baseUrl)],
    ['_headers', renderHeadersFile(rules)],
    ...renderHostFiles(target, rules, content.locales),
  ]);
  for (const page of routePages) files.set(payloadFileOf(page.path), json(buildPayload(content, page, build.id, islands.get(page.path) ?? {})));
  return files;
}

/** '/' → _payload.json, '/en/privacy' → en/privacy/_payload.json: where `{path}/_payload.json` resolves. */
export function payloadFileOf(publicPath: string): string {
  return fileBesidePage(publicPath, '_payload.json').slice(1);
}

export function buildPayload(content: Content, page: PageSpec, buildId: string, islands: PageIslands): RoutePayload {
  const catalogue = catalogueOf(content, page.locale.code);
  const market = page.locale.market;
  return {
    buildId,
    path: page.path,
    locale: page.locale.code,
    route: { id: page.route.id, layout: page.route.layout },
    title: catalogue.format(`${page.route.seo}.title`),
    description: catalogue.format(`${page.route.seo}.description`),
    alternates: Object.fromEntries(page.alternates.map((a) => [a.locale.code, a.path])),
    data: page.route.path === '/'
      ? { sections: content.sections.map((s) => ({ id: s.id, type: s.type })), market: { id: market.id, currency: market.currency, billingPeriod: market.billingPeriod, plusVat: market.plusVat, packages: market.packages, addOns: market.addOns } }
      : {},
    islands,
    suggestion: { lang: page.locale.lang, text: catalogue.format('languageSwitcher.suggestion'), dismiss: catalogue.format('languageSwitcher.dismissSuggestion') },
    update: { text: catalogue.format('update.available'), reload: catalogue.format('update.reload'), dismiss: catalogue.format('update.dismiss') },
  };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
