import { isLanguageTag } from '../validate/rules/locales.js';
import type { PluralCategories } from './parse.js';

/**
 * Plural rules depend on each locale's language tag, and the comparison on the default locale. Both are read
 * leniently from site.yaml, so messages are still checked correctly when site.yaml has unrelated errors.
 */
export function readLocaleHints(site: unknown): { langOf: (code: string) => string | undefined; referenceCode: string; inProgress: (code: string) => boolean } {
  const record = (site ?? {}) as { locales?: unknown; defaultLocale?: unknown };
  const locales = Array.isArray(record.locales) ? (record.locales as { code?: unknown; lang?: unknown; status?: unknown }[]) : [];
  // The declared tag (else the code, when plural rules know it); undefined for a locale site.yaml does not declare.
  const langOf = (code: string) => {
    const locale = locales.find((l) => l && l.code === code);
    if (!locale) return undefined;
    if (typeof locale.lang === 'string' && isLanguageTag(locale.lang)) return locale.lang;
    return hasPluralRules(code) ? code : 'en';
  };
  const inProgress = (code: string) => locales.some((l) => l && l.code === code && l.status === 'in-progress');
  return { langOf, referenceCode: typeof record.defaultLocale === 'string' ? record.defaultLocale : 'en', inProgress };
}

/** What a catalogue of a language nobody declared may use: every CLDR category. */
export const ANY_PLURAL_CATEGORIES: PluralCategories = {
  cardinal: ['zero', 'one', 'two', 'few', 'many', 'other'],
  ordinal: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

function hasPluralRules(code: string): boolean {
  try {
    return Intl.PluralRules.supportedLocalesOf(code).length > 0;
  } catch {
    return false;
  }
}
