/**
 * The language suggestion: a visitor who has stored no choice and whose browser languages prefer another
 * locale than the page's is offered it, in that locale's own language, with the switcher's link to it (the
 * same cookie write). Shown on every page, since visitors arrive on any page from search and shared links.
 * Dismissing it remembers the locale declined (localStorage), so it does not come back on the next page or
 * visit, unless the browser comes to prefer yet another locale; it is not a choice, so the cookie and the
 * root redirect stay untouched. A choice stored in any tab hides it; a locale cookie that names no locale is
 * no choice, for showing it as for hiding it.
 */
import type { AppConfig } from '../../../shared/app-config.js';
import { storedLocale, suggestedLocale } from '../../../shared/locale-choice.js';
import { LOCALE_LINK_ATTRIBUTE } from '../../../shared/notices.js';
import { readCookie, watchCookie } from '../cookies.js';
import { loadPayloadOf } from '../data/payload.js';
import { control, hideNotice, showNotice } from '../notices.js';

/** The localStorage key (named in the privacy policy's cookie paragraph). */
export const DISMISSED_KEY = 'locale-suggestion-dismissed';

export async function suggestLocale(config: AppConfig): Promise<void> {
  const cookie = config.localeCookie.name;
  const target = suggestedLocale({
    cookie: readCookie(cookie),
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
    pageLocale: config.locale,
    locales: config.locales,
  });
  if (!target || readStorage() === target.code) return;
  // The switcher's own link to that locale: the same target, whatever page this is. Its page's payload has
  // the texts in that locale's language: fetched now, so that no page carries every other locale's texts.
  const switchLink = document.querySelector<HTMLAnchorElement>(`a[${LOCALE_LINK_ATTRIBUTE}="${target.code}"]`);
  const texts = switchLink && (await loadPayloadOf(config, new URL(switchLink.href).pathname, true))?.suggestion;
  if (!texts || !switchLink) return console.warn(`Could not load the locale "${target.code}" for the language suggestion`);
  const notice = await showNotice('suggestion', config.iconSprite, () => writeStorage(target.code));
  const link = notice && control(notice, 'link');
  if (!notice || !link) return;
  notice.lang = texts.lang;
  for (const name of ['href', 'hreflang', LOCALE_LINK_ATTRIBUTE]) link.setAttribute(name, switchLink.getAttribute(name) ?? '');
  link.textContent = texts.text;
  control(notice, 'dismiss')?.setAttribute('aria-label', texts.dismiss);
  // Only a choice hides it: a cookie that names no locale is none, here as on `/` (storedLocale).
  const unwatch = watchCookie(cookie, (value) => {
    if (!storedLocale(value, config.locales)) return;
    hideNotice('suggestion');
    unwatch();
  });
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeStorage(code: string): void {
  try {
    localStorage.setItem(DISMISSED_KEY, code);
  } catch {
    // Storage disabled: the suggestion stays dismissed on this page only.
  }
}
