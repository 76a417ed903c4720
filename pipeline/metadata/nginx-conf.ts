import type { HeaderRule } from '../../core/build-files.js';
import type { Locale } from '../../core/content/types.js';
import { HOST_FILES } from '../../core/hosts.js';
import { errorFileOf } from '../../core/urls.js';
import { REVALIDATE } from './headers.js';

export interface NginxConfInput {
  /** The rules of `_headers`: nginx sends what Netlify and Cloudflare Pages read from that file. */
  readonly rules: readonly HeaderRule[];
  readonly locales: readonly Pick<Locale, 'prefix'>[];
}

/**
 * `_nginx.conf`: the lines of a server block that serve this folder as the site's own server does, apart
 * from the root redirect (the root page's inline script does it, as on every static host) and the forms.
 * Written from the same rules as `_headers`, so the CSP's hash of the inline script is never stale.
 * - Clean URLs: a page is `<path>.html`, so `try_files $uri $uri.html`; a trailing slash is redirected away.
 * - The headers are set in each location, none at the server block's level: nginx drops inherited
 *   `add_header` lines in a location that has its own, and a location of the operator's (a proxy to the
 *   contact service) then keeps the service's headers instead of getting a second set.
 * - The security headers go on error answers too (`always`); Cache-Control only on answers that succeed.
 */
export function renderNginxConf({ rules, locales }: NginxConfInput): string {
  const security = Object.entries(rules.find((rule) => rule.pattern === '/*')?.headers ?? {}).map(([name, value]) => header(name, value, true));
  const pageHeaders = [...security, header('Cache-Control', REVALIDATE, false)];
  const cached = rules.filter((rule) => rule.pattern !== '/*' && !isDefault(rule.headers));
  const prefixed = locales.filter((l) => l.prefix).sort((a, b) => b.prefix.length - a.prefix.length);
  const cleanUrls = ['rewrite ^(/.+)/$ $1 permanent;', 'try_files $uri $uri.html =404;'];
  return [
    '# Written by `build --target nginx` for this build; the next build writes it again. Include it in the',
    '# server block that serves this folder (docs/deploying.md#nginx):',
    '#   root /srv/fiskalis/dist;',
    '#   include /srv/fiskalis/dist/_nginx.conf;',
    '',
    "# The build's gzip twins (*.gz) instead of compressing each answer; the brotli ones need ngx_brotli's static",
    '# module and `brotli_static on;` in the server block.',
    'gzip_static on;',
    'gzip_vary on;',
    '',
    '# Each locale answers a missing path with its own 404 page; the unprefixed one with 404.html.',
    `error_page 404 /${errorFileOf({ prefix: '' }, 404)};`,
    `error_page 500 502 503 504 /${errorFileOf({ prefix: '' }, 500)};`,
    // try_files finds no file for `/` itself (it names the folder), so the home page has its own location.
    ...block('location = /', ['try_files /index.html =404;', ...pageHeaders]),
    ...block('location /', [...cleanUrls, ...pageHeaders]),
    ...prefixed.flatMap((locale) => block(`location ^~ ${locale.prefix}/`, [
      `error_page 404 /${errorFileOf(locale, 404)};`,
      `error_page 500 502 503 504 /${errorFileOf(locale, 500)};`,
      ...cleanUrls,
      ...pageHeaders,
    ])),
    ...cached.flatMap((rule) => block(locationOf(rule.pattern), [...security, ...Object.entries(rule.headers).map(([name, value]) => header(name, value, false))])),
    '',
    '# Files for hosts, not for visitors.',
    ...[...HOST_FILES].map((file) => `location = /${file} { return 404; }`),
    '',
  ].join('\n');
}

/** A rule that sets only what the server block sets for every path. */
function isDefault(headers: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(headers);
  return entries.length === 1 && entries[0]![0] === 'Cache-Control' && entries[0]![1] === REVALIDATE;
}

/** `/assets/*` is a prefix, matched before any other location; anything else one exact path. */
function locationOf(pattern: string): string {
  return pattern.endsWith('/*') ? `location ^~ ${pattern.slice(0, -1)}` : `location = ${pattern}`;
}

function block(head: string, lines: readonly string[]): string[] {
  return ['', `${head} {`, ...lines.map((line) => `  ${line}`), '}'];
}

function header(name: string, value: string, always: boolean): string {
  return `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}"${always ? ' always' : ''};`;
}
