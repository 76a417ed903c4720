import type { Content, Locale, Route } from '../core/content/types.js';
import { nativeAnswerPath } from '../shared/contact-protocol.js';
import { absoluteUrl, errorFileOf, localizePath, outputFileOf } from '../core/urls.js';

/**
 * One page to render: a route in a locale, a locale's error view (404 page, 500 page for the server), or the
 * answer page beside a route's page where the contact service sends a form posted without JavaScript.
 */
export interface PageSpec {
  readonly kind: 'route' | 'notFound' | 'serverError' | 'formAnswer';
  readonly locale: Locale;
  /** The route, or for an error view the home route (its layout frames the error view); for an answer page, the page's. */
  readonly route: Route;
  /** Public path without trailing slash; for an error view, the locale's home; for an answer page, its page's. */
  readonly path: string;
  readonly canonicalUrl: string;
  /** The same route in every locale, in the order of site.yaml, for hreflang and the switcher. */
  readonly alternates: readonly { readonly locale: Locale; readonly path: string; readonly url: string }[];
  /** Output file relative to dist/. */
  readonly file: string;
}

/** Every page of the site: each route in each locale, each locale's 404 and 500 pages, then every page's answer page. */
export function buildPageTable(content: Content): PageSpec[] {
  const pages: PageSpec[] = [];
  const home = content.routes.find((r) => r.path === '/') ?? content.routes[0]!;
  // One list per route, shared by its pages: a site with hundreds of locales would otherwise hold hundreds of
  // lists of hundreds, and the head's and the switcher's markup is built once per list (render/alternates-html.ts).
  const alternatesOf = new Map<Route, PageSpec['alternates']>();
  const describe = (route: Route, locale: Locale) => {
    let alternates = alternatesOf.get(route);
    if (!alternates) {
      alternates = Object.freeze(content.locales.map((other) => {
        const path = localizePath(other, route.path);
        return { locale: other, path, url: absoluteUrl(content.site.baseUrl, path) };
      }));
      alternatesOf.set(route, alternates);
    }
    const path = localizePath(locale, route.path);
    return { locale, route, path, canonicalUrl: absoluteUrl(content.site.baseUrl, path), alternates };
  };
  for (const locale of content.locales) {
    for (const route of content.routes) {
      const page = describe(route, locale);
      pages.push({ kind: 'route', ...page, file: outputFileOf(page.path) });
    }
  }
  for (const locale of content.locales) {
    pages.push({ kind: 'notFound', ...describe(home, locale), file: errorFileOf(locale, 404) });
  }
  for (const locale of content.locales) {
    pages.push({ kind: 'serverError', ...describe(home, locale), file: errorFileOf(locale, 500) });
  }
  for (const locale of content.locales) {
    for (const route of content.routes) {
      const page = describe(route, locale);
      pages.push({ kind: 'formAnswer', ...page, file: nativeAnswerPath(page.path).slice(1) });
    }
  }
  return pages;
}
