import { parse } from '@messageformat/parser';
import type { RenderRecord } from '../../core/build-files.js';
import { collectArguments } from '../i18n/parse.js';
import type { TranslationChange } from './types.js';

/**
 * What a change did to the state of the translations: a key that some locales now lack, a message that now
 * reads exactly as the reference locale's (likely untranslated), a message whose ICU arguments changed. Only
 * what is new at the head: a gap the base had already is not this change's.
 */
export function compareTranslations(base: RenderRecord, head: RenderRecord): TranslationChange[] {
  const changes: TranslationChange[] = [];
  const locales = Object.keys(head.messages);
  const keys = [...new Set(locales.flatMap((locale) => Object.keys(head.messages[locale]!)))].sort();
  for (const key of keys) {
    const missing = locales.filter((locale) => head.messages[locale]![key] === undefined);
    const missingBefore = Object.keys(base.messages).filter((locale) => base.messages[locale]![key] === undefined);
    if (missing.length && missing.join() !== missingBefore.join()) changes.push({ kind: 'missing', key, locales: missing });
    for (const locale of locales) {
      const [was, is] = [base.messages[locale]?.[key], head.messages[locale]![key]];
      if (is === undefined) continue;
      if (locale !== head.referenceLocale && is === head.messages[head.referenceLocale]?.[key] && (was === undefined || was !== base.messages[base.referenceLocale]?.[key])) {
        changes.push({ kind: 'sameAsReference', key, locale, text: is });
      }
      if (was === undefined || was === is) continue;
      const [before, after] = [argumentsOf(was), argumentsOf(is)];
      if (before.join() !== after.join()) changes.push({ kind: 'arguments', key, locale, before, after });
    }
  }
  return changes;
}

/** A message's ICU arguments as `name` or `name:type`, sorted; none for a source that does not parse. */
function argumentsOf(source: string): string[] {
  try {
    return [...collectArguments(parse(source))].map(([name, type]) => (type === 'any' ? name : `${name}:${type}`)).sort();
  } catch {
    return [];
  }
}
