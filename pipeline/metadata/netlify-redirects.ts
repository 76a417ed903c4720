import type { Locale } from '../../core/content/types.js';
import { errorFileOf } from '../../core/urls.js';

/**
 * Netlify's `_redirects`: under each locale's prefix, that locale's 404 page. Netlify answers a missing path
 * with the root 404.html alone (the unprefixed locale's, so it needs no rule), and a rule with status 404
 * applies only where no file answers the path, so pages and files are served as they are. The longest prefix
 * comes first, since Netlify takes the first rule that matches. Cloudflare Pages must not get this file: it
 * refuses rules with status 404, and serves the nearest 404.html by itself.
 */
export function renderNetlifyRedirects(locales: readonly Pick<Locale, 'prefix'>[]): string {
  const prefixed = locales.filter((l) => l.prefix).sort((a, b) => b.prefix.length - a.prefix.length);
  const rules = prefixed.map((locale) => `${locale.prefix}/*  /${errorFileOf(locale, 404)}  404`);
  return ['# Written by `build --target netlify`: the 404 page of each locale under its prefix.', ...rules, ''].join('\n');
}
