/**
 * The injected app configuration: one `<script type="application/json" id="app-config">` per page, written
 * at build time, read by the inline root script and the browser runtime. Not executed, so CSP allows it.
 * It holds only what the browser reads, since every page carries it: the contact form's endpoint is in the
 * form's own markup, and the root redirect's mode is built into the root page's script.
 */
import type { LocaleOption } from './locale-choice.js';

export const APP_CONFIG_ID = 'app-config';

export interface AppConfig {
  /** The build this page belongs to; builds/latest.json names a newer one after a deploy. */
  readonly buildId: string;
  /** Minutes between update checks; false disables them. */
  readonly updateCheckMinutes: number | false;
  /** The page's locale code. */
  readonly locale: string;
  /** Every locale, in switcher order. */
  readonly locales: readonly LocaleOption[];
  readonly localeCookie: { readonly name: string; readonly maxAgeDays: number; readonly sameSite: 'lax' | 'strict' };
  /** URL of the icon sprite, for the notices' icons (`<use href>`). */
  readonly iconSprite: string;
}

/**
 * The update notice's texts in a locale's language: the news, the reload button, the close button. In every
 * payload (pipeline/metadata); the runtime reads them from its locale's home page when a new build is out.
 */
export interface UpdateTexts {
  readonly text: string;
  readonly reload: string;
  readonly dismiss: string;
}

/**
 * The language suggestion's texts in a locale's own language: its `lang` tag, the link text, the close
 * button's name. Each page's payload carries its locale's (pipeline/metadata): the runtime fetches them from
 * the page it suggests, only when it suggests one, so no page carries every other locale's texts.
 */
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
