/**
 * What the endpoint knows of the site: its pages (the only places a no-JS post is sent back to) and which
 * locale a request speaks — the `locale` field, else the page's prefix, else Accept-Language, else the
 * site's default.
 */
import type { Content, Locale } from '../../core/content/types.js';
import { localizePath } from '../../core/urls.js';
import { localeOptionOf, parseAcceptLanguage, preferredLocale } from '../../shared/locale-choice.js';

export interface SiteFacts {
  readonly baseUrl: string;
  /** The page at `path` if it is a page of this site (exactly as its links write it), else undefined. */
  pageOf(path: unknown): string | undefined;
  /** The home page of a locale: where a no-JS post goes back to when its page is unknown. */
  homeOf(locale: Locale): string;
  chooseLocale(hints: LocaleHints): Locale;
  localeByCode(code: unknown): Locale | undefined;
}

interface LocaleHints {
  readonly locale?: unknown;
  readonly page?: string;
  readonly acceptLanguage?: string;
}

export function createSiteFacts(content: Content): SiteFacts {
  const pages = new Map<string, Locale>();
  for (const locale of content.locales) for (const route of content.routes) pages.set(localizePath(locale, route.path), locale);
  const fallback = content.locales.find((l) => l.code === content.site.defaultLocale) ?? content.locales[0]!;
  const localeByCode = (code: unknown) => content.locales.find((l) => l.code === code);
  return {
    baseUrl: content.site.baseUrl,
    pageOf: (path) => (typeof path === 'string' && pages.has(path) ? path : undefined),
    homeOf: (locale) => localizePath(locale, '/'),
    localeByCode,
    chooseLocale(hints) {
      const byPage = hints.page === undefined ? undefined : pages.get(hints.page);
      const options = content.locales.map(localeOptionOf);
      const byLanguage = preferredLocale(parseAcceptLanguage(hints.acceptLanguage), options);
      return localeByCode(hints.locale) ?? byPage ?? localeByCode(byLanguage?.code) ?? fallback;
    },
  };
}

/** The path of a Referer header (any origin: only the path is used, and only if it names a page), or undefined. */
export function refererPath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}
