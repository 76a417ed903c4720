import type { Locale, Route } from './content/types.js';

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
