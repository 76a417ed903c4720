import type { Content } from '../content/types.js';
import type { PageSpec } from '../routes/index.js';
import type { AppConfig } from '../../src/shared/app-config.js';

/** The injected app configuration of one page (src/shared/app-config.ts documents each field). */
export function appConfigOf(content: Content, page: PageSpec, build: { readonly buildId: string; readonly iconSprite: string }): AppConfig {
  const locales = localeListOf(content);
  return {
    buildId: build.buildId,
    updateCheckMinutes: content.site.updateCheckMinutes,
    locale: page.locale.code,
    locales,
    localeCookie: content.site.localeCookie,
    iconSprite: build.iconSprite,
  };
}

/**
 * The app configuration of a page as inline JSON. It depends on the page's locale alone, so the pages of a
 * locale share one string; with hundreds of locales, each is tens of KB (every other locale's suggestion).
 */
export function appConfigJsonOf(content: Content, page: PageSpec, build: { readonly buildId: string; readonly iconSprite: string }): string {
  let byLocale = configJson.get(content);
  if (!byLocale) configJson.set(content, (byLocale = new Map()));
  const key = `${page.locale.code}\0${build.buildId}\0${build.iconSprite}`;
  let json = byLocale.get(key);
  if (json === undefined) byLocale.set(key, (json = inlineJson(appConfigOf(content, page, build))));
  return json;
}

const configJson = new WeakMap<Content, Map<string, string>>();

const localeLists = new WeakMap<Content, AppConfig['locales']>();

/** Every page carries every locale's prefix: built once per content, however many pages and locales. */
function localeListOf(content: Content): AppConfig['locales'] {
  let list = localeLists.get(content);
  if (!list) localeLists.set(content, (list = content.locales.map((l) => ({ code: l.code, prefix: l.prefix }))));
  return list;
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
