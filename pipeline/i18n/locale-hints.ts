import { isLanguageTag } from '../validate/rules/locales.js';

/**
 * Plural rules depend on each locale's language tag, and the comparison on the default locale. Both are read
 * leniently from site.yaml, so messages are still checked correctly when site.yaml has unrelated errors.
 */
export function readLocaleHints(site: unknown): { langOf: (code: string) => string | undefined; referenceCode: string } {
  const record = (site ?? {}) as { locales?: unknown; defaultLocale?: unknown };
  const locales = Array.isArray(record.locales) ? (record.locales as { code?: unknown; lang?: unknown }[]) : [];
  // The declared tag (else the code, when plural rules know it); undefined for a locale site.yaml does not declare.
  const langOf = (code: string) => {
    const locale = locales.find((l) => l && l.code === code);
    if (!locale) return undefined;
    if (typeof locale.lang === 'string' && isLanguageTag(locale.lang)) return locale.lang;
    return hasPluralRules(code) ? code : 'en';
  };
  return { langOf, referenceCode: typeof record.defaultLocale === 'string' ? record.defaultLocale : 'en' };
}

function hasPluralRules(code: string): boolean {
  try {
    return Intl.PluralRules.supportedLocalesOf(code).length > 0;
  } catch {
    return false;
  }
}
