/**
 * The root page's inline script, for static hosting (a server does the same with a 302): on `/`, a stored
 * choice (or, in `browser` mode, the browser's languages) sends the visitor to that locale, keeping the query
 * and the fragment. Bundled on its own into a tiny IIFE and inlined in `/`'s head after the app config; its
 * hash is in the Content-Security-Policy. It never throws: a broken cookie or config leaves the visitor on `/`.
 */
import { readAppConfig } from '../../shared/app-config.js';
import { localizedRootUrl, rootRedirectTarget } from '../../shared/locale-choice.js';
import { readCookie } from '../cookies.js';

try {
  const config = readAppConfig(document);
  if (config && location.pathname === '/') {
    const target = rootRedirectTarget({
      mode: config.rootRedirect,
      cookie: readCookie(config.localeCookie.name),
      languages: navigator.languages ?? [navigator.language],
      locales: config.locales,
    });
    if (target) location.replace(localizedRootUrl(target, location.search, location.hash));
  }
} catch {
  // Staying on `/` is always a correct outcome.
}
