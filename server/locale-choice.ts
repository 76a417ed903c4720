/** Locale codes and prefixes the server knows, from content/site.yaml. */
export interface LocaleRoute {
  readonly code: string;
  readonly prefix: string;
}

/**
 * The locale a visitor landing on `/` should see: the cookie's when it names a locale, else the first of the
 * Accept-Language tags (by q) that names one: region RS or plain `sr` → sr, region ME or `cnr` → me, `en` → en;
 * else the default. Mirrors src/root-redirect.ts, the static-hosting version.
 */
export function chooseLocale(cookieValue: string | undefined, acceptLanguage: string | undefined, locales: readonly LocaleRoute[], fallback: string): string {
  const known = new Set(locales.map((l) => l.code));
  if (cookieValue && known.has(cookieValue)) return cookieValue;
  for (const tag of parseAcceptLanguage(acceptLanguage ?? '')) {
    const parts = tag.toLowerCase().split('-');
    if ((parts.includes('rs') && parts.indexOf('rs') > 0) || (parts[0] === 'sr' && parts.length === 1)) return pick('sr');
    if ((parts.includes('me') && parts.indexOf('me') > 0) || parts[0] === 'cnr') return pick('me');
    if (parts[0] === 'en') return pick('en');
  }
  return fallback;

  function pick(code: string): string {
    return known.has(code) ? code : fallback;
  }
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
