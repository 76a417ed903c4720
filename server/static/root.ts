import type { IncomingHttpHeaders } from 'node:http';
import { localizedRootUrl, parseAcceptLanguage, rootRedirectTarget, type LocaleOption, type RootRedirectMode } from '../../shared/locale-choice.js';
import { safeSearch } from './paths.js';

export interface RootOptions {
  readonly mode: RootRedirectMode;
  readonly cookieName: string;
  readonly locales: readonly LocaleOption[];
}

export interface RootAnswer {
  /** Where `/` sends this visitor with a 302, if anywhere. */
  readonly location: string | undefined;
  /** The request headers the decision read, for Vary: `Cookie`, in browser mode also `Accept-Language`. */
  readonly vary: string | undefined;
}

/**
 * What `/` answers, by the rule of shared/locale-choice.ts (the inline script's too): a stored choice
 * redirects; in browser mode so do the browser's languages, never a request without Accept-Language;
 * everyone else gets the Montenegrin home. The query goes along; the Referer plays no part.
 */
export function decideRoot(options: RootOptions, headers: IncomingHttpHeaders, search: string, parseCookie: (header: string) => Record<string, string | undefined>): RootAnswer {
  if (options.mode === 'off') return { location: undefined, vary: undefined };
  const cookie = headers.cookie ? parseCookie(headers.cookie)[options.cookieName] : undefined;
  const languages = options.mode === 'browser' ? parseAcceptLanguage(headers['accept-language']) : [];
  const target = rootRedirectTarget({ mode: options.mode, cookie, languages, locales: options.locales });
  return {
    location: target && localizedRootUrl(target, safeSearch(search), ''),
    vary: options.mode === 'browser' ? 'Cookie, Accept-Language' : 'Cookie',
  };
}
