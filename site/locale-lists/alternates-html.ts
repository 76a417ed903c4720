import type { PageSpec } from '../../pipeline/routes.js';
import { escapeHtml } from '../../core/escape-html.js';
import { memoizePerObject } from '../../core/memo.js';
import { createLocaleListMarkup } from './locale-list-markup.js';
import { switcherItemsHtml } from './switcher-items.js';
import { renamePageClasses, type ClassNames } from '../../pipeline/render/class-names.js';

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

/** Where a list of links to every locale goes (LanguageList): a comment, which React writes as it is. */
export const LOCALE_ITEMS_SLOT = '<!--fiskalis:locale-items-->';

const SLOTS = new RegExp([slotMarkup(ALTERNATE_LINKS_SLOT), slotMarkup(OG_LOCALE_ALTERNATES_SLOT), LOCALE_ITEMS_SLOT].join('|'), 'g');

/**
 * `html` with its placeholders replaced by the page's hreflang links, og:locale alternates and locale links,
 * in one pass. `classNames`: the build's short class names, which the locale links take as well (the rest
 * of the page has them already: they are given before the lists go in, so that the lists, hundreds of
 * items long on a site with hundreds of locales, are renamed once per build rather than on every page).
 */
export function fillAlternateSlots(html: string, page: PageSpec, classNames?: ClassNames): string {
  return html.replace(SLOTS, (slot) => {
    if (slot === LOCALE_ITEMS_SLOT) return localeItemsHtml(page, classNames);
    return slot.includes(ALTERNATE_LINKS_SLOT) ? alternateLinksHtml(page) : ogLocaleAlternatesHtml(page);
  });
}

/** A `<link rel="alternate">` for the page in each locale, in the order of site.yaml. */
export function alternateLinksHtml(page: PageSpec): string {
  return alternateLinksOf(page.alternates);
}

/** An `og:locale:alternate` for every other locale. */
export function ogLocaleAlternatesHtml(page: PageSpec): string {
  return ogLocaleAlternatesOf(page.alternates).withOwn(page.locale.code, () => '');
}

// The same for every page of a route, whose pages share one list of alternates (routes/index.ts).
const alternateLinksOf = memoizePerObject((alternates: PageSpec['alternates']) => {
  let html = '';
  for (const { locale, url } of alternates) html += `<link rel="alternate" hrefLang="${escapeHtml(locale.hreflang)}" href="${escapeHtml(url)}"/>`;
  return html;
});

const ogLocaleAlternatesOf = memoizePerObject((alternates: PageSpec['alternates']) =>
  createLocaleListMarkup(alternates.map((a) => a.locale.code), (i) => `<meta property="og:locale:alternate" content="${escapeHtml(alternates[i]!.locale.ogLocale)}"/>`),
);

/** The links to the page in every locale, the page's own marked current, with the build's class names. */
function localeItemsHtml(page: PageSpec, classNames: ClassNames | undefined): string {
  return switcherItemsHtml(page.alternates, page.locale.code, classNames && renamerOf(classNames));
}

// One function per plan: the switcher's markup is kept per transform.
const renamerOf = memoizePerObject((classNames: ClassNames) => (html: string) => renamePageClasses(html, classNames));
