import { describeUnknown } from '../../../core/errors/catalogue.js';
import { createProblem, type Problem } from '../../../core/errors/problem.js';
import { findDuplicates, problemAt, type RuleContext } from './context.js';

/** Locale codes and prefixes are unique, the default is declared, each has a market and a message file. */
export function checkLocales({ site, packages, messageFiles }: RuleContext): Problem[] {
  if (!site) return [];
  const { file, data } = site;
  const problems: Problem[] = [];
  for (const d of findDuplicates(data.locales, (l) => l.code)) {
    problems.push(problemAt('E_DUPLICATE_LOCALE', `Locale "${d.key}" is declared twice (first at locales[${d.first}])`, file, ['locales', d.index, 'code']));
  }
  for (const d of findDuplicates(data.locales, (l) => l.prefix)) {
    problems.push(problemAt('E_DUPLICATE_PREFIX', `Prefix "${d.key}" of locales[${d.index}] is already used by locales[${d.first}]`, file, ['locales', d.index, 'prefix']));
  }
  for (const d of findDuplicates(data.locales, (l) => l.hreflang.toLowerCase())) {
    problems.push(problemAt('E_DUPLICATE_HREFLANG', `hreflang "${data.locales[d.index]!.hreflang}" of locales[${d.index}] is already used by locales[${d.first}]`, file, ['locales', d.index, 'hreflang']));
  }
  data.locales.forEach((locale, i) => {
    if (!isLanguageTag(locale.lang)) {
      problems.push(problemAt('E_INVALID_LANG', `locales[${i}].lang "${locale.lang}" is not a valid BCP 47 language tag`, file, ['locales', i, 'lang']));
    }
  });
  const codes = data.locales.map((l) => l.code);
  if (!codes.includes(data.defaultLocale)) {
    problems.push(problemAt('E_UNKNOWN_LOCALE', describeUnknown('E_UNKNOWN_LOCALE', data.defaultLocale, codes, 'defaultLocale'), file, ['defaultLocale']));
  }
  if (packages) {
    const markets = packages.data.markets.map((m) => m.id);
    data.locales.forEach((locale, i) => {
      if (!markets.includes(locale.market)) {
        problems.push(problemAt('E_UNKNOWN_MARKET', describeUnknown('E_UNKNOWN_MARKET', locale.market, markets, `locales[${i}].market`), file, ['locales', i, 'market']));
      }
    });
  }
  data.locales.forEach((locale, i) => {
    if (!messageFiles.has(locale.code)) {
      problems.push(problemAt('E_LOCALE_FILE_MISSING', `Locale "${locale.code}" has no file content/messages/${locale.code}.yaml`, file, ['locales', i, 'code']));
    }
  });
  for (const [code, messageFile] of messageFiles) {
    if (!codes.includes(code as never)) {
      problems.push(createProblem('E_LOCALE_NOT_DECLARED', `${messageFile.file} is for locale "${code}", which content/site.yaml does not declare (declared: ${codes.join(', ')})`, { file: messageFile.file, line: 1, column: 1 }));
    }
  }
  return problems;
}

/** What Intl accepts is what browsers and the message formatter accept. */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
