import fastifyCookie from '@fastify/cookie';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Content } from '../core/content/types.js';
import { localeOptionOf } from '../shared/locale-choice.js';
import { mailPlugin } from './mail/plugin.js';
import { createClientErrorHandler, createFrameworkErrorHandler } from './security/errors.js';
import { securityPlugin } from './security/plugin.js';
import { openLiveSite } from './static/live-site.js';
import { staticPlugin } from './static/plugin.js';
import type { ServerOptions, TrustProxy } from './types.js';
import { closeAfterEarlyAnswer } from './early-answer.js';

export type { ServerOptions } from './types.js';

/** The options that serve a site built from `content`: its locales, default, cookie and root-redirect choice. */
export function serverOptionsFor(content: Content, distDir: string): ServerOptions {
  return {
    distDir,
    locales: content.locales.map(localeOptionOf),
    defaultLocale: content.site.defaultLocale,
    cookieName: content.site.localeCookie.name,
    rootRedirect: content.site.rootRedirect,
  };
}

/**
 * The server of the site and its forms, composed of plugins: security headers on every answer, the built
 * site (./static), the contact routes (./mail). Not listening: tests use `app.inject`, the CLI `listen`.
 * Throws E_SITE_NOT_BUILT when `distDir` holds no complete build.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const fallback = options.locales.find((l) => l.prefix === '') ?? options.locales.find((l) => l.code === options.defaultLocale) ?? options.locales[0]!;
  // Read at request time, once `site` below is loaded; a rebuild may change the CSP's script hash.
  const security = () => site.current.security;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // Answers Fastify and Node would write without our headers and with the request echoed (security/errors.ts).
    clientErrorHandler: createClientErrorHandler(security),
    frameworkErrors: createFrameworkErrorHandler(security, httpsBehind(options.trustProxy ?? false)),
    // A request without Host is answered by the security plugin (400 with its headers), not by Node bare.
    http: { requireHostHeader: false },
    // Requests on open connections while closing are served in full rather than a bare 503.
    return503OnClosing: false,
    // A slow client cannot hold a connection open for Node's default of five minutes.
    requestTimeout: 30_000,
  });
  const site = openLiveSite({
    distDir: options.distDir,
    prefixes: options.locales.map((l) => l.prefix),
    watch: options.watch ?? false,
    onReloadError: (error) => app.log.error({ err: error }, 'the new build cannot be served; still serving the previous one'),
  });
  app.addHook('onSend', closeAfterEarlyAnswer);
  app.addHook('onClose', (_instance, done) => {
    site.close();
    done();
  });
  // Cookies are read only where they decide something (`/`), not parsed on every request.
  await app.register(fastifyCookie, { hook: false });
  await app.register(securityPlugin, { security });
  await app.register(staticPlugin, {
    distDir: options.distDir,
    site,
    root: { mode: options.rootRedirect, cookieName: options.cookieName, locales: options.locales },
    fallbackPrefix: fallback.prefix,
  });
  if (options.mail) await app.register(mailPlugin, options.mail);
  return app;
}

/**
 * Whether a request came over https, by the same rule Fastify's requests follow (X-Forwarded-Proto from a
 * trusted peer, else the socket): for the answers Fastify makes without that rule (security/errors.ts).
 */
function httpsBehind(trust: TrustProxy): (request: FastifyRequest) => boolean {
  const option = trustProxyOption(trust);
  const trusted = typeof option === 'function' ? option : typeof option === 'boolean' ? () => option : proxyAddr.compile(option);
  return (request) => {
    const socket = request.raw.socket as (Socket & { encrypted?: boolean }) | undefined;
    const forwarded = request.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && socket?.remoteAddress && trusted(socket.remoteAddress, 0)) return forwarded.split(',').at(-1)!.trim() === 'https';
    return Boolean(socket?.encrypted);
  };
}

/** Fastify takes a hop count too, but its types do not: the same rule as a function (trust the first n hops). */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}
