import type { HeaderRule } from '../../core/build-files.js';
import type { Locale } from '../../core/content/types.js';
import type { BuildTarget } from '../../core/hosts.js';
import { renderNetlifyRedirects } from './netlify-redirects.js';
import { renderNginxConf } from './nginx-conf.js';

/** The files a target's host reads beside the pages and `_headers` (core/hosts.ts): none for most. */
export function renderHostFiles(target: BuildTarget, rules: readonly HeaderRule[], locales: readonly Pick<Locale, 'prefix'>[]): Map<string, string> {
  if (target === 'netlify') return new Map([['_redirects', renderNetlifyRedirects(locales)]]);
  if (target === 'nginx') return new Map([['_nginx.conf', renderNginxConf({ rules, locales })]]);
  return new Map();
}
