/**
 * The injected app configuration: one `<script type="application/json" id="app-config">` per page, written
 * at build time, read by the inline root script and the browser runtime. Not executed, so CSP allows it.
 */
import type { LocaleOption, RootRedirectMode } from './locale-choice.js';

export const APP_CONFIG_ID = 'app-config';

export interface AppConfig {
  /** The build this page belongs to; builds/latest.json names a newer one after a deploy. */
  readonly buildId: string;
  /** Origin of POST /mail/send; '' for the site's own (content/site.yaml api.baseUrl, API_BASE_URL at build time). */
  readonly apiBase: string;
  /** Minutes between update checks; false disables them. */
  readonly updateCheckMinutes: number | false;
  /** The page's locale code. */
  readonly locale: string;
  /** Every locale, in switcher order. */
  readonly locales: readonly LocaleOption[];
  readonly localeCookie: { readonly name: string; readonly maxAgeDays: number; readonly sameSite: 'lax' | 'strict' };
  readonly rootRedirect: RootRedirectMode;
  /**
   * The language suggestion in each other locale's own language, formatted at build time: the runtime
   * offers one of them when the browser prefers that locale. A few dozen bytes per page, and no request
   * before it can show.
   */
  readonly suggestions: Readonly<Record<string, LocaleSuggestion>>;
}

/** The suggestion's texts in the suggested locale: its `lang` tag, the link text, the close button's name. */
export interface LocaleSuggestion {
  readonly lang: string;
  readonly text: string;
  readonly dismiss: string;
}

/** The page's configuration, or undefined when the element is missing or broken (then the runtime does nothing). */
export function readAppConfig(doc: Document): AppConfig | undefined {
  try {
    const text = doc.getElementById(APP_CONFIG_ID)?.textContent;
    return text ? (JSON.parse(text) as AppConfig) : undefined;
  } catch {
    return undefined;
  }
}
