/** Request targets as sent, taken apart without decoding: pages and files are looked up by their raw path. */

/** '/en?x=1' → ['/en', '?x=1']. */
export function splitTarget(url: string): [path: string, search: string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}

/**
 * The query as sent, safe to copy into a Location header: every byte outside the URL syntax (Node hands
 * over the raw bytes as latin1 characters) is percent-encoded, so a header can never be split or widened.
 */
export function safeSearch(search: string): string {
  return search.replace(/[^\w.~!$&'()*+,;=:@/?%-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * The page a non-canonical spelling of a page path names: '/en/', '/en.html' and '/en/index.html' → '/en',
 * '/index.html' → '/'; the file's own name (en.html) is redirected as Cloudflare Pages does, and the older
 * layout's (en/index.html) so links to it keep working. Only ever a key of `pages`, never text of the
 * request, so a redirect stays on this site.
 */
export function canonicalPathOf(urlPath: string, pages: ReadonlyMap<string, unknown>): string | undefined {
  let candidate: string | undefined;
  if (urlPath.endsWith('/index.html')) candidate = urlPath.slice(0, -'/index.html'.length) || '/';
  else if (urlPath.endsWith('.html')) candidate = urlPath.slice(0, -'.html'.length);
  else if (urlPath.length > 1 && urlPath.endsWith('/')) candidate = urlPath.slice(0, -1);
  return candidate !== undefined && pages.has(candidate) ? candidate : undefined;
}

/** The URL prefix of the locale a path is under ('/en/x' → '/en'), else `fallback` (the unprefixed locale's ''). */
export function localePrefixOf(urlPath: string, prefixes: readonly string[], fallback: string): string {
  let best: string | undefined;
  for (const prefix of prefixes) {
    if (prefix && prefix.length > (best?.length ?? 0) && (urlPath === prefix || urlPath.startsWith(`${prefix}/`))) best = prefix;
  }
  return best ?? fallback;
}
