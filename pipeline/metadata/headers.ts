import { nativeAnswerPath } from '../../shared/contact-protocol.js';
import { fileBesidePage } from '../../core/page-files.js';
import type { HeaderRule } from '../../core/build-files.js';
import type { PageSpec } from '../../core/page-spec.js';

export interface HeadersInput {
  readonly pages: readonly PageSpec[];
  /** CSP source hashes ('sha256-…') of the inline scripts the pages carry. */
  readonly scriptHashes: readonly string[];
  /** Origin of POST /mail/send when it is not the site's own. */
  readonly apiOrigin: string;
}

/** Pages and the files beside them keep their URLs across builds: checked with the host on every visit. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Security headers for every path; caching per kind: hashed assets are immutable for a year, pages and
 * builds/latest.json are revalidated on every visit so a new build shows at once. Patterns never overlap
 * in a header they set, because hosts join the values of overlapping rules.
 */
export function headerRules({ pages, scriptHashes, apiOrigin }: HeadersInput): HeaderRule[] {
  const csp = [
    "default-src 'self'",
    // Inline scripts only by hash: the root page's redirect and the constant speculation rules the runtime adds.
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self'",
    // The typeface is self-hosted (site/styles/fonts.css).
    "font-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `form-action 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const security = {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  const pagePaths = [...new Set(pages.filter((p) => p.kind === 'route').map((p) => p.path))];
  // Payloads, the sitemap and robots.txt keep their URLs across builds, like pages: revalidated, never stale.
  const answerPaths = pages.filter((p) => p.kind === 'formAnswer').map((p) => nativeAnswerPath(p.path));
  const revalidated = [...pagePaths, ...pagePaths.map((path) => fileBesidePage(path, '_payload.json')), ...answerPaths, '/sitemap.xml', '/robots.txt'];
  return [
    { pattern: '/*', headers: security },
    { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { pattern: '/builds/meta/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { pattern: '/builds/latest.json', headers: { 'Cache-Control': 'no-cache' } },
    ...revalidated.map((path) => ({ pattern: path, headers: { 'Cache-Control': REVALIDATE } })),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n\n')}\n`;
}
