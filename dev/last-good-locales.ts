import type { Content } from '../core/content/types.js';

/**
 * The content the dev server renders while some locales have problems of their own: the fresh content for
 * every other locale, and for those the locale and messages of the last content that had them, in their
 * place of the switcher. A locale that never loaded stays out until it does.
 */
export function keepLastGoodLocales(fresh: Content, last: Content | undefined, codes: Iterable<string>): Content {
  const locales = [...fresh.locales];
  const messages = { ...fresh.messages };
  for (const code of codes) {
    const index = last?.locales.findIndex((l) => l.code === code) ?? -1;
    const catalogue = last?.messages[code];
    if (index < 0 || !catalogue) continue;
    locales.splice(Math.min(index, locales.length), 0, last!.locales[index]!);
    messages[code] = catalogue;
  }
  return Object.freeze({ ...fresh, locales: Object.freeze(locales), messages: Object.freeze(messages) });
}
