/**
 * The routes under /mail, in a context of their own: form bodies, CORS for the site's origins, the rate
 * limit, the origin check and an error handler that answers every failure in the answer shape (or with the
 * no-JS redirect). None of it touches the pages the rest of the server serves.
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, MAIL_CHALLENGE_PATH, MAIL_SEND_PATH } from '../../shared/contact-protocol.js';
import { contextOf, isNativePost, sendAnswer, type Outcome } from './answers.js';
import { createSendHandler, fieldsOf, type SendDeps } from './send.js';

/** Where the routes live: the common start of MAIL_SEND_PATH and MAIL_CHALLENGE_PATH. */
export const MAIL_PREFIX = '/mail';
const BODY_LIMIT = 16 * 1024;
/** The widget asks for a challenge per solve; a visitor solves a few per message at most. */
const CHALLENGES_PER_MESSAGE = 6;
/** The no-JS form solves no proof of work: its posts get a bucket of their own per client, this much smaller. */
const NATIVE_SHARE = 2;

export type RoutesOptions = Omit<SendDeps, 'pageOriginOf'>;

export async function mailRoutes(app: FastifyInstance, deps: RoutesOptions): Promise<void> {
  const { config, content, site, proof } = deps;
  const allowed = new Set(config.corsOrigins);
  // As a browser writes it: no default port (http://localhost, not http://localhost:80).
  const ownOrigin = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`) ?? '';
  const pageOriginOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin && allowed.has(origin) && origin !== ownOrigin(request) ? origin : '';
  };
  // The body, when it was read, still tells the language and the page.
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: Outcome) =>
    sendAnswer(reply, content, contextOf(request, site, pageOriginOf(request), fieldsOf(request.body)), outcome);

  // JSON (the island) and urlencoded (the no-JS form) only: Fastify's own text/plain parser is not for us.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(cors, { origin: [...allowed], methods: ['GET', 'POST'], allowedHeaders: ['Content-Type', 'Accept', IDEMPOTENCY_HEADER], maxAge: 600 });
  await app.register(rateLimit, {
    global: false,
    // After the body is read, so a refusal speaks the visitor's language and a no-JS post goes back to its page.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => Object.assign(new Error(`rate limit: retry in ${context.after}`), { statusCode: context.statusCode }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const outcome = outcomeOf(error);
    if (outcome === 'error') request.log.error({ err: error }, 'POST /mail/send failed');
    return answer(request, reply, outcome);
  });

  const window = { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs };
  const nativeMax = Math.max(1, Math.floor(window.max / NATIVE_SHARE));
  app.get(MAIL_CHALLENGE_PATH.slice(MAIL_PREFIX.length), { config: { rateLimit: { ...window, max: window.max * CHALLENGES_PER_MESSAGE } } }, proof.handleChallenge);
  app.post(MAIL_SEND_PATH.slice(MAIL_PREFIX.length), {
    bodyLimit: BODY_LIMIT,
    config: {
      rateLimit: {
        ...window,
        max: (request: FastifyRequest) => (isNativePost(request) ? nativeMax : window.max),
        keyGenerator: (request: FastifyRequest) => (isNativePost(request) ? `no-js ${request.ip}` : request.ip),
      },
    },
    // A browser names the page's origin; a foreign one is a form on another site posting here. The no-JS
    // form, which proves no work, must name the site: by Origin, or by Referer where there is no Origin.
    preValidation: async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== ownOrigin(request) && !allowed.has(origin)) return answer(request, reply, 'verificationFailed');
      if (isNativePost(request)) {
        const named = origin ?? originOf(request.headers.referer);
        if (named === undefined || (named !== ownOrigin(request) && !allowed.has(named))) return answer(request, reply, 'verificationFailed');
      }
    },
    handler: createSendHandler({ ...deps, pageOriginOf }),
  });
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'],
    url: MAIL_SEND_PATH.slice(MAIL_PREFIX.length),
    handler: (request, reply) => answer(request, reply.header('Allow', 'POST'), 'notAllowed'),
  });
}

/** The origin of a URL (a Referer), when it is one. */
function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const { origin } = new URL(referer);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function outcomeOf(error: FastifyError): Outcome {
  const status = error.statusCode ?? 500;
  if (status === 429) return 'rateLimited';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupportedType';
  if (status === 403) return 'verificationFailed';
  return status >= 400 && status < 500 ? 'badRequest' : 'error';
}
