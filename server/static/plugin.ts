import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorStatus } from '../../core/urls.js';
import { sendPlainError } from '../security/errors.js';
import type { LiveSite } from './live-site.js';
import { canonicalPathOf, localePrefixOf, safeSearch, splitTarget } from './paths.js';
import { chooseRepresentation, isNotModified } from './representation.js';
import { decideRoot, type RootOptions } from './root.js';
import type { PageEntry, Site } from './types.js';

export interface StaticPluginOptions {
  readonly distDir: string;
  readonly site: LiveSite;
  readonly root: RootOptions;
  /** The prefix of the locale whose error views answer paths under no locale prefix ('' here). */
  readonly fallbackPrefix: string;
}

const ALLOW = 'GET, HEAD';

/**
 * dist/ as a site: pages from memory (the encoding Accept-Encoding prefers, ETag and 304), other public files
 * from disk through @fastify/static with the build's twins, clean URLs (one 301 from `/en/`, `/en.html` and
 * `/en/index.html` to `/en`), the root behaviour, 405 for other methods on what exists, the locale's 404 page
 * for what does not, and its 500 page when something fails.
 */
const serveSite: FastifyPluginAsync<StaticPluginOptions> = async (app, { distDir, site, root, fallbackPrefix }) => {
  const prefixes = root.locales.map((l) => l.prefix);

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageEntry, vary?: string): FastifyReply {
    const representation = chooseRepresentation(page, request.headers['accept-encoding']);
    const fresh = isNotModified(request.headers['if-none-match'], representation.etag);
    reply.code(fresh ? 304 : 200).headers(fresh ? representation.notModifiedHeaders : representation.headers);
    if (vary) reply.header('vary', `Accept-Encoding, ${vary}`);
    return reply.send(fresh ? undefined : representation.body);
  }

  function sendErrorPage(request: FastifyRequest, reply: FastifyReply, status: ErrorStatus): FastifyReply {
    const { errorPages } = site.current;
    const prefix = localePrefixOf(splitTarget(request.url)[0], prefixes, fallbackPrefix);
    const page = (errorPages.get(prefix) ?? errorPages.get(fallbackPrefix)!)[status];
    const representation = chooseRepresentation(page, request.headers['accept-encoding']);
    return reply.code(status).headers(representation.headers).send(representation.body);
  }

  function serveGet(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const current = site.current;
    const [urlPath, search] = splitTarget(request.url);
    const page = current.pages.get(urlPath);
    if (page && urlPath === '/') {
      const answer = decideRoot(root, request.headers, search, (header) => app.parseCookie(header));
      if (answer.location) return reply.header('vary', answer.vary).redirect(answer.location, 302);
      return sendPage(request, reply, page, answer.vary);
    }
    if (page) return sendPage(request, reply, page);
    const file = current.files.get(urlPath);
    if (file) {
      // @fastify/static picks a twin by Accept-Encoding: with none acceptable it sends the file itself.
      if (file.identityOnly) request.headers['accept-encoding'] = 'identity';
      return reply.headers(file.headers).sendFile(file.file);
    }
    const canonical = canonicalPathOf(urlPath, current.pages);
    if (canonical) return reply.redirect(`${canonical}${safeSearch(search)}`, 301);
    return sendErrorPage(request, reply, 404);
  }

  /** Everything no route took: another method on something that exists (405), else the 404 page. */
  function answerUnrouted(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const [urlPath] = splitTarget(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD' && exists(site.current, urlPath)) return sendPlainError(reply.header('allow', ALLOW), 405);
    return sendErrorPage(request, reply, 404);
  }

  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true, cacheControl: false, etag: true, lastModified: true });
  app.route({ method: 'GET', url: '/*', handler: serveGet });
  // Answered before the body is read: a PUT to a page is 405 whatever its body, never 413 or 415.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404) answerUnrouted(request, reply);
    else done();
  });
  app.setNotFoundHandler(answerUnrouted);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendPlainError(reply, status);
    request.log.error({ err: error }, 'request failed');
    return sendErrorPage(request, reply, 500);
  });
};

function exists(site: Site, urlPath: string): boolean {
  return site.pages.has(urlPath) || site.files.has(urlPath) || canonicalPathOf(urlPath, site.pages) !== undefined;
}

export const staticPlugin = fp(serveSite, { name: 'fiskalis-static', fastify: '5.x', dependencies: ['@fastify/cookie'] });
