import { createElement as h, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/content/types.js';
import { alternateLinksHtml, ogLocaleAlternatesHtml } from '../../site/locale-lists/alternates-html.js';
import { escapeHtml } from '../../core/escape-html.js';
import type { PageSpec } from '../../pipeline/routes.js';
import { switcherItemsHtml } from '../../site/locale-lists/switcher-items.js';

// Values with every character React escapes, so the string builders must escape exactly as React does.
const tricky = `a&b<c>d"e'f`;
const locales = [
  { code: 'en', label: 'USA', language: tricky, lang: 'en-US', hreflang: 'en-US', ogLocale: 'en_US', path: '/en' },
  { code: 'me', label: tricky, lang: 'sr-Latn-ME', hreflang: tricky, ogLocale: tricky, path: `/?q=${tricky}` },
  { code: 'sr', label: 'Srbija', lang: tricky, hreflang: 'sr-RS', ogLocale: 'sr_RS', path: '/sr' },
].map(({ path, ...locale }) => ({ locale: locale as unknown as Locale, path, url: `https://example.test${path}` }));
const page = { locale: locales[1]!.locale, alternates: locales } as unknown as PageSpec;

/** What React renders for `elements`, as the components rendered them before they were built as strings. */
const react = (elements: ReturnType<typeof h>[]) => renderToStaticMarkup(h(Fragment, null, ...elements));

describe('per-locale lists built as strings', () => {
  it('escape text as React does', () => {
    expect(escapeHtml(tricky)).toBe(renderToStaticMarkup(h('p', null, tricky)).slice(3, -4));
  });

  it('hreflang links match the elements React renders', () => {
    expect(alternateLinksHtml(page)).toBe(react(page.alternates.map((a) => h('link', { key: a.locale.code, rel: 'alternate', hrefLang: a.locale.hreflang, href: a.url }))));
  });

  it('og:locale alternates leave out the page locale and match React', () => {
    const others = page.alternates.filter((a) => a.locale.code !== page.locale.code);
    expect(others).toHaveLength(2);
    expect(ogLocaleAlternatesHtml(page)).toBe(react(others.map((a) => h('meta', { key: a.locale.code, property: 'og:locale:alternate', content: a.locale.ogLocale }))));
  });

  it('language switcher items mark the current locale, add the language hint where a locale has one, and match React', () => {
    const items = page.alternates.map((a) =>
      h('li', { key: a.locale.code }, h('a', { className: 'switcher__link', href: a.path, hrefLang: a.locale.hreflang, lang: a.locale.lang, 'data-locale': a.locale.code, 'aria-current': a.locale.code === 'me' ? 'true' : undefined }, a.locale.label, a.locale.language && h('span', { className: 'switcher__hint' }, a.locale.language))),
    );
    expect(switcherItemsHtml(page.alternates, 'me')).toBe(react(items));
    expect(switcherItemsHtml(page.alternates, 'me').match(/aria-current/g)).toHaveLength(1);
  });
});
