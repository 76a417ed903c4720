import type { Locale, Office } from '../core/content/types.js';

/**
 * The office that serves a locale: the one it names (site.yaml locales[].office), else the one in its country
 * (offices[].country = locales[].country). Its e-mail is the support address a page gives (podrska@fiskalis.rs
 * on /sr). Validation makes sure there is one (E_LOCALE_WITHOUT_OFFICE); the first is only a last resort.
 */
export function officeFor(offices: readonly Office[], locale: Pick<Locale, 'country' | 'office'>): Office | undefined {
  return offices.find((office) => office.id === locale.office) ?? offices.find((office) => office.country === locale.country) ?? offices[0];
}

/** A link as a visitor reads it in running text: "https://portal.fiskalis.me/" → "portal.fiskalis.me". */
export function displayHost(url: string): string {
  const { host, pathname } = new URL(url);
  return pathname === '/' ? host : `${host}${pathname}`;
}
