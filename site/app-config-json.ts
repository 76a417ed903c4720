import type { Content } from '../core/content/types.js';
import { memoizePerObjectAndKey } from '../core/memo.js';
import type { PageSpec } from '../core/page-spec.js';
import type { AppConfig } from '../shared/app-config.js';
import { localeOptionOf } from '../shared/locale-choice.js';

/** The injected app configuration of a locale's pages (shared/app-config.ts documents each field). */
function appConfigOf(content: Content, locale: string, build: { readonly buildId: string; readonly iconSprite: string }): AppConfig {
  return {
    buildId: build.buildId,
    updateCheckMinutes: content.site.updateCheckMinutes,
    locale,
    locales: content.locales.map(localeOptionOf),
    localeCookie: content.site.localeCookie,
    iconSprite: build.iconSprite,
  };
}

/**
 * The app configuration of a page as inline JSON. It depends on the page's locale alone (and the build), so
 * the pages of a locale share one string: with hundreds of locales, each lists hundreds of prefixes.
 */
export function appConfigJsonOf(content: Content, page: PageSpec, build: { readonly buildId: string; readonly iconSprite: string }): string {
  return configJson(content, `${page.locale.code}\0${build.buildId}\0${build.iconSprite}`);
}

const configJson = memoizePerObjectAndKey((content: Content, key: string) => {
  const [locale, buildId, iconSprite] = key.split('\0') as [string, string, string];
  return inlineJson(appConfigOf(content, locale, { buildId, iconSprite }));
});

/** JSON for a `<script type="application/json">`: `<` escaped, so no value can close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
