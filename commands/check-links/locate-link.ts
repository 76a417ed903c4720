import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a link is written: an HTML file of the output (absolute) and the start of the attribute value. */
export interface LinkPlace {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

const SITE = 'http://site.invalid';

/**
 * Every link the pages write (`href`, `src`), by target, so a broken link is reported on every page that has
 * it: linkinator names only the first page it found a URL on, and for a fragment the page that led it to
 * the fragment's page, not the one with the fragment.
 */
export function indexLinks(outDir: string, pages: readonly string[], siteUrl?: string): Map<string, LinkPlace[]> {
  const index = new Map<string, LinkPlace[]>();
  for (const page of pages) {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    const base = `${SITE}/${page.replace(/(^|\/)index\.html$/, '$1')}`;
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const key = targetKey(match[1]!.replace(/&amp;/g, '&'), base, siteUrl);
      if (key === undefined) continue;
      const start = match.index + match[0].indexOf('"') + 1;
      const places = index.get(key) ?? [];
      places.push({ file: path.join(outDir, page), ...positionOf(html, start) });
      index.set(key, places);
    }
  }
  return index;
}

/**
 * A link's target in one spelling for every way of writing it: a path into the site without trailing slash
 * or index.html, with its fragment (`/en#pricing`), also when it is written as an absolute URL of the site
 * itself (`siteUrl`, its baseUrl: canonical and hreflang links); an outside URL as it is.
 */
export function targetKey(link: string, base = `${SITE}/`, siteUrl?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link, base);
    if (siteUrl && isUnder(url.href, siteUrl)) url = new URL(url.href.slice(siteUrl.replace(/\/$/, '').length) || '/', SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return url.href;
  const pathname = url.pathname.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  return `${pathname}${url.search}${url.hash}`;
}

/** Whether a URL is the site's own: its baseUrl, or below it. */
function isUnder(href: string, siteUrl: string): boolean {
  const root = siteUrl.replace(/\/$/, '');
  return href === root || (href.startsWith(root) && /^[/?#]/.test(href.slice(root.length)));
}

function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}
