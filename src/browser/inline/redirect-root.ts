/**
 * The root page's inline script, for static hosting (a server does the same with a 302): on `/`, the rule of
 * the site's rootRedirect mode (src/shared/locale-choice.ts) sends the visitor to a locale, keeping the query
 * and the fragment. One tiny entry per mode (root-redirect.cookie.ts, root-redirect.browser.ts) passes its
 * rule here, so the bundle holds only that mode's code; the build inlines the configured one in `/`'s head
 * after the app config, and its hash is in the Content-Security-Policy. It never throws: a broken cookie or
 * config leaves the visitor on `/`.
 */
import { APP_CONFIG_ID, type AppConfig } from '../../shared/app-config.js';
import { localizedRootUrl, type LocaleOption, type RootVisit } from '../../shared/locale-choice.js';
import { readCookie } from '../cookies.js';

export type RootRedirectRule = (visit: Omit<RootVisit, 'mode'>) => LocaleOption | undefined;

export function redirectRoot(rule: RootRedirectRule): void {
  try {
    if (location.pathname !== '/') return;
    // Parsed here rather than through readAppConfig: this try already covers a missing or broken config, and
    // every byte of this script is in the root page. Every browser this site supports has navigator.languages.
    const config = JSON.parse(document.getElementById(APP_CONFIG_ID)!.textContent!) as AppConfig;
    const target = rule({ cookie: readCookie(config.localeCookie.name), languages: navigator.languages, locales: config.locales });
    if (target) location.replace(localizedRootUrl(target, location.search, location.hash));
  } catch {
    // Staying on `/` is always a correct outcome.
  }
}
