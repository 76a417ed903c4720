import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { sendPlainError } from './errors.js';
import { applySecurityHeaders, type SecurityHeaders } from './headers.js';

export interface SecurityPluginOptions {
  /** The current site's headers (a rebuild may change the CSP's script hash). */
  readonly security: () => SecurityHeaders;
}

/**
 * The headers of `_headers`' `/*` rule on every answer that goes through Fastify: pages, files, redirects,
 * 304s, the 404 and 405 answers, the error handler's and the routes of other plugins registered after this
 * one. What never reaches a route is answered in ./errors.ts.
 */
const securityHeaders: FastifyPluginCallback<SecurityPluginOptions> = (app, { security }, done) => {
  // HTTP/1.1 requires Host (RFC 9112, section 3.2); Node's own refusal would carry none of our headers.
  app.addHook('onRequest', (request, reply, next) => {
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') return void sendPlainError(reply, 400);
    next();
  });
  app.addHook('onSend', (request, reply, payload, next) => {
    applySecurityHeaders(reply, security(), request.protocol === 'https');
    next(null, payload);
  });
  done();
};

export const securityPlugin = fp(securityHeaders, { name: 'fiskalis-security', fastify: '5.x' });
