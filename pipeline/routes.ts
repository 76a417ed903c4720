import type { Content, Locale, Route } from '../core/content/types.js';
import type { PageSpec } from '../core/page-spec.js';
import { nativeAnswerPath } from '../shared/contact-protocol.js';
import { absoluteUrl, errorFileOf, localizePath, outputFileOf } from '../core/urls.js';

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
