/**
 * The root page's inline script, for static hosting (a server does the same with a 302): on `/`, the rule of
 * the site's rootRedirect mode (shared/locale-choice.ts) sends the visitor to a locale, keeping the query
 * and the fragment. One tiny entry per mode (root-redirect.cookie.ts, root-redirect.browser.ts) passes its
 * rule here, so the bundle holds only that mode's code; the build inlines the configured one in `/`'s head
 * after the app config, and its hash is in the Content-Security-Policy. It never throws: a broken cookie or
 * config leaves the visitor on `/`.
 */
import { APP_CONFIG_ID, type AppConfig } from '../../../shared/app-config.js';
import { localizedRootUrl, type LocaleOption } from '../../../shared/locale-choice.js';
import { readCookie } from '../cookies.js';

/**
 * A mode's rule, given the stored choice and the site's locales. The entry builds the visit its rule reads, so
 * the cookie mode's script does not even mention the browser's languages (41 bytes of brotli on `/`).
 */
export type RootRedirectRule = (cookie: string | undefined, locales: AppConfig['locales']) => LocaleOption | undefined;

export function redirectRoot(rule: RootRedirectRule): void {
  try {
    if (location.pathname !== '/') return;
    // Parsed here rather than through readAppConfig: this try already covers a missing or broken config, and
    // every byte of this script is in the root page.
    const config = JSON.parse(document.getElementById(APP_CONFIG_ID)!.textContent!) as AppConfig;
    const target = rule(readCookie(config.localeCookie.name), config.locales);
    if (target) location.replace(localizedRootUrl(target, location.search, location.hash));
  } catch {
    // Staying on `/` is always a correct outcome.
  }
}
