import { describeUnknown } from '../../../core/errors/catalogue.js';
import type { Problem } from '../../../core/errors/problem.js';
import { problemAt, type RuleContext } from './context.js';

/**
 * What a locale says of itself beyond its code: the default locale is never in progress (the others fall
 * back to it), each locale has an office (named, or the one in its country: never another country's
 * address by accident), and no browser region or language is answered by two locales.
 */
export function checkLocaleSettings({ site }: RuleContext): Problem[] {
  if (!site) return [];
  const { file, data } = site;
  const problems: Problem[] = [];
  const offices = data.offices.map((o) => o.id);
  data.locales.forEach((locale, i) => {
    if (locale.code === data.defaultLocale && locale.status === 'in-progress') {
      problems.push(problemAt('E_DEFAULT_LOCALE_IN_PROGRESS', `Locale "${locale.code}" is the default locale (defaultLocale) and cannot be in progress`, file, ['locales', i, 'status']));
    }
    if (locale.office !== undefined && !offices.includes(locale.office)) {
      problems.push(problemAt('E_UNKNOWN_OFFICE', describeUnknown('E_UNKNOWN_OFFICE', locale.office, offices, `locales[${i}].office`), file, ['locales', i, 'office']));
    }
    if (locale.office === undefined && !data.offices.some((o) => o.country === locale.country)) {
      problems.push(problemAt('E_LOCALE_WITHOUT_OFFICE', `Locale "${locale.code}" (country ${locale.country}) names no office, and no office is in ${locale.country}; known offices: ${offices.join(', ')}`, file, ['locales', i, 'country']));
    }
  });
  for (const kind of ['regions', 'languages'] as const) {
    const first = new Map<string, string>();
    data.locales.forEach((locale, i) => {
      locale.browserLanguages?.[kind]?.forEach((value, j) => {
        const owner = first.get(value);
        if (owner === undefined) first.set(value, locale.code);
        else problems.push(problemAt('E_DUPLICATE_BROWSER_LANGUAGE', `Locale "${locale.code}" answers browser ${kind === 'regions' ? 'region' : 'language'} "${value}", which locale "${owner}" answers already`, file, ['locales', i, 'browserLanguages', kind, j]));
      });
    });
  }
  return problems;
}
