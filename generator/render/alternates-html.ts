import type { PageSpec } from '../routes/index.js';
import { escapeHtml } from './escape-html.js';

/**
 * Where the head's per-locale lists go: Document renders these placeholders and renderPage puts the lists in
 * their place. Every page lists every locale (hreflang links, og:locale alternates), so a site with hundreds
 * of locales has hundreds of each on every page; built as a string they cost a fraction of what React takes
 * for as many elements (`npm run bench:scale`). The markup is what React renders for the same elements.
 */
export const ALTERNATE_LINKS_SLOT = 'fiskalis:alternate-links';
export const OG_LOCALE_ALTERNATES_SLOT = 'fiskalis:og-locale-alternates';

/** The placeholder as React renders it: `<meta name="…"/>`. */
const slotMarkup = (name: string) => `<meta name="${name}"/>`;

/** `html` with its placeholders replaced by the page's hreflang links and og:locale alternates. */
export function fillAlternateSlots(html: string, page: PageSpec): string {
  return html
    .replace(slotMarkup(ALTERNATE_LINKS_SLOT), () => alternateLinksHtml(page))
    .replace(slotMarkup(OG_LOCALE_ALTERNATES_SLOT), () => ogLocaleAlternatesHtml(page));
}

/** A `<link rel="alternate">` for the page in each locale, in the order of site.yaml. */
export function alternateLinksHtml(page: PageSpec): string {
  let html = '';
  for (const { locale, url } of page.alternates) html += `<link rel="alternate" hrefLang="${escapeHtml(locale.hreflang)}" href="${escapeHtml(url)}"/>`;
  return html;
}

/** An `og:locale:alternate` for every other locale. */
export function ogLocaleAlternatesHtml(page: PageSpec): string {
  let html = '';
  for (const { locale } of page.alternates) {
    if (locale.code !== page.locale.code) html += `<meta property="og:locale:alternate" content="${escapeHtml(locale.ogLocale)}"/>`;
  }
  return html;
}
