import type { Locale } from '../../core/content/types.js';
import { escapeHtml } from '../../core/escape-html.js';
import { memoizePerObjectAndKey } from '../../core/memo.js';
import { createLocaleListMarkup } from './locale-list-markup.js';
import { LOCALE_LINK_ATTRIBUTE } from '../../shared/notices.js';

interface Alternate {
  readonly locale: Locale;
  readonly path: string;
}

/**
 * The language switcher's `<li>` items as markup: one per locale, so a site with hundreds of locales has
 * hundreds on every page, and React took about half of a page's render time building them as elements
 * (`npm run bench:scale`). The markup is what React renders for the same elements: the label of
 * content/site.yaml, then the language's own name as a hint when the locale has one ("USA English").
 */
export function switcherItemsHtml(alternates: readonly Alternate[], currentCode: string, transform?: (html: string) => string): string {
  const { list, itemOf } = switcherListOf(alternates, transform);
  return list.withOwn(currentCode, (i) => itemOf(i, true));
}

// Built once per list of alternates (a route's pages share one) and transform: the page's own item is swapped in.
const switcherListOf = memoizePerObjectAndKey((alternates: readonly Alternate[], transform: ((html: string) => string) | undefined) => {
  const itemOf = (i: number, current: boolean) => {
    const { locale, path } = alternates[i]!;
    const hint = locale.language ? `<span class="switcher__hint">${escapeHtml(locale.language)}</span>` : '';
    const item = `<li><a class="switcher__link" href="${escapeHtml(path)}" hrefLang="${escapeHtml(locale.hreflang)}" lang="${escapeHtml(locale.lang)}" ${LOCALE_LINK_ATTRIBUTE}="${escapeHtml(locale.code)}"${current ? ' aria-current="true"' : ''}>${escapeHtml(locale.label)}${hint}</a></li>`;
    return transform ? transform(item) : item;
  };
  return { list: createLocaleListMarkup(alternates.map((a) => a.locale.code), (i) => itemOf(i, false)), itemOf };
});
