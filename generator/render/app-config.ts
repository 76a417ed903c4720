import type { Content } from '../content/types.js';
import type { PageSpec } from '../routes/index.js';
import type { AppConfig } from '../../src/shared/app-config.js';

/** The injected app configuration of one page (src/shared/app-config.ts documents each field). */
export function appConfigOf(content: Content, page: PageSpec, build: { readonly buildId: string; readonly iconSprite: string }): AppConfig {
  const { locales, suggestions } = localeListsOf(content);
  const t = (key: string) => content.messages[page.locale.code].format(key);
  return {
    buildId: build.buildId,
    updateCheckMinutes: content.site.updateCheckMinutes,
    locale: page.locale.code,
    locales,
    localeCookie: content.site.localeCookie,
    suggestions: Object.fromEntries(suggestions.filter(([code]) => code !== page.locale.code)),
    update: { text: t('update.available'), reload: t('update.reload'), dismiss: t('update.dismiss') },
    iconSprite: build.iconSprite,
  };
}

type LocaleLists = { readonly locales: AppConfig['locales']; readonly suggestions: readonly [string, AppConfig['suggestions'][string]][] };
const localeLists = new WeakMap<Content, LocaleLists>();

/**
 * Every page carries every locale's prefix and suggestion texts, so a site with hundreds of locales formatted
 * hundreds of messages per page; they depend only on the content, so they are built once per content.
 */
function localeListsOf(content: Content): LocaleLists {
  let lists = localeLists.get(content);
  if (!lists) {
    lists = {
      locales: content.locales.map((l) => ({ code: l.code, prefix: l.prefix })),
      suggestions: content.locales.map((l) => {
        const t = (key: string) => content.messages[l.code].format(key);
        return [l.code, { lang: l.lang, text: t('languageSwitcher.suggestion'), dismiss: t('languageSwitcher.dismissSuggestion') }];
      }),
    };
    localeLists.set(content, lists);
  }
  return lists;
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
