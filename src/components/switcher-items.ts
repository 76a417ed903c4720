import type { Locale } from '../../generator/content/types.js';
import { escapeHtml } from '../../generator/render/escape-html.js';
import { LOCALE_LINK_ATTRIBUTE } from '../shared/notices.js';

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
export function switcherItemsHtml(alternates: readonly Alternate[], currentCode: string): string {
  let html = '';
  for (const { locale, path } of alternates) {
    const current = locale.code === currentCode ? ' aria-current="true"' : '';
    const hint = locale.language ? `<span class="switcher__hint">${escapeHtml(locale.language)}</span>` : '';
    html += `<li><a class="switcher__link" href="${escapeHtml(path)}" hrefLang="${escapeHtml(locale.hreflang)}" lang="${escapeHtml(locale.lang)}" ${LOCALE_LINK_ATTRIBUTE}="${escapeHtml(locale.code)}"${current}>${escapeHtml(locale.label)}${hint}</a></li>`;
  }
  return html;
}
