import type { Locale } from '../content/types.js';

/** The public path of a route in a locale: '/', '/en', '/en/privacy', '/privacy'. No trailing slash but '/'. */
export function localizePath(locale: Pick<Locale, 'prefix'>, routePath: string): string {
  const path = `${locale.prefix}${routePath === '/' ? '' : routePath}`;
  return path === '' ? '/' : path;
}

/** Where the page of a public path is written in dist/: '/' → index.html, '/en/privacy' → en/privacy/index.html. */
export function outputFileOf(publicPath: string): string {
  return publicPath === '/' ? 'index.html' : `${publicPath.slice(1)}/index.html`;
}

/** The localized 404 page of a locale: 404.html for the unprefixed locale, en/404.html, sr/404.html. */
export function notFoundFileOf(locale: Pick<Locale, 'prefix'>): string {
  return locale.prefix ? `${locale.prefix.slice(1)}/404.html` : '404.html';
}

export function absoluteUrl(baseUrl: string, publicPath: string): string {
  return `${baseUrl}${publicPath === '/' ? '/' : publicPath}`;
}
