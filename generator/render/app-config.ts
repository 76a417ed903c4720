import type { Content } from '../content/types.js';
import type { PageSpec } from '../routes/index.js';
import type { AppConfig } from '../../src/shared/app-config.js';

/** The injected app configuration of one page (src/shared/app-config.ts documents each field). */
export function appConfigOf(content: Content, page: PageSpec, build: { readonly buildId: string; readonly apiBase: string }): AppConfig {
  return {
    buildId: build.buildId,
    apiBase: build.apiBase,
    updateCheckMinutes: content.site.updateCheckMinutes,
    locale: page.locale.code,
    locales: content.locales.map((l) => ({ code: l.code, prefix: l.prefix })),
    localeCookie: content.site.localeCookie,
    rootRedirect: content.site.rootRedirect,
    suggestions: Object.fromEntries(content.locales.filter((l) => l.code !== page.locale.code).map((l) => {
      const t = (key: string) => content.messages[l.code].format(key);
      return [l.code, { lang: l.lang, text: t('languageSwitcher.suggestion'), dismiss: t('languageSwitcher.dismissSuggestion') }];
    })),
  };
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
