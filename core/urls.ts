import type { Locale } from './content/types.js';

/** The public path of a route in a locale: '/', '/en', '/en/privacy', '/privacy'. No trailing slash but '/'. */
export function localizePath(locale: Pick<Locale, 'prefix'>, routePath: string): string {
  const path = `${locale.prefix}${routePath === '/' ? '' : routePath}`;
  return path === '' ? '/' : path;
}

/** Where the page of a public path is written in dist/: '/' → index.html, '/en/privacy' → en/privacy/index.html. */
export function outputFileOf(publicPath: string): string {
  return publicPath === '/' ? 'index.html' : `${publicPath.slice(1)}/index.html`;
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
