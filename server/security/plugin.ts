import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
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
  app.addHook('onSend', (request, reply, payload, next) => {
    applySecurityHeaders(reply, security(), request.protocol === 'https');
    next(null, payload);
  });
  done();
};

export const securityPlugin = fp(securityHeaders, { name: 'fiskalis-security', fastify: '5.x' });
