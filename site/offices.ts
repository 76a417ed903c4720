import type { Office } from '../core/content/types.js';

/**
 * The office that serves a locale's country (site.yaml offices[].country = locales[].country): its e-mail is
 * the support address a page gives (podrska@fiskalis.rs on /sr). A country without an office gets the first.
 */
export function officeFor(offices: readonly Office[], country: string): Office | undefined {
  return offices.find((office) => office.country === country) ?? offices[0];
}

/** A link as a visitor reads it in running text: "https://portal.fiskalis.me/" → "portal.fiskalis.me". */
export function displayHost(url: string): string {
  const { host, pathname } = new URL(url);
  return pathname === '/' ? host : `${host}${pathname}`;
}
