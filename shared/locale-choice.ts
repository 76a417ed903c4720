/**
 * The one rule for which locale a visitor should see, shared by the server (302 on `/`), the inline script of
 * the root page (static hosting) and the browser runtime (the language suggestion). Dependency-free and
 * small: it is bundled into an inline script.
 *
 * - A stored choice (the locale cookie) always wins.
 * - Browser languages map to locales by the data of content/site.yaml (each locale's `browserLanguages`):
 *   by region first, then by language. With the site's data: region RS or language `sr` → sr; region ME or
 *   `cnr` → me; `en` → en. Nothing else maps: a German browser is neither redirected nor offered a locale.
 * - `/` redirects only in modes `cookie` (from the cookie) and `browser` (cookie, then languages); never a
 *   visit without any languages; never to the unprefixed locale, so a redirect can never loop.
 */

/** cookie: a stored choice redirects `/`; browser: the browser's languages too; off: `/` never redirects. */
export type RootRedirectMode = 'cookie' | 'browser' | 'off';

/**
 * A locale as the choice needs it: its code, URL prefix ('' for the unprefixed locale), and the browser tag
 * parts it answers, in one list because every page carries it: regions in upper case (RS), languages in
 * lower case (sr); absent: none.
 */
export interface LocaleOption {
  readonly code: string;
  readonly prefix: string;
  readonly tags?: readonly string[];
}

/** A locale of the content as the choice needs it (what the app config, the server and the service hold). */
export function localeOptionOf(locale: { readonly code: string; readonly prefix: string; readonly browserLanguages: { readonly regions: readonly string[]; readonly languages: readonly string[] } }): LocaleOption {
  const { regions, languages } = locale.browserLanguages;
  const tags = [...regions.map((r) => r.toUpperCase()), ...languages.map((l) => l.toLowerCase())];
  return { code: locale.code, prefix: locale.prefix, ...(tags.length ? { tags } : {}) };
}

/** The tags of an Accept-Language header by preference (q, then order); `*` and q=0 are never chosen. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  const parts = header.split(',');
  for (let index = 0; index < parts.length; index++) {
    const [tag = '', ...params] = parts[index]!.trim().split(';');
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
      else if (/^\s*q\s*=/i.test(param)) q = 0;
    }
    const clean = tag.trim();
    if (clean && clean !== '*' && q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(clean)) entries.push({ tag: clean, q, index });
  }
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** The locale a language tag asks for, or undefined: the first that lists its region, else the first that lists its language. */
export function localeOfTag(tag: string, locales: readonly LocaleOption[]): LocaleOption | undefined {
  const parts = tag.split('-');
  const language = parts[0]!.toLowerCase();
  // Subtags after the language: a 4-letter script (Latn), a 2-letter region (RS), variants.
  const region = parts.slice(1).find((p) => p.length === 2)?.toUpperCase();
  return (region && locales.find((l) => l.tags?.includes(region))) || locales.find((l) => l.tags?.includes(language));
}

/** The first locale of `locales` that the languages (most preferred first) ask for. */
export function preferredLocale(languages: readonly string[], locales: readonly LocaleOption[]): LocaleOption | undefined {
  for (const tag of languages) {
    const locale = localeOfTag(tag, locales);
    if (locale) return locale;
  }
  return undefined;
}

/** The locale a stored choice names, if it names one of `locales`. */
export function storedLocale(cookie: string | undefined | null, locales: readonly LocaleOption[]): LocaleOption | undefined {
  return cookie ? locales.find((l) => l.code === cookie) : undefined;
}

export interface RootVisit {
  readonly mode: RootRedirectMode;
  /** The locale cookie's value, if any. */
  readonly cookie: string | undefined | null;
  /** The browser's languages, most preferred first; empty when the request named none. */
  readonly languages: readonly string[];
  readonly locales: readonly LocaleOption[];
}

/** Where a visit to `/` is sent: the prefixed locale to redirect to, or undefined to stay on `/`. */
export function rootRedirectTarget(visit: RootVisit): LocaleOption | undefined {
  if (visit.mode === 'off') return undefined;
  return visit.mode === 'browser' ? browserRedirectTarget(visit.cookie, visit.locales, visit.languages) : cookieRedirectTarget(visit.cookie, visit.locales);
}

/*
 * The two redirecting modes, each on its own so the root page's inline script bundles only the one the site
 * is built for (site/runtime/inline/): the cookie-mode script then carries no language matching at all.
 */

/** Mode `cookie`: only a stored choice of a prefixed locale redirects. (Positional: the inline script passes it as is.) */
export function cookieRedirectTarget(cookie: RootVisit['cookie'], locales: RootVisit['locales']): LocaleOption | undefined {
  return prefixedOnly(storedLocale(cookie, locales));
}

/** Mode `browser`: a stored choice, else the browser's languages. */
export function browserRedirectTarget(cookie: RootVisit['cookie'], locales: RootVisit['locales'], languages: RootVisit['languages']): LocaleOption | undefined {
  return prefixedOnly(storedLocale(cookie, locales) ?? preferredLocale(languages, locales));
}

/** `/` is the unprefixed locale itself: redirecting there would loop. */
function prefixedOnly(target: LocaleOption | undefined): LocaleOption | undefined {
  return target && target.prefix ? target : undefined;
}

export interface SuggestionInput {
  readonly cookie: string | undefined | null;
  readonly languages: readonly string[];
  /** The code of the locale the visitor is looking at. */
  readonly pageLocale: string;
  readonly locales: readonly LocaleOption[];
}

/** The locale to offer a visitor who has stored no choice and whose browser prefers another locale than the page's. */
export function suggestedLocale(input: SuggestionInput): LocaleOption | undefined {
  if (storedLocale(input.cookie, input.locales)) return undefined;
  const preferred = preferredLocale(input.languages, input.locales);
  return preferred && preferred.code !== input.pageLocale ? preferred : undefined;
}

/** The redirect target for `/`, keeping the query and the fragment: ('/en', '?utm_source=x', '#pricing') → '/en?utm_source=x#pricing'. */
export function localizedRootUrl(locale: LocaleOption, search: string, hash: string): string {
  return `${locale.prefix}${search}${hash}`;
}
