import type { Locale } from './content/types.js';

/** The public path of a route in a locale: '/', '/en', '/en/privacy', '/privacy'. No trailing slash but '/'. */
export function localizePath(locale: Pick<Locale, 'prefix'>, routePath: string): string {
  const path = `${locale.prefix}${routePath === '/' ? '' : routePath}`;
  return path === '' ? '/' : path;
}

/**
 * Where the page of a public path is written in dist/: '/' → index.html, '/en' → en.html, '/en/privacy' →
 * en/privacy.html. A page is a file named after its path, not a folder's index.html: Netlify and Cloudflare
 * Pages serve `/en/privacy` from en/privacy.html as it is, but answer it with a redirect to `/en/privacy/` when
 * the page is en/privacy/index.html, and every link, canonical URL and sitemap entry is written without the slash.
 */
export function outputFileOf(publicPath: string): string {
  return publicPath === '/' ? 'index.html' : `${publicPath.slice(1)}.html`;
}

/**
 * The files of dist/ a static host tries for a URL path, in order (relative, no leading slash): the file
 * itself, then the page of that path. Netlify, Cloudflare Pages and nginx's `try_files $uri $uri.html` look
 * up the same; `/en/privacy/` is none of them (hosts redirect it to `/en/privacy`).
 */
export function listCandidateFiles(urlPath: string): string[] {
  if (urlPath === '/') return ['index.html'];
  return urlPath.endsWith('/') ? [] : [urlPath.slice(1), `${urlPath.slice(1)}.html`];
}

/** A locale's error view for a status: 404.html, en/404.html; 500.html, en/500.html (the server's error answer). */
export function errorFileOf(locale: Pick<Locale, 'prefix'>, status: ErrorStatus): string {
  return locale.prefix ? `${locale.prefix.slice(1)}/${status}.html` : `${status}.html`;
}

/** The statuses the build renders an error view for. */
export type ErrorStatus = 404 | 500;

export function absoluteUrl(baseUrl: string, publicPath: string): string {
  return `${baseUrl}${publicPath === '/' ? '/' : publicPath}`;
}
