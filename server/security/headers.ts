import type { FastifyReply } from 'fastify';
import { ConfigError } from '../../core/errors/problem.js';
import type { HeaderRule } from '../../core/build-files.js';

/** The headers of `_headers`' rule for every path (`/*`): the site's security headers. */
export interface SecurityHeaders {
  /** Sent on every answer, errors and 304s included. */
  readonly always: Readonly<Record<string, string>>;
  /**
   * Strict-Transport-Security, sent only on answers to https requests: the header means nothing over http,
   * and a host reached over http (the preview on 127.0.0.1) must not be pinned to https.
   */
  readonly hsts: string | undefined;
}

const HSTS = 'strict-transport-security';

/** Splits the `/*` rule of `_headers`; a site without a Content-Security-Policy there is not served. */
export function securityHeadersOf(rules: readonly HeaderRule[], where: string): SecurityHeaders {
  const always: Record<string, string> = {};
  let hsts: string | undefined;
  for (const rule of rules.filter((r) => r.pattern === '/*')) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name.toLowerCase() === HSTS) hsts = value;
      else always[name.toLowerCase()] = value;
    }
  }
  if (!always['content-security-policy']) {
    throw new ConfigError('E_SITE_NOT_BUILT', `${where} has no Content-Security-Policy for /*; the build writes one.`);
  }
  return { always, hsts };
}

export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders, secure: boolean): void {
  reply.headers(headers.always);
  if (secure && headers.hsts) reply.header(HSTS, headers.hsts);
}

/** The same headers as raw header lines, for answers written straight to a socket. */
export function securityHeaderLines(headers: SecurityHeaders, secure: boolean): string {
  const entries = Object.entries(headers.always);
  if (secure && headers.hsts) entries.push([HSTS, headers.hsts]);
  return entries.map(([name, value]) => `${name}: ${value}\r\n`).join('');
}
