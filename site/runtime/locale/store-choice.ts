/**
 * The visitor's language choice, stored in the locale cookie (Path=/, the configured lifetime and SameSite,
 * Secure on https) whenever they follow a link that switches locale: the switcher's links and the
 * suggestion's link carry `data-locale`. The link itself still navigates as a plain link; the cookie is
 * written before the browser leaves the page, so the server and the root page's inline script see it.
 */
import type { AppConfig } from '../../../shared/app-config.js';
import { LOCALE_LINK_ATTRIBUTE } from '../../../shared/notices.js';
import { writeCookie } from '../cookies.js';

export function storeChoiceOnSwitch(config: AppConfig): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${LOCALE_LINK_ATTRIBUTE}]`);
    const code = link?.getAttribute(LOCALE_LINK_ATTRIBUTE);
    if (code && config.locales.some((l) => l.code === code)) storeLocaleChoice(config, code);
  });
}

function storeLocaleChoice(config: AppConfig, code: string): void {
  const { name, maxAgeDays, sameSite } = config.localeCookie;
  writeCookie(name, code, { maxAge: maxAgeDays * 86_400, sameSite });
}
