import { describe, expect, it } from 'vitest';
import { localeOfTag, localizedRootUrl, parseAcceptLanguage, preferredLocale, rootRedirectTarget, suggestedLocale, type RootRedirectMode } from '../../shared/locale-choice.js';

// As content/site.yaml declares them (browserLanguages): the rule is fed by that data.
const LOCALES = [
  { code: 'en', prefix: '/en', tags: ['en'] },
  { code: 'me', prefix: '', tags: ['ME', 'cnr'] },
  { code: 'sr', prefix: '/sr', tags: ['RS', 'sr'] },
];

describe('parseAcceptLanguage', () => {
  it('orders tags by q, then by position, and never chooses q=0 or *', () => {
    expect(parseAcceptLanguage('sr-RS,sr;q=0.9,en;q=0.8')).toEqual(['sr-RS', 'sr', 'en']);
    expect(parseAcceptLanguage('en;q=0.5, de, sr-ME;q=0.9')).toEqual(['de', 'sr-ME', 'en']);
    expect(parseAcceptLanguage('en;q=0, sr-RS;q=0.000, *;q=0.5, de')).toEqual(['de']);
    expect(parseAcceptLanguage('en;q=1.0, sr;Q=0.7')).toEqual(['en', 'sr']);
  });

  it('reads nothing from an empty, missing or malformed header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(',;,')).toEqual([]);
    expect(parseAcceptLanguage('en;q=abc, <script>, sr')).toEqual(['sr']);
  });
});

describe('localeOfTag', () => {
  it.each([
    ['sr-RS', 'sr'], ['sr', 'sr'], ['sr-Latn', 'sr'], ['sr-Latn-RS', 'sr'], ['en-RS', 'sr'], ['SR-rs', 'sr'],
    ['sr-ME', 'me'], ['sr-Latn-ME', 'me'], ['cnr', 'me'], ['cnr-Latn', 'me'], ['en-ME', 'me'],
    ['en', 'en'], ['en-US', 'en'], ['en-GB', 'en'],
    // A region no locale lists: the language decides.
    ['sr-BA', 'sr'], ['en-DE', 'en'],
    ['de-DE', undefined], ['hr', undefined], ['bs', undefined], ['hr-HR', undefined],
  ])('%s → %s', (tag, code) => expect(localeOfTag(tag, LOCALES)?.code).toBe(code));

  it('answers only what the locales list: a locale without browserLanguages is never chosen', () => {
    const withCroatian = [...LOCALES, { code: 'hr', prefix: '/hr', tags: ['HR', 'hr'] }];
    expect([localeOfTag('hr', withCroatian)?.code, localeOfTag('en-HR', withCroatian)?.code, localeOfTag('sr-HR', withCroatian)?.code]).toEqual(['hr', 'hr', 'hr']);
    expect(localeOfTag('en', [{ code: 'en', prefix: '/en' }])).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  it('takes the first tag that names a locale', () => {
    expect(preferredLocale(['de', 'sr-RS', 'en'], LOCALES)?.code).toBe('sr');
    expect(preferredLocale(['de', 'fr'], LOCALES)).toBeUndefined();
    expect(preferredLocale(['sr'], [{ code: 'en', prefix: '/en' }])).toBeUndefined();
  });
});

describe('rootRedirectTarget', () => {
  const visit = (mode: RootRedirectMode, cookie: string | undefined, header?: string) =>
    rootRedirectTarget({ mode, cookie, languages: parseAcceptLanguage(header), locales: LOCALES })?.prefix ?? null;

  it('cookie mode: only a stored choice redirects, and never to the unprefixed locale', () => {
    expect(visit('cookie', 'sr')).toBe('/sr');
    expect(visit('cookie', 'en', 'sr-RS')).toBe('/en');
    expect(visit('cookie', 'me', 'en-US')).toBeNull();
    expect(visit('cookie', undefined, 'en-US')).toBeNull();
    expect(visit('cookie', 'xx', 'sr-RS')).toBeNull();
  });

  it('browser mode: the cookie first, then the languages; never a request without any', () => {
    expect(visit('browser', undefined, 'sr-RS,en;q=0.5')).toBe('/sr');
    expect(visit('browser', 'me', 'sr-RS')).toBeNull();
    expect(visit('browser', undefined, undefined)).toBeNull();
    expect(visit('browser', undefined, 'de-DE')).toBeNull();
    expect(visit('browser', undefined, 'en;q=0, sr-ME')).toBeNull();
  });

  it('off: nothing redirects', () => {
    expect(visit('off', 'sr', 'sr-RS')).toBeNull();
  });
});

describe('suggestedLocale', () => {
  const suggest = (pageLocale: string, languages: string[], cookie?: string) => suggestedLocale({ cookie, languages, pageLocale, locales: LOCALES })?.code ?? null;

  it('offers the locale the browser prefers when it is not the page\'s and nothing is stored', () => {
    expect(suggest('me', ['en-US', 'en'])).toBe('en');
    expect(suggest('me', ['sr-RS'])).toBe('sr');
    expect(suggest('en', ['sr-ME'])).toBe('me');
    expect(suggest('me', ['sr-ME'])).toBeNull();
    expect(suggest('me', ['de-DE'])).toBeNull();
    expect(suggest('me', ['en-US'], 'me')).toBeNull();
    expect(suggest('me', ['en-US'], 'sr')).toBeNull();
  });
});

describe('localizedRootUrl', () => {
  it('keeps the query string and the fragment', () => {
    expect(localizedRootUrl({ code: 'en', prefix: '/en' }, '?utm_source=x', '#pricing')).toBe('/en?utm_source=x#pricing');
    expect(localizedRootUrl({ code: 'sr', prefix: '/sr' }, '', '')).toBe('/sr');
  });
});
