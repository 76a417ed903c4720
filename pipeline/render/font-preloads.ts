import type { Content, Locale } from '../../core/content/types.js';
import { memoizePerObjectAndKey } from '../../core/memo.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

/** The Latin face every page's text uses (site/styles/fonts.css). */
const LATIN_FONT = 'inter-latin-wght-normal.woff2';
/** The face of the letters Montenegrin and Serbian Latin add; its unicode-range in fonts.css is these letters. */
const BCMS_FONT = 'inter-bcms-wght-normal.woff2';
const BCMS_LETTERS = /[ĆćČčĐđŚśŠšŹźŽž]/;

/**
 * The font files a page of `locale` preloads, so its first screen is set in Inter without waiting for the
 * stylesheet to be parsed and the text laid out: the Latin face, and the small face of č ć đ š ž (3.6 KB)
 * when the locale's messages use one. The large Latin Extended file is never preloaded: the site's copy
 * has no other character of its range.
 */
export function fontPreloadsOf(content: Content, locale: Locale, fonts: Readonly<Record<string, string>>): string[] {
  const wanted = usesBcmsLetters(content, locale) ? [LATIN_FONT, BCMS_FONT] : [LATIN_FONT];
  return wanted.map((name) => fonts[name]).filter((url): url is string => url !== undefined);
}

function usesBcmsLetters(content: Content, locale: Locale): boolean {
  return bcmsByLocale(content, locale.code);
}

const bcmsByLocale = memoizePerObjectAndKey((content: Content, code: Locale['code']) => {
  const catalogue = catalogueOf(content, code);
  return catalogue.keys.some((key) => BCMS_LETTERS.test(catalogue.source(key)));
});
